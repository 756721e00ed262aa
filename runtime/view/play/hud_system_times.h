#pragma once
// The HUD's time graph (with the counters): what each system of the running level took per
// tick over the last few seconds, one small line per system with its name and its latest
// figure, so a tester sees which part of the game a heavy scene costs (the same split
// `scrollwork-cli bench-sim` prints). The level measures only while timing is on
// (RuntimeLevel::setTiming; Play turns it on with the counters).
#include <QString>
#include <cstddef>
#include <vector>

class QPainter;

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

struct HudSystemTime {
  QString name;
  std::vector<float> micros;  // oldest first, one per sampled tick
};

// The last kSamples ticks' times of each system, sampled once per drawn frame.
class SystemTimeHistory {
 public:
  static constexpr std::size_t kSamples = 120;
  // Takes the level's last tick, if it is a tick not sampled yet and timing was on.
  void sample(const sw::RuntimeLevel& level);
  void clear();
  std::vector<HudSystemTime> rows() const;

 private:
  std::vector<QString> names_;
  std::vector<std::vector<float>> rings_;  // per system, kSamples long
  std::size_t next_ = 0, filled_ = 0;
  long long lastTick_ = -1;
};

// "enemy-bullets 118 us" per row (the text drawn, for tests).
QStringList hudSystemTimeTexts(const std::vector<HudSystemTime>& rows);
// The height the graph of these rows takes (0 for none).
int hudSystemTimesHeight(const std::vector<HudSystemTime>& rows);
// Draws the graph with its bottom at `bottom`, from `left`; returns the height used.
int paintHudSystemTimes(QPainter& painter, int left, int bottom, const std::vector<HudSystemTime>& rows);

}  // namespace sw::play
