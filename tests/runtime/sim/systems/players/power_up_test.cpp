// Power-ups (sim/systems/players/player_power_up.cpp, the rule in sim/shooter/game_rules.h):
// Second pressed with a full charge and a second meter not yet full powers the weapons up
// from that very tick for exactly powerUpTicks ticks and spends the charge; the powered-up
// weapons fire as their weapon types' power numbers say (bullets counted and aimed by hand);
// dying ends it; the state hash, save and restore cover the remaining ticks; a Quiet field
// that stays zero leaves a hash as it was.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/state/saved_state.h"
#include "support/runtime_level_test_access.h"
#include "support/open_corridor.h"
#include "support/shooter_parts.h"

using namespace sw;
using Access = RuntimeLevelTestAccess;

// A namespace of its own: the folder's tests share one unity-built program.
namespace power_up_test {

// An open corridor with no enemies; the camera starts at (0, 0) and scrolls 1 unit a tick.
std::unique_ptr<Project> arena() { return test::openCorridor(40); }

TickInput keys(std::uint8_t p1) {
  TickInput in;
  in.player = {p1, 0};
  return in;
}

PlayOptions options(std::vector<std::string> loadout) {
  PlayOptions o;
  o.rulesOverride = true;
  o.rules.loadout = std::move(loadout);
  o.rules.chargeMax = 10;
  o.rules.secondMax = 300;
  o.rules.powerUpTicks = 30;
  o.invulnerableUntilTick = 1 << 30;
  return o;
}

RuntimeLevel play(const Project& p, const PlayOptions& o) {
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], o);
  if (!rt) qFatal("build failed: %s: %s", rt.error().where.c_str(), rt.error().message.c_str());
  return std::move(*rt);
}

int eventsOf(const RuntimeLevel& rt, std::string_view kind) {
  int n = 0;
  for (const LevelEvent& e : rt.events()) n += e.kind == kind ? 1 : 0;
  return n;
}

void fillCharge(RuntimeLevel& rt) { Access::players(rt)[0].weaponCharge = rt.options().rules.chargeMax; }

// The bullets fired this tick: those that have moved once (life one tick short of full).
std::vector<Bullet> freshBullets(const RuntimeLevel& rt, std::int64_t lifeTicks) {
  std::vector<Bullet> out;
  for (const Bullet& b : playerBulletsOf(rt))
    if (b.lifeTicks == lifeTicks - 1) out.push_back(b);
  return out;
}

struct Plain {
  std::int64_t a = 0;
  SW_FIELDS(Plain, a)
};
struct WithQuiet {
  std::int64_t a = 0;
  Quiet<std::int64_t> q;
  SW_FIELDS(WithQuiet, a, q)
};
template <class T>
std::uint64_t hashOf(const T& value) {
  StateHasher h;
  state::visitFields(h, nullptr, value);
  return h.value();
}

class PowerUpTest : public QObject {
  Q_OBJECT

 private slots:
  void startsOnThePressLastsExactlyItsTicksAndSpendsTheCharge() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"shot"}));
    rt.run(3, keys(0));
    // Not full: the press does nothing.
    rt.tick(keys(InputSecond));
    QCOMPARE(std::int64_t(playersOf(rt)[0].powerTicks), std::int64_t(0));
    QCOMPARE(eventsOf(rt, "power-up-started"), 0);

    fillCharge(rt);
    rt.tick(keys(0));
    QCOMPARE(playersOf(rt)[0].secondCharge, std::int64_t(1));  // a full charge fills the second meter
    rt.tick(keys(InputSecond));
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(eventsOf(rt, "power-up-started"), 1);
    QCOMPARE(std::int64_t(ship.powerTicks), std::int64_t(30));
    QCOMPARE(ship.weaponCharge, std::int64_t(0));
    QCOMPARE(ship.secondCharge, std::int64_t(1));  // kept, and no longer filling: the charge is spent
    // Powered on this tick and the 29 after it; the 30th after it is the first without.
    for (int k = 1; k < 30; ++k) {
      rt.tick(keys(0));
      QCOMPARE(std::int64_t(ship.powerTicks), std::int64_t(30 - k));
      QCOMPARE(eventsOf(rt, "power-up-ended"), 0);
    }
    rt.tick(keys(0));
    QCOMPARE(std::int64_t(ship.powerTicks), std::int64_t(0));
    QCOMPARE(eventsOf(rt, "power-up-ended"), 1);
    rt.tick(keys(0));
    QCOMPARE(eventsOf(rt, "power-up-ended"), 0);
  }

  void aPressWhilePoweredOrWithAFullSecondMeterDoesNotPowerUp() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"shot"}));
    fillCharge(rt);
    rt.tick(keys(InputSecond));
    rt.run(5, keys(0));
    fillCharge(rt);
    rt.tick(keys(InputSecond));  // powered already: nothing, the charge stays
    QCOMPARE(std::int64_t(playersOf(rt)[0].powerTicks), std::int64_t(30 - 6));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(10));

    RuntimeLevel second = play(*p, options({"shot"}));
    fillCharge(second);
    Access::players(second)[0].secondCharge = 300;
    second.tick(keys(InputSecond));  // the full second meter is released instead
    QCOMPARE(eventsOf(second, "second-released"), 1);
    QCOMPARE(std::int64_t(playersOf(second)[0].powerTicks), std::int64_t(0));
  }

  // The built-in shot powered up: three streams 0.5 apart, each one bullet straight ahead.
  // Fired in the press's tick from the muzzle (0.6, 0) ahead of the ship, then moved once.
  void poweredShotFiresThreeStreamsOnItsFirstTick() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"shot"}));
    rt.tick(keys(0));
    fillCharge(rt);
    rt.tick(keys(InputSecond | InputFire));
    const Vec2 ship = playersOf(rt)[0].position;
    const std::vector<Bullet> shots = freshBullets(rt, 90);
    QCOMPARE(shots.size(), std::size_t(3));
    for (int k = 0; k < 3; ++k) {
      const Bullet& b = shots[std::size_t(k)];
      QCOMPARE(b.velocity, (Vec2{1.2, 0}));
      QCOMPARE(b.position.x, ship.x + 0.6 + 1.2);
      QCOMPARE(b.position.y, ship.y + (k - 1) * 0.5);
    }
    // Unpowered, the same weapon fires one.
    RuntimeLevel plain = play(*p, options({"shot"}));
    plain.tick(keys(0));
    plain.tick(keys(InputFire));
    QCOMPARE(freshBullets(plain, 90).size(), std::size_t(1));
  }

  // The built-in spread (5 bullets over 40 degrees) powered up: 5 + 4 bullets over 40 + 30
  // degrees, one stream: angle i = -35 + 70 i / 8 degrees, speed 1.
  void poweredSpreadFiresAWiderDenserFan() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"spread"}));
    rt.tick(keys(0));
    fillCharge(rt);
    rt.tick(keys(InputSecond | InputFire));
    std::vector<Bullet> shots = freshBullets(rt, 90);
    QCOMPARE(shots.size(), std::size_t(9));
    std::sort(shots.begin(), shots.end(), [](const Bullet& a, const Bullet& b) { return a.velocity.y < b.velocity.y; });
    for (int i = 0; i < 9; ++i) {
      const double angle = (-35.0 + 70.0 * i / 8) * std::numbers::pi / 180;
      const Vec2 v = shots[std::size_t(i)].velocity;
      QVERIFY2(std::abs(v.x - std::cos(angle)) < 1e-12 && std::abs(v.y - std::sin(angle)) < 1e-12,
               qPrintable(QString("bullet %1: (%2, %3)").arg(i).arg(v.x).arg(v.y)));
    }
  }

  // Lightning powered up: half as far again (12 -> 18 units straight ahead without a target),
  // one more generation (65 points), twice as wide; the beam twice as wide and half as far again.
  void poweredLightningAndBeamAreLongerAndWider() {
    auto p = arena();
    p->weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Lightning, "zap")));
    p->weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(WeaponKind::LockOnBeam, "beam")));
    RuntimeLevel rt = play(*p, options({"zap", "beam"}));
    rt.tick(keys(0));
    fillCharge(rt);
    rt.tick(keys(InputSecond | InputFire));
    const LightningBolt& bolt = boltsOf(rt, 0)[0];
    QCOMPARE(int(bolt.shape.main.count), 65);
    QCOMPARE(bolt.end.x - bolt.start.x, 18.0);
    const WeaponSystem& weapons = rt.get<WeaponSystem>();
    QCOMPARE(weapons.weaponOf(playersOf(rt)[0]).width, 0.8);
    QCOMPARE(weapons.weapon(0).width, 0.4);  // the loadout's own form is untouched
    rt.tick(keys(InputSwitchWeapon));
    QCOMPARE(weapons.weaponOf(playersOf(rt)[0]).width, 1.0);
    QCOMPARE(weapons.weaponOf(playersOf(rt)[0]).range, 21.0);
  }

  void dyingEndsThePowerUp() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"shot"}));
    fillCharge(rt);
    rt.tick(keys(InputSecond));
    Access::system<PlayerSystem>(rt).kill(0);
    QCOMPARE(std::int64_t(playersOf(rt)[0].powerTicks), std::int64_t(0));
    QCOMPARE(eventsOf(rt, "power-up-ended"), 1);
  }

  void theHashSaveAndRestoreCoverThePowerUp() {
    auto p = arena();
    RuntimeLevel rt = play(*p, options({"shot"}));
    fillCharge(rt);
    rt.tick(keys(InputSecond));
    LevelState saved;
    rt.save(saved);
    const std::uint64_t powered = rt.stateHash();
    Access::players(rt)[0].powerTicks = 7;
    QVERIFY(rt.stateHash() != powered);
    Access::players(rt)[0].weaponsGained = 4u;
    const std::uint64_t gained = rt.stateHash();
    QVERIFY(gained != powered);
    QVERIFY(rt.restore(saved));
    QCOMPARE(rt.stateHash(), powered);
    QCOMPARE(std::int64_t(playersOf(rt)[0].powerTicks), std::int64_t(30));
    QCOMPARE(std::uint32_t(playersOf(rt)[0].weaponsGained), 0u);
    QCOMPARE(rt.stateHash(saved), powered);
  }

  // A Quiet field left at zero is not visited: the struct hashes as it did without it; set, it
  // counts, and two different quiet fields with the same value do not stand in for each other.
  void aQuietFieldAtZeroLeavesTheHashAsItWas() {
    const Plain plain{5};
    WithQuiet quiet;
    quiet.a = 5;
    QCOMPARE(hashOf(quiet), hashOf(plain));
    quiet.q = 3;
    QVERIFY(hashOf(quiet) != hashOf(plain));
    StateHasher a, b;
    a.quietInteger(FieldPath{nullptr, "powerTicks"}, 3);
    b.quietInteger(FieldPath{nullptr, "weaponsGained"}, 3);
    QVERIFY(a.value() != b.value());
  }
};

}  // namespace power_up_test

QTEST_GUILESS_MAIN(power_up_test::PowerUpTest)
#include "power_up_test.moc"
