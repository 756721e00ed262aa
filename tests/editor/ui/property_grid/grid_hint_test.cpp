// The property filter says how many rows it hides and clears with one click, another
// project starts unfiltered, and an empty grid always says why.
#include "ui/property_grid/grid_hint.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/document.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"

using namespace sw::editor;
using sw::editor::grid::GridState;

namespace {

struct HintFixture {
  Document doc;
  QWidget window;
  PropertyGrid* grid;
  QLineEdit* filter;

  HintFixture() {
    doc.newProject();
    std::vector<std::unique_ptr<sw::LevelObject>> objects;
    auto marker = std::make_unique<sw::Marker>();
    marker->name = "flag";
    objects.push_back(std::move(marker));
    auto trigger = std::make_unique<sw::Trigger>();
    trigger->name = "gate";
    objects.push_back(std::move(trigger));
    doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(objects)));
    auto* layout = new QVBoxLayout(&window);
    grid = new PropertyGrid(&doc, &window);
    layout->addWidget(grid);
    window.resize(420, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) qWarning("window not exposed");
    filter = grid->findChild<QLineEdit*>("propertyFilter");
  }

  void select(const char* name) {
    doc.level()->forEachObject([&](const sw::LevelObject& o) {
      if (o.name == name) doc.selection()->set({o.id});
    });
    grid->refreshNow();
  }

  // Property rows (children of categories) the view shows, and all of them.
  std::pair<int, int> shownAndAll() {
    auto* model = grid->view()->model();
    int shown = 0, all = 0;
    for (int c = 0; c < model->rowCount(); ++c) {
      const QModelIndex category = model->index(c, 0);
      for (int r = 0; r < model->rowCount(category); ++r) {
        ++all;
        if (!grid->view()->isRowHidden(r, category) && !grid->view()->isRowHidden(c, {})) ++shown;
      }
    }
    return {shown, all};
  }

  QLabel* count() { return grid->findChild<QLabel*>("propertyFilterCount"); }
  QWidget* hint() { return grid->findChild<QWidget*>("gridEmptyHint"); }
  QString hintText() { return grid->findChild<QLabel*>("gridEmptyText")->text(); }
};

}  // namespace

class GridHintTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QLocale::setDefault(QLocale::c()); }

  void filterSaysHowManyRowsItHidesAndClearsWithOneClick() {
    HintFixture f;
    f.select("gate");
    QVERIFY(f.count()->isHidden());  // no filter, no count
    auto* clear = f.grid->findChild<QToolButton*>("clearFilterButton");
    QVERIFY(clear && clear->isHidden());

    QTest::keyClicks(f.filter, "col");
    const auto [shown, all] = f.shownAndAll();
    QVERIFY(shown > 0 && shown < all);
    QVERIFY(f.count()->isVisible());
    QCOMPARE(f.count()->text(), QString("%1 of %2 rows hidden").arg(all - shown).arg(all));
    QVERIFY(clear->isVisible());
    QVERIFY(f.grid->view()->isVisible());

    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(f.filter->text().isEmpty());
    QCOMPARE(f.shownAndAll().first, all);
    QVERIFY(f.count()->isHidden());
    QVERIFY(clear->isHidden());
  }

  void aFilterKeptAcrossSelectionsCountsTheNewRows() {
    HintFixture f;
    f.select("gate");
    QTest::keyClicks(f.filter, "pos");
    const QString onTrigger = f.count()->text();
    f.select("flag");  // another kind of object: other rows, the same filter, shown
    QCOMPARE(f.filter->text(), QString("pos"));
    QVERIFY(f.count()->isVisible());
    const auto [shown, all] = f.shownAndAll();
    QCOMPARE(f.count()->text(), QString("%1 of %2 rows hidden").arg(all - shown).arg(all));
    QVERIFY(f.count()->text() != onTrigger);
  }

  void aFilterThatHidesEveryRowSaysSoAndOffersToClearIt() {
    HintFixture f;
    f.select("gate");
    QVERIFY(!f.hint()->isVisible());
    QTest::keyClicks(f.filter, "count");  // nothing on a trigger is called that
    const int all = f.shownAndAll().second;
    QCOMPARE(f.shownAndAll().first, 0);
    QVERIFY(f.hint()->isVisible());
    QVERIFY(!f.grid->view()->isVisible());
    QCOMPARE(f.hintText(), QString("The filter \u2018count\u2019 hides all %1 rows").arg(all));
    auto* clear = f.grid->findChild<QPushButton*>("gridEmptyClearButton");
    QVERIFY(clear && clear->isVisible());
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(f.filter->text().isEmpty());
    QVERIFY(!f.hint()->isVisible());
    QVERIFY(f.grid->view()->isVisible());
    QCOMPARE(f.shownAndAll().first, all);
  }

  void anotherProjectStartsUnfiltered() {
    HintFixture f;
    f.select("gate");
    QTest::keyClicks(f.filter, "count");
    f.doc.newProject();
    QVERIFY(f.filter->text().isEmpty());
    QVERIFY(f.grid->view()->isVisible());
    QVERIFY(f.shownAndAll().first > 0);  // the new level's properties
  }

  void anEmptyGridSaysWhy() {
    HintFixture f;
    // No project open (the main window shows its start page).
    f.grid->setProjectOpen(false);
    QVERIFY(f.hint()->isVisible());
    QVERIFY(!f.grid->view()->isVisible());
    QVERIFY2(f.hintText().startsWith("No project open"), qPrintable(f.hintText()));
    QVERIFY(!f.grid->findChild<QPushButton*>("gridEmptyClearButton")->isVisible());
    f.grid->setProjectOpen(true);
    QVERIFY(!f.hint()->isVisible());
    // A project without levels, nothing picked: where to pick something.
    f.doc.editableProject().levels.clear();
    f.doc.selection()->clear();
    f.grid->refreshNow();
    QVERIFY2(f.hintText().startsWith("No level open"), qPrintable(f.hintText()));
    // Tile definitions but no level: the same.
    auto def = std::make_unique<sw::TileDef>();
    def->name = "floor";
    f.doc.editableProject().tileDefs.push_back(std::move(def));
    f.grid->refreshNow();
    QVERIFY2(f.hintText().startsWith("No level open"), qPrintable(f.hintText()));
    // Picking the definition shows it.
    f.doc.setCurrentTileDef(f.doc.project().tileDefs.front().get());
    f.grid->refreshNow();
    QVERIFY(!f.hint()->isVisible());
    QVERIFY(f.grid->view()->isVisible());
  }

  void theStartPageMeansNoProjectIsOpen() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showStartPage();
    // The Properties dock's grid (the Game Rules panel has a grid of its own).
    auto* grid = window.findChild<PropertyGrid*>("propertyGrid");
    QVERIFY(grid);
    auto* hint = grid->findChild<QWidget*>("gridEmptyHint");
    QVERIFY(hint && hint->isVisible());
    QVERIFY(grid->findChild<QLabel*>("gridEmptyText")->text().startsWith("No project open"));
    QVERIFY(grid->findChild<QLabel*>("gridTitle")->text().isEmpty());  // not the placeholder level
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QVERIFY(!window.isStartPageShown());
    QVERIFY(!hint->isVisible());
    QVERIFY(grid->view()->isVisible());
  }

  void reasonsInOrder() {
    GridState state;
    state.rows = 12;
    state.visibleRows = 12;
    QVERIFY(grid::emptyGridText(state).isEmpty());
    state.filter = "x";
    state.visibleRows = 3;
    QVERIFY(grid::emptyGridText(state).isEmpty());  // filtered, but rows remain
    state.visibleRows = 0;
    QCOMPARE(grid::emptyGridText(state), QString("The filter \u2018x\u2019 hides all 12 rows"));
    QVERIFY(grid::emptyBecauseOfFilter(state));
    state.rows = 0;
    state.selectedObjects = 3;
    QCOMPARE(grid::emptyGridText(state), QString("The 3 selected objects share no property"));
    QVERIFY(!grid::emptyBecauseOfFilter(state));
    state.hasTarget = false;
    QVERIFY(grid::emptyGridText(state).startsWith(
        "Nothing selected \u2014 pick an object in the viewport or Outliner"));
    state.hasLevel = false;
    QVERIFY(grid::emptyGridText(state).startsWith("No level open"));
    state.projectOpen = false;
    QVERIFY(grid::emptyGridText(state).startsWith("No project open"));
  }
};

QTEST_MAIN(GridHintTest)
#include "grid_hint_test.moc"
