// How many frames the level viewport draws for an edit in the whole editor (the demo, shown):
// one. On a software rasteriser each frame is a whole frame of the level, and a second one
// used to come after every edit: the underlay's repeat (view/repeat_frame_filter.h), a change
// of an overlay's bounds, an empty layer's update ahead of the edit's other changes, and the
// highlight drawn before the objects it outlines (viewport_selection_tool.cpp), the tile
// art's instancing tables made anew by an undo (level_art.cpp).
#include <QAction>
#include <QQuickView>
#include <QUndoStack>
#include <QtTest>
#include <atomic>

#include "document/document.h"
#include "support/demo_copy.h"
#include "support/frames_until_still.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw::editor;

class ViewportFramesPerEditTest : public QObject {
  Q_OBJECT
  std::atomic<int> synced_{0};

  int framesUntilStill() { return sw::test::framesUntilStill(synced_, 500); }

 private slots:
  void eachEditDrawsOneFrame() {
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    connect(
        window.viewport()->quickView(), &QQuickWindow::afterSynchronizing, this, [this] { ++synced_; },
        Qt::DirectConnection);
    framesUntilStill();

    auto* selectAll = window.findChild<QAction*>("selectAllAction");
    auto* remove = window.findChild<QAction*>("deleteAction");
    QVERIFY(selectAll && remove);
    Document* doc = window.document();
    const std::size_t objects = doc->editableLevel()->objectCount();
    QVERIFY(objects > 0);

    // The first highlight grows that layer's bounds from nothing, which costs its one frame
    // more (overlay_geometry.cpp); bounds only grow, so no later edit pays it again.
    selectAll->trigger();
    framesUntilStill();
    window.findChild<QAction*>("selectNoneAction")->trigger();
    QCOMPARE(framesUntilStill(), 1);
    selectAll->trigger();
    QCOMPARE(framesUntilStill(), 1);
    remove->trigger();
    QCOMPARE(doc->editableLevel()->objectCount(), std::size_t(0));
    QCOMPARE(framesUntilStill(), 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->editableLevel()->objectCount(), objects);
    // The tile art's Models were kept, hidden (level_art.cpp): a new instancing table would
    // ask for one more frame after its first.
    QCOMPARE(framesUntilStill(), 1);

    // A pan is drawn (and keeps the underlay's repeat: repeat_frame_filter_test).
    QTest::keyClick(window.viewport()->viewWidget(), Qt::Key_Right);
    QVERIFY(framesUntilStill() >= 1);
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }
};

QTEST_MAIN(ViewportFramesPerEditTest)
#include "viewport_frames_per_edit_test.moc"
