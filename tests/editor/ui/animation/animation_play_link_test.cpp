// While Play runs, the Animations dock lights the animation the selected creature plays:
// currentAnimationOf picks the creature of the dock's type (the selected one first) in the
// running demo and reads its animator; the dock's box lights up after Play advances.
#include <QtTest>

#include "model/io/project_io.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/runtime_level.h"
#include "ui/animation/animation_play_link.h"

using namespace sw;

class AnimationPlayLinkTest : public QObject {
  Q_OBJECT

 private slots:
  void theSelectedCreaturesAnimationIsTheOneShown() {
    auto loaded = loadProject(SW_SOURCE_DIR "/projects/platformer");
    QVERIFY(loaded.project);
    const Project& project = *loaded.project;
    Result<RuntimeLevel> rt = RuntimeLevel::build(project, *project.levels.front(), PlayOptions{});
    QVERIFY(rt);
    const CharacterType& runner = *project.findCharacterType("runner");
    rt->tick();
    QCOMPARE(editor::currentAnimationOf(*rt, runner, {}), 0);  // idle, the first line
    TickInput right;
    right.player[0] = InputRight;
    rt->run(20, right);
    QCOMPARE(editor::currentAnimationOf(*rt, runner, {}), 1);  // run
    // Two skeletons: the selected one's animation, else the first's.
    const MonsterType& skeleton = *project.findMonsterType("skeleton");
    auto& monsters = const_cast<MonsterSystem&>(rt->get<MonsterSystem>());
    const auto& bodies = monsters.monsters();
    QCOMPARE(monsters.name(0), std::string("skeleton_1"));
    QCOMPARE(editor::currentAnimationOf(*rt, skeleton, {}), bodies[0].body.animation.animation);
    monsters.damage(1, 1, bodies[1].body.position + Vec2{1, 0}, 0);  // skeleton_2 is hurt: its 'hurt' shows
    rt->tick();
    QCOMPARE(editor::currentAnimationOf(*rt, skeleton, {"skeleton_2"}), 3);  // hurt, the fourth line
    QVERIFY(editor::currentAnimationOf(*rt, skeleton, {}) != 3);
    QCOMPARE(editor::currentAnimationOf(*rt, *project.findMonsterType("bat"), {"skeleton_2"}), 0);  // fly
  }
};

QTEST_MAIN(AnimationPlayLinkTest)
#include "animation_play_link_test.moc"
