#pragma once
// The tile layer tools of the level viewport (issue #7: tile layers on chain tiles).
// Edit > Paint Tiles (B), Erase Tiles (E), Fill Tile Rectangle (R), Select Tiles (T):
// checkable, one at a time, exclusive with the other viewport modes (Add Nav Nodes, Add
// Path); checking the active one again (or Esc) turns it off.
//
// They work on the "current layer" of the chain link under the cursor: the layer named
// layerName() when the link has it, else its first layer; a link without layers gets one
// named layerName() on the first paint, in the same undo step.
//  - Paint: a click puts the brush (TilesetStore::stamp(), picked in the Tileset dock)
//    centred on the cursor; on the drop sw::placeGroup moves it to the nearest position
//    that overlaps nothing, next to its neighbours (DOMAIN.md "Placing tiles of varied
//    sizes"), snapping within half the smallest brush tile. Dragging paints more wherever
//    the cursor reaches a spot no tile covers.
//  - Erase: click or drag removes the tiles under the cursor.
//  - Fill rectangle: drag a rectangle; the brush is repeated over it (whole copies from its
//    lower-left corner), leaving out tiles that would overlap tiles already there.
//  - Select: click a tile (Shift adds, Ctrl toggles), or rubber-band; drag the selection to
//    move it as a group: it keeps its shape and snaps as one (placeGroup); Delete removes.
// Each gesture is one undo step: paint, erase and fill push TileStrokeCommand steps (only the
// tiles they change), select-drags and deletes EditTileLayerCommand, merged by a serial.
//
// Hit tests and edits are plain functions of play-plane points and the Document, so tests
// drive them without a window (pressAt / moveTo / releaseAt).
#include <QObject>
#include <QPointF>
#include <QSet>
#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/math.h"
#include "model/level/level_object.h"
#include "model/tiles/tile_layer.h"
#include "model/tiles/tile_placement.h"
#include "document/commands/tile_stroke_command.h"
#include "ui/tools/tile_brush.h"
#include "ui/viewport/viewport_gesture_handler.h"

class QAction;
class QActionGroup;

namespace sw::ui {
class LevelViewport;
class CameraController;
}  // namespace sw::ui

namespace sw::editor {

class Document;
class TileBrushPreview;

class TilePaintTool : public QObject, public sw::ui::ViewportGestureHandler {
  Q_OBJECT
 public:
  enum class Mode { Off, Paint, Erase, Fill, Select };

  // `viewport` and `next` may be nullptr (tests). With a viewport the tool installs itself
  // as its gesture handler and passes what it does not take to `next`.
  TilePaintTool(Document* document, sw::ui::LevelViewport* viewport, sw::ui::ViewportGestureHandler* next,
                QObject* parent);

  QAction* paintAction() const { return paint_; }    // objectName "paintTilesAction"
  QAction* eraseAction() const { return erase_; }    // "eraseTilesAction"
  QAction* fillAction() const { return fill_; }      // "fillTileRectAction"
  QList<QAction*> actions() const;
  // Checking one of `others` turns these tools off and the other way round.
  void setExclusiveWith(const QList<QAction*>& others);

  Mode mode() const;
  void setMode(Mode mode);
  QString layerName() const { return layerName_; }
  void setLayerName(const QString& name) { layerName_ = name; }

  // The brush as rectangles: each stamp cell's tile, its lower-left corner relative to the
  // brush's lower-left corner and its size (level units). Empty: no brush.
  using BrushTile = tile_brush::BrushTile;
  std::vector<BrushTile> brush() const;

  // Previews (absolute play-plane rectangles; drawn by TileBrushPreview while hovering
  // in Paint mode and while dragging a Fill rectangle). Where a Paint click at `point`
  // would put the brush tiles, after snapping (empty: no brush, no link or no free spot):
  std::vector<sw::TileRect> brushPreviewAt(sw::Vec2 point) const;
  // The rectangle the Fill drag under way covers (empty when none is under way).
  std::vector<sw::TileRect> fillPreview() const;

  // The chain link a play-plane point (absolute units) belongs to: the one whose camera
  // span passes nearest. 0 when the level has no chain.
  sw::ObjectId linkAt(sw::Vec2 point) const;

  // A gesture in absolute play-plane points (the viewport converts pixels on the current
  // layer's plane). Returns false when the tool does not take it (mode Off, or a Select
  // press on empty space, which the viewport turns into a rubber band).
  bool pressAt(sw::Vec2 point, Qt::KeyboardModifiers modifiers = {});
  void moveTo(sw::Vec2 point, Qt::KeyboardModifiers modifiers = {});
  void releaseAt(sw::Vec2 point, Qt::KeyboardModifiers modifiers = {});
  // Selects the current layer's tiles meeting the rectangle (absolute units).
  void selectInRect(sw::Vec2 a, sw::Vec2 b, Qt::KeyboardModifiers modifiers = {});
  // Removes the selected tiles (one undo step); false when none are selected.
  bool deleteSelected();

  sw::ObjectId selectedLink() const { return selLink_; }
  int selectedLayer() const { return selLayer_; }
  const QSet<int>& selectedTiles() const { return selTiles_; }
  void setSelection(sw::ObjectId link, int layer, const QSet<int>& tiles);

  // ViewportGestureHandler.
  bool press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void cancel() override;
  bool band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) override;
  bool wantsKey(const QKeyEvent* key) const override;
  bool key(QKeyEvent* key) override;
  void hover(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void hoverEnded() override;

 signals:
  void message(const QString& text);

 private:
  enum class Gesture { None, Passed, Paint, Erase, Fill, Move };
  sw::TileInstance* linkInstance(sw::ObjectId id) const;
  sw::Vec2 linkOrigin(sw::ObjectId id) const;
  // Index of the current layer of a link (its count when it has none yet).
  int currentLayer(const sw::TileInstance& link) const;
  // A pushed edit of the gesture's layer; false when it changed nothing.
  bool pushLayer(sw::TileLayer after, const QString& text);
  // A pushed step of a paint, erase or fill stroke (only the tiles it changes).
  bool pushStroke(TileStrokeCommand::Step step, const QString& text);
  // Pushes `command` named `text` when it `changes` something; the gesture's first push
  // is where its undo index starts.
  bool pushChange(std::unique_ptr<QUndoCommand> command, bool changes, const QString& text);
  // Indices of the gesture layer's tiles under a link-local point, ascending.
  std::vector<std::size_t> tilesAt(sw::Vec2 local) const;
  const sw::TileLayer* gestureLayer() const;
  bool paintAt(sw::Vec2 local, bool first);
  void showPreview(std::vector<sw::TileRect> rects, double layerZ, bool fill);
  void eraseAt(sw::Vec2 local);
  void fillTo(sw::Vec2 local);
  void dragTo(sw::Vec2 local);
  std::optional<sw::Vec2> planePoint(const sw::ui::CameraController& camera, QPointF pixel) const;
  void showSelection();
  void layersChanged();

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  sw::ui::ViewportGestureHandler* next_;
  QActionGroup* group_;
  QAction *paint_, *erase_, *fill_, *select_;
  QString layerName_ = QStringLiteral("tiles");

  // The gesture under way: its link, layer and merge serial.
  Gesture gesture_ = Gesture::None;
  sw::ObjectId link_ = 0;
  int layer_ = -1;
  int serial_ = 0;
  int pushedIndex_ = -1;  // undo stack index after the gesture's first push
  sw::Vec2 pressLocal_;
  sw::TileLayer base_;  // drag: the layer as the gesture found it
  std::size_t fillBase_ = 0;  // fill: tiles the layer had before the stroke (its own ones follow)
  tile_brush::BrushFill lastFill_;
  QSet<int> dragged_;
  sw::TileRect fillArea_{};                  // link-local, while a Fill drag is under way
  TileBrushPreview* preview_ = nullptr;  // with a viewport only

  // Selected tiles: indices into layer selLayer_ of link selLink_.
  sw::ObjectId selLink_ = 0;
  int selLayer_ = -1;
  QSet<int> selTiles_;
};

}  // namespace sw::editor
