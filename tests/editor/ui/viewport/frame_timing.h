#pragma once
// Frame timing for the viewport benchmarks (label bench): what a user dragging the mouse
// sees. The 3D view is a QQuickView in its own native window (view/scene_host.h); with
// Qt Quick's threaded render loop it renders on the render thread and swaps there. Under
// Xvfb the GL is Mesa llvmpipe, which rasterises in its own threads.
//
// FrameTimingApp times every outermost event dispatch on the UI thread: the longest is the
// worst stall of the UI thread. A frame ends when the view reports it swapped
// (QQuickWindow::frameSwapped, passed to the UI thread). FramePanner drives a
// middle-button pan: the next mouse move is posted as soon as the previous frame is on
// screen, like a user who keeps moving the mouse. Per frame it records
// - interval: from one frame on screen to the next (what the user sees), and
// - busy: the UI thread's time spent in events during that interval (its share of the
//   frame; the render thread's work is not in it).
#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QQuickView>
#include <QQuickWindow>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "view/repeat_frame_filter.h"
#include "view/scene_host.h"

class FrameTimingApp : public QApplication {
 public:
  using QApplication::QApplication;

  bool notify(QObject* receiver, QEvent* event) override {
    if (depth_ > 0) return QApplication::notify(receiver, event);
    const qint64 start = clock_.nsecsElapsed();
    ++depth_;
    const bool result = QApplication::notify(receiver, event);
    --depth_;
    const qint64 end = clock_.nsecsElapsed();
    busyNs_ += end - start;
    worstNs_ = std::max(worstNs_, end - start);
    return result;
  }

  QElapsedTimer clock_;
  qint64 busyNs_ = 0;   // UI thread time in events since the last reset
  qint64 worstNs_ = 0;  // the longest single event since the last reset
  std::function<void(qint64)> onFlushed_;
  int depth_ = 0;
};

inline FrameTimingApp* timingApp() { return static_cast<FrameTimingApp*>(QCoreApplication::instance()); }

struct FrameFigures {
  std::vector<double> interval, busy;
  double worstStall = 0;
  int frames = 0;
  int idleFrames = 0;  // frames drawn in the 3 s after the pan stopped
  int repeatsDropped = 0;  // repeated frames the underlay asked for, dropped (repeat_frame_filter.h)
  static double at(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
  }
  void print(const char* name) const {
    std::printf("%s: %d frames\n", name, frames);
    std::printf("  frame_ms (busy, UI thread per frame): median %.1f, p95 %.1f, worst %.1f\n", at(busy, 0.5),
                at(busy, 0.95), at(busy, 1.0));
    std::printf("  frame_interval_ms (frame to frame on screen): median %.1f, p95 %.1f, worst %.1f\n",
                at(interval, 0.5), at(interval, 0.95), at(interval, 1.0));
    std::printf("  worst_ui_stall_ms (one event): %.1f\n", worstStall);
    std::printf("  frames drawn in the 3 s after the pan stopped: %d\n", idleFrames);
    std::printf("  repeated frames dropped during the pan: %d\n", repeatsDropped);
    std::fflush(stdout);
  }
};

inline std::string loadAverage() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  in >> a >> b >> c;
  return a + " " + b + " " + c;
}

// Pans the view of `host` (a middle-button drag on its surface) `frames` times by `step`
// pixels, turning back every `sweep` frames, and times each frame as above.
inline FrameFigures panFrames(sw::ui::SceneHost* host, int frames, int step = 6, int sweep = 20) {
  FrameTimingApp* app = timingApp();
  QWidget* quick = host->viewWidget();
  int rendered = 0;
  // Swapped on the render thread; counted and timed on this one.
  const auto connection = QObject::connect(
      host->quickView(), &QQuickWindow::frameSwapped, quick,
      [&] {
        ++rendered;
        if (app->onFlushed_) app->onFlushed_(app->clock_.nsecsElapsed());
      },
      Qt::QueuedConnection);
  FrameFigures figures;
  const QPoint from(quick->width() / 2, quick->height() / 2);
  QPoint at = from;
  QTest::mousePress(quick, Qt::MiddleButton, {}, from);
  QTest::qWait(200);
  int sent = 0;
  qint64 lastFrame = -1;
  QEventLoop loop;
  const auto sendNext = [&] {
    const int dir = (sent / sweep) % 2 ? -1 : 1;
    at += QPoint(dir * step, dir * step / 3);
    ++sent;
    QCoreApplication::postEvent(quick, new QMouseEvent(QEvent::MouseMove, QPointF(at), quick->mapToGlobal(QPointF(at)),
                                                       Qt::NoButton, Qt::MiddleButton, Qt::NoModifier));
  };
  app->onFlushed_ = [&](qint64 now) {
    rendered = 0;
    if (lastFrame >= 0) {
      figures.interval.push_back(double(now - lastFrame) / 1e6);
      figures.busy.push_back(double(app->busyNs_) / 1e6);
      ++figures.frames;
    }
    lastFrame = now;
    app->busyNs_ = 0;
    if (figures.frames >= frames) {
      loop.quit();
      return;
    }
    QTimer::singleShot(0, quick, sendNext);
  };
  QTimer guard;  // a move that draws nothing would stop the chain: nudge it again
  QObject::connect(&guard, &QTimer::timeout, quick, [&] {
    if (app->clock_.nsecsElapsed() - lastFrame > 2'000'000'000LL) sendNext();
  });
  guard.start(500);
  const int droppedBefore = host->repeatFrames()->dropped();
  app->clock_.start();
  app->busyNs_ = 0;
  app->worstNs_ = 0;
  sendNext();
  QTimer::singleShot(120'000, &loop, &QEventLoop::quit);
  loop.exec();
  figures.worstStall = double(app->worstNs_) / 1e6;
  figures.repeatsDropped = host->repeatFrames()->dropped() - droppedBefore;
  app->onFlushed_ = nullptr;
  QTest::mouseRelease(quick, Qt::MiddleButton, {}, at);
  QTest::qWait(200);
  rendered = 0;
  QTest::qWait(3000);
  figures.idleFrames = rendered;
  QObject::disconnect(connection);
  return figures;
}
