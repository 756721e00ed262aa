#pragma once
// Edits of tile definitions (project-wide: every level's chain links that show the
// definition change with it). Renaming a definition rewrites the "tile" of every chain
// link that names it, in every level, in the same undo step. Collision polygons that
// cross themselves are refused before a command is made.
#include <QString>
#include <QUndoCommand>
#include <string>
#include <vector>

#include "core/value.h"
#include "model/project.h"

namespace sw::editor {

class Document;

class SetTileDefPropertyCommand : public QUndoCommand {
 public:
  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? 4 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  friend QUndoCommand* makeTileDefEdit(Document*, sw::TileDef*, const std::string&, const sw::Value&, int, QString*);
  SetTileDefPropertyCommand() = default;
  void apply(bool forward);

  struct LinkRename {
    sw::Level* level;
    ObjectId id;
  };
  Document* document_ = nullptr;
  sw::TileDef* def_ = nullptr;
  std::string key_;
  sw::Value before_, after_;
  std::vector<LinkRename> links_;  // chain links naming the definition, for renames
  int mergeSerial_ = 0;
};

// Checks the value (kind, range, NaN; polygons that cross themselves; unique names) and
// builds the command, or returns nullptr with the reason.
QUndoCommand* makeTileDefEdit(Document* document, sw::TileDef* def, const std::string& key, const sw::Value& value,
                              int mergeSerial, QString* why);

}  // namespace sw::editor
