// The Game Rules panel: its grid edits the project's rules whatever is selected, each edit
// one undo step that undoes to the same bytes; the ship's hit spheres dragged (moved,
// resized), added and removed on the ship, one step per gesture; Save writes game.json
// and a reopened project has it; a game.json changed outside reloads as one undo step.
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QTreeView>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <sstream>

#include "document/document.h"
#include "document/document_files.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/commands/reload_commands.h"
#include "model/project/game_rules_json.h"
#include "model/validate/validate.h"
#include "ui/game_rules/game_rules_dock.h"
#include "ui/game_rules/ship_spheres_view.h"
#include "ui/property_grid/choice_editor.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"

using namespace sw;
using namespace sw::editor;

namespace {
void mouse(QWidget* w, QEvent::Type type, QPointF at, Qt::MouseButtons buttons,
           Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
  QMouseEvent event(type, at, w->mapToGlobal(at), type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                    buttons, modifiers);
  QApplication::sendEvent(w, &event);
}

void drag(QWidget* w, QPointF from, QPointF to) {
  mouse(w, QEvent::MouseButtonPress, from, Qt::LeftButton);
  mouse(w, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
  mouse(w, QEvent::MouseMove, to, Qt::LeftButton);
  mouse(w, QEvent::MouseButtonRelease, to, Qt::NoButton);
}

std::string readFile(const QString& path) {
  std::ifstream in(path.toStdString(), std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace

class GameRulesDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void gridEditsTheRulesAsOneUndoStep() {
    Document d;
    GameRulesDock dock(&d);
    QCOMPARE(dock.objectName(), QStringLiteral("gameRulesDock"));
    PropertyGrid* grid = dock.grid();
    const std::string before = gameRulesText(d.project().rules);
    QVERIFY(grid->indexOfKey("lives").isValid());
    QVERIFY(grid->indexOfKey("shipSpheres").isValid());
    QVERIFY(grid->indexOfKey("loadout").isValid());

    QVERIFY(grid->model()->setData(grid->indexOfKey("lives"), 5));
    QCOMPARE(d.project().rules.lives, std::int64_t(5));
    QCOMPARE(d.undoStack()->count(), 1);
    grid->refreshNow();
    QCOMPARE(grid->indexOfKey("lives").data().toString(), QStringLiteral("5"));

    // Impossible values are refused with a reason, and nothing is pushed.
    QVERIFY(!grid->model()->setData(grid->indexOfKey("lives"), 0));
    QVERIFY(!grid->model()->setData(grid->indexOfKey("shipSpeed"), -1.0));
    QCOMPARE(d.undoStack()->count(), 1);
    QVERIFY(!grid->message().isEmpty());

    QVERIFY(grid->model()->setData(grid->indexOfKey("shipSpeed"), 0.5));
    QCOMPARE(d.undoStack()->count(), 2);
    d.undoStack()->undo();
    d.undoStack()->undo();
    QCOMPARE(gameRulesText(d.project().rules), before);
    d.undoStack()->redo();
    QCOMPARE(d.project().rules.lives, std::int64_t(5));
    grid->refreshNow();
    QCOMPARE(grid->indexOfKey("lives").data().toString(), QStringLiteral("5"));
    QVERIFY(dock.problems()->text().contains("No problems"));
  }

  // The HUD layout is a rule: picked in the grid as one undo step, written to game.json
  // only when not Default (so undo gives the old bytes back).
  void hudLayoutIsAGameRule() {
    Document d;
    GameRulesDock dock(&d);
    PropertyGrid* grid = dock.grid();
    const std::string before = gameRulesText(d.project().rules);
    QVERIFY(grid->indexOfKey("hudLayout").isValid());
    QVERIFY(grid->model()->setData(grid->indexOfKey("hudLayout"), qlonglong(1)));
    QVERIFY(d.project().rules.hudLayout == HudLayout::Classic);
    QCOMPARE(d.undoStack()->count(), 1);
    QVERIFY(gameRulesText(d.project().rules).find("\"hudLayout\": \"classic\"") != std::string::npos);
    grid->refreshNow();
    QCOMPARE(grid->indexOfKey("hudLayout").data().toString(), QStringLiteral("Classic"));
    d.undoStack()->undo();
    QCOMPARE(gameRulesText(d.project().rules), before);
  }

  // Issue #45 B1: the panel said "/loadout/2: no weapon named 'beam'" on the untouched demo
  // (it knew only the built-in weapons) while Check Project found nothing.
  void problemsAreCheckProjectsOnTheDemo() {
    Document d;
    GameRulesDock dock(&d);
    QVERIFY(d.open(QStringLiteral(SW_SOURCE_DIR "/projects/demo")).empty());
    QVERIFY(validateProject(d.project()).empty());
    QCOMPARE(dock.problems()->text(), QStringLiteral("No problems in the game rules"));

    // Removing a weapon the loadout names: both see it, and undo clears both again.
    WeaponType* beam = nullptr;
    for (const auto& w : d.project().weapons)
      if (w->name == "beam") beam = w.get();
    QVERIFY(beam);
    d.undoStack()->push(makeRemoveItems(weaponList(&d), {beam}, "remove beam"));
    QVERIFY(dock.problems()->text().contains(QStringLiteral("no weapon named 'beam'")));
    bool checkSeesIt = false;
    for (const auto& e : validateProject(d.project()))
      checkSeesIt = checkSeesIt || e.message == "no weapon named 'beam'";
    QVERIFY(checkSeesIt);
    d.undoStack()->undo();
    QCOMPARE(dock.problems()->text(), QStringLiteral("No problems in the game rules"));
  }

  // #45 friction 5: a loadout item is picked with the mouse from the searchable chooser of
  // weapons (built-in and the project's, no "(none)"); naming a weapon the loadout already
  // holds swaps the two instead of being refused; Add brings in a weapon not in it yet.
  void loadoutItemsArePickedFromTheWeaponsAndMoveInsteadOfDuplicating() {
    Document d;
    QVERIFY(d.open(QStringLiteral(SW_SOURCE_DIR "/projects/demo")).empty());
    GameRulesDock dock(&d);
    dock.resize(420, 900);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    PropertyGrid* grid = dock.grid();
    grid->refreshNow();
    const std::vector<std::string> before = d.project().rules.loadout;
    QCOMPARE(before, (std::vector<std::string>{"shot", "spread", "beam", "lightning"}));
    QTreeView* view = grid->view();
    const QModelIndex loadout = grid->indexOfKey("loadout", 0);
    QVERIFY(loadout.isValid());
    view->expand(loadout);
    const QModelIndex first = grid->model()->index(0, 1, loadout);
    QVERIFY(first.isValid());
    view->scrollTo(first);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
    QCoreApplication::processEvents();
    auto* chooser = grid->findChild<grid::ChoiceEditor*>();
    QVERIFY(chooser);
    QCOMPARE(chooser->mode(), grid::ChoiceEditor::Mode::Searchable);
    QStringList names;
    for (int r = 0; r < chooser->model()->rowCount(); ++r) names << chooser->model()->index(r, 0).data().toString();
    QCOMPARE(names, (QStringList{"beam", "lightning", "shot", "spread"}));

    // Typing a weapon the loadout holds at place 3, and Enter: the two swap, one step.
    chooser->lineEdit()->selectAll();
    QTest::keyClicks(chooser->lineEdit(), "beam");
    QTest::keyClick(chooser->lineEdit(), Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(d.project().rules.loadout, (std::vector<std::string>{"beam", "spread", "shot", "lightning"}));
    QCOMPARE(d.undoStack()->count(), 1);
    d.undoStack()->undo();
    QCOMPARE(d.project().rules.loadout, before);

    // Remove one, then Add: the weapon missing from the loadout comes back, at the end.
    grid->refreshNow();
    QVERIFY(grid->model()->removeItem(grid->model()->index(1, 1, grid->indexOfKey("loadout", 0))));
    QCOMPARE(d.project().rules.loadout, (std::vector<std::string>{"shot", "beam", "lightning"}));
    grid->refreshNow();
    QVERIFY(grid->model()->addItem(grid->indexOfKey("loadout", 0)));
    QCOMPARE(d.project().rules.loadout, (std::vector<std::string>{"shot", "beam", "lightning", "spread"}));
    grid->refreshNow();
    const int steps = d.undoStack()->count();
    grid->model()->addItem(grid->indexOfKey("loadout", 0));  // every weapon is in it: nothing to add
    QCOMPARE(d.project().rules.loadout.size(), std::size_t(4));
    QCOMPARE(d.undoStack()->count(), steps);
  }

  void gridStaysOnTheRulesWhateverIsSelected() {
    Document d;
    GameRulesDock dock(&d);
    d.setCurrentTileDef(nullptr);
    d.selection()->set({});
    dock.grid()->refreshNow();
    QVERIFY(dock.grid()->indexOfKey("chargeMax").isValid());
    QVERIFY(!dock.grid()->indexOfKey("scrollSpeed").isValid());  // not the level's grid
  }

  void dragMovesASphereAsOneStep() {
    Document d;
    GameRulesDock dock(&d);
    ShipSpheresView* view = dock.spheresView();
    view->resize(480, 320);
    const std::string before = gameRulesText(d.project().rules);
    const Vec3 first = d.project().rules.shipSpheres[0];
    const QPointF from = view->toWidget({first.x, first.y});
    drag(view, from, from + QPointF(30, -20));
    QCOMPARE(d.undoStack()->count(), 1);
    const Vec3 moved = d.project().rules.shipSpheres[0];
    const Vec2 expected = view->toPlane(from + QPointF(30, -20));
    QVERIFY(std::abs(moved.x - std::round(expected.x * 100) / 100) < 1e-9);  // on hundredths
    QVERIFY(std::abs(moved.y - std::round(expected.y * 100) / 100) < 1e-9);
    QVERIFY(moved.y > first.y);  // up on screen is +y in the play plane
    QCOMPARE(moved.z, first.z);
    QCOMPARE(view->selected(), 0);
    d.undoStack()->undo();
    QCOMPARE(gameRulesText(d.project().rules), before);
    QCOMPARE(view->spheres()[0].x, first.x);

    // A click without a drag only selects.
    mouse(view, QEvent::MouseButtonPress, from, Qt::LeftButton);
    mouse(view, QEvent::MouseButtonRelease, from, Qt::NoButton);
    QCOMPARE(d.undoStack()->index(), 0);
    QVERIFY(view->statusText().startsWith("Sphere 1"));
  }

  void rimDragResizesAndShiftSnaps() {
    Document d;
    GameRulesDock dock(&d);
    ShipSpheresView* view = dock.spheresView();
    view->resize(480, 320);
    view->setSelected(1);
    const Vec3 s = d.project().rules.shipSpheres[1];
    const QPointF centre = view->toWidget({s.x, s.y});
    const QPointF rim = view->toWidget({s.x + s.z, s.y});
    mouse(view, QEvent::MouseButtonPress, rim, Qt::LeftButton);
    mouse(view, QEvent::MouseMove, rim + QPointF(25, 0), Qt::LeftButton, Qt::ShiftModifier);
    mouse(view, QEvent::MouseButtonRelease, rim + QPointF(25, 0), Qt::NoButton);
    QCOMPARE(d.undoStack()->count(), 1);
    const Vec3 resized = d.project().rules.shipSpheres[1];
    QCOMPARE(resized.x, s.x);
    QCOMPARE(resized.y, s.y);
    const double radius = view->toPlane(rim + QPointF(25, 0)).x - view->toPlane(centre).x;
    QVERIFY2(std::abs(resized.z - std::round(radius * 20) / 20) < 1e-9, qPrintable(QString::number(resized.z)));
    QVERIFY(resized.z > s.z);
  }

  void addAndRemoveSpheres() {
    Document d;
    GameRulesDock dock(&d);
    ShipSpheresView* view = dock.spheresView();
    const std::string before = gameRulesText(d.project().rules);
    const std::size_t n = d.project().rules.shipSpheres.size();
    view->addSphereAction()->trigger();
    QCOMPARE(d.project().rules.shipSpheres.size(), n + 1);
    QCOMPARE(view->selected(), int(n));
    view->removeSphereAction()->trigger();
    view->setSelected(0);
    for (std::size_t i = 1; i < n; ++i) {
      QVERIFY(view->removeSphereAction()->isEnabled());
      view->removeSphereAction()->trigger();
    }
    QCOMPARE(d.project().rules.shipSpheres.size(), std::size_t(1));
    QVERIFY(!view->removeSphereAction()->isEnabled());  // the ship keeps one sphere
    QCOMPARE(d.undoStack()->count(), int(n) + 1);
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(gameRulesText(d.project().rules), before);
    QCOMPARE(view->spheres().size(), n);
  }

  void saveWritesGameJsonAndReopenReadsIt() {
    QTemporaryDir dir;
    const QString folder = dir.filePath("proj");
    {
      Document d;
      QVERIFY(d.newProject(folder, "shooter", "Rules"));
      QVERIFY(QFileInfo::exists(folder + "/game.json"));
      GameRulesDock dock(&d);
      QVERIFY(dock.grid()->model()->setData(dock.grid()->indexOfKey("lives"), 7));
      dock.spheresView()->resize(400, 300);
      dock.spheresView()->addSphereAction()->trigger();
      QVERIFY(d.save());
      const std::string text = readFile(folder + "/game.json");
      QVERIFY(text.find("\"lives\": 7") != std::string::npos);
      QCOMPARE(text, gameRulesText(d.project().rules));
    }
    Document again;
    QVERIFY(again.open(folder).empty());
    QCOMPARE(again.project().rules.lives, std::int64_t(7));
    QCOMPARE(again.project().rules.shipSpheres.size(), GameRulesAsset().shipSpheres.size() + 1);
  }

  void outsideChangeReloadsAsOneUndoStep() {
    QTemporaryDir dir;
    const QString folder = dir.filePath("proj");
    Document d;
    QVERIFY(d.newProject(folder, "shooter", "Rules"));
    const std::string before = gameRulesText(d.project().rules);
    auto file = documentFile(d, folder + "/game.json");
    QVERIFY(file);
    QCOMPARE(int(file->kind), int(DocumentFile::Kind::Rules));
    QCOMPARE(*heldText(d, *file), before);

    GameRulesAsset changed;
    changed.lives = 4;
    changed.loadout = {"spread", "shot"};
    Errors errors;
    auto command = makeReloadCommand(d, *file, gameRulesText(changed), errors);
    QVERIFY(command);
    d.undoStack()->push(command.release());
    QCOMPARE(d.project().rules.lives, std::int64_t(4));
    QCOMPARE(d.project().rules.loadout.front(), std::string("spread"));
    d.undoStack()->undo();
    QCOMPARE(gameRulesText(d.project().rules), before);

    // A broken file names game.json and the line.
    QVERIFY(!makeReloadCommand(d, *file, "{ \"formatVersion\": 1, ", errors));
    QVERIFY(!errors.empty());
    QCOMPARE(QString::fromStdString(errors.front().file), file->path);
  }
};

QTEST_MAIN(GameRulesDockTest)
#include "game_rules_dock_test.moc"
