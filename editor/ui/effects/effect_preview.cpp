// The Effects dock's looping preview (effect_preview.h).
#include "ui/effects/effect_preview.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <numbers>

#include "model/project/project.h"

namespace sw::editor::effects {

namespace {

constexpr double kUnitsAcross = 14;  // the width shows this many units
constexpr std::int64_t kGapTicks = 20;  // a breath between two loops

// Ticks the effect can last: its emission, then the longest life, then what its particles'
// death effects make (sub-effects a few deep; validation reports loops).
double effectTicks(const sw::Project& project, const sw::ParticleEffect& effect, double rate, int depth) {
  if (depth > 4) return 0;
  double longest = 0;
  for (const auto& e : effect.emitters) {
    double t = double(std::max(e->lifeMax, e->lifeMin));
    if (e->mode == sw::Emitter::Mode::Continuous) t += e->duration * rate;
    if (const sw::ParticleEffect* death = e->onDeath.empty() ? nullptr : project.findEffect(e->onDeath))
      t += effectTicks(project, *death, rate, depth + 1);
    longest = std::max(longest, t);
  }
  return longest;
}

}  // namespace

EffectPreview::EffectPreview(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("effectPreview"));
  setMinimumSize(80, 40);  // small: the dock shares a bottom tab group of the 1366 x 768 layouts
  timer_.setInterval(16);
  connect(&timer_, &QTimer::timeout, this, &EffectPreview::advance);
}

void EffectPreview::showEffect(const sw::Project& project, const std::string& effect) {
  const bool other = effect != effect_;
  effect_ = effect;
  directory_ = project.directory;
  player_.setLibrary(sw::EffectLibrary::build(project));
  effectIndex_ = player_.library().find(effect);
  const sw::ParticleEffect* model = project.findEffect(effect);
  const double rate = double(std::max<std::int64_t>(project.tickRate, 1));
  loopTicks_ = std::clamp<std::int64_t>(
      std::int64_t(std::ceil(model ? effectTicks(project, *model, rate, 0) : 0)) + kGapTicks, kGapTicks, 60 * 60);
  if (other) restart();
  else if (tick_ >= loopTicks_) restart();
  update();
  emit ticked(tick_, liveParticles());
}

void EffectPreview::setPlaying(bool playing) {
  if (playing) timer_.start();
  else timer_.stop();
}

void EffectPreview::restart() {
  // A fresh player with the same seed: every loop (and every seek) plays alike.
  sw::EffectLibrary library = player_.library();
  player_ = sw::EffectPlayer(8192, 512, 1);
  player_.setLibrary(std::move(library));
  tick_ = 0;
  if (effectIndex_ >= 0) player_.play(effectIndex_, {0, 0});
}

void EffectPreview::advance() {
  if (tick_ >= loopTicks_) restart();
  player_.step();
  ++tick_;
  update();
  emit ticked(tick_, liveParticles());
}

void EffectPreview::seek(std::int64_t tick) {
  restart();
  const std::int64_t to = std::clamp<std::int64_t>(tick, 0, loopTicks_);
  while (tick_ < to) {
    player_.step();
    ++tick_;
  }
  update();
  emit ticked(tick_, liveParticles());
}

const QImage& EffectPreview::image(const std::string& relative) {
  const QString path =
      QString::fromStdString((std::filesystem::path(directory_) / relative).lexically_normal().string());
  auto it = images_.find(path);
  if (it == images_.end()) it = images_.insert(path, QImage(path));
  return *it;
}

void EffectPreview::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(24, 26, 30));
  p.setRenderHint(QPainter::Antialiasing);
  const double scale = width() / kUnitsAcross;
  const QPointF centre(width() / 2.0, height() / 2.0);
  // A faint cross where the effect starts.
  p.setPen(QColor(60, 64, 72));
  p.drawLine(QPointF(centre.x() - 8, centre.y()), QPointF(centre.x() + 8, centre.y()));
  p.drawLine(QPointF(centre.x(), centre.y() - 8), QPointF(centre.x(), centre.y() + 8));
  p.setPen(Qt::NoPen);
  const auto& sprites = player_.library().sprites();
  for (const sw::EffectParticle& particle : player_.particles()) {
    const sw::DrawnParticle d = player_.drawn(particle);
    if (d.a <= 0 || d.size <= 0) continue;
    p.setCompositionMode(d.blend == sw::Emitter::Blend::Additive ? QPainter::CompositionMode_Plus
                                                                  : QPainter::CompositionMode_SourceOver);
    const QColor colour = QColor::fromRgbF(std::clamp(d.r, 0.0f, 1.0f), std::clamp(d.g, 0.0f, 1.0f),
                                           std::clamp(d.b, 0.0f, 1.0f), std::clamp(d.a, 0.0f, 1.0f));
    p.save();
    p.translate(centre.x() + d.position.x * scale, centre.y() - d.position.y * scale);  // y up
    const double size = d.size * scale;
    if (d.sprite >= 0) {
      const sw::EffectSprite& s = sprites[std::size_t(d.sprite)];
      p.rotate(-d.rotation);
      p.setOpacity(colour.alphaF());
      const QImage& atlas = image(s.image);
      if (!atlas.isNull())
        p.drawImage(QRectF(-size / 2, -size / 2, size, size), atlas, QRectF(s.x, s.y, s.width, s.height));
    } else if (d.look == sw::Emitter::Look::Streak) {
      const double speed = std::hypot(d.velocity.x, d.velocity.y);
      p.rotate(-std::atan2(d.velocity.y, d.velocity.x) * 180 / std::numbers::pi);
      const double length = size * (1 + speed * 8);
      p.setBrush(colour);
      p.drawRect(QRectF(-length / 2, -size * 0.175, length, size * 0.35));
    } else {
      p.rotate(-d.rotation);
      p.setBrush(colour);
      if (d.look == sw::Emitter::Look::Square) p.drawRect(QRectF(-size / 2, -size / 2, size, size));
      else p.drawEllipse(QPointF(0, 0), size / 2, size / 2);
    }
    p.restore();
  }
}

}  // namespace sw::editor::effects
