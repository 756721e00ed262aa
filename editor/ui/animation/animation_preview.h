#pragma once
// The Animations dock's preview: plays a creature's animations from its sprite with the
// game's own Animator (sim/platformer/animator.h: compile once, stepAnimator each tick) at
// 60 ticks a second, so what is seen here is what Play shows. The signals its conditions
// read (grounded, moving, falling ...) each get a toggle button, so switches can be tried:
// a signal on is 1 (facing: -1), off 0; grounded starts on. The frame is drawn on its origin (the feet),
// beside the animation's name, frame and the events the last frames emitted.
//
// Object names: "animationPreview", "previewAnimationCombo", "previewPlay" (checkable),
// "previewRestart", and one checkable "signal_<name>" button per signal used.
#include <QStringList>
#include <QWidget>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "sim/platformer/animator.h"

class QComboBox;
class QHBoxLayout;
class QTimer;
class QToolButton;

namespace sw::editor {
class Document;
}

namespace sw::editor::animation {

class PreviewFrame;

class AnimationPreview : public QWidget {
  Q_OBJECT
 public:
  explicit AnimationPreview(Document* document, QWidget* parent = nullptr);

  // The creature's lines and sprite (tileset name); compiled again only when they changed.
  void setAnimations(const std::vector<std::string>& lines, const std::string& sprite);
  bool compiled() const { return compiled_.has_value(); }
  // Starts `animation` (index in the compiled order, the lines' order) from its frame 0.
  void playAnimation(int animation);
  // Ticks run now, as the timer would run them (tests step without waiting).
  void step(int ticks = 1);
  void setRunning(bool running);
  bool running() const;

  const sw::AnimatorState& state() const { return state_; }
  int currentTile() const;          // index in the sprite's tiles (-1: none)
  QStringList signalsUsed() const;  // names of the signals the conditions read, in signal order
  void setSignal(sw::CreatureSignal signal, bool on);
  QToolButton* signalButton(const QString& name) const;
  QStringList recentEvents() const { return events_; }

 signals:
  // The animation playing changed (index in the lines' order), or -1 when none plays.
  void currentAnimationChanged(int animation);

 private:
  void rebuildSignalButtons();
  void announce();
  void tick();

  Document* document_;
  std::vector<std::string> lines_;
  std::string sprite_;
  std::optional<sw::CompiledAnimations> compiled_;
  sw::AnimatorState state_;
  std::array<double, sw::kSignalCount> signals_{};
  QStringList events_;  // the latest first, a few kept
  int announced_ = -2;

  QComboBox* animations_;
  QToolButton* play_;
  QToolButton* restart_;
  QHBoxLayout* signalRow_;
  std::vector<QToolButton*> signalButtons_;
  PreviewFrame* frame_;
  QTimer* timer_;
};

}  // namespace sw::editor::animation
