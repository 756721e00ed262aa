#include "ui/tools/viewport_selection_tool.h"

#include <QAction>
#include <QPointer>
#include <QSet>
#include <QUndoStack>

#include "document/commands/set_property_command.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "ui/shell/edit_actions.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/viewport_picking.h"

namespace sw::editor {

ViewportSelectionTool::ViewportSelectionTool(Document* document, sw::ui::LevelViewport* viewport,
                                             EditActions* editActions, QObject* parent)
    : QObject(parent), document_(document), editActions_(editActions) {
  snapToGrid_ = new QAction(tr("&Snap to Grid"), parent);
  snapToGrid_->setObjectName(QStringLiteral("snapToGridAction"));
  snapToGrid_->setCheckable(true);
  snapToGrid_->setChecked(true);
  snapToGrid_->setToolTip(tr("Dragged objects land on the grid (hold Ctrl while dragging to invert)"));

  using sw::ui::LevelViewport;
  connect(viewport, &LevelViewport::clicked, this, &ViewportSelectionTool::clicked);
  connect(viewport, &LevelViewport::rubberBandSelected, this, &ViewportSelectionTool::rubberBandSelected);
  connect(viewport, &LevelViewport::moveStarted, this, &ViewportSelectionTool::beginMove);
  connect(viewport, &LevelViewport::moveUpdated, this, &ViewportSelectionTool::updateMove);
  connect(viewport, &LevelViewport::moveFinished, this, &ViewportSelectionTool::endMove);
  connect(viewport, &LevelViewport::moveCanceled, this, &ViewportSelectionTool::cancelMove);
  connect(viewport, &LevelViewport::nudgeRequested, this,
          [this](int dx, int dy) { editActions_->nudge(dx, dy); });

  // The highlight follows the selection from any view (outliner, select all, undo ...).
  Selection* selection = document_->selection();
  connect(selection, &Selection::changed, viewport,
          [viewport, selection] { viewport->setSelectedIds(selection->ids()); });
  viewport->setSelectedIds(selection->ids());
  // Tell the viewport what changed, so its next refresh rebuilds only the object layers
  // after a drag or nudge (10,000 markers stay interactive).
  connect(document_, &Document::objectsChanged, viewport, [this, viewport](const QVector<ObjectId>& ids) {
    viewport->noteObjectsChanged(ids, document_->changeTouchesOnly({"position"}));
  });
  // chainChanged comes before structureChanged: a change of the chain or its loops
  // rebuilds all, free objects coming and going only their layers.
  connect(document_, &Document::chainChanged, viewport, &LevelViewport::noteStructureChanged);
  connect(document_, &Document::structureChanged, viewport, &LevelViewport::noteObjectsAddedOrRemoved);
  connect(document_, &Document::tileDefsChanged, viewport, &LevelViewport::noteStructureChanged);

  // Paste at the cursor: the play-plane point under the mouse while it is over the viewport.
  QPointer<LevelViewport> guarded(viewport);
  editActions_->cursorPosition = [guarded]() -> std::optional<sw::Vec2> {
    return guarded ? guarded->cursorPlanePoint() : std::nullopt;
  };
}

void ViewportSelectionTool::clicked(ObjectId id, Qt::KeyboardModifiers modifiers) {
  Selection* selection = document_->selection();
  if (modifiers & Qt::ControlModifier) {
    if (id) selection->toggle(id);
  } else if (modifiers & Qt::ShiftModifier) {
    if (id && !selection->contains(id)) {
      QSet<ObjectId> ids = selection->ids();
      ids.insert(id);
      selection->set(ids);
    }
  } else {
    selection->set(id ? QSet<ObjectId>{id} : QSet<ObjectId>{});
  }
}

void ViewportSelectionTool::rubberBandSelected(const QVector<ObjectId>& ids,
                                               Qt::KeyboardModifiers modifiers) {
  Selection* selection = document_->selection();
  QSet<ObjectId> result;
  if (modifiers & Qt::ControlModifier) {
    result = selection->ids();
    for (ObjectId id : ids)
      if (!result.remove(id)) result.insert(id);
  } else if (modifiers & Qt::ShiftModifier) {
    result = selection->ids();
    for (ObjectId id : ids) result.insert(id);
  } else {
    result = QSet<ObjectId>(ids.begin(), ids.end());
  }
  selection->set(result);
}

void ViewportSelectionTool::beginMove(ObjectId grabbed) {
  moving_.clear();
  applied_ = {0, 0};
  movingLevel_ = document_->editableLevel();
  if (!movingLevel_) return;
  QVector<ObjectId> ids = orderedSelection(document_);
  ids.removeOne(grabbed);
  ids.prepend(grabbed);
  moving_.reserve(std::size_t(ids.size()));
  for (ObjectId id : ids) {
    const sw::LevelObject* object = movingLevel_->findById(id);
    if (!object || !sw::ui::isMovable(*object)) continue;
    const sw::Value value = object->description().find("position")->get(*object);
    if (const auto* p = std::get_if<sw::Vec2>(&value); p && p->isFinite()) moving_.push_back({id, *p});
  }
  mergeSerial_ = document_->newMergeSerial();
}

void ViewportSelectionTool::updateMove(QPointF delta, Qt::KeyboardModifiers modifiers) {
  if (moving_.empty() || document_->level() != movingLevel_) return;
  sw::Vec2 offset{delta.x(), delta.y()};
  const bool snap = snapToGrid_->isChecked() != bool(modifiers & Qt::ControlModifier);
  const double step = editActions_->gridStep;
  if (snap && step > 0) {
    // snapDelta puts the grabbed object on the grid from where it is now (start + applied);
    // the others keep their offsets to it, so the group keeps its shape.
    const Start& anchor = moving_.front();
    const sw::Vec2 now = anchor.position + applied_;
    const sw::Vec2 d =
        sw::editor::snapDelta(*movingLevel_, {anchor.id}, anchor.position + offset - now, step);
    offset = now + d - anchor.position;
  }
  applyOffset(offset);
}

void ViewportSelectionTool::applyOffset(sw::Vec2 offset) {
  if (offset == applied_ || !offset.isFinite()) return;
  // Every push states where each object ends up (start + offset), so merging the drag's
  // commands is exact: the step's "before" is the start, its "after" the last position.
  std::vector<PropertyChange> changes;
  changes.reserve(moving_.size());
  for (const Start& s : moving_) {
    sw::LevelObject* object = movingLevel_->findById(s.id);
    if (!object) continue;  // deleted mid-drag
    // "before" as the level holds it (an undo mid-drag may have changed it).
    changes.push_back({object, "position", object->description().find("position")->get(*object),
                       sw::Value(s.position + offset)});
  }
  applied_ = offset;
  if (changes.empty()) return;
  const int count = int(changes.size());
  document_->undoStack()->push(
      new SetPropertyCommand(document_, std::move(changes), tr("Move %n object(s)", nullptr, count), mergeSerial_));
}

void ViewportSelectionTool::endMove() {
  moving_.clear();
  movingLevel_ = nullptr;
}

void ViewportSelectionTool::cancelMove() {
  // Back to the start in the same merge: the step becomes a no-op and the stack drops it.
  if (!moving_.empty() && document_->level() == movingLevel_) applyOffset({0, 0});
  endMove();
}

}  // namespace sw::editor
