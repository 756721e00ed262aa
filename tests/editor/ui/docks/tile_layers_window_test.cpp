// The tile layer pieces in the main window (needs GL): the Tile Layers dock is there and
// in the View menu and lists the selected chain tile's layers; hovering the viewport in
// Paint mode draws the brush outline (through the viewport's hover hook) and leaving it
// hides the outline; Frame All fits tiles painted far off the camera path.
// With SW_SHOT=<file.png> the window is saved there (for looking at it).
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QPainter>
#include <QQuickView>
#include <QTableWidget>
#include <QtTest>

#include "document/document.h"
#include "document/commands/tile_layer_commands.h"
#include "document/stores/tileset_store.h"
#include "model/level/level.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/tools/tile_brush_preview.h"
#include "ui/docks/tile_layers_dock.h"
#include "ui/tools/tile_paint_tool.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;

class TileLayersWindowTest : public QObject {
  Q_OBJECT

  static void hoverTo(QWidget* widget, QPointF pos) {
    QMouseEvent move(QEvent::MouseMove, pos, widget->mapToGlobal(pos), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void dockBrushOutlineAndFrameAll() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    Document* document = window.document();
    sw::ui::LevelViewport* viewport = window.viewport();

    auto* dock = window.findChild<TileLayersDock*>(QStringLiteral("tileLayersDock"));
    QVERIFY(dock);
    bool inViewMenu = false;
    for (QAction* menu : window.menuBar()->actions())
      if (menu->menu())
        for (QAction* action : menu->menu()->actions())
          inViewMenu = inViewMenu || action == dock->toggleViewAction();
    QVERIFY(inViewMenu);
    dock->raise();

    // Two layers on the first chain tile, one with a row of ground tiles.
    Level* level = document->editableLevel();
    TileInstance* first = level->chain.at(0).get();
    document->selection()->set({first->id});
    QCOMPARE(dock->link(), first->id);
    // After the layers the demo already has there (its lamps).
    const int base = int(first->tileLayers.size());
    QVERIFY(dock->addLayer());
    QVERIFY(dock->addLayer());
    QVERIFY(dock->renameLayer(base + 1, QStringLiteral("deco")));
    QVERIFY(dock->setLayerDepth(base + 1, 2));
    TileLayer ground = first->tileLayers[std::size_t(base)];
    for (int x = -16; x < 16; ++x)
      ground.tiles.push_back({ground.refFor("demo_tiles", "ground_" + std::to_string((x + 16) % 4)),
                              {double(x), -9},
                              {1, 1},
                              0});
    document->undoStack()->push(new EditTileLayerCommand(document, level, first->id, base, ground));
    dock->pickLayer(base);
    auto* table = dock->findChild<QTableWidget*>(QStringLiteral("tileLayersTable"));
    QCOMPARE(table->rowCount(), base + 2);
    QCOMPARE(table->item(base, 2)->text(), QStringLiteral("32"));

    // Hovering in Paint mode shows the brush outline; leaving the viewport hides it.
    TilesetStore::Stamp stamp;
    stamp.tileset = "demo_tiles";
    stamp.columns = 2;
    stamp.rows = 1;
    stamp.cells = {{"ground_1", 0, 0}, {"ground_2", 1, 0}};
    document->tilesets()->setStamp(stamp);
    auto* tool = window.findChild<TilePaintTool*>();
    QVERIFY(tool);
    auto* preview = window.findChild<TileBrushPreview*>();
    QVERIFY(preview);
    tool->setMode(TilePaintTool::Mode::Paint);
    QWidget* quick = viewport->viewWidget();
    // The first screen, close up, once the view stops framing itself as meshes arrive.
    QTRY_COMPARE(viewport->pendingMeshLoads(), 0);
    QTest::qWait(200);
    viewport->followArea(QRectF(-17, -10, 34, 20));
    const QPointF over = viewport->camera().project(QVector3D(2.0f, -5.5f, 0.0f));
    hoverTo(quick, over);
    QCOMPARE(int(preview->shown().size()), 2);
    QCOMPARE(preview->vertexCount(), 2 * (8 + 6));  // two rectangles: four lines and two triangles each
    QVERIFY(std::abs(preview->shown()[0].min.x - 1.0) < 0.51);
    if (const QByteArray shot = qgetenv("SW_SHOT"); !shot.isEmpty()) {
      QTest::qWait(300);
      // A widget grab may hold an old frame of the 3D view: paint a fresh one over it.
      QPixmap picture = window.grab();
      QPainter painter(&picture);
      painter.drawImage(QRect(quick->mapTo(&window, QPoint(0, 0)), quick->size()), viewport->grabImage());
      painter.end();
      picture.save(QString::fromLocal8Bit(shot));
    }
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(quick, &leave);
    QCOMPARE(preview->vertexCount(), 0);
    hoverTo(quick, over);
    QVERIFY(preview->vertexCount() > 0);
    tool->setMode(TilePaintTool::Mode::Off);
    QCOMPARE(preview->vertexCount(), 0);

    // A tile far above the level: Frame All brings it into view.
    const QVector3D far(0.0f, 3000.0f, 0.0f);
    auto inView = [&] {
      const QPointF p = viewport->camera().project(far);
      return QRectF(QPointF(0, 0), QSizeF(quick->size())).contains(p);
    };
    viewport->frameAll();
    QVERIFY(!inView());
    TileLayer high = first->tileLayers[std::size_t(base)];
    high.tiles.push_back({high.refFor("demo_tiles", "deco_0"), {-0.5, 2999.5}, {1, 1}, 0});
    document->undoStack()->push(new EditTileLayerCommand(document, level, first->id, base, high));
    viewport->frameAll();
    QVERIFY(inView());
  }
};

QTEST_MAIN(TileLayersWindowTest)
#include "tile_layers_window_test.moc"
