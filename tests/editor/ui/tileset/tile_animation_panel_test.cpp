// Authoring tile animations in the Tileset dock (ui/tileset/tile_animation_panel.h): the
// picked tiles become an animation of the first, each edit of it (a duration, a frame's
// tile, a frame removed, the animation removed) is one undo step, undo puts it back, bad
// edits are refused, and the preview plays the frames only while it is shown.
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "model/tiles/tile_animation.h"
#include "support/scratch_settings.h"
#include "tileset_fixture.h"
#include "ui/tileset/tile_animation_edits.h"
#include "ui/tileset/tile_animation_panel.h"
#include "ui/tileset/tileset_dock.h"

using namespace sw::editor;

class TileAnimationPanelTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<TilesetDock> dock_;

  TilesetStore* store() { return document_->tilesets(); }
  tileset::TileAnimationPanel* panel() { return dock_->animationPanel(); }
  const sw::TileAnimation* animationOf(const char* tile) {
    const sw::Tileset* t = store()->find("blocks");
    return t ? sw::findTileAnimation(*t, tile) : nullptr;
  }
  void click(const char* button) {
    auto* b = panel()->findChild<QToolButton*>(QString::fromLatin1(button));
    QVERIFY(b);
    QVERIFY(b->isEnabled());
    b->click();
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("tileAnimationPanel")); }

  void init() {
    const QString folder = sw::test::writeTilesetProject(dir_, false);
    QVERIFY(!folder.isEmpty());
    document_ = std::make_unique<Document>();
    const auto errors = document_->open(folder);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    dock_ = std::make_unique<TilesetDock>(document_.get());
    dock_->resize(420, 600);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    dock_->showAnimationAction()->setChecked(true);
    QVERIFY(panel()->isVisible());
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void animatePickedIsOneUndoStep() {
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0"), QStringLiteral("a2"), QStringLiteral("b1")});
    QCOMPARE(panel()->subjectTile(), QStringLiteral("a0"));
    QUndoStack* undo = document_->undoStack();
    const int before = undo->count();
    click("animatePickedTiles");
    QCOMPARE(undo->count(), before + 1);
    const sw::TileAnimation* a = animationOf("a0");
    QVERIFY(a);
    QCOMPARE(a->frames.size(), std::size_t(3));
    QCOMPARE(a->frames[1].tile, std::string("a2"));
    QCOMPARE(a->frames[2].durationMs, tileset::kDefaultFrameMs);
    QVERIFY(store()->find("blocks")->unsaved);
    QCOMPARE(panel()->frameTable()->rowCount(), 3);
    undo->undo();
    QVERIFY(!animationOf("a0"));
    QCOMPARE(panel()->frameTable()->rowCount(), 0);
    undo->redo();
    QVERIFY(animationOf("a0"));
  }

  void eachFrameEditIsOneStep() {
    QVERIFY(tileset::setTileAnimation(document_.get(), store()->indexOf("blocks"), "b0",
                                      sw::TileAnimation{"", {{"b0", 100}, {"b1", 200}}}, QStringLiteral("Animate")));
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("b0")});
    QCOMPARE(panel()->frameTable()->rowCount(), 2);
    QUndoStack* undo = document_->undoStack();
    int steps = undo->count();

    // A duration typed in the row's spin box: one step when editing finishes.
    auto* spin = qobject_cast<QSpinBox*>(panel()->frameTable()->cellWidget(1, 1));
    QVERIFY(spin);
    spin->setValue(350);
    emit spin->editingFinished();
    QCOMPARE(undo->count(), ++steps);
    QCOMPARE(animationOf("b0")->frames[1].durationMs, std::int64_t(350));

    // A frame's tile picked in its row.
    auto* combo = qobject_cast<QComboBox*>(panel()->frameTable()->cellWidget(0, 0));
    QVERIFY(combo);
    combo->setCurrentText(QStringLiteral("a1"));
    emit combo->activated(combo->currentIndex());
    QCOMPARE(undo->count(), ++steps);
    QCOMPARE(animationOf("b0")->frames[0].tile, std::string("a1"));

    // Add (a copy of the selected) and remove frames.
    panel()->frameTable()->selectRow(0);
    click("addAnimationFrame");
    QCOMPARE(undo->count(), ++steps);
    QCOMPARE(animationOf("b0")->frames.size(), std::size_t(3));
    QCOMPARE(animationOf("b0")->frames[1].tile, std::string("a1"));
    panel()->frameTable()->selectRow(2);
    click("moveAnimationFrameUp");
    QCOMPARE(undo->count(), ++steps);
    QCOMPARE(animationOf("b0")->frames[1].tile, std::string("b1"));
    panel()->frameTable()->selectRow(1);
    click("removeAnimationFrame");
    QCOMPARE(undo->count(), ++steps);
    QCOMPARE(animationOf("b0")->frames.size(), std::size_t(2));

    click("removeTileAnimation");
    QCOMPARE(undo->count(), ++steps);
    QVERIFY(!animationOf("b0"));
    undo->undo();
    QCOMPARE(animationOf("b0")->frames.size(), std::size_t(2));
    QCOMPARE(animationOf("b0")->frames[0].tile, std::string("a1"));
  }

  void badEditsAreRefused() {
    const int index = store()->indexOf("blocks");
    QString why;
    QVERIFY(!tileset::setTileAnimation(document_.get(), index, "a0", sw::TileAnimation{"", {{"zz", 100}}},
                                       QStringLiteral("x"), &why));
    QVERIFY(why.contains(QStringLiteral("zz")));
    QVERIFY(!tileset::setTileAnimation(document_.get(), index, "a0", sw::TileAnimation{"", {{"a1", 0}}},
                                       QStringLiteral("x"), &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(!tileset::setTileAnimation(document_.get(), index, "nope", sw::TileAnimation{"", {{"a1", 10}}},
                                       QStringLiteral("x")));
    QVERIFY(!animationOf("a0"));
  }

  void previewPlaysOnlyWhileShown() {
    QVERIFY(tileset::setTileAnimation(document_.get(), store()->indexOf("blocks"), "a1",
                                      sw::TileAnimation{"", {{"a1", 40}, {"b2", 40}}}, QStringLiteral("Animate")));
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a1")});
    auto* preview = panel()->findChild<QLabel*>(QStringLiteral("tileAnimationPreview"));
    QVERIFY(preview);
    QVERIFY(!preview->pixmap().isNull());
    QVERIFY(panel()->previewRunning());
    const int first = panel()->previewFrame();
    QVERIFY(QTest::qWaitFor([&] { return panel()->previewFrame() != first; }, 5000));
    dock_->showAnimationAction()->setChecked(false);
    QVERIFY(!panel()->previewRunning());
    // A tile without animation: a still picture, no timer.
    dock_->showAnimationAction()->setChecked(true);
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("b0")});
    QVERIFY(!panel()->previewRunning());
  }
};

QTEST_MAIN(TileAnimationPanelTest)
#include "tile_animation_panel_test.moc"
