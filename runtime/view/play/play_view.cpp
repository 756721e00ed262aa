#include "view/play/play_view.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QQuickWidget>

#include "sim/runtime_level.h"
#include "view/level_view.h"
#include "view/play/play_session.h"

namespace sw::play {

PlayView::PlayView(sw::ui::LevelView* viewport, PlaySession* session, QObject* parent)
    : QObject(parent), viewport_(viewport), session_(session) {
  connect(session, &PlaySession::stateChanged, this, [this](PlaySession::State state) {
    if (state == PlaySession::State::Stopped)
      detach();
    else
      attach();
    redraw();
  });
  connect(session, &PlaySession::advanced, this, &PlayView::redraw);
  viewport_->quickWidget()->installEventFilter(this);
  viewport_->installEventFilter(this);
  if (session->isActive()) attach();
}

PlayView::~PlayView() { detach(); }

void PlayView::setOverlays(const PlayOverlays& overlays) {
  overlays_ = overlays;
  if (hud_) hud_->setCountersVisible(overlays.counters);
  redraw();
}

void PlayView::setHudLayout(HudOverlay::Layout layout) {
  layout_ = layout;
  if (hud_) hud_->setLayout(layout);
}

void PlayView::attach() {
  if (!viewport_ || scene_) return;
  viewport_->setPlayMode(true);
  scene_ = std::make_unique<RuntimeScene>(viewport_);
  hud_ = new HudOverlay(viewport_);
  hud_->setLayout(layout_);
  hud_->setCountersVisible(overlays_.counters);
  hud_->setGeometry(viewport_->rect());
  hud_->show();
  hud_->raise();
}

void PlayView::detach() {
  scene_.reset();
  delete hud_.data();
  if (viewport_) viewport_->setPlayMode(false);
}

void PlayView::redraw() {
  if (!session_ || !viewport_ || !scene_) return;
  const sw::RuntimeLevel* runtime = session_->runtime();
  if (!runtime) return;
  scene_->update(*runtime, session_->level(), session_->project(), overlays_);
  // The camera follows the run's screen (origin-relative frame, shown in absolute layout).
  const sw::Vec2 centre = runtime->cameraPosition() + runtime->frameOrigin();
  const sw::Vec2 half = runtime->screenHalfExtent();
  viewport_->followArea(QRectF(QPointF(centre.x - half.x, centre.y - half.y), QPointF(centre.x + half.x, centre.y + half.y)));
  if (hud_) {
    HudState state = HudState::from(*runtime);
    state.speed = session_->speed();
    state.paused = session_->state() == PlaySession::State::Paused;
    hud_->setState(state);
  }
}

QImage PlayView::grab() {
  if (!viewport_) return {};
  QImage image = viewport_->grabImage();
  if (hud_ && !image.isNull()) {
    QPainter painter(&image);
    const double scale = double(image.width()) / std::max(1, viewport_->quickWidget()->width());
    painter.scale(scale, scale);
    hud_->paintHud(painter, viewport_->quickWidget()->size());
  }
  return image;
}

bool PlayView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == viewport_ && event->type() == QEvent::Resize && hud_) {
    hud_->setGeometry(viewport_->rect());
    return false;
  }
  if (watched == (viewport_ ? viewport_->quickWidget() : nullptr) && scene_) {
    switch (event->type()) {
      case QEvent::MouseButtonPress:
      case QEvent::MouseButtonDblClick:
      case QEvent::MouseButtonRelease:
      case QEvent::MouseMove: {
        // No selecting or dragging the level while it plays; focus still moves here.
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (event->type() == QEvent::MouseButtonPress) viewport_->quickWidget()->setFocus(Qt::MouseFocusReason);
        if (mouse->button() == Qt::LeftButton || (mouse->buttons() & Qt::LeftButton)) return true;
        break;
      }
      default:
        break;
    }
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace sw::play
