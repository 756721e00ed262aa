#pragma once
// Edits of the project's enemy types and their behaviour states, each one undo step.
// Names stay unique (enemy types in the project, states in their type), and a rename
// takes its references along in the same step: renaming an enemy type rewrites the
// `enemyType` of every Spawn in every level; renaming a state rewrites the transitions
// "... -> old" and the `goto old` actions of its enemy type. Undo puts back exactly what
// was there (the project text is byte-identical).
//
// Commands keep removed types and states alive, so pointers held by older commands on
// the stack stay valid; Document::notifyEnemyTypesChanged drops a current type or state
// that left the project.
#include <QString>
#include <QUndoCommand>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/value.h"
#include "model/project.h"

namespace sw::editor {

class Document;

// Sets one property of an enemy type (key "name": a rename, see above). Edits with the
// same non-zero merge serial and key merge into one step (a drag, a colour dialog).
class SetEnemyTypePropertyCommand : public QUndoCommand {
 public:
  void redo() override { apply(true); }
  void undo() override { apply(false); }
  int id() const override { return mergeSerial_ ? 7 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  friend QUndoCommand* makeEnemyTypeEdit(Document*, sw::EnemyType*, const std::string&, const sw::Value&, int,
                                         QString*);
  SetEnemyTypePropertyCommand() = default;
  void apply(bool forward);

  struct SpawnRef {
    sw::Level* level;
    ObjectId id;
  };
  Document* document_ = nullptr;
  sw::EnemyType* type_ = nullptr;
  std::string key_;
  sw::Value before_, after_;
  std::vector<SpawnRef> spawns_;  // spawns naming the type, for renames
  int mergeSerial_ = 0;
};

// Sets one property of a state (key "name": a rename that rewrites transitions and goto).
class SetEnemyStatePropertyCommand : public QUndoCommand {
 public:
  void redo() override { apply(true); }
  void undo() override { apply(false); }
  int id() const override { return mergeSerial_ ? 8 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  friend QUndoCommand* makeEnemyStateEdit(Document*, sw::EnemyType*, sw::EnemyState*, const std::string&,
                                          const sw::Value&, int, QString*);
  SetEnemyStatePropertyCommand() = default;
  void apply(bool forward);

  // One line list of a state rewritten by a rename.
  struct LineRewrite {
    sw::EnemyState* state;
    std::string key;  // "begin", "tick", "end", "transitions"
    sw::Value before, after;
  };
  Document* document_ = nullptr;
  sw::EnemyType* type_ = nullptr;
  sw::EnemyState* state_ = nullptr;
  std::string key_;
  sw::Value before_, after_;
  std::vector<LineRewrite> rewrites_;
  int mergeSerial_ = 0;
};

// Checks the value (Property::check; names: not empty, unique, states one word) and
// builds the command, or returns nullptr with the reason in `why`.
QUndoCommand* makeEnemyTypeEdit(Document* document, sw::EnemyType* type, const std::string& key,
                                const sw::Value& value, int mergeSerial, QString* why);
QUndoCommand* makeEnemyStateEdit(Document* document, sw::EnemyType* type, sw::EnemyState* state,
                                 const std::string& key, const sw::Value& value, int mergeSerial, QString* why);

// Adds `type` at `index` of the project's enemy types (-1: at the end) and makes it
// current. Refuses (nullptr, `why`) an empty or taken name.
QUndoCommand* makeAddEnemyType(Document* document, std::unique_ptr<sw::EnemyType> type, int index, QString* why);
// A new enemy type with default components and a free name ("enemy", "enemy_2" ...).
QUndoCommand* makeNewEnemyType(Document* document);
// A copy of `type` with its states, named "<name>_copy" (or _copy_2 ...), after it.
QUndoCommand* makeDuplicateEnemyType(Document* document, sw::EnemyType* type);
// Removes the type; spawns naming it are left as they are (validation reports them).
QUndoCommand* makeRemoveEnemyType(Document* document, sw::EnemyType* type);

// Adds a state at `index` (-1: at the end) and makes it current. Refuses a taken name.
QUndoCommand* makeAddEnemyState(Document* document, sw::EnemyType* type, std::unique_ptr<sw::EnemyState> state,
                                int index, QString* why);
// A new empty state with a free name ("state", "state_2" ...), at the end.
QUndoCommand* makeNewEnemyState(Document* document, sw::EnemyType* type);
QUndoCommand* makeRemoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state);
// Moves the state by `delta` places (the first state is the initial one); nullptr when
// it cannot move that far.
QUndoCommand* makeMoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state, int delta);

// `base`, or `base_2`, `base_3` ... whichever `taken` does not report.
std::string freeName(const std::string& base, const std::function<bool(const std::string&)>& taken);

}  // namespace sw::editor
