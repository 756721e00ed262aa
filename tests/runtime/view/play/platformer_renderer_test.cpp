// What the platformer renderer (view/play/platformer_renderer.h) draws of fights, counted in
// the vertices it hands the scene: a monster is a body with an eye and health pips, a
// defeated one a single flat box; a swing adds its reach (a see-through box and its outline),
// a backdash two see-through ghosts; a follower that caught up shows a ring for half a second. Needs a real GL
// context for the scene (xvfb-run).
#include "view/play/platformer_renderer.h"

#include <QtTest>

#include "runtime/sim/platformer/platformer_fixture.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "view/level_view.h"
#include "view/play/scene_kit.h"

using namespace sw;
using sw::play::FrameContext;
using sw::play::PlatformerRenderer;
using sw::play::SceneKit;
using sw::test::buttons;
using sw::test::Room;

namespace {

// A monster that stands still and never swings, dying at the hero's first punch.
MonsterType& weakDummy(Room& room) {
  MonsterType& t = room.monsterType("dummy");
  t.sightRange = 0;
  t.canAttack = false;
  t.maxHealth = 3;
  t.invulnerableTicks = 0;
  t.knockbackSpeed = 0;
  t.walkSpeed = 0;
  return t;
}

bool saw(const RuntimeLevel& rt, std::string_view kind) {
  for (const LevelEvent& e : rt.events())
    if (e.kind == kind) return true;
  return false;
}

}  // namespace

class PlatformerRendererTest : public QObject {
  Q_OBJECT
  std::unique_ptr<sw::ui::LevelView> view_;
  std::unique_ptr<SceneKit> kit_;

  // Fill and line vertices of one frame of `rt`; the translucent layer's are glowVertices().
  std::pair<int, int> draw(PlatformerRenderer& renderer, const RuntimeLevel& rt, const Room& room) {
    FrameContext frame;
    frame.tick = 0;  // the phase in which bodies safe after a hit (blinking) show
    frame.level = room.level;
    renderer.update(rt, frame);
    return {renderer.geometryVertices(), renderer.lineVertices()};
  }

 private slots:
  void init() {
    view_ = std::make_unique<sw::ui::LevelView>();
    view_->resize(400, 300);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    kit_ = std::make_unique<SceneKit>(view_.get());
    QVERIFY(kit_->isValid());
  }
  void cleanup() {
    kit_.reset();
    view_.reset();
  }

  void aMonsterIsDrawnAndLiesFlatOnceDefeated() {
    Room room;
    room.hero().attackDamage = 5;
    room.hero().canBackdash = false;
    room.start("hero_start", {0, 0});
    Result<RuntimeLevel> alone = room.build();
    QVERIFY(alone);
    weakDummy(room);
    room.monster("weak", "dummy", {1.2, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    PlatformerRenderer renderer(*kit_);
    const auto [noMonster, noMonsterLines] = draw(renderer, *alone, room);
    QCOMPARE(renderer.monsterCount(), 0);
    rt->run(3);
    const auto [alive, aliveLines] = draw(renderer, *rt, room);
    QCOMPARE(renderer.monsterCount(), 1);
    // A body, an eye and three pips: five boxes of two triangles; an outline of four lines.
    QCOMPARE(alive - noMonster, 5 * 6);
    QCOMPARE(aliveLines - noMonsterLines, 4 * 2);

    QCOMPARE(renderer.glowVertices(), 0);

    // The punch: while it swings its reach shows (a see-through box and an outline).
    rt->tick(buttons(InputSecond));
    const auto [swinging, swingingLines] = draw(renderer, *rt, room);
    QVERIFY(rt->get<CharacterSystem>().characters()[0].swingTick >= 0);
    QCOMPARE(swinging, alive);
    QCOMPARE(renderer.glowVertices(), 6);
    QCOMPARE(swingingLines - aliveLines, 4 * 2);

    bool defeated = false;
    for (int t = 0; t < 20 && !defeated; ++t) {
      rt->tick(buttons(0));
      defeated = saw(*rt, "monster-defeated");
    }
    QVERIFY(defeated);
    rt->run(30);  // the swing is over
    QVERIFY(rt->get<CharacterSystem>().characters()[0].swingTick < 0);
    const auto [flat, flatLines] = draw(renderer, *rt, room);
    QCOMPARE(renderer.monsterCount(), 1);  // still there, out of play
    QCOMPARE(flat - noMonster, 6);         // one flat box
    QCOMPARE(flatLines, noMonsterLines);
    QCOMPARE(renderer.glowVertices(), 0);
  }

  void aBackdashLeavesTwoGhosts() {
    Room room;
    room.hero().backdashTicks = 10;
    room.start("hero_start", {0, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    PlatformerRenderer renderer(*kit_);
    rt->run(3);
    const int standing = draw(renderer, *rt, room).first;
    QCOMPARE(renderer.glowVertices(), 0);
    rt->tick(buttons(InputDown | InputSecond));
    QVERIFY(rt->get<CharacterSystem>().characters()[0].dashTicks > 0);
    QCOMPARE(draw(renderer, *rt, room).first, standing);
    QCOMPARE(renderer.glowVertices(), 2 * 6);  // see-through, behind it
    rt->run(20);
    draw(renderer, *rt, room);
    QCOMPARE(renderer.glowVertices(), 0);
  }

  void aFollowerCatchingUpFlashesAWhile() {
    Room room;
    room.hero().teleportDistance = 10;
    room.start("leader", {20, 0});
    room.start("follower", {-20, 0});
    room.box("wall", {0, 0}, {1, 30});  // no way past: it can only catch up
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    PlatformerRenderer renderer(*kit_);
    const int quiet = draw(renderer, *rt, room).second;
    bool caughtUp = false;
    for (int t = 0; t < 5 && !caughtUp; ++t) {
      rt->tick(buttons(0));
      caughtUp = saw(*rt, "follower-caught-up");
      draw(renderer, *rt, room);
    }
    QVERIFY(caughtUp);
    QCOMPARE(renderer.flashCount(), 1);
    QVERIFY(renderer.lineVertices() > quiet);
    // The same tick drawn again adds no second ring; half a second later it is gone.
    draw(renderer, *rt, room);
    QCOMPARE(renderer.flashCount(), 1);
    for (int t = 0; t < 30; ++t) {
      rt->tick(buttons(0));
      draw(renderer, *rt, room);
    }
    QCOMPARE(renderer.flashCount(), 0);
    QCOMPARE(renderer.lineVertices(), quiet);
  }
};

QTEST_MAIN(PlatformerRendererTest)
#include "platformer_renderer_test.moc"
