#include "ui/sprite/sprite_frame_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <functional>

#include "document/document.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "model/platformer/sprite_frames.h"

namespace sw::editor::sprite {

namespace {
constexpr double kFrameMargin = 28;  // pixels around the frame: room for the cross and points outside it
constexpr double kGrabPixels = 8;    // how near a press must be to the cross or a point
constexpr double kMinBoxPixels = 4;  // a smaller drag is a click, not a box
const QColor kHitColour(60, 150, 255);
const QColor kAttackColour(235, 60, 60);
const QColor kOriginColour(255, 200, 0);

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

QPainterPath polygonPath(const sw::Polygon& polygon, const std::function<QPointF(sw::Vec2)>& place) {
  QPainterPath path;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    i == 0 ? path.moveTo(place(polygon[i])) : path.lineTo(place(polygon[i]));
  path.closeSubpath();
  return path;
}
}  // namespace

SpriteFrameView::SpriteFrameView(Document* document, QWidget* parent) : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("spriteFrameView"));
  setFocusPolicy(Qt::ClickFocus);
  setMouseTracking(false);
  connect(document_->tilesets(), &TilesetStore::tilesetChanged, this, [this] {
    if (const auto* s = shapes(); !s || picked_ >= int(s->size())) picked_ = -1;
    update();
  });
  connect(document_->tilesets(), &TilesetStore::tilesetsReset, this, qOverload<>(&QWidget::update));
  connect(document_->tilesets(), &TilesetStore::imagesChanged, this, qOverload<>(&QWidget::update));
}

void SpriteFrameView::setFrame(const QString& tileset, const QString& tile, const QString& onionTile) {
  if (tileset != tileset_ || tile != tile_) picked_ = -1;
  tileset_ = tileset;
  tile_ = tile;
  onionTile_ = onionTile;
  update();
}

void SpriteFrameView::setTool(Tool tool) {
  tool_ = tool;
  picked_ = -1;
  update();
}

void SpriteFrameView::setOnionSkin(bool on) {
  onion_ = on;
  update();
}

const sw::TilesetTile* SpriteFrameView::tile() const {
  return document_->tilesets()->findTile(tileset_.toStdString(), tile_.toStdString());
}
int SpriteFrameView::tilesetIndex() const { return document_->tilesets()->indexOf(tileset_.toStdString()); }
std::optional<std::size_t> SpriteFrameView::tileIndex() const {
  const sw::Tileset* t = document_->tilesets()->find(tileset_.toStdString());
  return t ? t->tileIndex(tile_.toStdString()) : std::nullopt;
}

std::optional<FrameShape> SpriteFrameView::toolShape() const {
  if (tool_ == Tool::Hit) return FrameShape::Hit;
  if (tool_ == Tool::Attack) return FrameShape::Attack;
  return std::nullopt;
}

const std::vector<sw::Polygon>* SpriteFrameView::shapes() const {
  const sw::TilesetTile* t = tile();
  const auto shape = toolShape();
  if (!t || !shape) return nullptr;
  return *shape == FrameShape::Hit ? &t->hitShape : &t->attackShape;
}

double SpriteFrameView::scale() const {
  const sw::TilesetTile* t = tile();
  if (!t || t->size.x <= 0 || t->size.y <= 0) return 1;
  return std::max(
      1.0, std::min((width() - 2 * kFrameMargin) / t->size.x, (height() - 2 * kFrameMargin) / t->size.y));
}

QPointF SpriteFrameView::toWidget(sw::Vec2 local) const {
  const sw::TilesetTile* t = tile();
  if (!t) return {};
  const double s = scale();
  const double left = (width() - t->size.x * s) / 2, top = (height() - t->size.y * s) / 2;
  return {left + local.x * s, top + (t->size.y - local.y) * s};
}

sw::Vec2 SpriteFrameView::toLocal(QPointF p) const {
  const sw::TilesetTile* t = tile();
  if (!t) return {};
  const double s = scale();
  const double left = (width() - t->size.x * s) / 2, top = (height() - t->size.y * s) / 2;
  return {(p.x() - left) / s, t->size.y - (p.y() - top) / s};
}

std::optional<QPointF> SpriteFrameView::originPoint() const {
  const sw::TilesetTile* t = tile();
  if (!t) return std::nullopt;
  return toWidget(sw::frameOrigin(*t));
}

sw::Vec2 SpriteFrameView::snap(sw::Vec2 local) const {
  const sw::TilesetTile* t = tile();
  if (!t || t->size.x <= 0 || t->size.y <= 0) return local;
  const double px = double(t->width) / t->size.x, py = double(t->height) / t->size.y;
  return {std::round(local.x * px) / px, std::round(local.y * py) / py};
}

void SpriteFrameView::drawFrame(QPainter& painter, const sw::TilesetTile& frame, QPointF originAt,
                                double alpha) const {
  // Placed by its origin, at this view's scale: frames of other sizes line up as in the game.
  const double s = scale();
  const sw::Vec2 origin = sw::frameOrigin(frame);
  const QRectF target(originAt.x() - origin.x * s, originAt.y() - (frame.size.y - origin.y) * s,
                      frame.size.x * s, frame.size.y * s);
  TilesetStore* store = document_->tilesets();
  const sw::Tileset* tileset = store->find(tileset_.toStdString());
  const QImage image = tileset ? store->images()->image(store->imagePath(*tileset, frame.image)) : QImage();
  painter.setOpacity(alpha);
  if (image.isNull()) {
    painter.fillRect(target, QColor(90, 90, 90));
    painter.setPen(Qt::white);
    painter.drawText(target, Qt::AlignCenter, QString::fromStdString(frame.name));
  } else {
    painter.drawImage(target, image, QRectF(frame.x, frame.y, frame.width, frame.height));
  }
  painter.setOpacity(1);
}

void SpriteFrameView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), QColor(48, 48, 52));
  const sw::TilesetTile* t = tile();
  if (!t) {
    painter.setPen(QColor(200, 200, 200));
    painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("Pick a frame group, or make one from tiles picked in the Tileset dock (New Group)"));
    return;
  }
  const QRectF frameRect(toWidget({0, t->size.y}), toWidget({t->size.x, 0}));
  // A checkerboard behind the pixels shows what is transparent.
  const int cell = 8;
  painter.save();
  painter.setClipRect(frameRect);
  for (int y = int(frameRect.top()); y < frameRect.bottom(); y += cell)
    for (int x = int(frameRect.left()); x < frameRect.right(); x += cell)
      painter.fillRect(x, y, cell, cell,
                       ((x / cell + y / cell) % 2) ? QColor(110, 110, 110) : QColor(140, 140, 140));
  painter.restore();
  const QPointF origin = *originPoint();
  if (onion_ && !onionTile_.isEmpty())
    if (const sw::TilesetTile* before =
            document_->tilesets()->findTile(tileset_.toStdString(), onionTile_.toStdString()))
      drawFrame(painter, *before, origin, 0.3);
  drawFrame(painter, *t, origin, 1.0);
  painter.setPen(QPen(QColor(220, 220, 220, 120), 1, Qt::DashLine));
  painter.drawRect(frameRect);

  painter.setRenderHint(QPainter::Antialiasing);
  const auto place = [this](sw::Vec2 p) { return toWidget(p); };
  const auto drawShapes = [&](const std::vector<sw::Polygon>& polygons, QColor colour, bool active) {
    for (std::size_t i = 0; i < polygons.size(); ++i) {
      QColor fill = colour;
      fill.setAlpha(active ? 70 : 40);
      const bool picked = active && int(i) == picked_;
      painter.setPen(QPen(colour, picked ? 3 : (active ? 2 : 1)));
      painter.setBrush(fill);
      painter.drawPath(polygonPath(polygons[i], place));
      if (!active) continue;
      painter.setBrush(colour);
      for (const sw::Vec2& p : polygons[i]) painter.drawEllipse(toWidget(p), 3.5, 3.5);
    }
  };
  drawShapes(t->hitShape, kHitColour, tool_ == Tool::Hit);
  drawShapes(t->attackShape, kAttackColour, tool_ == Tool::Attack);
  if (drag_ == Drag::Box) {
    const QColor colour = tool_ == Tool::Hit ? kHitColour : kAttackColour;
    painter.setPen(QPen(colour, 1, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(toWidget(boxStart_), toWidget(boxEnd_)).normalized());
  }
  // The origin: a cross with a ring, big enough to grab.
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor(0, 0, 0, 160), 4));
  painter.drawLine(origin - QPointF(12, 0), origin + QPointF(12, 0));
  painter.drawLine(origin - QPointF(0, 12), origin + QPointF(0, 12));
  painter.setPen(QPen(kOriginColour, 2));
  painter.drawLine(origin - QPointF(12, 0), origin + QPointF(12, 0));
  painter.drawLine(origin - QPointF(0, 12), origin + QPointF(0, 12));
  painter.drawEllipse(origin, 5, 5);

  painter.setPen(QColor(230, 230, 230));
  const QString legend =
      tr("%1   origin %2, %3").arg(tile_).arg(t->origin.x, 0, 'g', 3).arg(t->origin.y, 0, 'g', 3);
  painter.drawText(QRectF(6, 4, width() - 12, 18), Qt::AlignLeft | Qt::AlignVCenter, legend);
}

void SpriteFrameView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !tile()) return QWidget::mousePressEvent(event);
  const QPointF at = event->position();
  dragSerial_ = document_->newMergeSerial();
  if (const auto origin = originPoint(); origin && distance(*origin, at) <= kGrabPixels) {
    drag_ = Drag::Origin;
    return;
  }
  const std::vector<sw::Polygon>* polygons = shapes();
  if (!polygons) return;
  for (std::size_t i = 0; i < polygons->size(); ++i)
    for (std::size_t p = 0; p < (*polygons)[i].size(); ++p)
      if (distance(toWidget((*polygons)[i][p]), at) <= kGrabPixels) {
        drag_ = Drag::Point;
        dragPolygon_ = picked_ = int(i);
        dragPoint_ = int(p);
        update();
        return;
      }
  // A click inside a polygon picks it (the last drawn is on top).
  for (int i = int(polygons->size()) - 1; i >= 0; --i)
    if (polygonPath((*polygons)[std::size_t(i)], [this](sw::Vec2 p) { return toWidget(p); }).contains(at)) {
      picked_ = i;
      update();
      return;
    }
  picked_ = -1;
  drag_ = Drag::Box;
  boxStart_ = boxEnd_ = snap(toLocal(at));
  update();
}

void SpriteFrameView::mouseMoveEvent(QMouseEvent* event) {
  const sw::TilesetTile* t = tile();
  const auto index = tileIndex();
  if (!t || !index || drag_ == Drag::None) return;
  const sw::Vec2 local = snap(toLocal(event->position()));
  QString why;
  if (drag_ == Drag::Origin) {
    const sw::Vec2 fraction{t->size.x > 0 ? local.x / t->size.x : 0.5,
                            t->size.y > 0 ? local.y / t->size.y : 0};
    setFrameOrigin(document_, tilesetIndex(), *index, fraction, dragSerial_, &why);
  } else if (drag_ == Drag::Point) {
    const std::vector<sw::Polygon>* polygons = shapes();
    if (!polygons || dragPolygon_ >= int(polygons->size())) return;
    std::vector<sw::Polygon> after = *polygons;
    sw::Polygon& polygon = after[std::size_t(dragPolygon_)];
    if (dragPoint_ >= int(polygon.size())) return;
    polygon[std::size_t(dragPoint_)] = local;
    setFrameShapes(document_, tilesetIndex(), *index, *toolShape(), std::move(after), dragSerial_,
                   tool_ == Tool::Hit ? tr("Move Hit Shape Point") : tr("Move Attack Shape Point"), &why);
  } else if (drag_ == Drag::Box) {
    boxEnd_ = local;
    update();
  }
  if (!why.isEmpty()) emit statusMessage(why);
}

void SpriteFrameView::mouseReleaseEvent(QMouseEvent* event) {
  const Drag drag = std::exchange(drag_, Drag::None);
  if (drag != Drag::Box) return QWidget::mouseReleaseEvent(event);
  const auto index = tileIndex();
  const std::vector<sw::Polygon>* polygons = shapes();
  boxEnd_ = snap(toLocal(event->position()));
  const QRectF box = QRectF(toWidget(boxStart_), toWidget(boxEnd_)).normalized();
  update();
  if (!index || !polygons || box.width() < kMinBoxPixels || box.height() < kMinBoxPixels) return;
  const double x0 = std::min(boxStart_.x, boxEnd_.x), x1 = std::max(boxStart_.x, boxEnd_.x);
  const double y0 = std::min(boxStart_.y, boxEnd_.y), y1 = std::max(boxStart_.y, boxEnd_.y);
  std::vector<sw::Polygon> after = *polygons;
  after.push_back({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});  // counter-clockwise, as shapes are written
  const int drawn = int(after.size()) - 1;
  QString why;
  if (setFrameShapes(document_, tilesetIndex(), *index, *toolShape(), std::move(after), 0,
                     tool_ == Tool::Hit ? tr("Draw Hit Box") : tr("Draw Attack Box"), &why))
    picked_ = drawn;
  else if (!why.isEmpty())
    emit statusMessage(why);
}

bool SpriteFrameView::deletePicked() {
  const std::vector<sw::Polygon>* polygons = shapes();
  const auto index = tileIndex();
  if (!polygons || !index || picked_ < 0 || picked_ >= int(polygons->size())) return false;
  std::vector<sw::Polygon> after = *polygons;
  after.erase(after.begin() + picked_);
  const bool done = setFrameShapes(document_, tilesetIndex(), *index, *toolShape(), std::move(after), 0,
                                   tool_ == Tool::Hit ? tr("Delete Hit Shape") : tr("Delete Attack Shape"));
  if (done) picked_ = -1;
  update();
  return done;
}

bool SpriteFrameView::event(QEvent* event) {
  // Delete removes the picked polygon here rather than the level selection (Edit > Delete).
  if (event->type() == QEvent::ShortcutOverride && picked_ >= 0) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
      event->accept();
      return true;
    }
  }
  return QWidget::event(event);
}

void SpriteFrameView::keyPressEvent(QKeyEvent* event) {
  if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && deletePicked()) return;
  QWidget::keyPressEvent(event);
}

}  // namespace sw::editor::sprite
