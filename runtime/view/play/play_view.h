#pragma once
// Shows a PlaySession in a level view (view/level_view.h): while the session is active the
// view is in play mode (overlays hidden, camera following the run's screen), the runtime
// scene draws the entities and debug overlays, and the HUD sits on top. When the session
// stops everything it added goes and the view is back as before. Used by the editor's Play
// (in its LevelViewport) and by scrollwork-player alike.
#include <QImage>
#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>
#include <optional>

#include "view/play/hud_overlay.h"
#include "view/play/runtime_scene.h"

namespace sw {
class GameEffects;
class ParticleEffect;
}  // namespace sw

namespace sw::ui {
class LevelView;
}

namespace sw::play {

class PlaySession;

class PlayView : public QObject {
  Q_OBJECT
 public:
  PlayView(sw::ui::LevelView* viewport, PlaySession* session, QObject* parent = nullptr);
  ~PlayView() override;

  HudOverlay* hud() const { return hud_; }
  const RuntimeScene* scene() const { return scene_.get(); }
  void setOverlays(const PlayOverlays& overlays);
  const PlayOverlays& overlays() const { return overlays_; }
  // The HUD layout is the project's game rule (GameRulesAsset::hudLayout); a tester may
  // override it (nullopt: the rule).
  void setHudLayoutOverride(std::optional<HudOverlay::Layout> layout);
  HudOverlay::Layout hudLayout() const;
  // The creature whose route shows while the run plays (the editor's selection; overlays.route).
  void setRouteSubject(const RouteSubject& subject);
  const RouteSubject& routeSubject() const { return route_; }

  // The run's authored particle effects (present/effects/game_effects.h), while attached.
  const sw::GameEffects* effects() const { return effects_.get(); }
  // The effects were edited while the run plays (the editor's document): particles emitted
  // from now on use these. The run's own copy of the project is left alone.
  void setEffects(const std::vector<std::unique_ptr<sw::ParticleEffect>>& effects);

  // A whole game moved on to another level: the view shows the run's copy of it. When the run
  // stops the view shows again what it showed before: by calling `restore` when set (the
  // editor shows its document's level), else the level it showed when the run began.
  void setLevelRestorer(std::function<void()> restore) { restoreLevel_ = std::move(restore); }

  // The rendered view with the HUD painted over it (screenshots, tests).
  QImage grab();
  // Draws the run's current state again (after a speed or overlay change).
  void redraw();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void attach();
  void detach();
  void present();  // after the session advanced: the frame's effects
  void showRunLevel();  // the session's level() changed
  void restoreShownLevel();

  QPointer<sw::ui::LevelView> viewport_;
  QPointer<PlaySession> session_;
  QPointer<HudOverlay> hud_;    // the HUD's state and painting (a hidden widget)
  QPointer<QObject> hudItem_;   // draws it in the scene (view/play/hud_item.h)
  std::unique_ptr<RuntimeScene> scene_;
  std::unique_ptr<sw::GameEffects> effects_;
  SystemTimeHistory systemTimes_;  // for the HUD's time graph, while the counters show
  PlayOverlays overlays_;
  RouteSubject route_;
  std::optional<HudOverlay::Layout> layoutOverride_;
  std::function<void()> restoreLevel_;
  // What the view showed before a whole game moved it to another level (null: not moved).
  const sw::Project* shownProject_ = nullptr;
  const sw::Level* shownLevel_ = nullptr;
  bool movedOn_ = false;
};

}  // namespace sw::play
