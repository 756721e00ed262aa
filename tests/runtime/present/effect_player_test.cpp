// Particle effects as assets, played (present/effects): curves, bursts and their ranges, a
// continuous emitter's rate, sub-emitters on birth and death, sparks bouncing off walls and
// never inside one, a cancelled event's particles gone, a full pool dropping without
// allocating, and no allocation per step at all.
#include <QtTest>
#include <cmath>

#include "model/project/project.h"
#include "present/effects/effect_player.h"
#include "support/allocation_counter.h"

using namespace sw;
using sw::test::allocationCount;
using sw::test::countingAllocations;

namespace effect_player_test {

// A wall filling x >= 5.
struct RightWall final : EffectWalls {
  bool solid(Vec2 p) const override { return p.x >= 5; }
};

Emitter& addEffect(Project& project, const std::string& name) {
  auto effect = std::make_unique<ParticleEffect>();
  effect->name = name;
  effect->emitters.push_back(std::make_unique<Emitter>());
  project.effects.push_back(std::move(effect));
  return *project.effects.back()->emitters.back();
}

}  // namespace effect_player_test

using namespace effect_player_test;

class EffectPlayerTest : public QObject {
  Q_OBJECT
 private slots:
  void curvesInterpolateLinearly() {
    Curve c{{{0, 0}, {0.5, 1}, {1, 0.5}}};
    QCOMPARE(c.at(0), 0.0);
    QCOMPARE(c.at(0.25), 0.5);
    QCOMPARE(c.at(0.75), 0.75);
    QCOMPARE(c.at(-1), 0.0);  // flat before the first key
    QCOMPARE(c.at(2), 0.5);   // and after the last
    QCOMPARE(Curve{}.at(0.3), 1.0);
    QVERIFY(!c.problem());
    QVERIFY(Curve({{{0.5, 1}, {0.2, 1}}}).problem()->find("sorted") != std::string::npos);
    QVERIFY(Curve({{{0, std::nan("")}}}).problem()->find("finite") != std::string::npos);
    QVERIFY(Curve({{{1.5, 1}}}).problem()->find("0..1") != std::string::npos);

    std::string problem;
    const ColorCurve colors = ColorCurve::fromLines({"0 #ff0000", "1 #0000ff80"}, &problem);
    QVERIFY(problem.empty());
    QCOMPARE(colors.keys.size(), std::size_t(2));
    const Color mid = colors.at(0.5);
    QCOMPARE(int(mid.r), 128);
    QCOMPARE(int(mid.b), 128);
    QCOMPARE(int(mid.a), 192);
    QCOMPARE(colors.lines(), (std::vector<std::string>{"0 #ff0000", "1 #0000ff80"}));
    ColorCurve::fromLines({"half #ff0000"}, &problem);
    QVERIFY(problem.find("key 1") != std::string::npos);
    // The compiled curve agrees with the model's.
    Project project;
    addEffect(project, "a").sizeCurve = c;
    const EffectLibrary lib = EffectLibrary::build(project);
    for (double t : {0.0, 0.1, 0.25, 0.6, 0.9, 1.0})
      QVERIFY(std::abs(lib.emitters()[0].sizeCurve.at(float(t)) - c.at(t)) < 1e-6);
  }

  void burstMakesItsCountWithinItsRanges() {
    Project project;
    Emitter& e = addEffect(project, "burst");
    e.count = 50;
    e.speedMin = 60;  // 1 .. 2 units per tick at 60 Hz
    e.speedMax = 120;
    e.angle = 90;
    e.spread = 60;  // 60 .. 120 degrees
    e.lifeMin = 10;
    e.lifeMax = 20;
    EffectPlayer player(1000, 64, 7);
    player.setLibrary(EffectLibrary::build(project));
    QVERIFY(player.play(0, {3, 4}));
    player.step();
    QCOMPARE(player.particles().size(), std::size_t(50));
    for (const EffectParticle& p : player.particles()) {
      const double speed = std::hypot(p.velocity.x, p.velocity.y);
      QVERIFY2(speed >= 1 - 1e-6 && speed <= 2 + 1e-6, qPrintable(QString::number(speed)));
      const double degrees = std::atan2(p.velocity.y, p.velocity.x) * 180 / M_PI;
      QVERIFY2(degrees >= 60 - 1e-3 && degrees <= 120 + 1e-3, qPrintable(QString::number(degrees)));
      QVERIFY(p.life >= 10 && p.life <= 20);
      QCOMPARE(p.life, std::floor(p.life));
    }
    // All gone after the longest life, and the same seed plays the same.
    for (int i = 0; i < 20; ++i) player.step();
    QCOMPARE(player.particles().size(), std::size_t(0));
    EffectPlayer a(1000, 64, 3), b(1000, 64, 3);
    a.setLibrary(EffectLibrary::build(project));
    b.setLibrary(EffectLibrary::build(project));
    a.play(0, {});
    b.play(0, {});
    for (int i = 0; i < 5; ++i) a.step(), b.step();
    for (std::size_t i = 0; i < a.particles().size(); ++i)
      QCOMPARE(a.particles()[i].position.x, b.particles()[i].position.x);
  }

  void continuousEmitsItsRate() {
    Project project;
    Emitter& e = addEffect(project, "stream");
    e.mode = Emitter::Mode::Continuous;
    e.rate = 90;       // 1.5 per tick
    e.duration = 2;    // 120 ticks
    e.lifeMin = e.lifeMax = 1000;
    EffectPlayer player(1000, 64);
    player.setLibrary(EffectLibrary::build(project));
    player.play(0, {});
    for (int i = 0; i < 60; ++i) player.step();
    QCOMPARE(player.particles().size(), std::size_t(90));
    for (int i = 0; i < 100; ++i) player.step();
    QCOMPARE(player.particles().size(), std::size_t(180));  // stopped after its duration
    QCOMPARE(player.runs(), std::size_t(0));
  }

  void subEmittersOnBirthAndDeath() {
    Project project;
    Emitter& rocket = addEffect(project, "rocket");
    rocket.count = 2;
    rocket.lifeMin = rocket.lifeMax = 10;
    rocket.onBirth = "smoke";
    rocket.onDeath = "sparks";
    Emitter& smoke = addEffect(project, "smoke");
    smoke.mode = Emitter::Mode::Continuous;
    smoke.rate = 60;  // one per tick while the rocket lives
    smoke.duration = 100;
    smoke.lifeMin = smoke.lifeMax = 100;
    smoke.speedMin = smoke.speedMax = 0;
    Emitter& sparks = addEffect(project, "sparks");
    sparks.count = 5;
    sparks.lifeMin = sparks.lifeMax = 100;
    EffectPlayer player(1000, 64);
    const EffectLibrary lib = EffectLibrary::build(project);
    player.setLibrary(lib);
    player.play(lib.find("rocket"), {0, 0});
    auto countOf = [&](const char* name) {
      const CompiledEffect& e = player.library().effects()[std::size_t(player.library().find(name))];
      int n = 0;
      for (const EffectParticle& p : player.particles()) n += p.emitter == e.firstEmitter;
      return n;
    };
    player.step();
    QCOMPARE(countOf("rocket"), 2);
    QCOMPARE(countOf("smoke"), 2);  // each rocket's trail starts at its birth
    for (int i = 0; i < 8; ++i) player.step();
    QCOMPARE(countOf("smoke"), 18);
    player.step();  // the rockets die: their trails stop, their sparks fly
    QCOMPARE(countOf("rocket"), 0);
    player.step();
    QCOMPARE(countOf("sparks"), 10);
    QCOMPARE(countOf("smoke"), 20);
    for (int i = 0; i < 5; ++i) player.step();
    QCOMPARE(countOf("smoke"), 20);
  }

  void sparksBounceOffWallsAndNeverEnterThem() {
    Project project;
    Emitter& e = addEffect(project, "sparks");
    e.count = 200;
    e.shape = Emitter::Shape::Box;
    e.size = {4, 4};  // some spawn points lie inside the wall
    e.speedMin = 30;
    e.speedMax = 120;
    e.spread = 120;  // toward the wall
    e.lifeMin = e.lifeMax = 120;
    e.gravity = {0, -20};
    e.collide = true;
    e.bounce = 0.5;
    RightWall wall;
    EffectPlayer player(1000, 64, 11);
    player.setWalls(&wall);
    player.setLibrary(EffectLibrary::build(project));
    player.play(0, {4, 0});
    player.step();
    QVERIFY(!player.particles().empty());
    int bounced = 0;
    for (int tick = 0; tick < 100; ++tick) {
      std::vector<Vec2> before;
      for (const EffectParticle& p : player.particles()) before.push_back(p.velocity);
      player.step();
      for (std::size_t i = 0; i < player.particles().size(); ++i) {
        const EffectParticle& p = player.particles()[i];
        QVERIFY2(!wall.solid(p.position), qPrintable(QString("inside at tick %1").arg(tick)));
        // A bounce reverses the velocity along the wall's normal (x), halved.
        if (before[i].x > 0 && p.velocity.x < 0) {
          ++bounced;
          QVERIFY(std::abs(p.velocity.x + before[i].x * 0.5) < 1e-9);
        }
      }
    }
    QVERIFY(bounced > 10);
    // A spawn point inside the wall with the emitter inside it too: nothing is born.
    player.clear();
    player.play(0, {8, 0});  // its box (6..10) lies wholly in the wall
    player.step();
    QCOMPARE(player.particles().size(), std::size_t(0));
  }

  void cancelRemovesThatEventsParticles() {
    Project project;
    Emitter& e = addEffect(project, "boom");
    e.count = 10;
    e.lifeMin = e.lifeMax = 100;
    e.onDeath = "";
    EffectPlayer player(1000, 64);
    player.setLibrary(EffectLibrary::build(project));
    player.play(0, {0, 0}, 1);
    player.play(0, {1, 0}, 2);
    player.step();
    QCOMPARE(player.particles().size(), std::size_t(20));
    player.cancel(1);
    QCOMPARE(player.particles().size(), std::size_t(10));
    for (const EffectParticle& p : player.particles()) QCOMPARE(p.owner, 2u);
    // A run not yet emitted goes too.
    player.play(0, {0, 0}, 3);
    player.cancel(3);
    player.step();
    QCOMPARE(player.particles().size(), std::size_t(10));
  }

  void fullPoolsDropWithoutAllocating() {
    Project project;
    Emitter& e = addEffect(project, "many");
    e.mode = Emitter::Mode::Continuous;
    e.rate = 6000;
    e.duration = 10;
    e.lifeMin = e.lifeMax = 30;
    e.collide = true;
    e.onDeath = "pop";
    Emitter& pop = addEffect(project, "pop");
    pop.count = 3;
    pop.lifeMin = pop.lifeMax = 5;
    RightWall wall;
    EffectPlayer player(500, 32);
    player.setWalls(&wall);
    player.setLibrary(EffectLibrary::build(project));
    player.step();  // anything a first step might set up
    allocationCount = 0;
    countingAllocations = true;
    for (int i = 0; i < 40; ++i) player.play(0, {0, 0}, std::uint32_t(i + 1));  // more runs than the pool
    for (int i = 0; i < 200; ++i) player.step();
    player.cancel(5);
    countingAllocations = false;
    QCOMPARE(allocationCount.load(), 0L);
    QCOMPARE(player.particles().size() <= 500, true);
    QVERIFY(player.dropped() > 0);
  }
};

QTEST_GUILESS_MAIN(EffectPlayerTest)
#include "effect_player_test.moc"
