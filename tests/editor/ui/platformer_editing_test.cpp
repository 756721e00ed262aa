// Editing a platformer level in the real main window, from a new project (not the demo):
// Edit > Add Geometry and Add Character Start put them where the view looks, the viewport
// draws them, a click inside the outline or the body picks them, a drag moves them as one
// undo step; New Character in the Project dock adds a character the property grid edits,
// and renaming it rewrites the start that names it. Needs a display (xvfb).
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>
#include <functional>
#include <memory>

#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/platformer/platform_geometry.h"
#include "support/scratch_settings.h"
#include "ui/docks/project_dock.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {

// Runs `answer` on the next modal dialog (a menu action opens it and blocks in exec()).
void onNextDialog(std::function<void(QWidget*)> answer, int triesLeft = 250) {
  QTimer::singleShot(20, [answer, triesLeft] {
    if (QWidget* modal = QApplication::activeModalWidget()) return answer(modal);
    if (triesLeft > 0) onNextDialog(answer, triesLeft - 1);
  });
}

QAction* menuAction(QMenu* menu, const char* name) {
  for (QAction* a : menu->actions())
    if (a->objectName() == QLatin1String(name)) return a;
  return nullptr;
}

}  // namespace

class PlatformerEditingTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  QWidget* quick_ = nullptr;

  template <class T>
  std::vector<T*> objectsOf() const {
    std::vector<T*> out;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* t = dynamic_cast<T*>(o.get())) out.push_back(t);
    return out;
  }
  QPoint at(Vec2 p) const {
    const QPointF w = viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0));
    return quick_->mapFrom(viewport_, w.toPoint());
  }
  void settle() {
    for (int i = 0; i < 3; ++i) {
      QCoreApplication::processEvents();
      QTest::qWait(10);
    }
  }
  void trigger(const char* name) {
    auto* action = window_->findChild<QAction*>(QLatin1String(name));
    QVERIFY2(action, name);
    action->trigger();
    settle();
  }
  void drag(QPoint from, QPoint to) {
    QTest::mousePress(quick_, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 8; ++i) {
      const QPoint p = from + (to - from) * i / 8;
      QMouseEvent move(QEvent::MouseMove, QPointF(p), quick_->mapToGlobal(QPointF(p)), Qt::NoButton,
                       Qt::LeftButton, {});
      QApplication::sendEvent(quick_, &move);
    }
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, to);
    settle();
  }
  QSet<ObjectId> selected() const { return doc_->selection()->ids(); }
  // Triggers the action `name` of the asset's context menu in the Project dock.
  bool triggerOn(ProjectDock* dock, const AssetKey& asset, const char* name) {
    dock->rebuild();
    QTreeWidgetItem* item = dock->itemFor(asset);
    if (!item) return false;
    std::unique_ptr<QMenu> menu(dock->contextMenuFor(item));
    QAction* action = menuAction(menu.get(), name);
    if (!action || !action->isEnabled()) return false;
    action->trigger();
    settle();
    return true;
  }

 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("platformer-editing"));
    QVERIFY(dir_.isValid());
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_->resize(1300, 850);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    doc_ = window_->document();
    const QString folder = dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QVERIFY(doc_->newProject(folder, QStringLiteral("empty"), QStringLiteral("Jumper")).ok());
    settle();
    QVERIFY(doc_->level());
    viewport_ = window_->viewport();
    quick_ = viewport_->viewWidget();
    viewport_->setFocus();
  }

  void cleanup() { window_.reset(); }

  // A free level has no timeline: the scrubber turns off (saying why) when the level's kind
  // becomes Free, and back on when it scrolls again (one undo step each way).
  void theScrubberIsOffForAFreeLevel() {
    auto* scrubber = window_->findChild<QWidget*>(QStringLiteral("levelScrubber"));
    QVERIFY(scrubber);
    QVERIFY(scrubber->isEnabled());
    QString why;
    QUndoCommand* command = sw::editor::makeSetProperty(doc_, {doc_->editableLevel()}, "kind",
                                                        {sw::Value(std::int64_t(sw::Level::Kind::Free))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    doc_->undoStack()->push(command);
    QCOMPARE(doc_->level()->kind, sw::Level::Kind::Free);
    QVERIFY(!scrubber->isEnabled());
    QVERIFY(scrubber->toolTip().contains("free level"));
    doc_->undoStack()->undo();
    QCOMPARE(doc_->level()->kind, sw::Level::Kind::Scrolling);
    QVERIFY(scrubber->isEnabled());
  }

  void geometryAndStartAreAddedDrawnPickedAndDragged() {
    const std::vector<QByteArray> before = viewport_->objectLayerVertices();
    trigger("addGeometryAction");
    trigger("addCharacterStartAction");
    const auto geometries = objectsOf<PlatformGeometry>();
    const auto starts = objectsOf<CharacterStart>();
    QCOMPARE(geometries.size(), std::size_t(1));
    QCOMPARE(starts.size(), std::size_t(1));
    PlatformGeometry* ground = geometries.front();
    CharacterStart* start = starts.front();
    QCOMPARE(doc_->undoStack()->count(), 2);
    // Both at the middle of the view, in whole units.
    const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center());
    QVERIFY(centre);
    QCOMPARE(ground->anchor, (Vec2{std::round(centre->x), std::round(centre->y)}));
    QCOMPARE(start->position, ground->anchor);
    QVERIFY(doc_->project().characters.empty());  // the empty template has none ...
    QVERIFY(start->character.empty());            // ... so the start names none

    // Drawn: the platform layers (the last two) hold vertices now.
    const std::vector<QByteArray> after = viewport_->objectLayerVertices();
    QCOMPARE(after.size(), before.size());
    QVERIFY(after[after.size() - 2].size() > before[before.size() - 2].size());
    QVERIFY(after.back().size() > before.back().size());

    // The default geometry is 4 x 1 about its anchor; the start's body 0.8 x 1.6 stands on it.
    const Vec2 a = ground->anchor;
    QVERIFY2((at(a + Vec2{1.5, 0}) - at(a)).manhattanLength() > 20, "level drawn too small");
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({float(a.x + 1.5), float(a.y), 0})), ground->id);
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({float(a.x), float(a.y + 1.2), 0})), start->id);
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({float(a.x + 1.5), float(a.y + 1.2), 0})),
             ObjectId(0));

    // A click in the outline selects the geometry; its highlight is drawn.
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at(a + Vec2{1.5, 0.2}));
    settle();
    QCOMPARE(selected(), QSet<ObjectId>{ground->id});
    QVERIFY(viewport_->highlightVertexCount() > 0);
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ControlModifier, at(a + Vec2{0, 1.0}));
    settle();
    QCOMPARE(selected(), (QSet<ObjectId>{ground->id, start->id}));

    // A drag of both (grabbed on the geometry) moves both by whole units, one undo step.
    const int steps = doc_->undoStack()->count();
    const QPoint grab = at(a + Vec2{-1.5, 0});
    drag(grab, grab + (at(a + Vec2{3, 2}) - at(a)));
    QCOMPARE(ground->anchor, (a + Vec2{3, 2}));
    QCOMPARE(start->position, (a + Vec2{3, 2}));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({float(a.x + 4.5), float(a.y + 2), 0})),
             ground->id);
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(ground->anchor, a);
    QCOMPARE(start->position, a);
  }

  void newCharacterIsEditedInTheGridAndItsRenameFollowsIntoStarts() {
    auto* dock = window_->findChild<ProjectDock*>(QStringLiteral("projectDock"));
    QVERIFY(dock);
    dock->rebuild();
    QTreeWidgetItem* group = dock->groupItem(AssetType::Character);
    QVERIFY(group);
    {
      std::unique_ptr<QMenu> menu(dock->contextMenuFor(group));
      QAction* make = menuAction(menu.get(), "newCharacterAction");
      QVERIFY(make);
      make->trigger();
    }
    settle();
    QCOMPARE(doc_->project().characters.size(), std::size_t(1));
    const CharacterType* hero = doc_->project().characters.front().get();
    QCOMPARE(doc_->currentCharacters(), std::vector<const CharacterType*>{hero});  // made current

    // A start added now names it.
    trigger("addCharacterStartAction");
    CharacterStart* start = objectsOf<CharacterStart>().front();
    QCOMPARE(start->character, hero->name);

    // Picked in the tree, the grid edits it: one undo step.
    dock->rebuild();
    QTreeWidgetItem* item = dock->itemFor({AssetType::Character, QString::fromStdString(hero->name)});
    QVERIFY(item);
    dock->tree()->clearSelection();
    item->setSelected(true);
    QCOMPARE(doc_->currentCharacters(), std::vector<const CharacterType*>{hero});
    auto* grid = window_->findChild<PropertyGrid*>(QStringLiteral("propertyGrid"));
    QVERIFY(grid);
    grid->refreshNow();
    const int steps = doc_->undoStack()->count();
    QVERIFY(grid->indexOfKey(QStringLiteral("jumpHeight")).isValid());
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("jumpHeight")), QStringLiteral("4.5")));
    QCOMPARE(hero->jumpHeight, 4.5);
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    // The start is drawn at its character's size: a taller body is picked higher up.
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("height")), QStringLiteral("3")));
    settle();
    const Vec2 p = start->position;
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({float(p.x), float(p.y + 2.5), 0})), start->id);

    // Renamed through the dock's menu: the start follows, one undo step. (The grid's edits
    // rebuilt the tree: the item is found again.)
    dock->rebuild();
    item = dock->itemFor({AssetType::Character, QString::fromStdString(hero->name)});
    QVERIFY(item);
    onNextDialog([](QWidget* modal) {
      auto* input = qobject_cast<QInputDialog*>(modal);
      QVERIFY(input);
      input->setTextValue(QStringLiteral("runner"));
      input->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    {
      std::unique_ptr<QMenu> menu(dock->contextMenuFor(item));
      QAction* rename = menuAction(menu.get(), "renameAssetAction");
      QVERIFY(rename);
      rename->trigger();
    }
    settle();
    QCOMPARE(hero->name, std::string("runner"));
    QCOMPARE(start->character, std::string("runner"));
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(start->character, std::string("character"));
    QCOMPARE(hero->name, std::string("character"));

    // Its uses, listed before a delete, are the starts naming it.
    const QStringList uses = usesOf(doc_, {AssetType::Character, QStringLiteral("character")});
    QCOMPARE(uses.size(), 1);
    QVERIFY2(uses.front().contains(QStringLiteral("character start")) &&
                 uses.front().contains(QStringLiteral("start")),
             qPrintable(uses.front()));

    // Duplicated, then the copy (which nothing uses) deleted at once: one undo step each.
    const int before = doc_->undoStack()->index();  // (the undone rename is dropped by the next step)
    QVERIFY(triggerOn(dock, {AssetType::Character, QStringLiteral("character")}, "duplicateAssetAction"));
    QCOMPARE(doc_->project().characters.size(), std::size_t(2));
    QCOMPARE(doc_->project().characters.back()->name, std::string("character_copy"));
    QCOMPARE(doc_->project().characters.back()->height, 3.0);
    QVERIFY(triggerOn(dock, {AssetType::Character, QStringLiteral("character_copy")}, "deleteAssetAction"));
    QCOMPARE(doc_->project().characters.size(), std::size_t(1));
    QCOMPARE(doc_->undoStack()->index(), before + 2);
  }
};

QTEST_MAIN(PlatformerEditingTest)
#include "platformer_editing_test.moc"
