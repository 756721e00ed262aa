#include "ui/tileset/tile_palette.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <set>

#include "document/qt_strings.h"
#include "document/document.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "ui/tileset/collision_preset_menu.h"
#include "ui/tileset/tile_collision_overlay.h"

namespace sw::editor::tileset {

namespace {

// A light checkerboard behind tiles, so transparent pixels read as transparent.
QBrush checkerBrush() {
  static const QPixmap pixmap = [] {
    QPixmap p(16, 16);
    p.fill(QColor(0xe6, 0xe6, 0xe6));
    QPainter painter(&p);
    painter.fillRect(0, 0, 8, 8, QColor(0xc8, 0xc8, 0xc8));
    painter.fillRect(8, 8, 8, 8, QColor(0xc8, 0xc8, 0xc8));
    return p;
  }();
  return QBrush(pixmap);
}
}  // namespace

TilePalette::TilePalette(Document* document, QWidget* parent)
    : QAbstractScrollArea(parent), document_(document), store_(document->tilesets()) {
  setObjectName(QStringLiteral("tilePalette"));
  viewport()->setMouseTracking(false);
  viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
  horizontalScrollBar()->setSingleStep(16);
  verticalScrollBar()->setSingleStep(16);
  // Always there, so the width the tiles wrap at does not change with the content height
  // (a scroll bar coming and going could otherwise relayout back and forth).
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
  connect(store_, &TilesetStore::stampChanged, viewport(), qOverload<>(&QWidget::update));
  connect(store_, &TilesetStore::selectedTilesChanged, viewport(), qOverload<>(&QWidget::update));
  // The cache has dropped these already; painting reads them again.
  connect(store_, &TilesetStore::imagesChanged, viewport(), qOverload<>(&QWidget::update));
}

const sw::Tileset* TilePalette::tileset() const { return store_->find(tileset_.toStdString()); }

void TilePalette::setTileset(const QString& name) {
  tileset_ = name;
  band_.reset();
  pressAt_.reset();
  relayout();
}

void TilePalette::setNameFilter(const QString& text) {
  if (text == nameFilter_) return;
  nameFilter_ = text;
  relayout();
}

void TilePalette::setTypeFilter(std::optional<std::int64_t> typeId) {
  if (typeId == typeFilter_) return;
  typeFilter_ = typeId;
  relayout();
}

void TilePalette::setZoom(double zoom) {
  zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
  if (std::abs(zoom - zoom_) < 1e-9) return;
  zoom_ = zoom;
  relayout();
  emit zoomChanged(zoom_);
}

void TilePalette::relayout() {
  layout_ = {};
  if (const sw::Tileset* t = tileset()) {
    const int wrap = std::max(1, int(viewport()->width() / zoom_));
    if (nameFilter_.isEmpty() && !typeFilter_) {
      layout_ = layoutImages(*t, wrap);
    } else {
      std::vector<int> matching;
      for (int i = 0; i < int(t->tiles.size()); ++i)
        if (tileMatches(t->tiles[std::size_t(i)], nameFilter_, typeFilter_)) matching.push_back(i);
      layout_ = layoutFlow(*t, matching, wrap);
    }
  }
  updateScrollBars();
  viewport()->update();
}

void TilePalette::setShowCollision(bool show) {
  if (show == showCollision_) return;
  showCollision_ = show;
  viewport()->update();
}

QPainterPath TilePalette::collisionShape(const QString& tileName) const {
  const sw::Tileset* t = tileset();
  const auto index = t ? t->tileIndex(tileName.toStdString()) : std::nullopt;
  const int at = index ? layout_.indexOf(int(*index)) : -1;
  if (!showCollision_ || at < 0) return {};
  return collisionPath(t->tiles[*index], pictureRect(std::size_t(at)));
}

QStringList TilePalette::shownTiles() const {
  QStringList names;
  if (const sw::Tileset* t = tileset())
    for (int tile : layout_.tiles) names << qs(t->tiles[std::size_t(tile)].name);
  return names;
}

QRect TilePalette::tileRect(const QString& tileName) const {
  const sw::Tileset* t = tileset();
  if (!t) return {};
  const auto index = t->tileIndex(tileName.toStdString());
  if (!index) return {};
  const int at = layout_.indexOf(int(*index));
  return at < 0 ? QRect() : toViewport(layout_.rects[std::size_t(at)]);
}

QPoint TilePalette::contentOffset() const {
  return QPoint(horizontalScrollBar()->value(), verticalScrollBar()->value());
}

QRect TilePalette::toViewport(const QRect& r) const {
  // Edges are scaled (not the size), so neighbouring tiles stay seamless at any zoom.
  const int left = int(std::floor(r.left() * zoom_)), top = int(std::floor(r.top() * zoom_));
  const int right = int(std::floor((r.left() + r.width()) * zoom_)), bottom = int(std::floor((r.top() + r.height()) * zoom_));
  return QRect(QPoint(left, top), QPoint(std::max(left, right - 1), std::max(top, bottom - 1))).translated(-contentOffset());
}

QRect TilePalette::pictureRect(std::size_t shown) const {
  const sw::Tileset* t = tileset();
  if (layout_.flow && t)
    return toViewport(fitInCell(t->tiles[std::size_t(layout_.tiles[shown])], layout_.rects[shown]));
  return toViewport(layout_.rects[shown]);
}

QPoint TilePalette::toLayout(const QPoint& p) const {
  const QPoint content = p + contentOffset();
  return QPoint(int(std::floor(content.x() / zoom_)), int(std::floor(content.y() / zoom_)));
}

int TilePalette::tileAt(const QPoint& viewportPoint) const {
  const QPoint at = toLayout(viewportPoint);
  // The last drawn wins, as it is on top.
  for (std::size_t i = layout_.tiles.size(); i-- > 0;)
    if (layout_.rects[i].contains(at)) return layout_.tiles[i];
  return -1;
}

void TilePalette::updateScrollBars() {
  const QSize content(int(std::ceil(layout_.size.width() * zoom_)), int(std::ceil(layout_.size.height() * zoom_)));
  const QSize view = viewport()->size();
  horizontalScrollBar()->setPageStep(view.width());
  verticalScrollBar()->setPageStep(view.height());
  horizontalScrollBar()->setRange(0, std::max(0, content.width() - view.width()));
  verticalScrollBar()->setRange(0, std::max(0, content.height() - view.height()));
}

void TilePalette::resizeEvent(QResizeEvent* event) {
  QAbstractScrollArea::resizeEvent(event);
  relayout();  // image blocks and flow cells wrap at the width
}

void TilePalette::paintEvent(QPaintEvent* event) {
  QPainter painter(viewport());
  painter.fillRect(event->rect(), palette().color(QPalette::Mid));
  const sw::Tileset* t = tileset();
  if (!t) {
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
                     store_->count() ? tr("No readable tileset") : tr("The project has no tilesets.\nFile > Import Tileset..."));
    return;
  }
  // Pixel art stays crisp when enlarged; reductions are smoothed.
  painter.setRenderHint(QPainter::SmoothPixmapTransform, zoom_ < 1.0);
  TileImageCache* images = store_->images();
  QFont small = font();
  small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
  for (std::size_t i = 0; i < layout_.tiles.size(); ++i) {
    const auto& tile = t->tiles[std::size_t(layout_.tiles[i])];
    const QRect cell = toViewport(layout_.rects[i]);
    if (!cell.intersects(event->rect())) continue;
    if (layout_.flow) painter.fillRect(cell, palette().color(QPalette::Button));
    const QRect target = pictureRect(i);
    const QImage image = images->image(store_->imagePath(*t, tile.image));
    const QRect source(int(tile.x), int(tile.y), int(tile.width), int(tile.height));
    if (!image.isNull() && image.rect().contains(source)) {
      painter.fillRect(target, checkerBrush());
      painter.drawImage(target, image, source);
    } else {
      // Missing or too small image: the tile's name where its pixels would be.
      painter.fillRect(target, QColor(0xf3, 0xd9, 0xd9));
      painter.setPen(QPen(QColor(0xb0, 0x40, 0x40), 1, Qt::DashLine));
      painter.drawRect(target.adjusted(0, 0, -1, -1));
      painter.setFont(small);
      painter.setPen(QColor(0x70, 0x20, 0x20));
      painter.drawText(target.adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWrapAnywhere, qs(tile.name));
      painter.setFont(font());
    }
  }

  // Collision after every picture, so a neighbour drawn later does not cover an outline.
  if (showCollision_)
    for (std::size_t i = 0; i < layout_.tiles.size(); ++i) {
      const auto& tile = t->tiles[std::size_t(layout_.tiles[i])];
      if (tile.collision.empty()) continue;
      const QRect picture = pictureRect(i);
      if (picture.intersects(event->rect())) drawCollision(painter, collisionPath(tile, picture));
    }

  // The brush and the tiles in the grid.
  const auto& stamp = store_->stamp();
  std::set<std::string> inStamp;
  if (stamp.tileset == t->name)
    for (const auto& c : stamp.cells) inStamp.insert(c.tile);
  const bool gridHere = store_->selectedTileset() == qs(t->name);
  const QStringList gridTiles = gridHere ? store_->selectedTiles() : QStringList();
  painter.setRenderHint(QPainter::Antialiasing, false);
  for (std::size_t i = 0; i < layout_.tiles.size(); ++i) {
    const auto& tile = t->tiles[std::size_t(layout_.tiles[i])];
    const QRect r = toViewport(layout_.rects[i]);
    if (inStamp.count(tile.name)) {
      painter.fillRect(r, QColor(255, 150, 0, 70));
      painter.setPen(QPen(QColor(255, 140, 0), 2));
      painter.drawRect(r.adjusted(1, 1, -1, -1));
    }
    if (gridTiles.contains(qs(tile.name))) {
      painter.setPen(QPen(QColor(30, 110, 230), 1, Qt::DashLine));
      painter.drawRect(r.adjusted(0, 0, -1, -1));
    }
  }
  if (band_) {
    const QRect r = toViewport(band_->normalized());
    painter.fillRect(r, QColor(30, 110, 230, 50));
    painter.setPen(QPen(QColor(30, 110, 230), 1));
    painter.drawRect(r.adjusted(0, 0, -1, -1));
  }
}

void TilePalette::wheelEvent(QWheelEvent* event) {
  if (!(event->modifiers() & Qt::ControlModifier)) return QAbstractScrollArea::wheelEvent(event);
  // Zoom in steps of 2^(1/4) per notch, keeping the point under the mouse in place.
  const double notches = event->angleDelta().y() / 120.0;
  if (notches == 0) return;
  const QPoint mouse = event->position().toPoint();
  const QPointF layoutPoint = QPointF(mouse + contentOffset()) / zoom_;
  setZoom(zoom_ * std::pow(2.0, notches / 4.0));
  horizontalScrollBar()->setValue(int(layoutPoint.x() * zoom_) - mouse.x());
  verticalScrollBar()->setValue(int(layoutPoint.y() * zoom_) - mouse.y());
  event->accept();
}

void TilePalette::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !tileset()) return QAbstractScrollArea::mousePressEvent(event);
  pressAt_ = toLayout(event->position().toPoint());
  band_.reset();
  event->accept();
}

void TilePalette::mouseMoveEvent(QMouseEvent* event) {
  if (!pressAt_ || layout_.flow || (event->modifiers() & Qt::ControlModifier)) return;
  const QPoint at = toLayout(event->position().toPoint());
  if (!band_ && (at - *pressAt_).manhattanLength() * zoom_ < QApplication::startDragDistance()) return;
  band_ = QRect(*pressAt_, at).normalized();
  viewport()->update();
}

void TilePalette::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !pressAt_) return QAbstractScrollArea::mouseReleaseEvent(event);
  pressAt_.reset();
  if (band_) {
    const QRect area = *band_;
    band_.reset();
    pickBlock(area);
    viewport()->update();
    return;
  }
  const int tile = tileAt(event->position().toPoint());
  if (tile < 0) return;
  if (event->modifiers() & Qt::ControlModifier) toggle(tile);
  else pick(tile);
}

void TilePalette::pick(int tile) {
  const sw::Tileset* t = tileset();
  if (!t) return;
  TilesetStore::Stamp stamp;
  stamp.tileset = t->name;
  stamp.columns = stamp.rows = 1;
  stamp.cells.push_back({t->tiles[std::size_t(tile)].name, 0, 0, {}});
  store_->setStamp(std::move(stamp));
  store_->setSelectedTiles(qs(t->name), {qs(t->tiles[std::size_t(tile)].name)});
}

void TilePalette::toggle(int tile) {
  const sw::Tileset* t = tileset();
  if (!t) return;
  QStringList tiles = store_->selectedTileset() == qs(t->name) ? store_->selectedTiles() : QStringList();
  const QString name = qs(t->tiles[std::size_t(tile)].name);
  if (!tiles.removeOne(name)) tiles << name;
  store_->setSelectedTiles(qs(t->name), tiles);
}

void TilePalette::pickBlock(const QRect& area) {
  const sw::Tileset* t = tileset();
  if (!t) return;
  const std::vector<int> tiles = tilesInside(layout_, snapToTiles(layout_, area));
  if (tiles.empty()) return;  // a band over empty space changes nothing
  QStringList names;
  for (int tile : tiles) names << qs(t->tiles[std::size_t(tile)].name);
  store_->setStamp(stampOf(*t, layout_, tiles));
  store_->setSelectedTiles(qs(t->name), names);
}

void TilePalette::contextMenuEvent(QContextMenuEvent* event) {
  const sw::Tileset* t = tileset();
  if (!t) return;
  // Acting on the tile under the mouse, as the user expects, unless it is one of several picked.
  const int tile = tileAt(event->pos());
  if (tile >= 0) {
    const QString name = qs(t->tiles[std::size_t(tile)].name);
    if (store_->selectedTileset() != qs(t->name) || !store_->selectedTiles().contains(name))
      store_->setSelectedTiles(qs(t->name), {name});
  }
  QMenu* menu = makeCollisionMenu(document_, this, [this] { emit collisionPresetApplied(); });
  menu->setAttribute(Qt::WA_DeleteOnClose);
  menu->popup(event->globalPos());
  event->accept();
}

bool TilePalette::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const int tile = tileAt(help->pos());
    const sw::Tileset* t = tileset();
    if (tile < 0 || !t) {
      QToolTip::hideText();
      return true;
    }
    const auto& data = t->tiles[std::size_t(tile)];
    QToolTip::showText(help->globalPos(),
                       tr("%1\nType %2 \u00B7 %3\u00D7%4 px").arg(qs(data.name)).arg(data.typeId).arg(data.width).arg(data.height),
                       viewport());
    return true;
  }
  return QAbstractScrollArea::viewportEvent(event);
}

}  // namespace sw::editor::tileset
