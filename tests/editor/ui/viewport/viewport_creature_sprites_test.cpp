// The editor's viewport draws character starts and monsters whose type has a sprite as the
// first frame of their first animation (view/creature_sprites.h through platform_overlays.h):
// on the platformer demo (a copy), every start and monster is one instance of the creatures
// sheet's image, with its first frame's rectangle and mirrored when it faces left; a type
// edit that drops the sprite puts that type's box back, and its undo the frame.
#include <QUndoStack>
#include <QtTest>

#include "document/commands/property_edits.h"
#include <QMessageBox>
#include "document/document.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/sprite_frames.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "view/creature_sprites.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {
void settleSprites() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents);
}
// Platform fills: the translucent layer the boxes are drawn in (objectLayerVertices order).
constexpr int kPlatformFills = 7;
}  // namespace

class ViewportCreatureSpritesTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;

  std::vector<QQuick3DInstancing::InstanceTableEntry> entries() const {
    const auto batches = viewport_->creatureSprites()->batches();
    return batches.empty() ? std::vector<QQuick3DInstancing::InstanceTableEntry>{} : batches[0].instancing->entries();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    const QString project = dir_.filePath(QStringLiteral("platformer"));
    sw::test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/platformer"), project);
    window_ = std::make_unique<MainWindow>();
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(window_->openProject(project));
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    doc_ = window_->document();
    viewport_ = window_->viewport();
    viewport_->frameAll();
    QTest::qWait(200);
    settleSprites();
  }

  void cleanupTestCase() {
    if (window_) window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_.reset();
  }

  void startsAndMonstersShowTheirFirstFrame() {
    const Level* level = doc_->level();
    QVERIFY(level);
    int creatures = 0, facingLeft = 0;
    for (const auto& object : level->objects) {
      if (const auto* m = objectCast<const Monster*>(object.get())) {
        ++creatures;
        facingLeft += m->facing == Monster::Facing::Left;
      } else if (const auto* s = objectCast<const CharacterStart*>(object.get())) {
        ++creatures;
        facingLeft += s->facing == CharacterStart::Facing::Left;
      }
    }
    QVERIFY(creatures >= 4 && facingLeft >= 1);
    QCOMPARE(viewport_->creatureSprites()->instances(), creatures);
    const auto batches = viewport_->creatureSprites()->batches();
    QCOMPARE(int(batches.size()), 1);  // one sheet, one draw
    QVERIFY(batches[0].image.endsWith(QStringLiteral("creatures.png")));
    int mirrored = 0;
    for (const auto& e : entries()) mirrored += e.row0.x() < 0;
    QCOMPARE(mirrored, facingLeft);

    // A skeleton's instance shows the first tile of the group its first line plays.
    const MonsterType* skeleton = doc_->project().findMonsterType("skeleton");
    QVERIFY(skeleton);
    const Tileset* sheet = nullptr;
    const TilesetTile* first = firstFrameOf(doc_->project(), skeleton->sprite, skeleton->animations, &sheet);
    QVERIFY(first && sheet && !sheet->images.empty());
    const double w = double(sheet->images[0].width), h = double(sheet->images[0].height);
    const QVector4D uv(float(first->x / w), float(first->y / h), float(first->width / w), float(first->height / h));
    const auto* monster = objectCast<const Monster*>(level->findByName("skeleton_1"));
    QVERIFY(monster);
    bool found = false;
    for (const auto& e : entries())
      found |= e.instanceData == uv && std::abs(e.row1.w() - float(monster->position.y - frameOrigin(*first).y)) < 1e-4f;
    QVERIFY(found);
  }

  void droppingATypesSpriteBringsItsBoxBack() {
    const int before = viewport_->creatureSprites()->instances();
    const QByteArray fills = viewport_->objectLayerVertices()[kPlatformFills];
    MonsterType* skeleton = nullptr;
    for (auto& t : doc_->editableProject().monsters)
      if (t->name == "skeleton") skeleton = t.get();
    QVERIFY(skeleton);
    int skeletons = 0;
    for (const auto& object : doc_->level()->objects)
      if (const auto* m = objectCast<const Monster*>(object.get())) skeletons += m->monster == "skeleton";
    QVERIFY(skeletons > 0);
    QString why;
    QUndoCommand* drop = makeSetProperty(doc_, {skeleton}, "sprite", {sw::Value(std::string())}, 0, &why);
    QVERIFY2(drop, qPrintable(why));
    doc_->undoStack()->push(drop);
    settleSprites();
    QCOMPARE(viewport_->creatureSprites()->instances(), before - skeletons);
    QVERIFY(viewport_->objectLayerVertices()[kPlatformFills].size() > fills.size());  // their boxes
    doc_->undoStack()->undo();
    settleSprites();
    QCOMPARE(viewport_->creatureSprites()->instances(), before);
  }
};

QTEST_MAIN(ViewportCreatureSpritesTest)
#include "viewport_creature_sprites_test.moc"
