#pragma once
// A set of property changes on several objects, applied and undone as one step: a move
// of the selection (each object its own new position), a rename together with every
// reference to the old name. Changes of one gesture (a drag) merge by mergeSerial.
#include <QUndoCommand>
#include <QVector>
#include <string>
#include <vector>

#include "core/value.h"
#include "model/level.h"

namespace sw::editor {

class Document;

struct PropertyChange {
  ObjectId id = 0;
  std::string key;
  sw::Value before, after;
};

class ChangeSetCommand : public QUndoCommand {
 public:
  ChangeSetCommand(Document* document, sw::Level* level, std::vector<PropertyChange> changes, const QString& text,
                   int mergeSerial = 0);

  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? 2 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

  const std::vector<PropertyChange>& changes() const { return changes_; }

 private:
  void apply(bool forward);

  Document* document_;
  sw::Level* level_;
  std::vector<PropertyChange> changes_;
  QVector<ObjectId> ids_;  // distinct objects touched, in first-change order
  int mergeSerial_;
};

}  // namespace sw::editor
