// The Animations dock on a character whose sprite is a tileset with frame groups: the graph
// shows one box per line and one wire per `then` and `if`; a chain, a switch and a condition
// edited through the scene each rewrite the lines as one undo step (undo gives back the very
// lines); problems sit on the box at fault; the preview steps the real Animator and follows a
// switch when its signal is toggled, lighting up the box that plays.
#include "ui/animation/animations_dock.h"

#include <QComboBox>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "../tileset/tileset_fixture.h"
#include "document/commands/character_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "model/project/project.h"
#include "support/scratch_settings.h"
#include "ui/animation/animation_graph_items.h"
#include "ui/animation/animation_graph_scene.h"
#include "ui/animation/animation_preview.h"
#include "ui/sprite/sprite_edits.h"

using namespace sw::editor;
using namespace sw::editor::animation;
using Lines = std::vector<std::string>;

class AnimationsDockTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<AnimationsDock> dock_;
  sw::CharacterType* hero_ = nullptr;

  QUndoStack* undo() { return document_->undoStack(); }
  AnimationGraphScene* scene() { return dock_->scene(); }
  AnimationPreview* preview() { return dock_->preview(); }
  void set(const char* key, sw::Value value) {
    QString why;
    QUndoCommand* command = makeSetProperty(document_.get(), {hero_}, key, {std::move(value)}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    undo()->push(command);
  }
  // Undo gives back `before` exactly, redo `after`.
  void checkUndo(const Lines& before, const Lines& after) {
    QVERIFY(before != after);
    undo()->undo();
    QVERIFY(hero_->animations == before);
    QCOMPARE(scene()->lines(), before);
    undo()->redo();
    QVERIFY(hero_->animations == after);
  }
  int wires(AnimationWireItem::Kind kind) {
    int n = 0;
    for (AnimationWireItem* wire : scene()->wireItems()) n += wire->kind() == kind;
    return n;
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("animationsDock")); }

  void init() {
    const QString folder = sw::test::writeTilesetProject(dir_, false);
    QVERIFY(!folder.isEmpty());
    document_ = std::make_unique<Document>();
    const auto errors = document_->open(folder);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    const int blocks = document_->tilesets()->indexOf("blocks");
    QVERIFY(sprite::addFrameGroup(document_.get(), blocks, "idle", {"a0"}));
    QVERIFY(sprite::addFrameGroup(document_.get(), blocks, "walk", {"a1", "a2", "b0"}));
    QVERIFY(sprite::addFrameGroup(document_.get(), blocks, "jump", {"b1", "b2"}));
    undo()->push(makeNewCharacter(document_.get()));
    QVERIFY(!document_->project().characters.empty());
    hero_ = document_->project().characters.back().get();
    set("sprite", std::string("blocks"));
    set("animations", Lines{"idle: loop idle", "walk: loop walk every 4", "jump: once jump"});
    dock_ = std::make_unique<AnimationsDock>(document_.get());
    dock_->resize(900, 500);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    dock_->showCreature(hero_);
    QCOMPARE(dock_->creature(), static_cast<sw::Describable*>(hero_));
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  // Another project without creatures replaces this one (opening a shooter after a
  // platformer): the dock and its preview empty out instead of stepping a stale animation.
  void aProjectWithoutCreaturesEmptiesThePreview() {
    QVERIFY(preview()->compiled());
    document_->newProject();
    QVERIFY(document_->project().characters.empty());
    QVERIFY(!preview()->compiled());
    preview()->step(3);  // nothing to step, and no crash
    preview()->setAnimations({}, "");
    QVERIFY(!preview()->compiled());
  }

  void boxesAreTheLines() {
    QVERIFY(scene()->nodeItem(0) && scene()->nodeItem(1) && scene()->nodeItem(2));
    QVERIFY(!scene()->nodeItem(3));
    QCOMPARE(scene()->nodeItem(1)->look().title, QStringLiteral("walk"));
    QCOMPARE(scene()->nodeItem(1)->look().summary, QStringLiteral("loop walk every 4"));
    QVERIFY(scene()->nodeItem(0)->look().first);
    QVERIFY(scene()->wireItems().isEmpty());
  }

  void chainAndSwitchAreOneStepEach() {
    Lines before = hero_->animations;
    int steps = undo()->count();
    QVERIFY(scene()->connectChain(2, 0));
    QCOMPARE(undo()->count(), steps + 1);
    QCOMPARE(hero_->animations[2], std::string("jump: once jump; then idle"));
    QCOMPARE(hero_->animations[0], before[0]);  // other lines keep their text
    QCOMPARE(wires(AnimationWireItem::Kind::Chain), 1);
    checkUndo(before, hero_->animations);

    before = hero_->animations;
    steps = undo()->count();
    QVERIFY(scene()->connectSwitch(0, 1, "moving"));
    QCOMPARE(undo()->count(), steps + 1);
    QCOMPARE(hero_->animations[0], std::string("idle: loop idle; if moving -> walk"));
    QCOMPARE(wires(AnimationWireItem::Kind::Switch), 1);
    for (AnimationWireItem* wire : scene()->wireItems())
      if (wire->kind() == AnimationWireItem::Kind::Switch) QCOMPARE(wire->label(), QStringLiteral("moving"));
    checkUndo(before, hero_->animations);

    before = hero_->animations;
    QVERIFY(scene()->setSwitchCondition(0, 0, "moving && grounded"));
    QCOMPARE(hero_->animations[0], std::string("idle: loop idle; if moving && grounded -> walk"));
    checkUndo(before, hero_->animations);

    // A loop never ends: a chain from it is refused, nothing pushed.
    steps = undo()->count();
    QVERIFY(!scene()->connectChain(1, 0));
    QCOMPARE(undo()->count(), steps);

    // Deleting the picked switch wire: one step.
    before = hero_->animations;
    for (AnimationWireItem* wire : scene()->wireItems())
      wire->setSelected(wire->kind() == AnimationWireItem::Kind::Switch);
    scene()->deleteSelection();
    QCOMPARE(hero_->animations[0], std::string("idle: loop idle"));
    checkUndo(before, hero_->animations);

    // Deleting an animation also drops the wires that named it.
    before = hero_->animations;
    QVERIFY(scene()->removeAnimation(0));
    QVERIFY((hero_->animations == Lines{"walk: loop walk every 4", "jump: once jump"}));
    checkUndo(before, hero_->animations);
  }

  void addedAnimationAndProblemsOnTheBox() {
    const Lines before = hero_->animations;
    sw::AnimationLine line;
    line.name = "fall";
    line.play = sw::AnimationTemplate::Hold;
    line.group = "nosuchgroup";
    QVERIFY(scene()->addAnimation(line));
    QCOMPARE(hero_->animations.back(), std::string("fall: hold nosuchgroup"));
    QVERIFY(scene()->nodeItem(3));
    QVERIFY(!scene()->nodeItem(3)->look().problems.isEmpty());  // the group is not in the sprite
    QVERIFY(scene()->nodeItem(0)->look().problems.isEmpty());
    QVERIFY(!preview()->compiled());  // lines with problems do not play
    checkUndo(before, hero_->animations);
    undo()->undo();
    QVERIFY(preview()->compiled());  // playable again
  }

  void undoFromTheGridShowsInTheGraph() {
    QVERIFY(scene()->connectSwitch(0, 2, "!grounded"));
    QCOMPARE(wires(AnimationWireItem::Kind::Switch), 1);
    set("animations", Lines{"idle: loop idle"});  // as the grid edits it
    QVERIFY(scene()->nodeItem(0) && !scene()->nodeItem(1));
    QVERIFY(scene()->wireItems().isEmpty());
    undo()->undo();
    QVERIFY(scene()->nodeItem(2));
    QCOMPARE(wires(AnimationWireItem::Kind::Switch), 1);
  }

  void previewFollowsAToggledSignal() {
    QVERIFY(scene()->connectSwitch(0, 1, "moving"));
    QVERIFY(preview()->compiled());
    QCOMPARE(preview()->signalsUsed(), QStringList{QStringLiteral("moving")});
    QToolButton* moving = preview()->signalButton(QStringLiteral("moving"));
    QVERIFY(moving);
    preview()->playAnimation(0);
    preview()->step(3);
    QCOMPARE(preview()->state().animation, 0);
    const auto& tileset = *document_->tilesets()->find("blocks");
    QCOMPARE(preview()->currentTile(), int(*tileset.tileIndex("a0")));
    QCOMPARE(scene()->currentAnimation(), 0);
    QVERIFY(scene()->nodeItem(0)->isCurrent());

    moving->click();  // the switch's condition holds now
    preview()->step(1);
    QCOMPARE(preview()->state().animation, 1);
    QCOMPARE(preview()->currentTile(), int(*tileset.tileIndex("a1")));
    QVERIFY(scene()->nodeItem(1)->isCurrent());
    QVERIFY(!scene()->nodeItem(0)->isCurrent());
    preview()->step(4);  // every 4: the next frame
    QCOMPARE(preview()->currentTile(), int(*tileset.tileIndex("a2")));
    preview()->step(8);  // and round the loop
    QCOMPARE(preview()->currentTile(), int(*tileset.tileIndex("a1")));

    // Play's hook lights up another box.
    dock_->showCurrentAnimation(2);
    QVERIFY(scene()->nodeItem(2)->isCurrent());
    QVERIFY(!scene()->nodeItem(1)->isCurrent());
  }
};

QTEST_MAIN(AnimationsDockTest)
#include "animations_dock_test.moc"
