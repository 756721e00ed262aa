#pragma once
// The path node tools: edit the control points of the one selected Path in the level
// viewport (DOMAIN.md, "Paths"). The viewport asks this tool first about every left press
// (viewport/viewport_gesture_handler.h); what it does not take goes on to the selection.
//
// Gestures while exactly one Path is selected:
//  - click a point: select it (Shift adds, Ctrl toggles); a rubber band over points selects
//    them (Shift adds, Ctrl toggles; a band over none of them selects objects as usual);
//  - drag a point: every selected point moves with it, ONE undo step per drag; the grabbed
//    point snaps to the grid while View > Snap to Grid is on (Ctrl held inverts it);
//  - drag a handle (Bezier paths): its partner follows the point's kind (smooth: opposite
//    direction, own length; symmetric: mirrored), one undo step per drag;
//  - Ctrl+click on the curve: insert a point there (the curve keeps its shape);
//  - Ctrl+click on empty space: append a point after the last one;
//  - Delete / Backspace while points are selected: remove them (not the path); a path keeps
//    at least 2 points, so a delete that would leave fewer is refused with a message in the Log;
//  - Esc during a drag: the drag is undone and leaves no step.
// Edit > Add Path (addPathAction) creates a 3-point path at the view centre, attached to
// the chain link under it, and selects it.
//
// Hit-testing and the edits are plain functions of a CameraController and the Document,
// so tests drive them without a window; every edit that changes points, handles and
// kinds together is one ChangeSetCommand.
#include <QObject>
#include <QPointF>
#include <optional>
#include <set>

#include "core/math.h"
#include "model/level/level_object.h"
#include "model/paths/path.h"
#include "ui/viewport/viewport_gesture_handler.h"

class QAction;

namespace sw::ui {
class LevelViewport;
class CameraController;
}  // namespace sw::ui

namespace sw::editor {

class Document;
class EditActions;

class PathEditTool : public QObject, public sw::ui::ViewportGestureHandler {
  Q_OBJECT
 public:
  // `viewport` and `editActions` may be nullptr (tests). The tool installs itself as the
  // viewport's gesture handler. The snap action is found by name ("snapToGridAction")
  // among `parent`'s children when a drag starts.
  PathEditTool(Document* document, sw::ui::LevelViewport* viewport, EditActions* editActions, QObject* parent);

  // Edit > Add Path; objectName "addPathAction".
  QAction* addPathAction() const { return addPath_; }

  // The one selected Path, or nullptr.
  sw::Path* editedPath() const;
  sw::Vec2 editedOrigin() const;  // absolute origin of its points
  const std::set<std::size_t>& selectedPoints() const { return points_; }
  void setSelectedPoints(std::set<std::size_t> points);

  // What is under a viewport pixel on the edited path.
  struct Hit {
    enum class Kind { None, Point, HandleIn, HandleOut, Segment };
    Kind kind = Kind::None;
    std::size_t index = 0;  // point index, or segment index for Segment
    double t = 0;           // Segment: curve parameter
  };
  Hit hitTest(const sw::ui::CameraController& camera, QPointF pixel) const;

  // Edits of the edited path, each one undo step. They return false (and say why in
  // `why`) when they cannot be made.
  bool insertPoint(std::size_t segment, double t);   // selects the new point
  bool appendPoint(sw::Vec2 absolute);               // selects the new point
  bool deleteSelectedPoints(QString* why = nullptr);
  // Adds a 3-point path centred at `centre` (absolute), attached to the link under it.
  void addPathAt(sw::Vec2 centre);

  // ViewportGestureHandler.
  bool press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void cancel() override;
  bool band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) override;
  bool wantsKey(const QKeyEvent* key) const override;
  bool key(QKeyEvent* key) override;

 signals:
  void message(const QString& text);

 private:
  enum class Drag { None, PendingPoints, Points, Handle };
  void pushEdit(const sw::Path& before, const sw::Path& after, const QString& text, int mergeSerial,
                const std::vector<std::string>& keys = {});
  void updateDisplay();
  void documentChanged();
  bool snapping(Qt::KeyboardModifiers modifiers) const;

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  EditActions* editActions_;
  QAction* addPath_;
  sw::ObjectId pathId_ = 0;  // the path the point selection belongs to
  std::set<std::size_t> points_;

  // The drag under way.
  Drag drag_ = Drag::None;
  QPointF pressPixel_;
  std::optional<sw::Vec2> pressPlane_;
  Hit grabbed_;
  std::optional<sw::Path> start_;  // the path as it was when the drag started
  int mergeSerial_ = 0;
  bool dragEdited_ = false;
};

}  // namespace sw::editor
