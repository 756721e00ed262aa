#pragma once
// The level scrubber under the viewport: a slider over the level's ticks that moves
// the 32x18 screen along the chain's camera path exactly as Play will (same integer
// CameraTrack), showing tick, time, tile and loop pass.
#include <QWidget>
#include <memory>

#include "model/level/camera_track.h"

class QLabel;
class QSlider;
class QSpinBox;
class QTimer;

namespace sw::editor {

class Document;

class LevelScrubber : public QWidget {
  Q_OBJECT
 public:
  explicit LevelScrubber(Document* document, QWidget* parent = nullptr);
  ~LevelScrubber() override;

  std::int64_t tick() const;
  void setTick(std::int64_t tick);
  std::int64_t lengthInTicks() const;
  sw::CameraSpot spot() const;

 signals:
  void spotChanged(const sw::CameraSpot& spot);

 private:
  void rebuildTrack();
  // Off for a free level (no timeline), with a tool tip saying why.
  void followKind();
  void showTick();

  Document* document_;
  std::unique_ptr<sw::CameraTrack> track_;
  QSlider* slider_;
  QSpinBox* tickBox_;
  QLabel* info_;
  QTimer* rebuildTimer_;
};

}  // namespace sw::editor

Q_DECLARE_METATYPE(sw::CameraSpot)
