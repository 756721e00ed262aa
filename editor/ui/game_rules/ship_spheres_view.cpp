#include "ui/game_rules/ship_spheres_view.h"

#include <QAction>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "view/play/ship_shape.h"

namespace sw::editor {

namespace {
const QColor kBackground(38, 40, 46);
const QColor kGrid(58, 61, 68);
const QColor kAxis(86, 90, 100);
const QColor kShip(120, 190, 255);  // Play's first player colour, dimmed under the spheres
const QColor kSphere(255, 120, 90);
const QColor kSelected(255, 220, 90);

// Drags land on hundredths (game.json stays readable), on kSnapStep with Shift.
// Dividing by the steps per unit gives the double nearest to k * step (0.81, not 0.8100000000000001).
double snapped(double v, double step) {
  const double perUnit = std::round(1 / step);
  return std::round(v * perUnit) / perUnit;
}
}  // namespace

ShipSpheresView::ShipSpheresView(Document* document, QWidget* parent) : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("shipSpheresView"));
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setToolTip(tr("The ship's hit spheres on the ship as Play draws it: drag a sphere to move it, its rim to "
                "resize it (Shift snaps)"));

  add_ = new QAction(tr("Add Sphere"), this);
  add_->setObjectName(QStringLiteral("addSphereAction"));
  add_->setToolTip(tr("Add a hit sphere next to the selected one"));
  remove_ = new QAction(tr("Remove Sphere"), this);
  remove_->setObjectName(QStringLiteral("removeSphereAction"));
  remove_->setToolTip(tr("Remove the selected hit sphere (Delete)"));
  connect(add_, &QAction::triggered, this, [this] {
    std::vector<sw::Vec3> next = spheres_;
    const sw::Vec3 base = selected_ >= 0 ? spheres_[std::size_t(selected_)] : sw::Vec3{0, 0, 0.25};
    next.push_back({base.x + 0.25, base.y - 0.25, std::max(base.z, 0.05)});
    push(std::move(next), int(spheres_.size()));
  });
  connect(remove_, &QAction::triggered, this, [this] {
    if (selected_ < 0) return;
    std::vector<sw::Vec3> next = spheres_;
    next.erase(next.begin() + selected_);
    const int selectAfter = std::min(selected_, int(next.size()) - 1);
    push(std::move(next), selectAfter);
  });

  connect(document_, &Document::gameRulesChanged, this, &ShipSpheresView::reload);
  connect(document_, &Document::projectReset, this, [this] {
    selected_ = -1;
    reload();
    frame();
  });
  reload();
  frame();
}

void ShipSpheresView::reload() {
  if (drag_ != Drag::None) drag_ = Drag::None;  // an undo during a drag: the document wins
  spheres_ = document_->project().rules.shipSpheres;
  if (selected_ >= int(spheres_.size())) selected_ = int(spheres_.size()) - 1;
  updateActions();
  setStatus(describeSelected());
  update();
}

void ShipSpheresView::setSelected(int index) {
  selected_ = index >= 0 && index < int(spheres_.size()) ? index : -1;
  updateActions();
  setStatus(describeSelected());
  update();
}

void ShipSpheresView::updateActions() {
  remove_->setEnabled(selected_ >= 0 && spheres_.size() > 1);
}

QString ShipSpheresView::describeSelected() const {
  if (selected_ < 0 || selected_ >= int(spheres_.size()))
    return tr("%n hit sphere(s). Drag one to move it, its rim to resize it.", nullptr, int(spheres_.size()));
  const sw::Vec3& s = spheres_[std::size_t(selected_)];
  return tr("Sphere %1: x %2, y %3, radius %4")
      .arg(selected_ + 1)
      .arg(s.x, 0, 'f', 2)
      .arg(s.y, 0, 'f', 2)
      .arg(s.z, 0, 'f', 2);
}

void ShipSpheresView::setStatus(const QString& text) {
  if (text == status_) return;
  status_ = text;
  emit statusChanged(text);
}

QPointF ShipSpheresView::toWidget(sw::Vec2 p) const { return centre_ + QPointF(p.x * scale_, -p.y * scale_); }

sw::Vec2 ShipSpheresView::toPlane(QPointF pixel) const {
  const QPointF d = (pixel - centre_) / scale_;
  return {d.x(), -d.y()};
}

void ShipSpheresView::frame() {
  // The ship's outline and every sphere, with a margin.
  double lo_x = -1, hi_x = 1, lo_y = -0.7, hi_y = 0.7;
  for (const auto& p : sw::ui::kShipOutline) {
    lo_x = std::min(lo_x, double(p.x * sw::ui::kShipScale));
    hi_x = std::max(hi_x, double(p.x * sw::ui::kShipScale));
    lo_y = std::min(lo_y, double(p.y * sw::ui::kShipScale));
    hi_y = std::max(hi_y, double(p.y * sw::ui::kShipScale));
  }
  for (const auto& s : spheres_) {
    lo_x = std::min(lo_x, s.x - s.z);
    hi_x = std::max(hi_x, s.x + s.z);
    lo_y = std::min(lo_y, s.y - s.z);
    hi_y = std::max(hi_y, s.y + s.z);
  }
  const double w = std::max(width(), 40), h = std::max(height(), 40);
  scale_ = std::max(10.0, 0.85 * std::min(w / (hi_x - lo_x), h / (hi_y - lo_y)));
  centre_ = QPointF(w / 2 - (lo_x + hi_x) / 2 * scale_, h / 2 + (lo_y + hi_y) / 2 * scale_);
  update();
}

void ShipSpheresView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  if (drag_ == Drag::None) frame();
}

void ShipSpheresView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), kBackground);

  // A grid of 0.25 units, the axes brighter.
  const sw::Vec2 a = toPlane(QPointF(0, height())), b = toPlane(QPointF(width(), 0));
  painter.setPen(QPen(kGrid, 1));
  for (double x = std::floor(a.x / 0.25) * 0.25; x <= b.x; x += 0.25)
    painter.drawLine(toWidget({x, a.y}), toWidget({x, b.y}));
  for (double y = std::floor(a.y / 0.25) * 0.25; y <= b.y; y += 0.25)
    painter.drawLine(toWidget({a.x, y}), toWidget({b.x, y}));
  painter.setPen(QPen(kAxis, 1));
  painter.drawLine(toWidget({a.x, 0}), toWidget({b.x, 0}));
  painter.drawLine(toWidget({0, a.y}), toWidget({0, b.y}));

  // The ship, as Play draws it.
  QPolygonF ship;
  for (const auto& p : sw::ui::kShipOutline)
    ship << toWidget({double(p.x * sw::ui::kShipScale), double(p.y * sw::ui::kShipScale)});
  painter.setPen(QPen(kShip.darker(130), 1.5));
  painter.setBrush(kShip);
  painter.drawPolygon(ship);

  for (int i = 0; i < int(spheres_.size()); ++i) {
    const sw::Vec3& s = spheres_[std::size_t(i)];
    const bool selected = i == selected_;
    const QColor color = selected ? kSelected : kSphere;
    QColor fill = color;
    fill.setAlpha(selected ? 80 : 50);
    painter.setPen(QPen(color, selected ? 2.5 : 1.5));
    painter.setBrush(fill);
    const QPointF c = toWidget({s.x, s.y});
    painter.drawEllipse(c, s.z * scale_, s.z * scale_);
    painter.drawLine(c - QPointF(3, 0), c + QPointF(3, 0));
    painter.drawLine(c - QPointF(0, 3), c + QPointF(0, 3));
    if (selected) {  // the rim handle, on the right
      painter.setBrush(color);
      painter.drawRect(QRectF(c + QPointF(s.z * scale_ - 4, -4), QSizeF(8, 8)));
    }
  }
}

void ShipSpheresView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  const QPointF pixel = event->position();
  // The rim of the selected sphere first, then the smallest sphere under the cursor (a
  // small one inside a big one stays reachable), then any rim.
  int hit = -1;
  drag_ = Drag::None;
  auto rimDistance = [&](int i) {
    const sw::Vec3& s = spheres_[std::size_t(i)];
    return std::abs(std::hypot(pixel.x() - toWidget({s.x, s.y}).x(), pixel.y() - toWidget({s.x, s.y}).y()) -
                    s.z * scale_);
  };
  if (selected_ >= 0 && rimDistance(selected_) <= kRimPickPixels) {
    hit = selected_;
    drag_ = Drag::Resize;
  }
  if (hit < 0) {
    double best = 0;
    for (int i = 0; i < int(spheres_.size()); ++i) {
      const sw::Vec3& s = spheres_[std::size_t(i)];
      const QPointF c = toWidget({s.x, s.y});
      const double d = std::hypot(pixel.x() - c.x(), pixel.y() - c.y());
      if (d <= s.z * scale_ - kRimPickPixels && (hit < 0 || s.z < best)) {
        hit = i;
        best = s.z;
        drag_ = Drag::Move;
      }
    }
  }
  if (hit < 0)
    for (int i = 0; i < int(spheres_.size()) && hit < 0; ++i)
      if (rimDistance(i) <= kRimPickPixels) {
        hit = i;
        drag_ = Drag::Resize;
      }
  setSelected(hit);
  if (hit >= 0) {
    const sw::Vec3& s = spheres_[std::size_t(hit)];
    const sw::Vec2 p = toPlane(pixel);
    grabOffset_ = {s.x - p.x, s.y - p.y};
  }
  moved_ = false;
  setFocus();
}

void ShipSpheresView::mouseMoveEvent(QMouseEvent* event) {
  if (drag_ == Drag::None || selected_ < 0) return;
  const double step = event->modifiers() & Qt::ShiftModifier ? kSnapStep : kFineStep;
  const sw::Vec2 p = toPlane(event->position());
  sw::Vec3& s = spheres_[std::size_t(selected_)];
  if (drag_ == Drag::Move) {
    s.x = snapped(p.x + grabOffset_.x, step);
    s.y = snapped(p.y + grabOffset_.y, step);
  } else {
    s.z = std::max(snapped(std::hypot(p.x - s.x, p.y - s.y), step), 0.01);
  }
  moved_ = true;
  setStatus(describeSelected());
  update();
}

void ShipSpheresView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || drag_ == Drag::None) return QWidget::mouseReleaseEvent(event);
  drag_ = Drag::None;
  if (moved_) push(spheres_, selected_);
  moved_ = false;
}

void ShipSpheresView::keyPressEvent(QKeyEvent* event) {
  if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && remove_->isEnabled()) {
    remove_->trigger();
    return;
  }
  if (event->key() == Qt::Key_F || event->key() == Qt::Key_Home) {
    frame();
    return;
  }
  QWidget::keyPressEvent(event);
}

void ShipSpheresView::push(std::vector<sw::Vec3> spheres, int selectAfter) {
  sw::GameRulesAsset* rules = &document_->editableProject().rules;
  QString why;
  QUndoCommand* command = makeSetProperty(document_, {rules}, "shipSpheres", {sw::Value(std::move(spheres))}, 0, &why);
  if (!command) {
    reload();  // back to what the document holds
    if (!why.isEmpty()) setStatus(tr("Not changed: %1").arg(why));
    return;
  }
  selected_ = selectAfter;
  document_->undoStack()->push(command);  // gameRulesChanged reloads
  setSelected(selectAfter);
}

}  // namespace sw::editor
