#include "ui/tools/tile_paint_tool.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "document/document.h"
#include "document/commands/tile_layer_commands.h"
#include "document/commands/tile_stroke_command.h"
#include "document/stores/tileset_store.h"
#include "model/level/level.h"
#include "ui/tools/chain_link_lookup.h"
#include "ui/tools/tile_brush.h"
#include "ui/tools/tile_brush_preview.h"
#include "ui/viewport/level_viewport.h"
#include "view/camera_controller.h"

namespace sw::editor {
namespace {

struct TilePaintToolText {
  Q_DECLARE_TR_FUNCTIONS(TilePaintTool)
};

}  // namespace

using tile_brush::boundsOf;
using tile_brush::brushFill;
using tile_brush::BrushFill;
using tile_brush::brushFromStamp;
using tile_brush::dropBrush;
using tile_brush::rectOf;
using tile_brush::rectsNear;
using tile_brush::tileContains;
using tile_brush::fillTiles;
using tile_brush::refIn;

TilePaintTool::TilePaintTool(Document* document, sw::ui::LevelViewport* viewport, sw::ui::ViewportGestureHandler* next,
                             QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport), next_(next) {
  group_ = new QActionGroup(this);
  group_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
  auto make = [this](const QString& text, const char* name, Qt::Key shortcut, const QString& tip) {
    auto* action = new QAction(text, this);
    action->setObjectName(QLatin1String(name));
    action->setCheckable(true);
    action->setShortcut(shortcut);
    action->setToolTip(tip);
    group_->addAction(action);
    return action;
  };
  paint_ = make(TilePaintToolText::tr("&Paint Tiles"), "paintTilesAction", Qt::Key_B,
                TilePaintToolText::tr("Click or drag in the viewport to place the brush picked in the Tileset dock"));
  erase_ = make(TilePaintToolText::tr("&Erase Tiles"), "eraseTilesAction", Qt::Key_E,
                TilePaintToolText::tr("Click or drag over placed tiles to remove them"));
  fill_ = make(TilePaintToolText::tr("&Fill Tile Rectangle"), "fillTileRectAction", Qt::Key_R,
               TilePaintToolText::tr("Drag a rectangle to fill it with the brush"));
  select_ = make(TilePaintToolText::tr("Select &Tiles"), "selectTilesAction", Qt::Key_T,
                 TilePaintToolText::tr("Click or rubber-band placed tiles; drag them as a group; Delete removes them"));
  connect(group_, &QActionGroup::triggered, this, [this](QAction* action) {
    if (!action->isChecked()) return;
    if (action == paint_ && brush().empty())
      emit message(TilePaintToolText::tr("Paint Tiles: pick tiles in the Tileset dock first"));
    else
      emit message(action->toolTip());
  });

  connect(document_, &Document::tileLayersChanged, this, &TilePaintTool::layersChanged);
  connect(document_, &Document::structureChanged, this, &TilePaintTool::layersChanged);
  connect(document_, &Document::projectReset, this, [this] { setSelection(0, -1, {}); });
  connect(document_, &Document::levelSwitched, this, [this] { setSelection(0, -1, {}); });
  if (viewport_) {
    viewport_->setGestureHandler(this);
    preview_ = new TileBrushPreview(viewport_);
  }
  // The outline belongs to Paint and Fill: leaving them (or another tool) hides it.
  connect(group_, &QActionGroup::triggered, this, [this] {
    if (mode() != Mode::Paint) showPreview({}, 0, false);
  });
  for (QAction* action : actions())
    connect(action, &QAction::toggled, this, [this](bool on) {
      if (!on && mode() == Mode::Off) showPreview({}, 0, false);
    });
}

QList<QAction*> TilePaintTool::actions() const { return {paint_, erase_, fill_, select_}; }

void TilePaintTool::setExclusiveWith(const QList<QAction*>& others) {
  for (QAction* other : others) {
    if (!other || !other->isCheckable()) continue;
    connect(other, &QAction::toggled, this, [this](bool on) {
      if (on) setMode(Mode::Off);
    });
    for (QAction* mine : actions())
      connect(mine, &QAction::toggled, other, [other](bool on) {
        if (on) other->setChecked(false);
      });
  }
}

TilePaintTool::Mode TilePaintTool::mode() const {
  if (paint_->isChecked()) return Mode::Paint;
  if (erase_->isChecked()) return Mode::Erase;
  if (fill_->isChecked()) return Mode::Fill;
  if (select_->isChecked()) return Mode::Select;
  return Mode::Off;
}

void TilePaintTool::setMode(Mode mode) {
  paint_->setChecked(mode == Mode::Paint);
  erase_->setChecked(mode == Mode::Erase);
  fill_->setChecked(mode == Mode::Fill);
  select_->setChecked(mode == Mode::Select);
}

std::vector<TilePaintTool::BrushTile> TilePaintTool::brush() const {
  return brushFromStamp(*document_->tilesets());
}

sw::ObjectId TilePaintTool::linkAt(sw::Vec2 point) const {
  const sw::Level* level = document_->level();
  return level ? chainLinkNear(document_->project(), *level, point) : 0;
}

sw::TileInstance* TilePaintTool::linkInstance(sw::ObjectId id) const {
  const sw::Level* level = document_->level();
  return level && id ? sw::objectCast<sw::TileInstance*>(level->findById(id)) : nullptr;
}

sw::Vec2 TilePaintTool::linkOrigin(sw::ObjectId id) const {
  const sw::Level* level = document_->level();
  return level ? chainLinkOrigin(document_->project(), *level, id) : sw::Vec2{};
}

int TilePaintTool::currentLayer(const sw::TileInstance& link) const {
  const std::string name = layerName_.toStdString();
  for (std::size_t i = 0; i < link.tileLayers.size(); ++i)
    if (link.tileLayers[i].name == name) return int(i);
  return 0;  // the first layer; with none, 0 is the count: the first paint creates it
}

const sw::TileLayer* TilePaintTool::gestureLayer() const {
  const sw::TileInstance* link = linkInstance(link_);
  return link && layer_ >= 0 && std::size_t(layer_) < link->tileLayers.size() ? &link->tileLayers[std::size_t(layer_)]
                                                                              : nullptr;
}

bool TilePaintTool::pushLayer(sw::TileLayer after, const QString& text) {
  sw::Level* level = document_->editableLevel();
  if (!level || !link_) return false;
  auto command = std::make_unique<EditTileLayerCommand>(document_, level, link_, layer_, std::move(after), serial_);
  const bool changes = command->changesSomething();
  return pushChange(std::move(command), changes, text);
}

bool TilePaintTool::pushStroke(TileStrokeCommand::Step step, const QString& text) {
  sw::Level* level = document_->editableLevel();
  if (!level || !link_) return false;
  const std::string name = layerName_.isEmpty() ? std::string("tiles") : layerName_.toStdString();
  auto command = std::make_unique<TileStrokeCommand>(document_, level, link_, layer_, std::move(step), serial_, name);
  const bool changes = command->changesSomething();
  return pushChange(std::move(command), changes, text);
}

bool TilePaintTool::pushChange(std::unique_ptr<QUndoCommand> command, bool changes, const QString& text) {
  if (!changes) return false;
  command->setText(text);
  document_->undoStack()->push(command.release());
  if (pushedIndex_ < 0) pushedIndex_ = document_->undoStack()->index();
  return true;
}

std::vector<std::size_t> TilePaintTool::tilesAt(sw::Vec2 local) const {
  std::vector<std::size_t> hits;
  if (const sw::TileLayer* layer = gestureLayer())
    layer->tiles.forEachMeeting(local.x, local.y, local.x, local.y, [&](std::size_t i, const sw::PlacedTile& t) {
      if (tileContains(t, local)) hits.push_back(i);
      return true;
    });
  return hits;
}

bool TilePaintTool::pressAt(sw::Vec2 point, Qt::KeyboardModifiers modifiers) {
  const Mode current = mode();
  if (current == Mode::Off || !document_->level()) return false;
  showPreview({}, 0, false);  // the hover outline is stale once a gesture starts
  const sw::ObjectId linkId = linkAt(point);
  sw::TileInstance* link = linkInstance(linkId);
  if (!link) {
    emit message(TilePaintToolText::tr("Tile layers belong to chain links: append a tile to the chain first"));
    return current != Mode::Select;
  }
  link_ = linkId;
  layer_ = currentLayer(*link);
  serial_ = document_->newMergeSerial();
  pushedIndex_ = -1;
  const sw::Vec2 origin = linkOrigin(linkId);
  const sw::Vec2 local{point.x - origin.x, point.y - origin.y};
  pressLocal_ = local;
  switch (current) {
    case Mode::Paint:
      if (brush().empty()) {
        emit message(TilePaintToolText::tr("Paint Tiles: pick tiles in the Tileset dock first"));
        gesture_ = Gesture::None;
        return true;
      }
      gesture_ = Gesture::Paint;
      paintAt(local, true);
      return true;
    case Mode::Erase:
      gesture_ = Gesture::Erase;
      eraseAt(local);
      return true;
    case Mode::Fill:
      if (brush().empty()) {
        emit message(TilePaintToolText::tr("Fill Tile Rectangle: pick tiles in the Tileset dock first"));
        gesture_ = Gesture::None;
        return true;
      }
      gesture_ = Gesture::Fill;
      fillBase_ = gestureLayer() ? gestureLayer()->tiles.size() : 0;
      lastFill_ = {};
      fillTo(local);
      return true;
    case Mode::Select: {
      const sw::TileLayer* layer = gestureLayer();
      const std::vector<std::size_t> hits = tilesAt(local);
      const int hit = hits.empty() ? -1 : int(hits.back());  // topmost: later tiles draw on top
      const bool sameLayer = selLink_ == link_ && selLayer_ == layer_;
      QSet<int> selection = sameLayer ? selTiles_ : QSet<int>{};
      if (hit < 0) {
        // Empty space: the viewport draws a rubber band; a plain click clears.
        if (!(modifiers & (Qt::ShiftModifier | Qt::ControlModifier))) setSelection(0, -1, {});
        gesture_ = Gesture::None;
        return false;
      }
      if (modifiers & Qt::ControlModifier) {
        if (selection.contains(hit))
          selection.remove(hit);
        else
          selection.insert(hit);
      } else if (modifiers & Qt::ShiftModifier) {
        selection.insert(hit);
      } else if (!selection.contains(hit)) {
        selection = {hit};
      }
      setSelection(link_, layer_, selection);
      gesture_ = selection.contains(hit) ? Gesture::Move : Gesture::None;
      base_ = *layer;
      dragged_ = selection;
      return true;
    }
    case Mode::Off:
      break;
  }
  return false;
}

void TilePaintTool::moveTo(sw::Vec2 point, Qt::KeyboardModifiers) {
  if (gesture_ == Gesture::None || gesture_ == Gesture::Passed) return;
  const sw::Vec2 origin = linkOrigin(link_);
  const sw::Vec2 local{point.x - origin.x, point.y - origin.y};
  switch (gesture_) {
    case Gesture::Paint:
      paintAt(local, false);
      break;
    case Gesture::Erase:
      eraseAt(local);
      break;
    case Gesture::Fill:
      fillTo(local);
      break;
    case Gesture::Move:
      dragTo(local);
      break;
    default:
      break;
  }
}

void TilePaintTool::releaseAt(sw::Vec2 point, Qt::KeyboardModifiers modifiers) {
  moveTo(point, modifiers);
  if (gesture_ == Gesture::Fill) showPreview({}, 0, false);
  gesture_ = Gesture::None;
  serial_ = 0;  // the next gesture is its own undo step
}

bool TilePaintTool::paintAt(sw::Vec2 local, bool first) {
  const std::vector<BrushTile> tiles = brush();
  if (tiles.empty()) return false;
  const sw::TileLayer* current = gestureLayer();
  // A drag paints only where the cursor reaches uncovered ground, so a stroke lays a row
  // of brushes instead of piling them up around the cursor.
  if (!first && current && !tilesAt(local).empty()) return false;
  const std::vector<sw::TileRect> dropped = dropBrush(tiles, current, local);
  if (dropped.empty()) return false;
  // Only the new tiles go into the command (tile_stroke_command.h), never a layer copy.
  TileStrokeCommand::Step step;
  if (current) step.palette = current->palette;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    sw::PlacedTile placed;
    placed.ref = refIn(step.palette, tiles[i].tileset, tiles[i].tile);
    placed.position = dropped[i].min;
    placed.size = tiles[i].size;
    step.append.push_back(placed);
  }
  return pushStroke(std::move(step), TilePaintToolText::tr("Paint Tiles"));
}

std::vector<sw::TileRect> TilePaintTool::brushPreviewAt(sw::Vec2 point) const {
  const std::vector<BrushTile> tiles = brush();
  const sw::ObjectId linkId = linkAt(point);
  const sw::TileInstance* link = linkInstance(linkId);
  if (tiles.empty() || !link) return {};
  const int index = currentLayer(*link);
  const sw::TileLayer* layer = std::size_t(index) < link->tileLayers.size() ? &link->tileLayers[std::size_t(index)]
                                                                              : nullptr;
  const sw::Vec2 origin = linkOrigin(linkId);
  std::vector<sw::TileRect> rects = dropBrush(tiles, layer, {point.x - origin.x, point.y - origin.y});
  for (auto& rect : rects) rect.min = {rect.min.x + origin.x, rect.min.y + origin.y};
  return rects;
}

std::vector<sw::TileRect> TilePaintTool::fillPreview() const {
  if (gesture_ != Gesture::Fill) return {};
  const sw::Vec2 origin = linkOrigin(link_);
  return {{{fillArea_.min.x + origin.x, fillArea_.min.y + origin.y}, fillArea_.size}};
}

void TilePaintTool::showPreview(std::vector<sw::TileRect> rects, double layerZ, bool fill) {
  if (preview_) preview_->show(rects, layerZ, fill);
}

void TilePaintTool::eraseAt(sw::Vec2 local) {
  const sw::TileLayer* current = gestureLayer();
  if (!current) return;
  TileStrokeCommand::Step step;
  step.erase = tilesAt(local);
  if (step.erase.empty()) return;
  step.palette = current->palette;
  // Indices move: a selection in this layer no longer means the same tiles.
  if (selLink_ == link_ && selLayer_ == layer_) setSelection(0, -1, {});
  pushStroke(std::move(step), TilePaintToolText::tr("Erase Tiles"));
}

void TilePaintTool::fillTo(sw::Vec2 local) {
  const std::vector<BrushTile> tiles = brush();
  if (tiles.empty()) return;
  const BrushFill fill = brushFill(tiles, pressLocal_, local);
  fillArea_ = fill.area;
  if (preview_) {
    const sw::TileLayer* layer = gestureLayer();
    showPreview(fillPreview(), layer ? layer->z : 0.0, true);
  }
  if (fill.area.min == lastFill_.area.min && fill.columns == lastFill_.columns && fill.rows == lastFill_.rows &&
      fill.brushSize == lastFill_.brushSize)
    return;  // still inside the same brush copy: nothing changes
  lastFill_ = fill;
  // The rectangle grows and shrinks during the drag: each step takes out the tiles the
  // stroke added so far (the layer's tail past fillBase_) and adds the new rectangle's.
  const sw::TileLayer* layer = gestureLayer();
  TileStrokeCommand::Step step;
  if (layer) {
    step.palette = layer->palette;
    for (std::size_t i = fillBase_; i < layer->tiles.size(); ++i) step.erase.push_back(i);
    step.append = fillTiles(*layer, fillBase_, step.palette, tiles, fill);
  } else {
    step.append = fillTiles(sw::TileLayer{}, 0, step.palette, tiles, fill);
  }
  pushStroke(std::move(step), TilePaintToolText::tr("Fill Tile Rectangle"));
}

void TilePaintTool::dragTo(sw::Vec2 local) {
  if (dragged_.isEmpty()) return;
  const sw::Vec2 delta{local.x - pressLocal_.x, local.y - pressLocal_.y};
  if (delta.x == 0 && delta.y == 0) {  // a click, or back to the start: nothing moves
    pushLayer(base_, TilePaintToolText::tr("Move Tiles"));
    return;
  }
  std::vector<sw::TileRect> dropped;
  double smallest = std::numeric_limits<double>::max();
  for (int i : dragged_) {
    if (i < 0 || std::size_t(i) >= base_.tiles.size()) return;
    const sw::PlacedTile& t = base_.tiles[std::size_t(i)];
    dropped.push_back({{t.position.x + delta.x, t.position.y + delta.y}, t.size});
    smallest = std::min({smallest, t.size.x, t.size.y});
  }
  const double radius = smallest / 2;
  const sw::TileRect reach = boundsOf(dropped, radius + std::max(boundsOf(dropped, 0).size.x, boundsOf(dropped, 0).size.y));
  const sw::Placement placement = sw::placeGroup(rectsNear(base_.tiles, reach, dragged_), dropped, radius);
  // No free spot nearby: the group follows the cursor unsnapped (the next move may find one).
  const sw::Vec2 offset = placement.free ? placement.offset : sw::Vec2{};
  sw::TileLayer after = base_;
  for (int i : dragged_) {
    sw::PlacedTile& t = after.tiles[std::size_t(i)];
    t.position = {t.position.x + delta.x + offset.x, t.position.y + delta.y + offset.y};
  }
  pushLayer(std::move(after), TilePaintToolText::tr("Move Tiles"));
}

void TilePaintTool::selectInRect(sw::Vec2 a, sw::Vec2 b, Qt::KeyboardModifiers modifiers) {
  const sw::Vec2 centre{(a.x + b.x) / 2, (a.y + b.y) / 2};
  const sw::ObjectId linkId = linkAt(centre);
  const sw::TileInstance* link = linkInstance(linkId);
  if (!link) return;
  const int layerIndex = currentLayer(*link);
  if (std::size_t(layerIndex) >= link->tileLayers.size()) return;
  const sw::TileLayer& layer = link->tileLayers[std::size_t(layerIndex)];
  const sw::Vec2 origin = linkOrigin(linkId);
  const sw::TileRect band{{std::min(a.x, b.x) - origin.x, std::min(a.y, b.y) - origin.y},
                          {std::abs(a.x - b.x), std::abs(a.y - b.y)}};
  QSet<int> selection;
  if ((modifiers & (Qt::ShiftModifier | Qt::ControlModifier)) && selLink_ == linkId && selLayer_ == layerIndex)
    selection = selTiles_;
  layer.tiles.forEachMeeting(band.min.x, band.min.y, band.max().x, band.max().y,
                             [&](std::size_t i, const sw::PlacedTile& tile) {
                               if (!sw::overlaps(rectOf(tile), band)) return true;
                               if ((modifiers & Qt::ControlModifier) && selection.contains(int(i)))
                                 selection.remove(int(i));
                               else
                                 selection.insert(int(i));
                               return true;
                             });
  setSelection(linkId, layerIndex, selection);
}

bool TilePaintTool::deleteSelected() {
  if (selTiles_.isEmpty()) return false;
  link_ = selLink_;
  layer_ = selLayer_;
  const sw::TileLayer* current = gestureLayer();
  if (!current) return false;
  sw::TileLayer after;
  after.name = current->name;
  after.z = current->z;
  after.palette = current->palette;
  after.tiles.reserve(current->tiles.size());
  for (std::size_t i = 0; i < current->tiles.size(); ++i)
    if (!selTiles_.contains(int(i))) after.tiles.push_back(current->tiles[i]);
  const int count = int(selTiles_.size());
  serial_ = 0;
  pushedIndex_ = -1;
  setSelection(0, -1, {});
  return pushLayer(std::move(after), TilePaintToolText::tr("Delete %n Tile(s)", nullptr, count));
}

void TilePaintTool::setSelection(sw::ObjectId link, int layer, const QSet<int>& tiles) {
  if (tiles.isEmpty()) link = 0, layer = -1;
  selLink_ = link;
  selLayer_ = layer;
  selTiles_ = tiles;
  showSelection();
}

void TilePaintTool::showSelection() {
  if (viewport_) viewport_->setTileSelection(selLink_, selLayer_, selTiles_);
}

void TilePaintTool::layersChanged() {
  // An undo or another edit may have shortened the layer: drop indices that are gone.
  if (selTiles_.isEmpty() || gesture_ == Gesture::Move) return;
  const sw::TileInstance* link = linkInstance(selLink_);
  const std::size_t count = link && std::size_t(selLayer_) < link->tileLayers.size()
                                ? link->tileLayers[std::size_t(selLayer_)].tiles.size()
                                : 0;
  QSet<int> kept;
  for (int i : selTiles_)
    if (i >= 0 && std::size_t(i) < count) kept.insert(i);
  if (kept != selTiles_) setSelection(selLink_, selLayer_, kept);
}

std::optional<sw::Vec2> TilePaintTool::planePoint(const sw::ui::CameraController& camera, QPointF pixel) const {
  QVector3D hit;
  if (!camera.pointOnPlane(pixel, 0.0, &hit)) return std::nullopt;
  // On the plane of the layer being worked on (it may lie in front of or behind play).
  double z = 0;
  if (gesture_ != Gesture::None && gesture_ != Gesture::Passed) {
    if (const sw::TileLayer* layer = gestureLayer()) z = layer->z;
  } else if (const sw::TileInstance* link = linkInstance(linkAt({hit.x(), hit.y()}))) {
    const int index = currentLayer(*link);
    if (std::size_t(index) < link->tileLayers.size()) z = link->tileLayers[std::size_t(index)].z;
  }
  if (z != 0 && !camera.pointOnPlane(pixel, -z, &hit)) return std::nullopt;
  return sw::Vec2{hit.x(), hit.y()};
}

bool TilePaintTool::press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (mode() != Mode::Off) {
    const auto point = planePoint(camera, pixel);
    if (point && pressAt(*point, modifiers)) return true;
    if (mode() == Mode::Select) return false;  // a rubber band of tiles
    if (point) return false;
  }
  if (next_ && next_->press(camera, pixel, modifiers)) {
    gesture_ = Gesture::Passed;
    return true;
  }
  return false;
}

void TilePaintTool::move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (gesture_ == Gesture::Passed) {
    if (next_) next_->move(camera, pixel, modifiers);
    return;
  }
  if (const auto point = planePoint(camera, pixel)) moveTo(*point, modifiers);
}

void TilePaintTool::release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (gesture_ == Gesture::Passed) {
    gesture_ = Gesture::None;
    if (next_) next_->release(camera, pixel, modifiers);
    return;
  }
  if (const auto point = planePoint(camera, pixel))
    releaseAt(*point, modifiers);
  else
    gesture_ = Gesture::None;
}

void TilePaintTool::cancel() {
  if (gesture_ == Gesture::Passed) {
    if (next_) next_->cancel();
  } else if (gesture_ != Gesture::None && pushedIndex_ >= 0 && document_->undoStack()->index() == pushedIndex_) {
    document_->undoStack()->undo();  // the gesture's one merged step
  }
  showPreview({}, 0, false);
  gesture_ = Gesture::None;
  serial_ = 0;
}

bool TilePaintTool::band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) {
  if (mode() == Mode::Select) {
    QVector3D a, b;
    if (camera.pointOnPlane(band.topLeft(), 0.0, &a) && camera.pointOnPlane(band.bottomRight(), 0.0, &b))
      selectInRect({a.x(), a.y()}, {b.x(), b.y()}, modifiers);
    return true;
  }
  return next_ && next_->band(camera, band, modifiers);
}

bool TilePaintTool::wantsKey(const QKeyEvent* key) const {
  const bool deleting = (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && !selTiles_.isEmpty() &&
                        mode() == Mode::Select;
  const bool leaving = key->key() == Qt::Key_Escape && mode() != Mode::Off && gesture_ == Gesture::None;
  return deleting || leaving || (next_ && next_->wantsKey(key));
}

bool TilePaintTool::key(QKeyEvent* key) {
  if ((key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && mode() == Mode::Select &&
      !selTiles_.isEmpty())
    return deleteSelected();
  if (key->key() == Qt::Key_Escape && mode() != Mode::Off && gesture_ == Gesture::None) {
    setMode(Mode::Off);
    setSelection(0, -1, {});
    return true;
  }
  return next_ && next_->key(key);
}

void TilePaintTool::hover(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  std::vector<sw::TileRect> rects;
  double z = 0;
  if (mode() == Mode::Paint)
    if (const auto point = planePoint(camera, pixel)) {
      rects = brushPreviewAt(*point);
      if (const sw::TileInstance* link = linkInstance(linkAt(*point))) {
        const int index = currentLayer(*link);
        if (std::size_t(index) < link->tileLayers.size()) z = link->tileLayers[std::size_t(index)].z;
      }
    }
  showPreview(std::move(rects), z, false);
  if (next_) next_->hover(camera, pixel, modifiers);
}

void TilePaintTool::hoverEnded() {
  if (gesture_ != Gesture::Fill) showPreview({}, 0, false);
  if (next_) next_->hoverEnded();
}

}  // namespace sw::editor
