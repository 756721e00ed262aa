#include "ui/animation/animation_preview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QPainter>
#include <QRegularExpression>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "document/document.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "model/platformer/sprite_frames.h"

namespace sw::editor::animation {

namespace {
constexpr int kTickMs = 1000 / 60;  // the game's 60 ticks a second (QTimer rounds to whole ms)
constexpr int kEventsKept = 4;

double onValue(sw::CreatureSignal signal) { return signal == sw::CreatureSignal::Facing ? -1 : 1; }
double offValue(sw::CreatureSignal signal) { return signal == sw::CreatureSignal::Facing ? 1 : 0; }
}  // namespace

// Draws the frame the preview shows, its feet on a ground line near the bottom.
class PreviewFrame : public QWidget {
 public:
  PreviewFrame(Document* document, AnimationPreview* preview, QWidget* parent)
      : QWidget(parent), document_(document), preview_(preview) {
    setMinimumSize(80, 60);
  }
  std::string sprite;
  QString caption;

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter painter(this);
    painter.fillRect(rect(), QColor(36, 37, 40));
    const double groundY = height() - 8.0;
    painter.setPen(QColor(90, 90, 90));
    painter.drawLine(QPointF(8, groundY), QPointF(width() - 8, groundY));
    painter.setPen(QColor(220, 220, 220));
    painter.drawText(QRectF(6, 4, width() - 12, 18), Qt::AlignLeft | Qt::AlignVCenter, caption);
    TilesetStore* store = document_->tilesets();
    const sw::Tileset* tileset = store->find(sprite);
    const int tileIndex = preview_->currentTile();
    if (!tileset || tileIndex < 0 || tileIndex >= int(tileset->tiles.size())) return;
    const sw::TilesetTile& tile = tileset->tiles[std::size_t(tileIndex)];
    // As big as fits, feet (origin) on the ground line in the middle; pixels stay square.
    const double scale = std::max(0.1, std::min((width() - 20) / std::max(0.01, tile.size.x),
                                                (groundY - 24) / std::max(0.01, tile.size.y)));
    const sw::Vec2 origin = sw::frameOrigin(tile);
    const QRectF target(width() / 2.0 - origin.x * scale, groundY - (tile.size.y - origin.y) * scale,
                        tile.size.x * scale, tile.size.y * scale);
    const QImage image = store->images()->image(store->imagePath(*tileset, tile.image));
    if (image.isNull()) {
      painter.fillRect(target, QColor(90, 90, 90));
      painter.drawText(target, Qt::AlignCenter, QString::fromStdString(tile.name));
    } else {
      painter.drawImage(target, image, QRectF(tile.x, tile.y, tile.width, tile.height));
    }
  }

 private:
  Document* document_;
  AnimationPreview* preview_;
};

AnimationPreview::AnimationPreview(Document* document, QWidget* parent)
    : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("animationPreview"));
  // A creature standing, facing right: what most animation sets start from.
  signals_[std::size_t(sw::CreatureSignal::Facing)] = 1;
  signals_[std::size_t(sw::CreatureSignal::Grounded)] = 1;
  animations_ = new QComboBox(this);
  animations_->setObjectName(QStringLiteral("previewAnimationCombo"));
  animations_->setToolTip(tr("The animation to play from its first frame"));
  play_ = new QToolButton(this);
  play_->setObjectName(QStringLiteral("previewPlay"));
  play_->setText(tr("Play"));
  play_->setCheckable(true);
  play_->setToolTip(tr("Run the animator at the game's 60 ticks a second"));
  restart_ = new QToolButton(this);
  restart_->setObjectName(QStringLiteral("previewRestart"));
  restart_->setText(tr("Restart"));
  restart_->setToolTip(tr("Play the chosen animation from its first frame"));
  frame_ = new PreviewFrame(document, this, this);
  timer_ = new QTimer(this);
  timer_->setTimerType(Qt::PreciseTimer);
  timer_->setInterval(kTickMs);

  auto* top = new QHBoxLayout;
  top->addWidget(animations_, 1);
  top->addWidget(play_);
  top->addWidget(restart_);
  signalRow_ = new QHBoxLayout;
  signalRow_->setSpacing(2);
  signalRow_->addStretch(1);  // buttons line up on the left, before it
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(top);
  layout->addLayout(signalRow_);
  layout->addWidget(frame_, 1);

  connect(timer_, &QTimer::timeout, this, &AnimationPreview::tick);
  connect(play_, &QToolButton::toggled, this, &AnimationPreview::setRunning);
  connect(restart_, &QToolButton::clicked, this, [this] { playAnimation(animations_->currentIndex()); });
  connect(animations_, &QComboBox::activated, this, [this](int index) { playAnimation(index); });
  connect(document_->tilesets(), &TilesetStore::tilesetChanged, this, [this] {
    // Frames, groups or origins of the sprite changed: compile again.
    const auto lines = lines_;
    lines_.clear();
    setAnimations(lines, sprite_);
  });
}

void AnimationPreview::setAnimations(const std::vector<std::string>& lines, const std::string& sprite) {
  if (lines == lines_ && sprite == sprite_ && (compiled_ || lines.empty())) return;
  lines_ = lines;
  sprite_ = sprite;
  frame_->sprite = sprite;
  compiled_ = sw::CompiledAnimations::compile(lines, document_->tilesets()->find(sprite));
  // No animation to play (a type without lines, or a project without creatures): nothing
  // compiled, so nothing steps or names an animation that is not there.
  if (compiled_ && compiled_->size() == 0) compiled_.reset();
  const int keep = animations_->currentIndex();
  animations_->clear();
  if (compiled_)
    for (int i = 0; i < compiled_->size(); ++i)
      animations_->addItem(QString::fromStdString(compiled_->animation(i).name));
  animations_->setEnabled(compiled_.has_value());
  animations_->setCurrentIndex(std::clamp(keep, 0, animations_->count() - 1));
  play_->setEnabled(compiled_.has_value());
  restart_->setEnabled(compiled_.has_value());
  state_ = {};
  if (compiled_ && keep > 0 && keep < compiled_->size()) sw::playAnimation(state_, *compiled_, keep);
  events_.clear();
  rebuildSignalButtons();
  frame_->caption =
      compiled_ ? QString()
                : (lines.empty() ? tr("No animations") : tr("Fix the problems shown on the boxes to play"));
  if (compiled_)
    tick();  // shows frame 0 at once
  else
    announce();
  frame_->update();
}

QStringList AnimationPreview::signalsUsed() const {
  std::array<bool, sw::kSignalCount> used{};
  static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
  for (const auto& line : sw::parseAnimationLines(lines_))
    for (const auto& s : line.switches)
      for (auto it = word.globalMatch(QString::fromStdString(s.condition)); it.hasNext();)
        if (auto signal = sw::findSignal(it.next().captured().toStdString()))
          used[std::size_t(*signal)] = true;
  QStringList names;
  for (int i = 0; i < sw::kSignalCount; ++i)
    if (used[std::size_t(i)]) names << QLatin1String(sw::signalName(sw::CreatureSignal(i)));
  return names;
}

void AnimationPreview::rebuildSignalButtons() {
  for (QToolButton* button : signalButtons_) delete button;
  signalButtons_.clear();
  for (const QString& name : signalsUsed()) {
    const auto signal = *sw::findSignal(name.toStdString());
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("signal_") + name);
    button->setText(name);
    button->setCheckable(true);
    button->setChecked(signals_[std::size_t(signal)] == onValue(signal));
    button->setToolTip(signal == sw::CreatureSignal::Facing
                           ? tr("On: facing left (-1); off: facing right (1)")
                           : tr("On: %1 is 1; off: 0").arg(name));
    connect(button, &QToolButton::toggled, this, [this, signal](bool on) { setSignal(signal, on); });
    signalRow_->insertWidget(signalRow_->count() - 1, button);
    signalButtons_.push_back(button);
  }
}

QToolButton* AnimationPreview::signalButton(const QString& name) const {
  for (QToolButton* button : signalButtons_)
    if (button->text() == name) return button;
  return nullptr;
}

void AnimationPreview::setSignal(sw::CreatureSignal signal, bool on) {
  signals_[std::size_t(signal)] = on ? onValue(signal) : offValue(signal);
  if (QToolButton* button = signalButton(QLatin1String(sw::signalName(signal)));
      button && button->isChecked() != on)
    button->setChecked(on);
}

void AnimationPreview::playAnimation(int animation) {
  if (!compiled_ || animation < 0 || animation >= compiled_->size()) return;
  sw::playAnimation(state_, *compiled_, animation);
  events_.clear();
  tick();
}

void AnimationPreview::step(int ticks) {
  for (int i = 0; i < ticks; ++i) tick();
}

void AnimationPreview::setRunning(bool running) {
  if (running && compiled_)
    timer_->start();
  else
    timer_->stop();
  if (play_->isChecked() != timer_->isActive()) play_->setChecked(timer_->isActive());
}

bool AnimationPreview::running() const { return timer_->isActive(); }

int AnimationPreview::currentTile() const { return compiled_ ? compiled_->currentTile(state_) : -1; }

void AnimationPreview::tick() {
  if (!compiled_ || state_.animation < 0 || state_.animation >= compiled_->size()) return;
  sw::AnimatorEvents emitted;
  sw::stepAnimator(state_, *compiled_, signals_.data(), emitted);
  for (int i = 0; i < emitted.count; ++i) {
    events_.prepend(QString::fromStdString(compiled_->eventName(emitted.ids[std::size_t(i)])));
    while (events_.size() > kEventsKept) events_.removeLast();
  }
  const auto& animation = compiled_->animation(state_.animation);
  // Frames counted from 0, as `on FRAME` counts them.
  frame_->caption =
      tr("%1   frame %2 of 0-%3%4")
          .arg(QString::fromStdString(animation.name))
          .arg(state_.frame)
          .arg(animation.frameCount - 1)
          .arg(events_.isEmpty() ? QString() : tr("   events: %1").arg(events_.join(QStringLiteral(", "))));
  frame_->update();
  announce();
}

void AnimationPreview::announce() {
  const int now = compiled_ ? state_.animation : -1;
  if (now == announced_) return;
  announced_ = now;
  emit currentAnimationChanged(now);
}

}  // namespace sw::editor::animation
