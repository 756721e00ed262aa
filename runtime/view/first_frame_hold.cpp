#include "view/first_frame_hold.h"

#include <QQuickItem>
#include <QQuickWindow>

namespace sw::ui {

FirstFrameHold::FirstFrameHold(QQuickWindow* window, QQuickItem* view, QObject* parent)
    : QObject(parent), view_(view) {
  if (!window || !view) return;
  view->setVisible(false);
  released_ = false;
  // Queued: frameSwapped comes from the render thread.
  connect(window, &QQuickWindow::frameSwapped, this, &FirstFrameHold::release,
          Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
}

void FirstFrameHold::release() {
  if (released_) return;
  released_ = true;
  if (view_) view_->setVisible(true);
  emit released();
}

}  // namespace sw::ui
