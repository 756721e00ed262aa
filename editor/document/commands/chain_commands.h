#pragma once
// Edits of the tile chain's order. Inserting, removing, duplicating and replacing links
// reuse the general commands (AddObjectsCommand with a chain index, RemoveObjectsCommand,
// makeDuplicateCommand, SetPropertyCommand on "tile"); reordering is its own command.
#include <QUndoCommand>
#include <QVector>
#include <vector>

#include "model/level/level.h"

namespace sw::editor {

class Document;

// Moves chain links (kept in their relative order) so they sit before the link that
// is at `targetIndex` now (chain size: at the end).
class ReorderChainCommand : public QUndoCommand {
 public:
  ReorderChainCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids, int targetIndex);
  void redo() override;
  void undo() override;
  bool changesOrder() const { return before_ != after_; }

 private:
  void apply(const std::vector<ObjectId>& order);
  Document* document_;
  sw::Level* level_;
  std::vector<ObjectId> before_, after_;
  QVector<ObjectId> moved_;
};

}  // namespace sw::editor
