#include "view/repeat_frame_filter.h"

#include <QEvent>
#include <QQuickWindow>

namespace sw::ui {
namespace {
// QQuickWindowPrivate::FullUpdateRequest (private in Qt 6.4, stable since Qt 5).
constexpr auto kFullUpdateRequest = QEvent::Type(QEvent::User + 1);
}  // namespace

RepeatFrameFilter::RepeatFrameFilter(QQuickWindow* window) : QObject(window) {
  clock_.start();
  window->installEventFilter(this);
  // The render thread emits this while the UI thread waits in polish-and-sync; the
  // underlay's request is posted during that synchronisation, so it is counted first.
  connect(
      window, &QQuickWindow::afterSynchronizing, this,
      [this] {
        syncedAtMs_.store(clock_.elapsed(), std::memory_order_relaxed);
        synced_.fetch_add(1, std::memory_order_release);
      },
      Qt::DirectConnection);
}

bool RepeatFrameFilter::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != kFullUpdateRequest) return QObject::eventFilter(watched, event);
  const int synced = synced_.load(std::memory_order_acquire);
  const bool afterSync =
      synced != answered_ && clock_.elapsed() - syncedAtMs_.load(std::memory_order_relaxed) <= kRepeatWindowMs;
  answered_ = synced;
  if (!afterSync || cameraMoved_) {
    cameraMoved_ = false;
    return false;  // to the window: it asks for another frame
  }
  ++dropped_;
  return true;
}

}  // namespace sw::ui
