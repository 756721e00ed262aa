// The Tileset dock in the main window: present in the View menu, File > Import Tileset is
// there, and the demo project's tileset (projects/demo/tilesets/demo_tiles) shows with
// its art; imported tilesets appear in the dock and leave it again on undo. Set
// SW_SCREENSHOT / SW_SCREENSHOT_IMPORTED to PNG paths to keep pictures of the window.
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QUndoStack>
#include <QMenuBar>
#include <QTest>

#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/tileset/tile_palette.h"
#include "ui/tileset/tileset_dock.h"
#include "ui/tileset/tileset_import.h"
#include "support/scratch_settings.h"

using namespace sw::editor;

class TilesetMainWindowTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("tilesetMainWindow")); }
  void dockShowsTheDemoTileset() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto* dock = window.findChild<TilesetDock*>(QStringLiteral("tilesetDock"));
    QVERIFY(dock);
    QVERIFY(window.findChild<QAction*>(QStringLiteral("importTilesetAction")));
    bool inViewMenu = false;
    for (QAction* menu : window.menuBar()->actions())
      if (menu->menu())
        for (QAction* a : menu->menu()->actions()) inViewMenu = inViewMenu || a == dock->toggleViewAction();
    QVERIFY(inViewMenu);

    dock->show();
    dock->raise();
    QCOMPARE(dock->tilesetCombo()->currentText(), QStringLiteral("demo_tiles"));
    auto* palette = dock->palette();
    QTRY_VERIFY(palette->tileRect(QStringLiteral("ground_5")).isValid());
    QVERIFY(palette->shownTiles().contains(QStringLiteral("deco_3")));

    // Pick the grass block's middle two columns as a 2x2 brush.
    QWidget* view = palette->viewport();
    const QRect from = palette->tileRect(QStringLiteral("ground_1")), to = palette->tileRect(QStringLiteral("ground_6"));
    QTest::mousePress(view, Qt::LeftButton, {}, from.topLeft() + QPoint(1, 1));
    QTest::mouseMove(view, from.center());
    QTest::mouseMove(view, to.bottomRight());
    QTest::mouseRelease(view, Qt::LeftButton, {}, to.bottomRight());
    const auto& stamp = window.document()->tilesets()->stamp();
    QCOMPARE(stamp.columns, 2);
    QCOMPARE(stamp.rows, 2);
    QCOMPARE(stamp.cells.front().tile, std::string("ground_1"));
    QCOMPARE(stamp.cells.back().tile, std::string("ground_6"));

    // The art is drawn, not placeholders: the grass cap is green.
    const QImage grab = view->grab().toImage();
    const QColor grass = grab.pixelColor(palette->tileRect(QStringLiteral("ground_0")).center().x(),
                                         palette->tileRect(QStringLiteral("ground_0")).top() + 4);
    QVERIFY2(grass.green() > grass.red() && grass.green() > grass.blue(), qPrintable(grass.name()));

    if (const QByteArray shot = qgetenv("SW_SCREENSHOT"); !shot.isEmpty()) {
      QTest::qWait(300);
      window.grab().save(QString::fromLocal8Bit(shot));
    }
  }

  void importedTilesetsShowInTheDock() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.findChild<TilesetDock*>(QStringLiteral("tilesetDock"));
    dock->raise();
    Document* document = window.document();
    QString strips, terrain;
    QString problem = importTilesetFile(document, QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips/strips.xml"), &strips);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    problem = importTilesetFile(document, QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/tiled/terrain.tsx"), &terrain);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(dock->tilesetCombo()->count(), 3);
    QCOMPARE(dock->tilesetCombo()->currentText(), QStringLiteral("demo_tiles"));  // the shown one stays

    dock->showTileset(strips);
    QCOMPARE(dock->tilesetCombo()->currentText(), strips);
    QVERIFY(dock->palette()->shownTiles().contains(QStringLiteral("prison_column_wood_0")));
    QVERIFY(dock->palette()->shownTiles().contains(QStringLiteral("floor_0")));
    dock->nameFilter()->setText(QStringLiteral("floor"));
    QVERIFY(!dock->palette()->shownTiles().contains(QStringLiteral("prison_column_wood_0")));
    QTest::mouseClick(dock->palette()->viewport(), Qt::LeftButton, {},
                      dock->palette()->tileRect(QStringLiteral("floor_0")).center());
    QCOMPARE(document->tilesets()->stamp().cells.front().tile, std::string("floor_0"));
    if (const QByteArray shot = qgetenv("SW_SCREENSHOT_IMPORTED"); !shot.isEmpty()) {
      QTest::qWait(300);
      window.grab().save(QString::fromLocal8Bit(shot));
    }

    document->undoStack()->undo();  // the terrain import
    QCOMPARE(dock->tilesetCombo()->count(), 2);
    QCOMPARE(dock->tilesetCombo()->findText(terrain), -1);
    QCOMPARE(dock->tilesetCombo()->currentText(), strips);
  }
};

QTEST_MAIN(TilesetMainWindowTest)
#include "tileset_main_window_test.moc"
