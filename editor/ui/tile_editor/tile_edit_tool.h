#pragma once
// The Tile Editor's mouse and key logic, without widgets: hit tests, selection of
// collision vertices and camera markers, drags, vertex insertion and deletion, the
// Draw Polygon mode, and turning each finished gesture into ONE undo step through
// makeTileDefEdit. The view (tile_editor_view.h) feeds it events in play-plane and pixel
// coordinates and draws shape(), selection(), draft() and band(); tests drive it directly.
//
// A drag edits a working copy (shape()) and reaches the document only on release, so
// the whole drag is one command however many properties it touches, and an invalid
// result (a polygon crossing itself) is refused once, with the reason in the Log and in
// statusMessage(), and the shape snaps back.
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/math.h"
#include "core/value.h"
#include "ui/tile_editor/tile_shape.h"

namespace sw::editor {

class Document;

class TileEditTool : public QObject {
  Q_OBJECT
 public:
  enum class Mode { Select, DrawPolygon };
  // Play plane to viewport pixels: pick radii and rubber bands are in pixels.
  using Projector = std::function<QPointF(sw::Vec2)>;

  static constexpr double kSnapStep = 0.5;
  static constexpr double kHandlePickPixels = 8.0;
  static constexpr double kEdgePickPixels = 6.0;
  static constexpr double kDragStartPixels = 4.0;

  explicit TileEditTool(Document* document, QObject* parent = nullptr);

  // The definition edited: follows Document::currentTileDef when one is picked and keeps
  // the last one while the current one is cleared (selecting level objects clears it).
  sw::TileDef* tileDef() const { return def_; }
  void setTileDef(sw::TileDef* def);
  // Reads the definition again (after an edit, undo or redo); keeps the selection that
  // still exists and ends a gesture under way.
  void reload();

  void setProjector(Projector projector) { projector_ = std::move(projector); }
  void setSnapToGrid(bool on);
  bool snapToGrid() const { return snap_; }
  Mode mode() const { return mode_; }
  void setMode(Mode mode);

  // What to draw.
  const TileShape& shape() const { return shape_; }
  const std::set<TileHandle>& selection() const { return selection_; }
  void setSelection(const std::set<TileHandle>& selection);
  const std::vector<sw::Vec2>& draft() const { return draft_; }
  std::optional<sw::Vec2> hoverPoint() const { return hover_; }
  bool bandVisible() const { return gesture_ == Gesture::Band; }
  QRectF band() const { return QRectF(pressPixel_, lastPixel_).normalized(); }
  bool isDragging() const { return gesture_ == Gesture::Drag; }
  // Why the drag's current shape would be refused (a polygon crossing itself), or empty.
  QString dragProblem() const { return dragProblem_; }
  // Which polygon breaks the drag's shape, -1 when none.
  int brokenPolygon() const { return brokenPolygon_; }

  // Hit tests in pixels. Camera markers win over vertices; the nearest wins.
  std::optional<TileHandle> handleAt(QPointF pixel) const;
  struct EdgeHit {
    int polygon = -1;
    int insertIndex = -1;  // the new vertex's index in its polygon
    sw::Vec2 point;        // on the edge (snapped when snapping)
  };
  std::optional<EdgeHit> edgeAt(QPointF pixel) const;
  // The polygon containing a play-plane point (even-odd, so concave ones work), -1 none.
  int polygonAt(sw::Vec2 plane) const;
  // Where an intermediate camera point near `pixel` would go (its index in cameraPoints),
  // when the pixel lies on the camera path.
  std::optional<int> cameraSegmentAt(QPointF pixel) const;

  // Mouse gestures of the left button and keys. Return whether the event was used.
  void press(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers);
  void move(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers);
  void release(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers);
  void doubleClick(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers);
  bool key(int key, Qt::KeyboardModifiers modifiers);
  // Ends a drag or rubber band without an edit (Esc, focus lost).
  bool cancelGesture();

  // Edits; each is one undo step. False when nothing changed or the edit was refused.
  bool deleteSelection();
  bool deletePolygon(int polygon);
  bool insertVertex(const EdgeHit& hit);
  bool addCameraPoint(sw::Vec2 at);  // on the path segment nearest to it
  bool removeCameraPoint(int index);
  // Draw Polygon mode: adds a point, closes the draft into a new polygon, drops it.
  void addDraftPoint(sw::Vec2 at);
  bool closeDraft();
  void cancelDraft();

 signals:
  void changed();  // shape, selection, draft or band: redraw
  void modeChanged(sw::editor::TileEditTool::Mode mode);
  void statusMessage(const QString& message);

 private:
  enum class Gesture { None, PendingHandle, PendingEmpty, Drag, Band, Canceled };

  QPointF toPixel(sw::Vec2 p) const;
  sw::Vec2 snapped(sw::Vec2 p) const;
  // Pushes the difference between `next` and the definition as one undo step, or logs
  // why it is refused and snaps the working copy back.
  bool commit(const TileShape& next, const QString& text);
  void updateDrag(sw::Vec2 plane);
  void selectBand(Qt::KeyboardModifiers modifiers);
  void selectPolygon(int polygon, Qt::KeyboardModifiers modifiers);
  bool knows(const sw::TileDef* def) const;

  Document* document_;
  sw::TileDef* def_ = nullptr;
  TileShape shape_;       // what is drawn: the definition, or the drag's preview
  TileShape dragStart_;   // the shape when the drag began
  std::set<TileHandle> selection_;
  std::vector<sw::Vec2> draft_;
  std::optional<sw::Vec2> hover_;
  Mode mode_ = Mode::Select;
  bool snap_ = false;
  Projector projector_;

  Gesture gesture_ = Gesture::None;
  std::optional<TileHandle> grabbed_;
  sw::Vec2 pressPlane_;
  QPointF pressPixel_, lastPixel_;
  Qt::KeyboardModifiers pressModifiers_;
  QString dragProblem_;
  int brokenPolygon_ = -1;
};

}  // namespace sw::editor
