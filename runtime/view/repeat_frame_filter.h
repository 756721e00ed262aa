#pragma once
// Drops the repeated frame a View3D drawn as an underlay asks for after every frame it
// changed in, unless the camera is moving.
//
// Qt Quick 3D's underlay renderer posts its window a full-update request from every
// synchronisation that reached it (QQuick3DSGDirectRenderer::requestRender; the event is
// QQuickWindowPrivate::FullUpdateRequest, QEvent::User + 1). With Qt's RHI every
// synchronised frame is drawn anyway, and without post-processing effects (the scene has
// none) the requested frame draws the very same picture again. On a software rasteriser
// that repeat is a whole second frame after every edit (20 to 30 ms for a big level on
// llvmpipe), and when the UI thread is still busy with the edit as the request comes
// due, it blocks in Qt's polish-and-sync until the render thread has finished the first
// frame (#19: the undo of deleting 25,000 objects waited 25 ms for it).
//
// The request is still let through:
//  - while the camera moves (a pan or zoom): the next synchronisation is then already
//    asked for when a frame ends, so the frames of a drag come back to back;
//  - when no synchronisation came just before it (within kRepeatWindowMs, not answered
//    by an earlier request): Qt's render loop posts the same event to try again after a
//    frame failed to begin or end (a lost device, a stale swapchain), and that one must
//    reach the window. The underlay's request is delivered in the UI thread's next turn
//    after the synchronisation, well inside that window even after a heavy edit.
#include <QElapsedTimer>
#include <QObject>
#include <atomic>

class QQuickWindow;

namespace sw::ui {

class RepeatFrameFilter : public QObject {
 public:
  static constexpr qint64 kRepeatWindowMs = 150;

  // Filters `window`'s events; a child of the window.
  explicit RepeatFrameFilter(QQuickWindow* window);

  // The camera moved since the last frame: let its repeat through.
  void cameraMoved() { cameraMoved_ = true; }
  // Repeats dropped so far (tests).
  int dropped() const { return dropped_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QElapsedTimer clock_;
  // Synchronisations so far and when the last one ended (clock_ ms), set on the render thread.
  std::atomic<int> synced_{0};
  std::atomic<qint64> syncedAtMs_{0};
  int answered_ = 0;  // synced_ when the last request came
  bool cameraMoved_ = false;
  int dropped_ = 0;
};

}  // namespace sw::ui
