// EmptyHint (ui/shell/empty_hint.h): the greyed sentence shows while a view is empty, goes when
// rows come, sits below rows a tree always shows, lets clicks through; and the docks of a
// new project's window show theirs.
#include "ui/shell/empty_hint.h"

#include <QDockWidget>
#include <QListWidget>
#include <QSettings>
#include <QStandardItemModel>
#include <QTreeView>
#include <QtTest>

#include "document/document.h"
#include "ui/shell/main_window.h"

using namespace sw::editor;

class EmptyHintTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-emptyHint");
    QStandardPaths::setTestModeEnabled(true);
  }

  void followsTheModelsRows() {
    QListWidget list;
    list.resize(300, 200);
    list.show();
    EmptyHint* hint = EmptyHint::install(&list, "Nothing here yet");
    QVERIFY(hint->isVisible());
    QCOMPARE(hint->text(), QString("Nothing here yet"));
    QVERIFY(hint->testAttribute(Qt::WA_TransparentForMouseEvents));
    list.addItem("one");
    QTRY_VERIFY(!hint->isVisible());
    delete list.takeItem(0);
    QTRY_VERIFY(hint->isVisible());
    QCOMPARE(hint->width(), list.viewport()->width());  // follows the view's size
    list.resize(400, 200);
    QTRY_COMPARE(hint->width(), list.viewport()->width());
  }

  void sitsBelowRowsThatAreAlwaysThere() {
    QStandardItemModel model;
    model.appendRow(new QStandardItem("Category (0)"));
    QTreeView tree;
    tree.setModel(&model);
    tree.resize(300, 300);
    tree.show();
    bool empty = true;
    EmptyHint* hint = EmptyHint::install(&tree, "Add something", [&] { return empty; });
    QTRY_VERIFY(hint->isVisible());
    const int rowBottom = tree.visualRect(model.index(0, 0)).bottom();
    QVERIFY2(hint->geometry().top() > rowBottom, qPrintable(QString::number(hint->geometry().top())));
    empty = false;
    hint->refresh();
    QVERIFY(!hint->isVisible());
  }

  void docksOfANewProjectShowTheirHints() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);  // hints settle after the first layout
    for (const char* name : {"projectTreeEmptyHint", "outlinerViewEmptyHint", "logViewEmptyHint",
                             "undoViewEmptyHint", "graphListEmptyHint"}) {
      auto* hint = window.findChild<EmptyHint*>(name);
      QVERIFY2(hint, name);
      QVERIFY2(!hint->text().isEmpty(), name);
      QVERIFY2(hint->isVisibleTo(hint->parentWidget()), name);
    }
    // Every dock that lists something has one (the property grid and tile views say it themselves).
    QVERIFY(window.findChildren<EmptyHint*>().size() >= 9);
    // Adding a marker fills the outliner and the undo history: their hints go.
    window.findChild<QAction*>("addMarkerAction")->trigger();
    QTRY_VERIFY(!window.findChild<EmptyHint*>("outlinerViewEmptyHint")
                     ->isVisibleTo(window.findChild<QTreeView*>("outlinerView")->viewport()));
    QTRY_VERIFY(!window.findChild<EmptyHint*>("undoViewEmptyHint")
                     ->isVisibleTo(window.findChild<QWidget*>("undoView")));
  }
};

QTEST_MAIN(EmptyHintTest)
#include "empty_hint_test.moc"
