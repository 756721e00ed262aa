// Input that reaches the viewport the way a user's does: the 3D view is a QQuickView in
// its own native window (view/scene_host.h), so real keys and clicks go to that window,
// not to a widget. Keys: the viewport claims its navigation keys before any shortcut of
// the window around it (the shortcut check goes to the view's root item and is sent on,
// once: it used to recurse without end and crash), while the window's other shortcuts
// still work with the view focused. Clicks on the window select. Input sent to the
// surface widget (what other tests do) reaches the same handlers.
#include <QAction>
#include <QQuickView>
#include <QVBoxLayout>
#include <QtTest>
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using sw::ui::LevelViewport;

namespace {

struct Scene {
  Project project;
  Level* level = nullptr;
  ObjectId markerId;
  Scene() {
    auto owned = std::make_unique<Level>();
    owned->name = "one marker";
    auto marker = std::make_unique<Marker>();
    marker->name = "m";
    marker->id = newObjectId();
    marker->position = {0, 0};
    markerId = marker->id;
    owned->objects.push_back(std::move(marker));
    level = owned.get();
    project.levels.push_back(std::move(owned));
  }
};

// A viewport inside a top-level window, shown and active with `scene`'s level.
struct ActiveViewport {
  QWidget top;
  LevelViewport* viewport = nullptr;
  explicit ActiveViewport(Scene& scene) {
    auto* layout = new QVBoxLayout(&top);
    viewport = new LevelViewport(&top);
    layout->addWidget(viewport);
    top.resize(640, 480);
    top.show();
    if (QTest::qWaitForWindowExposed(&top)) viewport->showLevel(&scene.project, scene.level);
    top.activateWindow();
  }
  bool active() { return QTest::qWaitForWindowActive(&top); }
};

}  // namespace

class ViewportWindowInputTest : public QObject {
  Q_OBJECT
 private slots:
  void keysReachTheViewBeforeTheWindowsShortcuts() {
    Scene scene;
    ActiveViewport shown(scene);
    QWidget& top = shown.top;
    LevelViewport* viewport = shown.viewport;
    int rightFired = 0, otherFired = 0;
    auto* right = new QAction(&top);
    right->setShortcut(Qt::Key_Right);
    connect(right, &QAction::triggered, this, [&] { ++rightFired; });
    auto* other = new QAction(&top);
    other->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(other, &QAction::triggered, this, [&] { ++otherFired; });
    top.addActions({right, other});
    QVERIFY(shown.active());
    viewport->viewWidget()->setFocus();
    QQuickView* view = viewport->quickView();

    const QVector3D before = viewport->camera().position();
    QTest::keyClick(view, Qt::Key_Right);  // through the shortcut check, as a user's key
    QVERIFY2(viewport->camera().position().x() > before.x(), "the arrow pans the view");
    QCOMPARE(rightFired, 0);  // claimed by the viewport, not the window's shortcut

    QTest::keyClick(view, Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(otherFired, 1);  // the window's other shortcuts still work

    // The same key sent to the surface widget does the same.
    const QVector3D mid = viewport->camera().position();
    QTest::keyClick(viewport->viewWidget(), Qt::Key_Right);
    QVERIFY(viewport->camera().position().x() > mid.x());
  }

  void clicksOnTheViewSelect() {
    Scene scene;
    LevelViewport viewport;
    viewport.resize(640, 480);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&scene.project, scene.level);
    QList<ObjectId> clicked;
    connect(&viewport, &LevelViewport::clicked, this, [&](ObjectId id, Qt::KeyboardModifiers) { clicked << id; });
    const QPoint at = viewport.viewWidget()->mapFrom(&viewport, viewport.projectToWidget({0, 0, 0}).toPoint());
    QTest::mouseClick(viewport.quickView(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked, QList<ObjectId>{scene.markerId});
    QTest::mouseClick(viewport.quickView(), Qt::LeftButton, {}, at + QPoint(150, 150));
    QCOMPARE(clicked.size(), 2);
    QCOMPARE(clicked.back(), ObjectId());  // empty space
  }

  void dragOnTheViewMovesTheSelection() {
    Scene scene;
    ActiveViewport shown(scene);
    LevelViewport* viewport = shown.viewport;
    QVERIFY(shown.active());
    int started = 0, finished = 0, canceled = 0;
    connect(viewport, &LevelViewport::moveStarted, this, [&] { ++started; });
    connect(viewport, &LevelViewport::moveFinished, this, [&] { ++finished; });
    connect(viewport, &LevelViewport::moveCanceled, this, [&] { ++canceled; });
    connect(viewport, &LevelViewport::clicked, this, [&](ObjectId id, Qt::KeyboardModifiers) {
      viewport->setSelectedIds(id ? QSet<ObjectId>{id} : QSet<ObjectId>{});
    });
    QQuickView* view = viewport->quickView();
    const QPoint at = viewport->viewWidget()->mapFrom(viewport, viewport->projectToWidget({0, 0, 0}).toPoint());
    QTest::mousePress(view, Qt::LeftButton, {}, at);
    QTest::qWait(100);  // focus changes from the press settle
    for (int i = 1; i <= 5; ++i) {
      QTest::mouseMove(view, at + QPoint(10 * i, 0));
      QTest::qWait(20);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, at + QPoint(50, 0));
    QCOMPARE(started, 1);
    QCOMPARE(canceled, 0);
    QCOMPARE(finished, 1);
  }
};

QTEST_MAIN(ViewportWindowInputTest)
#include "viewport_window_input_test.moc"
