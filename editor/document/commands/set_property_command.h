#pragma once
// The one property edit. Every change of a described property in the editor (the grid,
// drags and nudges in the viewport, the tile editor, docks) is a SetPropertyCommand: a
// list of (object, property, before, after), applied and undone as ONE step, whatever the
// objects' types: N objects given one value, a move where each object gets its own, a
// rename together with every reference it rewrites.
//
// Commands of one gesture (a drag, a spin box held down) share a non-zero merge serial
// from Document::newMergeSerial() and merge into one step when they change the same
// properties of the same objects; a merge that ends where it began is obsolete (no step).
#include <QUndoCommand>
#include <QVector>
#include <string>
#include <vector>

#include "core/value.h"
#include "document/edit_subject.h"
#include "document/merge_ids.h"
#include "model/level/level.h"

namespace sw::editor {

class Document;

struct PropertyChange {
  EditSubject subject;
  std::string key;
  sw::Value before, after;
  // A reference rewritten because of another change (a rename): applied and undone with
  // the rest, but undo and redo do not select its object.
  bool follows = false;
};

class SetPropertyCommand : public QUndoCommand {
 public:
  SetPropertyCommand(Document* document, std::vector<PropertyChange> changes, const QString& text,
                     int mergeSerial = 0, QUndoCommand* parent = nullptr);
  // Convenience for level objects by id: one new value for all, or one per object.
  SetPropertyCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids, const std::string& key,
                     std::vector<sw::Value> newValues, int mergeSerial = 0);

  void redo() override { apply(true); }
  void undo() override { apply(false); }
  int id() const override { return mergeSerial_ ? kMergeSetProperty : -1; }
  bool mergeWith(const QUndoCommand* other) override;

  const std::vector<PropertyChange>& changes() const { return changes_; }

 private:
  void apply(bool forward);

  Document* document_;
  std::vector<PropertyChange> changes_;
  int mergeSerial_;
};

// "Set Speed", "Set Speed on 3 objects": the usual text of a change to one property.
QString setPropertyText(const std::string& label, int objectCount);

}  // namespace sw::editor
