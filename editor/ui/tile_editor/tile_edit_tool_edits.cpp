// TileEditTool's edits: each change of the working copy becomes one undo step on the
// tile definition (or is refused, with the reason logged, and the shape snaps back).
#include <QCoreApplication>
#include <QUndoCommand>
#include <memory>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "model/tiles/tile_def.h"
#include "ui/tile_editor/pick_geometry.h"
#include "ui/tile_editor/tile_edit_tool.h"

namespace sw::editor {
namespace {

struct TileEditToolEditsText {
  Q_DECLARE_TR_FUNCTIONS(TileEditTool)
};

}  // namespace

using tile_pick::segmentDistance;

bool TileEditTool::commit(const TileShape& next, const QString& text) {
  if (!def_) return false;
  struct Change {
    const char* key;
    sw::Value value;
  };
  std::vector<Change> changes;
  if (next.collision != def_->collision) changes.push_back({"collision", next.collision});
  if (next.entry != def_->cameraEntry) changes.push_back({"cameraEntry", next.entry});
  if (next.exit != def_->cameraExit) changes.push_back({"cameraExit", next.exit});
  if (next.cameraPoints != def_->cameraPoints) changes.push_back({"cameraPoints", next.cameraPoints});
  if (changes.empty()) return false;

  // Every property is checked before anything is pushed: a refused part refuses all.
  const int serial = document_->newMergeSerial();
  std::vector<std::unique_ptr<QUndoCommand>> commands;
  for (const Change& change : changes) {
    QString why;
    std::unique_ptr<QUndoCommand> command(
        makeSetProperty(document_, {def_}, change.key, {change.value}, serial, &why));
    if (!command) {
      const QString message = TileEditToolEditsText::tr("Tile %1: %2").arg(QString::fromStdString(def_->name), why);
      document_->log()->add(LogEntry::Severity::Warning, message, document_->projectFile(),
                            QStringLiteral("tile \"%1\"").arg(QString::fromStdString(def_->name)));
      shape_ = TileShape::of(*def_);
      emit statusMessage(message);
      emit changed();
      return false;
    }
    commands.push_back(std::move(command));
  }
  QUndoStack* stack = document_->undoStack();
  if (commands.size() > 1) stack->beginMacro(text);
  for (auto& command : commands) {
    if (commands.size() == 1) command->setText(text);
    stack->push(command.release());
  }
  if (commands.size() > 1) stack->endMacro();
  emit statusMessage(QString());
  reload();  // a push that changed nothing sends no signal
  return true;
}

bool TileEditTool::deleteSelection() {
  if (!def_ || selection_.empty()) return false;
  TileShape next = shape_;
  int removedPolygons = 0, removedVertices = 0, removedPoints = 0;
  // From the back, so the indices still to remove stay valid.
  for (auto it = selection_.rbegin(); it != selection_.rend(); ++it) {
    if (it->kind == TileHandle::Kind::Vertex && next.has(*it)) {
      auto& polygon = next.collision[it->polygon];
      polygon.erase(polygon.begin() + it->index);
      ++removedVertices;
    } else if (it->kind == TileHandle::Kind::CameraPoint && next.has(*it)) {
      next.cameraPoints.erase(next.cameraPoints.begin() + it->index);
      ++removedPoints;
    }
  }
  // A wall needs three corners: what is left of a polygon with fewer goes with them.
  for (int p = int(next.collision.size()) - 1; p >= 0; --p)
    if (next.collision[p].size() < 3) {
      next.collision.erase(next.collision.begin() + p);
      ++removedPolygons;
    }
  if (removedVertices + removedPoints == 0) {
    emit statusMessage(TileEditToolEditsText::tr("The camera entry and exit cannot be deleted; move them instead."));
    return false;
  }
  const QString name = QString::fromStdString(def_->name);
  const QString text =
      removedPolygons   ? TileEditToolEditsText::tr("Delete %n polygon(s) of tile %1", nullptr, removedPolygons).arg(name)
      : removedVertices ? TileEditToolEditsText::tr("Delete %n vertex(es) of tile %1", nullptr, removedVertices).arg(name)
                        : TileEditToolEditsText::tr("Delete %n camera point(s) of tile %1", nullptr, removedPoints).arg(name);
  const std::set<TileHandle> before = selection_;
  selection_.clear();
  if (commit(next, text)) return true;
  selection_ = before;
  emit changed();
  return false;
}

bool TileEditTool::deletePolygon(int polygon) {
  if (!def_ || polygon < 0 || polygon >= int(shape_.collision.size())) return false;
  TileShape next = shape_;
  next.collision.erase(next.collision.begin() + polygon);
  selection_.clear();
  return commit(
      next,
      TileEditToolEditsText::tr("Delete polygon %1 of tile %2").arg(polygon + 1).arg(QString::fromStdString(def_->name)));
}

bool TileEditTool::insertVertex(const EdgeHit& hit) {
  if (!def_ || hit.polygon < 0 || hit.polygon >= int(shape_.collision.size())) return false;
  TileShape next = shape_;
  auto& polygon = next.collision[hit.polygon];
  if (hit.insertIndex < 0 || hit.insertIndex > int(polygon.size())) return false;
  polygon.insert(polygon.begin() + hit.insertIndex, hit.point);
  const std::set<TileHandle> before = selection_;
  selection_ = {TileHandle::vertex(hit.polygon, hit.insertIndex)};
  if (commit(next, TileEditToolEditsText::tr("Insert a vertex in tile %1").arg(QString::fromStdString(def_->name))))
    return true;
  selection_ = before;
  emit changed();
  return false;
}

bool TileEditTool::addCameraPoint(sw::Vec2 at) {
  if (!def_) return false;
  at = snapped(at);
  // The segment of the path nearest to the point (in the plane) decides where it goes.
  const std::vector<sw::Vec2> path = shape_.cameraPath();
  int bestSegment = 0;
  double bestDistance = 1e300;
  for (int i = 0; i + 1 < int(path.size()); ++i) {
    const QPointF a(path[i].x, path[i].y), b(path[i + 1].x, path[i + 1].y);
    const double d = segmentDistance(QPointF(at.x, at.y), a, b, nullptr);
    if (d < bestDistance) {
      bestDistance = d;
      bestSegment = i;
    }
  }
  TileShape next = shape_;
  next.cameraPoints.insert(next.cameraPoints.begin() + bestSegment, at);
  selection_ = {TileHandle::cameraPoint(bestSegment)};
  return commit(next, TileEditToolEditsText::tr("Add a camera point to tile %1").arg(QString::fromStdString(def_->name)));
}

bool TileEditTool::removeCameraPoint(int index) {
  if (!def_ || index < 0 || index >= int(shape_.cameraPoints.size())) return false;
  TileShape next = shape_;
  next.cameraPoints.erase(next.cameraPoints.begin() + index);
  selection_.clear();
  return commit(next, TileEditToolEditsText::tr("Remove a camera point of tile %1").arg(QString::fromStdString(def_->name)));
}

void TileEditTool::addDraftPoint(sw::Vec2 at) {
  draft_.push_back(snapped(at));
  hover_ = draft_.back();
  emit changed();
}

bool TileEditTool::closeDraft() {
  if (!def_) return false;
  if (draft_.size() < 3) {
    emit statusMessage(TileEditToolEditsText::tr("A polygon needs at least three points."));
    return false;
  }
  TileShape next = shape_;
  next.collision.push_back(draft_);
  const int index = int(next.collision.size()) - 1;
  if (!commit(next, TileEditToolEditsText::tr("Draw a polygon in tile %1").arg(QString::fromStdString(def_->name))))
    return false;  // the draft stays, to be fixed with Backspace or dropped with Esc
  std::set<TileHandle> vertices;
  for (int i = 0; i < int(draft_.size()); ++i) vertices.insert(TileHandle::vertex(index, i));
  draft_.clear();
  hover_.reset();
  setMode(Mode::Select);
  setSelection(vertices);
  return true;
}

void TileEditTool::cancelDraft() {
  draft_.clear();
  hover_.reset();
  emit statusMessage(QString());
  emit changed();
}

}  // namespace sw::editor
