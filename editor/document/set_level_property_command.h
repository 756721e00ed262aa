#pragma once
// Sets one property of a level itself (its name, its seed): what the property grid
// edits when nothing is selected. The level counterpart of SetPropertyCommand, merging
// the same way per gesture. Views learn of it through Document::objectsChanged with an
// empty id list ("the level itself changed").
#include <QUndoCommand>
#include <string>

#include "core/value.h"
#include "model/level.h"

namespace sw::editor {

class Document;

class SetLevelPropertyCommand : public QUndoCommand {
 public:
  SetLevelPropertyCommand(Document* document, sw::Level* level, std::string key, sw::Value newValue,
                          int mergeSerial = 0);

  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? 3 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  void apply(const sw::Value& value);

  Document* document_;
  sw::Level* level_;
  std::string key_;
  sw::Value oldValue_, newValue_;
  int mergeSerial_;
};

}  // namespace sw::editor
