#include "ui/docks/level_scrubber.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>

#include "document/document.h"

namespace sw::editor {

LevelScrubber::LevelScrubber(Document* document, QWidget* parent) : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("levelScrubber"));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(6, 2, 6, 2);
  auto* caption = new QLabel(tr("Tick"), this);
  slider_ = new QSlider(Qt::Horizontal, this);
  slider_->setObjectName(QStringLiteral("scrubberSlider"));
  slider_->setToolTip(tr("Scrub through the level: the screen rectangle follows the camera path as Play will"));
  tickBox_ = new QSpinBox(this);
  tickBox_->setObjectName(QStringLiteral("scrubberTick"));
  tickBox_->setKeyboardTracking(false);
  info_ = new QLabel(this);
  info_->setObjectName(QStringLiteral("scrubberInfo"));
  info_->setMinimumWidth(300);
  layout->addWidget(caption);
  layout->addWidget(slider_, 1);
  layout->addWidget(tickBox_);
  layout->addWidget(info_);

  // Edits arrive in bursts (a drag): rebuild the track once they settle.
  rebuildTimer_ = new QTimer(this);
  rebuildTimer_->setSingleShot(true);
  rebuildTimer_->setInterval(0);
  connect(rebuildTimer_, &QTimer::timeout, this, &LevelScrubber::rebuildTrack);
  connect(document_, &Document::projectReset, this, &LevelScrubber::rebuildTrack);
  connect(document_, &Document::levelSwitched, this, &LevelScrubber::rebuildTrack);
  connect(document_, &Document::chainChanged, rebuildTimer_, qOverload<>(&QTimer::start));
  // The level's kind is one of its properties: a free level has no timeline to scrub.
  connect(document_, &Document::objectsChanged, this, &LevelScrubber::followKind);
  connect(document_, &Document::levelsChanged, this, &LevelScrubber::followKind);
  connect(slider_, &QSlider::valueChanged, this, [this](int value) { setTick(value); });
  connect(tickBox_, qOverload<int>(&QSpinBox::valueChanged), this, [this](int value) { setTick(value); });
  rebuildTrack();
}

LevelScrubber::~LevelScrubber() = default;

std::int64_t LevelScrubber::tick() const { return slider_->value(); }
std::int64_t LevelScrubber::lengthInTicks() const { return track_ ? track_->lengthInTicks() : 0; }
sw::CameraSpot LevelScrubber::spot() const { return track_ ? track_->at(tick()) : sw::CameraSpot{}; }

void LevelScrubber::setTick(std::int64_t tick) {
  tick = std::clamp<std::int64_t>(tick, 0, lengthInTicks());
  {
    QSignalBlocker a(slider_), b(tickBox_);
    slider_->setValue(int(tick));
    tickBox_->setValue(int(tick));
  }
  showTick();
}

void LevelScrubber::rebuildTrack() {
  auto* level = document_->level();
  track_ = level ? std::make_unique<sw::CameraTrack>(document_->project(), *level) : nullptr;
  const int length = int(std::min<std::int64_t>(lengthInTicks(), 1 << 30));
  QSignalBlocker a(slider_), b(tickBox_);
  slider_->setRange(0, length);
  slider_->setPageStep(std::max(1, int(document_->project().tickRate)));
  tickBox_->setRange(0, length);
  followKind();
  showTick();
}

void LevelScrubber::followKind() {
  const auto* level = document_->level();
  const bool free = level && level->kind == sw::Level::Kind::Free;
  setEnabled(level != nullptr && !free);
  setToolTip(free ? tr("A free level has no timeline: its camera follows the characters (Play from Here starts "
                       "at the selected checkpoint)")
                  : QString());
  if (free) info_->setText(tr("free level"));
}

void LevelScrubber::showTick() {
  auto* level = document_->level();
  if (!track_ || !level) {
    info_->clear();
    return;
  }
  if (level->kind == sw::Level::Kind::Free) return;  // followKind() says what it is
  sw::CameraSpot s = track_->at(tick());
  const double seconds = double(tick()) / double(std::max<std::int64_t>(document_->project().tickRate, 1));
  QString where = s.link < level->chain.size() ? QString::fromStdString(level->chain[s.link]->name) : QString();
  // A level without a chain has no link to name: "0.00 s · end", not "0.00 s ·  · end".
  QString text = where.isEmpty() ? tr("%1 s").arg(seconds, 0, 'f', 2)
                                 : tr("%1 s \u00B7 %2").arg(seconds, 0, 'f', 2).arg(where);
  for (const auto& loop : track_->loops())
    if (s.link >= loop.first && s.link <= loop.last) text += tr(" \u00B7 pass %1/%2").arg(s.pass + 1).arg(loop.passes);
  if (s.finished) text += tr(" \u00B7 end");
  info_->setText(text);
  emit spotChanged(s);
}

}  // namespace sw::editor
