#pragma once
// Undoable commands. Each acts on many objects at once (a change to N objects is one
// command), finds its objects by ObjectId (names change on rename) and tells the
// document what changed so every view updates.
#include <QSet>
#include <QUndoCommand>
#include <QVector>
#include <memory>
#include <utility>
#include <vector>

#include "core/value.h"
#include "model/level/level.h"
#include "document/commands/set_property_command.h"

namespace sw::editor {

class Document;

// Adds objects to a level: tile instances into the chain at `chainIndex` (end when -1),
// free objects at the end of the object list. The objects get fresh ids.
class AddObjectsCommand : public QUndoCommand {
 public:
  AddObjectsCommand(Document* document, sw::Level* level, std::vector<std::unique_ptr<sw::LevelObject>> objects,
                    int chainIndex = -1);
  void redo() override;
  void undo() override;
  const QVector<ObjectId>& ids() const { return ids_; }

 private:
  Document* document_;
  sw::Level* level_;
  std::vector<std::unique_ptr<sw::LevelObject>> pending_;  // owned while not in the level
  QVector<ObjectId> ids_;
  QSet<ObjectId> selectionBefore_;  // restored on undo
  int chainIndex_;
};

// Removes objects (chain links and free objects) and puts them back in place on undo.
class RemoveObjectsCommand : public QUndoCommand {
 public:
  RemoveObjectsCommand(Document* document, sw::Level* level, QVector<ObjectId> ids);
  void redo() override;
  void undo() override;

 private:
  struct Removed {
    bool inChain;
    std::size_t index;
    std::unique_ptr<sw::LevelObject> object;
  };
  Document* document_;
  sw::Level* level_;
  QVector<ObjectId> ids_;
  std::vector<Removed> removed_;  // ascending index order per container
};

}  // namespace sw::editor
