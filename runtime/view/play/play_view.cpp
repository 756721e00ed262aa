#include "view/play/play_view.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QQuickView>

#include "model/project/project.h"
#include "present/effects/game_effects.h"
#include "present/presentation_journal.h"
#include "model/tiles/tile_animation.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "view/level_view.h"
#include "view/play/hud_item.h"
#include "play/play_session.h"

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
  connect(session, &PlaySession::advanced, this, [this] {
    present();
    redraw();
  });
  connect(session, &PlaySession::levelChanged, this, &PlayView::showRunLevel);
  // Before the run's copy of the project goes: the view must not keep showing its level.
  connect(session, &PlaySession::stopping, this, &PlayView::restoreShownLevel);
  viewport_->quickView()->installEventFilter(this);
  viewport_->installEventFilter(this);
  session->setTiming(overlays_.counters);
  if (session->isActive()) attach();
}

PlayView::~PlayView() { detach(); }

void PlayView::setOverlays(const PlayOverlays& overlays) {
  overlays_ = overlays;
  if (hud_) hud_->setCountersVisible(overlays.counters);
  // The counters come with each system's time per tick: measured only while they show.
  if (session_) session_->setTiming(overlays.counters);
  if (!overlays.counters) systemTimes_.clear();
  redraw();
}

void PlayView::setHudLayoutOverride(std::optional<HudOverlay::Layout> layout) {
  layoutOverride_ = layout;
  if (hud_) hud_->setLayout(hudLayout());
}

HudOverlay::Layout PlayView::hudLayout() const {
  if (layoutOverride_) return *layoutOverride_;
  const sw::Project* project = session_ ? session_->project() : nullptr;
  return project ? project->rules.hudLayout : HudOverlay::Layout::Default;
}

void PlayView::setRouteSubject(const RouteSubject& subject) {
  if (subject == route_) return;
  route_ = subject;
  if (scene_) scene_->setRouteSubject(route_);
  redraw();
}

void PlayView::attach() {
  if (!viewport_ || scene_) return;
  viewport_->setPlayMode(true);
  scene_ = std::make_unique<RuntimeScene>(viewport_);
  scene_->setRouteSubject(route_);
  effects_ = std::make_unique<sw::GameEffects>();
  if (const sw::Project* project = session_->project())
    effects_->begin(*project, session_->level(), session_->runtime() ? session_->runtime()->seed() : 1);
  hud_ = new HudOverlay(viewport_);
  hud_->setLayout(hudLayout());
  hud_->setCountersVisible(overlays_.counters);
  hud_->setGeometry(viewport_->rect());
  hud_->hide();  // drawn in the scene: no widget shows over the view's window
  if (QQuickItem* root = viewport_->quickView()->contentItem()) hudItem_ = new HudItem(hud_, root);
}

void PlayView::detach() {
  scene_.reset();
  effects_.reset();
  systemTimes_.clear();
  delete hudItem_.data();
  delete hud_.data();
  if (viewport_) {
    viewport_->setTileAnimationTime(std::nullopt);  // back to the wall clock
    viewport_->setPlayMode(false);
  }
}

void PlayView::showRunLevel() {
  if (!viewport_ || !session_ || !session_->project() || !session_->level()) return;
  if (!movedOn_) {
    shownProject_ = viewport_->project();
    shownLevel_ = viewport_->level();
    movedOn_ = true;
  }
  // The scene's pieces belong to the level shown: made anew for the next one. The view stays
  // in play mode, so the camera it keeps for the end of the run is still the one from before.
  const bool attached = scene_ != nullptr;
  scene_.reset();
  viewport_->showLevel(session_->project(), session_->level());
  if (attached) {
    scene_ = std::make_unique<RuntimeScene>(viewport_);
    scene_->setRouteSubject(route_);
    if (effects_)
      effects_->begin(*session_->project(), session_->level(), session_->runtime() ? session_->runtime()->seed() : 1);
  }
}

void PlayView::restoreShownLevel() {
  if (!movedOn_ || !viewport_) return;
  movedOn_ = false;
  scene_.reset();
  if (restoreLevel_)
    restoreLevel_();
  else
    viewport_->showLevel(shownProject_, shownLevel_);
  shownProject_ = nullptr;
  shownLevel_ = nullptr;
}

void PlayView::present() {
  if (!session_ || !effects_) return;
  if (const sw::RuntimeLevel* runtime = session_->runtime())
    effects_->present(*runtime, session_->presentation().taken());
}

void PlayView::setEffects(const std::vector<std::unique_ptr<sw::ParticleEffect>>& effects) {
  if (!session_ || !effects_ || !session_->project()) return;
  // The run's project with the document's effects: names the run's enemy types, weapons
  // and barriers pick keep their meaning.
  sw::Project edited;
  edited.tickRate = session_->project()->tickRate;
  edited.directory = session_->project()->directory;
  for (const auto& t : session_->project()->tilesets) edited.tilesets.push_back(std::make_unique<sw::Tileset>(*t));
  for (const auto& t : session_->project()->enemyTypes) edited.enemyTypes.push_back(std::make_unique<sw::EnemyType>(*t));
  for (const auto& w : session_->project()->weapons) edited.weapons.push_back(std::make_unique<sw::WeaponType>(*w));
  edited.rules = session_->project()->rules;
  for (const auto& e : effects) edited.effects.push_back(std::make_unique<sw::ParticleEffect>(*e));
  effects_->setEffects(edited, session_->level());
}

void PlayView::redraw() {
  if (!session_ || !viewport_ || !scene_) return;
  const sw::RuntimeLevel* runtime = session_->runtime();
  if (!runtime) return;
  scene_->update(*runtime, session_->level(), session_->project(), overlays_);
  if (effects_ && session_->project()) scene_->updateEffects(effects_->player(), session_->project()->directory);
  // Animated tiles follow the run's tick, not the wall clock: a replay shows the same frames.
  if (const sw::Project* project = session_->project())
    viewport_->setTileAnimationTime(sw::tileAnimationMs(runtime->ticksRun(), project->tickRate));
  // The camera follows the run's screen (origin-relative frame, shown in absolute layout).
  if (const auto* camera = runtime->find<sw::ScreenCamera>()) {
    const sw::Vec2 centre = camera->screenCentre() + camera->screenFrameOrigin();
    const sw::Vec2 half = camera->screenHalfExtent();
    viewport_->followArea(QRectF(QPointF(centre.x - half.x, centre.y - half.y), QPointF(centre.x + half.x, centre.y + half.y)));
  }
  if (hud_) {
    HudState state = HudState::from(*runtime);
    // A project that authors effects shows those, not the simulation's sparks: count them.
    if (effects_ && session_->project() && !session_->project()->effects.empty()) {
      state.particles = effects_->player().particles().size();
      state.particleCapacity = effects_->player().particleCapacity();
    }
    if (overlays_.counters) {
      systemTimes_.sample(*runtime);
      state.systems = systemTimes_.rows();
    }
    state.speed = session_->speed();
    state.paused = session_->state() == PlaySession::State::Paused;
    hud_->setState(state);
  }
}

QImage PlayView::grab() {
  if (!viewport_) return {};
  return viewport_->grabImage();  // the HUD is drawn in the scene, so it is in the picture
}

bool PlayView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == viewport_ && event->type() == QEvent::Resize && hud_) {
    hud_->setGeometry(viewport_->rect());
    return false;
  }
  if (watched == (viewport_ ? static_cast<QObject*>(viewport_->quickView()) : nullptr) && scene_) {
    switch (event->type()) {
      case QEvent::MouseButtonPress:
      case QEvent::MouseButtonDblClick:
      case QEvent::MouseButtonRelease:
      case QEvent::MouseMove: {
        // No selecting or dragging the level while it plays; focus still moves here.
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (event->type() == QEvent::MouseButtonPress) viewport_->viewWidget()->setFocus(Qt::MouseFocusReason);
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
