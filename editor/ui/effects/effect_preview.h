#pragma once
// The Effects dock's preview (effects_dock.h): one effect played in a loop at the widget's
// centre with the game's own EffectPlayer (present/effects), drawn with QPainter (additive
// particles added, alpha ones blended, sprites from their atlas images). The loop lasts as
// long as the effect can (emission, the longest life, sub-effects), then starts again. A time
// (tick) can be set: the loop is run again from its start to there, deterministically, and
// holds there while paused. An edit rebuilds the effect within the same frame: what is emitted
// from then on uses it.
//
// Object name: "effectPreview".
#include <QHash>
#include <QImage>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <memory>
#include <string>

#include "present/effects/effect_player.h"

namespace sw {
class Project;
}

namespace sw::editor::effects {

class EffectPreview : public QWidget {
  Q_OBJECT
 public:
  explicit EffectPreview(QWidget* parent = nullptr);

  // Plays `effect` of `project` (compiled now: the project may change afterwards). Keeps the
  // loop's time unless the effect is another one.
  void showEffect(const sw::Project& project, const std::string& effect);
  void setPlaying(bool playing);
  bool isPlaying() const { return timer_.isActive(); }
  // Runs the loop from its start to `tick` (clamped to the loop).
  void seek(std::int64_t tick);
  std::int64_t tick() const { return tick_; }
  std::int64_t loopTicks() const { return loopTicks_; }
  int liveParticles() const { return int(player_.particles().size()); }
  // One tick, as the timer does (tests step it by hand).
  void advance();

  QSize sizeHint() const override { return {320, 200}; }

 signals:
  void ticked(std::int64_t tick, int particles);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  void restart();
  const QImage& image(const std::string& relative);

  sw::EffectPlayer player_{8192, 512, 1};
  std::string effect_;
  std::string directory_;
  int effectIndex_ = -1;
  std::int64_t tick_ = 0;
  std::int64_t loopTicks_ = 60;
  QTimer timer_;
  QHash<QString, QImage> images_;
};

}  // namespace sw::editor::effects
