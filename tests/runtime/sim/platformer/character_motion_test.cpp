// The character controller (sim/platformer/character_motion.h) against positions worked out
// by hand: a held jump follows y = v0 n - g n^2 / 2 (v0 = sqrt(2 g h)), so its apex is the
// jump height and it lands after 2 v0 / g ticks; the feet stand on a slope at the slope's own
// height; coyote time and the jump buffer count their ticks; one-way platforms hold from above,
// also while they rise; riding carries the feet but never through a wall.
#include <QtTest>

#include <cmath>

#include "model/level/level.h"
#include "model/platformer/character_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "model/tiles/tile_def.h"
#include "model/tiles/tileset.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/platform_world.h"

using namespace sw;

namespace {

constexpr double kClose = 1e-9;

PlatformGeometry& box(Level& level, const std::string& name, Vec2 min, Vec2 max,
                      PlatformGeometry::Surface surface = PlatformGeometry::Surface::Solid) {
  auto g = std::make_unique<PlatformGeometry>();
  g->name = name;
  g->anchor = (min + max) * 0.5;
  g->size = max - min;
  g->surface = surface;
  PlatformGeometry& out = *g;
  level.objects.push_back(std::move(g));
  return out;
}

PlatformGeometry& polygon(Level& level, const std::string& name, std::vector<Vec2> points) {
  auto g = std::make_unique<PlatformGeometry>();
  g->name = name;
  g->shape = PlatformGeometry::Shape::Polygon;
  g->points = std::move(points);
  PlatformGeometry& out = *g;
  level.objects.push_back(std::move(g));
  return out;
}

// Plain numbers that keep the sums easy: v0 = sqrt(2 * 0.01 * 2) = 0.2, apex after 20 ticks.
CharacterType plainType() {
  CharacterType t;
  t.width = 0.8;
  t.height = 1.6;
  t.stepHeight = 0.35;
  t.gravity = 0.01;
  t.jumpHeight = 2.0;
  t.fallGravityScale = 1;
  t.apexGravityScale = 1;
  t.terminalSpeed = 10;
  t.runSpeed = 0.1;
  t.runAcceleration = 1;  // top speed at once
  t.runBraking = 1;
  t.airControl = 1;
  t.coyoteTicks = 6;
  t.jumpBufferTicks = 6;
  t.cornerCorrection = 0.25;
  return t;
}

struct Scene {
  Level level;
  PlatformWorld world;
  Errors problems;
  void finish() {
    world.build(level, problems);
    world.finishBuild();
  }
};

CharacterBody standingAt(Vec2 feet) {
  CharacterBody b;
  b.position = feet;
  return b;
}

MotionButtons press(bool right, bool jump, bool jumpPressed, bool down = false) {
  MotionButtons m;
  m.right = right;
  m.jumpHeld = jump;
  m.jumpPressed = jumpPressed;
  m.down = down;
  return m;
}

}  // namespace

class CharacterMotionTest : public QObject {
  Q_OBJECT

 private slots:
  void aHeldJumpRisesToItsHeightAndLandsAfterTwiceTheRise() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    s.finish();
    const CharacterType t = plainType();
    QCOMPARE(t.jumpSpeed(), 0.2);
    CharacterBody b = standingAt({0, 0});
    settleCharacter(b, t, s.world, 0.5);
    QVERIFY(b.grounded);
    double apex = 0;
    int landed = 0;
    for (int n = 1; n <= 60 && !landed; ++n) {
      stepCharacter(b, t, s.world, press(true, true, n == 1));
      if (!b.grounded) {
        const double expected = 0.2 * n - 0.01 * n * n / 2;
        QVERIFY2(std::fabs(b.position.y - expected) < kClose, qPrintable(QString("tick %1: y %2, expected %3")
                                                                             .arg(n).arg(b.position.y).arg(expected)));
      }
      apex = std::max(apex, b.position.y);
      if (b.grounded && n > 1) landed = n;
    }
    QVERIFY(std::fabs(apex - 2.0) < kClose);  // reached at tick 20 = v0 / g
    QCOMPARE(landed, 40);                     // 2 v0 / g
    QVERIFY(std::fabs(b.position.x - 4.0) < kClose);  // 40 ticks at 0.1
    QVERIFY(std::fabs(b.position.y) < kClose);
  }

  // Letting go while rising keeps jumpCutScale of the speed: the rest of the rise is u^2 / 2g.
  void aTappedJumpIsLower() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    s.finish();
    CharacterType t = plainType();
    t.jumpCutScale = 0.5;
    CharacterBody b = standingAt({0, 0});
    settleCharacter(b, t, s.world, 0.5);
    stepCharacter(b, t, s.world, press(false, true, true));  // tick 1: y = 0.2 - 0.005
    QVERIFY(std::fabs(b.position.y - 0.195) < kClose);
    stepCharacter(b, t, s.world, press(false, false, false));  // tick 2: speed 0.19 cut to 0.095
    QVERIFY(std::fabs(b.position.y - (0.195 + 0.095 - 0.005)) < kClose);
    double apex = b.position.y;
    for (int n = 0; n < 40; ++n) {
      stepCharacter(b, t, s.world, press(false, false, false));
      apex = std::max(apex, b.position.y);
    }
    // After tick 2 the speed is 0.085: the apex is 0.285 + 0.085^2 / 0.02 within g / 8.
    const double expected = 0.285 + 0.085 * 0.085 / 0.02;
    QVERIFY2(std::fabs(apex - expected) <= 0.01 / 8 + kClose, qPrintable(QString::number(apex)));
  }

  void coyoteTimeLetsAJumpLeaveRightAfterTheLedge() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {0, 0});
    s.finish();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({-1, 0});
    settleCharacter(b, t, s.world, 0.5);
    int ticks = 0;
    while (b.grounded && ticks < 100) stepCharacter(b, t, s.world, press(true, false, false)), ++ticks;
    QVERIFY(!b.grounded);
    // The feet's edge left the ledge's corner: x - 0.4 is past 0.
    QVERIFY(b.position.x - t.width / 2 > -1e-3 && b.position.x - t.width / 2 <= 0.1 + 1e-9);
    for (int late = 1; late <= 8; ++late) {
      CharacterBody c = b;
      for (int i = 1; i < late; ++i) stepCharacter(c, t, s.world, press(true, false, false));
      stepCharacter(c, t, s.world, press(true, true, true));
      const bool jumped = c.velocity.y > 0;
      QVERIFY2(jumped == (late <= t.coyoteTicks), qPrintable(QString("pressed %1 ticks after leaving").arg(late)));
    }
  }

  // A press waits jumpBufferTicks ticks, itself and the tick it jumps on included.
  void theJumpBufferJumpsOnLanding() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    s.finish();
    const CharacterType t = plainType();
    CharacterBody falling = standingAt({0, 3});
    int landing = 0;
    {
      CharacterBody dry = falling;
      for (int n = 1; n < 100 && !landing; ++n) {
        stepCharacter(dry, t, s.world, press(false, false, false));
        if (dry.grounded) landing = n;
      }
    }
    QVERIFY(landing > 10);
    for (int early = 0; early <= 7; ++early) {
      CharacterBody b = falling;
      const int pressAt = landing - early;
      bool jumped = false;
      for (int n = 1; n <= landing + 1; ++n) {
        stepCharacter(b, t, s.world, press(false, n >= pressAt, n == pressAt));
        if (n == landing + 1) jumped = b.velocity.y > 0;
      }
      QVERIFY2(jumped == (early + 2 <= t.jumpBufferTicks), qPrintable(QString("pressed %1 ticks before landing").arg(early)));
    }
  }

  // On a 1:2 slope and on a curved hill the feet stand on the surface itself, tick after tick.
  void theFeetFollowSlopesAndCurvesAtTheirOwnHeight() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    polygon(s.level, "slope", {{0, 0}, {10, 0}, {10, 5}});
    std::vector<Vec2> hill{{20, 0}, {28, 0}, {27, 1.1}, {25.6, 1.7}, {24, 1.9}, {22.4, 1.7}, {21, 1.1}};
    polygon(s.level, "hill", hill);
    box(s.level, "after", {10, -1}, {12, 5});
    s.finish();
    CharacterType t = plainType();
    t.runSpeed = 0.07;
    CharacterBody b = standingAt({-2, 0});
    settleCharacter(b, t, s.world, 0.5);
    int onSlope = 0;
    while (b.position.x < 9.5) {
      stepCharacter(b, t, s.world, press(true, false, false));
      QVERIFY(b.grounded);
      if (b.position.x > 0.5) {
        QVERIFY2(std::fabs(b.position.y - b.position.x / 2) < kClose, qPrintable(QString("x %1 y %2").arg(b.position.x).arg(b.position.y)));
        ++onSlope;
      }
    }
    QVERIFY(onSlope > 100);
    // The hill: the surface's height under the feet is worked out from its outline.
    auto surface = [&](double x) {
      double top = 0;
      for (std::size_t i = 0; i < hill.size(); ++i) {
        const Vec2 a = hill[i], c = hill[(i + 1) % hill.size()];
        if (x < std::min(a.x, c.x) || x > std::max(a.x, c.x) || a.x == c.x) continue;
        top = std::max(top, a.y + (c.y - a.y) * (x - a.x) / (c.x - a.x));
      }
      return top;
    };
    CharacterBody h = standingAt({18, 0});
    settleCharacter(h, t, s.world, 0.5);
    int onHill = 0;
    while (h.position.x < 27.5) {
      stepCharacter(h, t, s.world, press(true, false, false));
      QVERIFY(h.grounded);
      QVERIFY2(std::fabs(h.position.y - surface(h.position.x)) < kClose, qPrintable(QString::number(h.position.x)));
      ++onHill;
    }
    QVERIFY(onHill > 100);
  }

  void steepGroundIsAWall() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    polygon(s.level, "cliff", {{0, 0}, {2, 0}, {2, 4}});  // about 63 degrees
    s.finish();
    const CharacterType t = plainType();  // maxSlope 50
    CharacterBody b = standingAt({-2, 0});
    settleCharacter(b, t, s.world, 0.5);
    for (int n = 0; n < 120; ++n) stepCharacter(b, t, s.world, press(true, false, false));
    QVERIFY(b.position.y < 0.5);
    QVERIFY(b.position.x < 0.6);
  }

  // Standing with the centre past the edge: a foot's edge still holds.
  void aLedgesCornerStillHolds() {
    Scene s;
    box(s.level, "ledge", {-10, -1}, {0, 0});
    s.finish();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({0.3, 0});
    settleCharacter(b, t, s.world, 0.5);
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);
  }

  void oneWayPlatformsHoldFromAboveAndLetThroughFromBelow() {
    Scene s;
    box(s.level, "floor", {-100, -1}, {100, 0});
    box(s.level, "plank", {-2, 1.3}, {2, 1.5}, PlatformGeometry::Surface::OneWay);
    s.finish();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({0, 0});
    settleCharacter(b, t, s.world, 0.5);
    double apex = 0;
    for (int n = 1; n <= 80; ++n) {
      stepCharacter(b, t, s.world, press(false, true, n == 1));
      apex = std::max(apex, b.position.y);
    }
    QVERIFY(apex > 1.9);  // went through from below, head and all
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 1.5);  // and stands on it
    // Down and jump drop through it.
    stepCharacter(b, t, s.world, press(false, false, false));
    stepCharacter(b, t, s.world, press(false, true, true, true));
    for (int n = 0; n < 60; ++n) stepCharacter(b, t, s.world, press(false, false, false));
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);
  }

  // A one-way platform rising under falling feet still catches them, and carries them up.
  void aRisingOneWayPlatformHolds() {
    Scene s;
    box(s.level, "lift", {-2, -0.2}, {2, 0}, PlatformGeometry::Surface::OneWay);
    s.finish();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({0, 0.05});
    const int lift = s.world.ownerIndex("lift");
    Vec2 anchor = s.world.owners()[std::size_t(lift)].anchor;
    for (int n = 1; n <= 100; ++n) {
      anchor += Vec2{0, 0.08};
      s.world.place(lift, anchor, {0, 0.08});
      stepCharacter(b, t, s.world, press(false, false, false));
      QVERIFY2(b.position.y >= anchor.y + 0.1 - kClose, qPrintable(QString("tick %1: feet %2, top %3").arg(n).arg(b.position.y).arg(anchor.y + 0.1)));
    }
    QVERIFY(b.grounded);
    QVERIFY(std::fabs(b.position.y - (anchor.y + 0.1)) < 1e-6);
  }

  // Riding moves the feet with the platform; a wall stops the rider, not the platform.
  void ridingCarriesButNeverThroughAWall() {
    Scene s;
    box(s.level, "raft", {-2, -0.5}, {2, 0});
    box(s.level, "wall", {3, 0.5}, {4, 10});
    s.finish();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({0, 0});
    settleCharacter(b, t, s.world, 0.5);
    const int raft = s.world.ownerIndex("raft");
    Vec2 anchor = s.world.owners()[std::size_t(raft)].anchor;
    for (int n = 1; n <= 20; ++n) {
      anchor += Vec2{0.1, 0};
      s.world.place(raft, anchor, {0.1, 0});
      stepCharacter(b, t, s.world, press(false, false, false));
    }
    QVERIFY(std::fabs(b.position.x - 2.0) < 1e-6);  // carried 20 x 0.1
    for (int n = 1; n <= 30; ++n) {
      anchor += Vec2{0.1, 0};
      s.world.place(raft, anchor, {0.1, 0});
      stepCharacter(b, t, s.world, press(false, false, false));
      QVERIFY(b.position.x + t.width / 2 <= 3.0 + 1e-9);  // never into the wall
    }
  }

  // A head clipping a ceiling's corner by less than the correction slides past it.
  void cornerCorrectionSlidesPastACorner() {
    for (double overlap : {0.1, 0.5}) {
      Scene s;
      box(s.level, "floor", {-100, -1}, {100, 0});
      box(s.level, "ceiling", {-10, 2.5}, {-0.4 + overlap, 3});
      s.finish();
      const CharacterType t = plainType();
      CharacterBody b = standingAt({0, 0});
      settleCharacter(b, t, s.world, 0.5);
      double apex = 0;
      for (int n = 1; n <= 30; ++n) {
        stepCharacter(b, t, s.world, press(false, true, n == 1));
        apex = std::max(apex, b.position.y);
      }
      if (overlap < t.cornerCorrection)
        QVERIFY2(apex > 1.9, qPrintable(QString::number(apex)));
      else
        QVERIFY2(apex < 2.5 - t.height + 1e-3, qPrintable(QString::number(apex)));
    }
  }

  // Painted tiles collide like Tiled users build platformer maps: a row of blocks and a ramp
  // painted flipped (it falls to the right), on a chain link of a free level.
  void paintedTilesCollide() {
    Project project;
    Tileset tiles;
    tiles.name = "solid";
    TilesetTile block;
    block.name = "block";
    block.collision = {{{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
    TilesetTile ramp;
    ramp.name = "ramp";
    ramp.collision = {{{0, 0}, {1, 0}, {1, 1}}};  // rises to the right
    tiles.tiles = {block, ramp};
    project.tilesets.push_back(std::make_unique<Tileset>(tiles));
    auto room = std::make_unique<TileDef>();
    room->name = "room";
    project.tileDefs.push_back(std::move(room));
    Level level;
    level.kind = Level::Kind::Free;
    auto link = std::make_unique<TileInstance>();
    link->name = "link_1";
    link->tile = "room";
    TileLayer ground("ground", 0);
    for (int x = -5; x < 6; ++x) ground.tiles.push_back({ground.refFor("solid", "block"), {double(x), -1}, {1, 1}, 0});
    ground.tiles.push_back({ground.refFor("solid", "ramp"), {6, -1}, {1, 1}, PlacedTile::FlipHorizontal});
    link->tileLayers.push_back(std::move(ground));
    level.chain.push_back(std::move(link));
    PlatformWorld world;
    world.addTiles(project, level);
    world.finishBuild();
    const CharacterType t = plainType();
    CharacterBody b = standingAt({0, 0.2});
    settleCharacter(b, t, world, 0.5);
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);  // on the blocks' tops
    CharacterBody r = standingAt({6.5, 0});
    settleCharacter(r, t, world, 0.6);
    QVERIFY(r.grounded);
    QVERIFY(std::fabs(r.position.y - (-0.5)) < kClose);  // halfway down the flipped ramp
  }
};

QTEST_APPLESS_MAIN(CharacterMotionTest)
#include "character_motion_test.moc"
