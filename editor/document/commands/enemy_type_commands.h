#pragma once
// Adding, removing and reordering the project's enemy types and their behaviour states,
// each one undo step. Their properties (renames included: a spawn's enemy type, a state's
// `goto` and `-> state` lines follow) are edited like every other described object,
// through property_edits.h.
//
// All are list edits (list_edit.h) of the project's enemy types or a type's states,
// new ones named by the model's rule. The list command keeps removed types and states
// alive, so pointers held by older commands on the stack stay valid;
// Document::notifyEnemyTypesChanged drops a current type or state that left the project.
#include <QString>
#include <QUndoCommand>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/value.h"
#include "model/project/project.h"

namespace sw::editor {

class Document;

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
// A new empty state of machine `machine` of the body (part nullptr) or of one of the type's
// parts, with a free name ("state", "state_2" ...) among that owner's states, after the
// machine's last state (at the end for a new machine).
QUndoCommand* makeNewMachineState(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                                  const std::string& machine);
// Removes the state from the body's states or from the part's that hold it.
QUndoCommand* makeRemoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state);
// Moves the state by `delta` places (the first state is the initial one); nullptr when
// it cannot move that far.
QUndoCommand* makeMoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state, int delta);

}  // namespace sw::editor
