// Where the graph editor puts things: a node added from the search popup (Tab, Add Node)
// or pasted lands free of the nodes already there, never on top of one; a graph is
// framed when it is opened, also when its dock was hidden or tiny at that moment.
#include <QLineEdit>
#include <QMainWindow>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWheelEvent>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "ui/graph/free_spot.h"
#include "ui/graph/graph_dock.h"
#include "ui/graph/graph_items.h"
#include "ui/graph/graph_scene.h"
#include "ui/graph/graph_view.h"
#include "ui/graph/node_search_popup.h"
#include "support/scratch_settings.h"

using namespace sw::editor;

namespace {
const QString kBricksGraph = QStringLiteral("graphs/bricks.graph.json");

// The node boxes of the scene that `id`'s box overlaps.
int overlaps(GraphScene* scene, sw::graph::NodeId id) {
  const QRectF mine = scene->nodeItem(id)->sceneBoundingRect();
  int n = 0;
  for (const auto& node : scene->graph()->nodes())
    if (node.id != id && scene->nodeItem(node.id)->sceneBoundingRect().intersects(mine)) ++n;
  return n;
}
}  // namespace

class GraphPlacementTest : public QObject {
  Q_OBJECT
 private:
  Document* doc_ = nullptr;
  QMainWindow* window_ = nullptr;
  GraphDock* dock_ = nullptr;
  GraphScene* scene() { return dock_->scene(); }
  const sw::graph::Graph& graph() { return *doc_->graphs()->graph(kBricksGraph); }

  void openWindow(bool dockHidden, QSize size) {
    doc_ = new Document;
    QVERIFY(doc_->open(QStringLiteral(SW_SOURCE_DIR "/projects/demo")).empty());
    window_ = new QMainWindow;
    window_->setCentralWidget(new QWidget);
    dock_ = new GraphDock(doc_, window_);
    window_->addDockWidget(Qt::BottomDockWidgetArea, dock_);
    if (dockHidden) dock_->hide();
    window_->resize(size);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    QTest::qWait(20);
  }

  // Every node inside what the view shows, and not shrunk to a corner of it.
  void checkFramed() {
    GraphView* view = dock_->view();
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    QRectF nodes;
    for (const auto& n : graph().nodes()) {
      const QRectF box = scene()->nodeItem(n.id)->sceneBoundingRect();
      QVERIFY2(visible.contains(box), qPrintable(QStringLiteral("node %1 is outside the view").arg(n.id)));
      nodes |= box;
    }
    const QRect onScreen = view->mapFromScene(nodes).boundingRect();
    QVERIFY2(view->zoom() >= 0.999 || onScreen.width() > view->viewport()->width() / 2 ||
                 onScreen.height() > view->viewport()->height() / 2,
             qPrintable(QStringLiteral("graph shown %1x%2 in a %3x%4 view")
                            .arg(onScreen.width())
                            .arg(onScreen.height())
                            .arg(view->viewport()->width())
                            .arg(view->viewport()->height())));
  }

  void addFromSearchAt(QPointF scenePos, const QString& filter) {
    dock_->view()->openSearch(scenePos);
    NodeSearchPopup* popup = dock_->view()->searchPopup();
    QVERIFY(popup);
    QTRY_VERIFY(popup->isVisible());
    QTest::keyClicks(popup->filter(), filter);
    QTest::keyClick(popup->filter(), Qt::Key_Return);
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("graphPlacement")); }
  void cleanup() {
    delete window_;
    delete doc_;
    window_ = nullptr;
    doc_ = nullptr;
  }

  void freeSpotKeepsClearOfTakenBoxes() {
    const QList<QRectF> taken{{0, 0, 100, 50}, {0, 70, 100, 50}, {120, 0, 100, 50}};
    QCOMPARE(freeSpot({300, 300, 50, 50}, taken), QPointF(300, 300));  // free: stays
    const QRectF wanted(10, 10, 100, 50);
    const QPointF spot = freeSpot(wanted, taken, 20);
    const QRectF placed(spot, wanted.size());
    for (const QRectF& t : taken) QVERIFY(!t.adjusted(-20, -20, 20, 20).intersects(placed));
    QVERIFY(spot != wanted.topLeft());
  }

  void aNodeFromSearchLandsFreeOfOthers() {
    openWindow(false, {1500, 900});
    const auto before = graph().nodes().size();
    const QPointF onBrick = scene()->nodeItem(2)->scenePos() + QPointF(10, 10);
    addFromSearchAt(onBrick, QStringLiteral("inver"));
    QCOMPARE(graph().nodes().size(), before + 1);
    const auto first = graph().nodes().back().id;
    QCOMPARE(overlaps(scene(), first), 0);
    // The same spot again: a second node is not put on the first either.
    addFromSearchAt(onBrick, QStringLiteral("inver"));
    QCOMPARE(graph().nodes().size(), before + 2);
    QCOMPARE(overlaps(scene(), graph().nodes().back().id), 0);
    QCOMPARE(doc_->undoStack()->count(), 2);  // one step each
  }

  void aPasteLandsFreeOfOthers() {
    openWindow(false, {1500, 900});
    doc_->graphs()->setSelectedNodes({2});
    scene()->copySelection();
    const auto before = graph().nodes().size();
    scene()->paste(scene()->nodeItem(2)->scenePos());
    QCOMPARE(graph().nodes().size(), before + 1);
    QCOMPARE(overlaps(scene(), graph().nodes().back().id), 0);
  }

  void aGraphIsFramedWhenOpened() {
    openWindow(false, {1500, 900});
    QTRY_COMPARE(scene()->file(), kBricksGraph);
    checkFramed();
  }

  // Opened while the dock was hidden, then shown (a tab raised later): framed then.
  void aGraphOpenedInAHiddenDockIsFramedWhenShown() {
    openWindow(true, {1500, 900});
    QCOMPARE(scene()->file(), kBricksGraph);
    dock_->show();
    QTest::qWait(50);
    checkFramed();
  }

  // Opened in a tiny window that then grows: framed for the size it ends up with.
  void aGraphOpenedSmallIsFramedAgainWhenItGrows() {
    openWindow(false, {260, 200});
    window_->resize(1500, 900);
    QTest::qWait(50);
    checkFramed();
    // Once the user zooms, a resize leaves the view alone.
    GraphView* view = dock_->view();
    QWheelEvent wheel(QPointF(50, 50), view->viewport()->mapToGlobal(QPointF(50, 50)), {}, {0, 120},
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
    const double zoomed = view->zoom();
    window_->resize(1400, 850);
    QTest::qWait(50);
    QCOMPARE(view->zoom(), zoomed);
  }
};

QTEST_MAIN(GraphPlacementTest)
#include "graph_placement_test.moc"
