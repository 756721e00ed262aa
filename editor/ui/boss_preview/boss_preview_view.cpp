#include "ui/boss_preview/boss_preview_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "model/enemies/enemy_part.h"
#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "ui/boss_preview/boss_preview_run.h"

namespace sw::editor {

namespace {

const QColor kBossBackground(28, 30, 36);
const QColor kBossSphereColor(230, 70, 60);
const QColor kBossInvulnerableColor(150, 150, 150);
const QColor kBossLinkColor(200, 200, 210, 160);
const QColor kBossDummyColor(90, 200, 255);
const QColor kBossBulletColor(255, 240, 120);

QColor bossQColor(const Color& c, int alpha = -1) { return QColor(c.r, c.g, c.b, alpha < 0 ? c.a : alpha); }

// How far part `i`'s pivot may get from the body's: its offsets up the tree, closed or open.
double bossPivotReach(const EnemyType& type, const EnemyPart& part, int depth = 0) {
  const double own = part.offset.length() + part.openOffset.length();
  if (part.parent.empty() || depth > kMaxParts) return own;
  const int parent = type.partIndex(part.parent);
  return parent < 0 ? own : own + bossPivotReach(type, *type.parts[std::size_t(parent)], depth + 1);
}

double bossSphereReach(const std::vector<Vec3>& spheres) {
  double r = 0;
  for (const Vec3& s : spheres) r = std::max(r, std::hypot(s.x, s.y) + s.z);
  return r;
}

}  // namespace

BossPreviewView::BossPreviewView(BossPreviewRun* run, QWidget* parent) : QWidget(parent), run_(run) {
  setObjectName(QStringLiteral("bossPreviewView"));
  setMinimumSize(160, 90);
  setMouseTracking(false);
  setCursor(Qt::CrossCursor);
  setToolTip(tr("Drag the ship: the boss aims at it"));
}

void BossPreviewView::fit() {
  if (dragging_) return;
  const Project* project = run_->project();
  if (!project) return;
  const EnemyType* type = run_->type();
  const Vec2 boss = BossPreviewRun::bossAt(*project);
  double reach = type ? bossSphereReach(type->spheres) : 1;
  if (type)
    for (const auto& part : type->parts) reach = std::max(reach, bossPivotReach(*type, *part) + bossSphereReach(part->spheres));
  reach += 1;
  const Vec2 dummy = run_->dummy();
  double left = std::min(boss.x - reach, dummy.x - 1.5), right = std::max(boss.x + reach, dummy.x + 1.5);
  double bottom = std::min(boss.y - reach, dummy.y - 1.5), top = std::max(boss.y + reach, dummy.y + 1.5);
  centre_ = {(left + right) / 2, (bottom + top) / 2};
  const double w = std::max(right - left, 1.0) * 1.1, h = std::max(top - bottom, 1.0) * 1.1;
  scale_ = std::max(1.0, std::min(width() / w, height() / h));
}

QPointF BossPreviewView::toWidget(Vec2 p) const {
  return {width() / 2.0 + (p.x - centre_.x) * scale_, height() / 2.0 - (p.y - centre_.y) * scale_};
}

Vec2 BossPreviewView::toPlane(QPointF p) const {
  return {centre_.x + (p.x() - width() / 2.0) / scale_, centre_.y - (p.y() - height() / 2.0) / scale_};
}

void BossPreviewView::dragDummyTo(QPointF at) {
  const Vec2 plane = toPlane(at);
  run_->setDummy(plane);
  emit dummyMoved(plane);
  update();
}

void BossPreviewView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  fit();
  dragging_ = true;
  dragDummyTo(event->position());
}

void BossPreviewView::mouseMoveEvent(QMouseEvent* event) {
  if (dragging_) dragDummyTo(event->position());
}

void BossPreviewView::mouseReleaseEvent(QMouseEvent* event) {
  if (!dragging_ || event->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(event);
  dragDummyTo(event->position());
  dragging_ = false;
  emit dummyDropped(run_->dummy());
  fit();
  update();
}

void BossPreviewView::paintEvent(QPaintEvent*) {
  fit();
  QPainter p(this);
  p.fillRect(rect(), kBossBackground);
  p.setRenderHint(QPainter::Antialiasing);
  const RuntimeLevel* level = run_->level();
  if (!level) {
    p.setPen(Qt::lightGray);
    p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
               run_->typeName().empty() ? tr("Pick an enemy type in the Enemy Types dock")
                                        : tr("This enemy type cannot play: %1").arg(QString::fromStdString(run_->error())));
    return;
  }
  const double s = scale_;
  auto circle = [&](Vec2 at, double r) { p.drawEllipse(toWidget(at), r * s, r * s); };

  // The screen the run plays on.
  if (const auto* camera = level->find<CameraSystem>()) {
    const Vec2 c = camera->position(), h = camera->halfExtent();
    p.setPen(QPen(QColor(80, 86, 100), 1, Qt::DotLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(toWidget({c.x - h.x, c.y + h.y}), toWidget({c.x + h.x, c.y - h.y})));
  }

  const Enemy* boss = run_->boss();
  const EnemySystem::Type* type = run_->bossType();
  const PartState* parts = run_->parts();
  auto spheres = [&](const std::vector<Vec3>& list, Vec2 at, double angle, const QColor& color) {
    p.setPen(QPen(color, 1.5));
    p.setBrush(QColor(color.red(), color.green(), color.blue(), 60));
    for (const Vec3& sp : list) circle(at + rotated({sp.x, sp.y}, angle), sp.z);
  };
  auto pivot = [&](Vec2 at) {
    const QPointF w = toWidget(at);
    p.drawLine(w + QPointF(-4, 0), w + QPointF(4, 0));
    p.drawLine(w + QPointF(0, -4), w + QPointF(0, 4));
  };
  auto beam = [&](const BeamState& b, const EnemyWeaponry& w) {
    if (b.phase == BeamState::Idle || b.pointCount < 2) return;
    QPainterPath path(toWidget(b.points[0]));
    for (int i = 1; i < b.pointCount && i < kBeamPoints; ++i) path.lineTo(toWidget(b.points[std::size_t(i)]));
    p.setBrush(Qt::NoBrush);
    if (b.phase == BeamState::Firing)
      p.setPen(QPen(bossQColor(w.beamColor, 170), std::max(2.0, w.beamWidth * 2 * s), Qt::SolidLine, Qt::RoundCap));
    else
      p.setPen(QPen(bossQColor(w.beamColor, 220), 1, Qt::DashLine));
    p.drawPath(path);
  };
  if (boss && type) {
    const double angle = EnemySystem::bodyAngle(*boss);
    spheres(type->spheres, boss->position, angle, kBossSphereColor);
    // Pivots and parent links.
    p.setPen(QPen(kBossLinkColor, 1));
    pivot(boss->position);
    if (parts)
      for (std::size_t i = 0; i < type->parts.size(); ++i) {
        if (parts[i].destroyed) continue;
        const int parent = type->parts[i].parent;
        p.setPen(QPen(kBossLinkColor, 1));
        p.drawLine(toWidget(parent < 0 ? boss->position : parts[parent].position), toWidget(parts[i].position));
        pivot(parts[i].position);
      }
    if (parts)
      for (std::size_t i = 0; i < type->parts.size(); ++i)
        if (!parts[i].destroyed)
          spheres(type->parts[i].spheres, parts[i].position, parts[i].angle,
                  type->parts[i].invulnerable ? kBossInvulnerableColor : kBossSphereColor);
    beam(boss->beam, type->weaponry);
    if (parts)
      for (std::size_t i = 0; i < type->parts.size(); ++i)
        if (!parts[i].destroyed) beam(parts[i].beam, type->parts[i].weaponry);
  }

  // Missiles with their trails, then enemy bullets.
  if (const auto* missiles = level->find<MissileSystem>())
    for (const Missile& m : missiles->missiles()) {
      if (m.dead) continue;
      const QColor color = bossQColor(m.color);
      QPainterPath trail;
      for (int k = 0; k < m.trailCount; ++k) {
        const int slot = (m.trailHead - m.trailCount + k + 2 * Missile::kTrail) % Missile::kTrail;
        const QPointF at = toWidget(m.trail[std::size_t(slot)]);
        if (k == 0) trail.moveTo(at); else trail.lineTo(at);
      }
      if (m.trailCount > 0) trail.lineTo(toWidget(m.position));
      p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 120), 1.5));
      p.setBrush(Qt::NoBrush);
      p.drawPath(trail);
      p.setPen(Qt::NoPen);
      p.setBrush(color);
      circle(m.position, std::max(m.radius, 2.5 / s));
    }
  if (const auto* bullets = level->find<EnemyBulletSystem>()) {
    const EnemyBulletPool& pool = bullets->bullets();
    p.setPen(Qt::NoPen);
    p.setBrush(kBossBulletColor);
    for (std::size_t i = 0; i < pool.size(); ++i) circle(pool.position(i), std::max(pool.radius[i], 1.5 / s));
  }

  // The dummy ship, facing +x like a player's.
  const QPointF d = toWidget(run_->dummy());
  const double r = std::max(8.0, 0.6 * s);
  QPolygonF ship;
  ship << d + QPointF(r, 0) << d + QPointF(-r * 0.7, -r * 0.6) << d + QPointF(-r * 0.7, r * 0.6);
  p.setPen(QPen(kBossDummyColor.lighter(130), 1.5));
  p.setBrush(QColor(kBossDummyColor.red(), kBossDummyColor.green(), kBossDummyColor.blue(), 140));
  p.drawPolygon(ship);
}

}  // namespace sw::editor
