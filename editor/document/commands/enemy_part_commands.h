#pragma once
// Editing an enemy type's part tree (enemy_part.h, enemy_part_tree.h), each change one
// undo step: adding a part under the body or another part, removing parts with everything
// hanging below them, renaming a part (its children's `parent` and the part names in the
// whole type's behaviour lines follow), and moving parts by drag and drop (reparent and
// reorder, never into a cycle). A part's properties are edited like every described
// object, through property_edits.h; a part's states through enemy_type_commands.h.
//
// List changes are list edits (list_edit.h) of the type's parts, so undo puts back the very
// same objects in their places; `parent` and line changes are one SetPropertyCommand.
#include <QString>
#include <QUndoCommand>
#include <optional>
#include <string>
#include <vector>

#include "model/project/project.h"

namespace sw::editor {

class Document;

// Which owner holds `state`: a part, or the body (nullptr). `found`: whether the type holds
// the state at all.
sw::EnemyPart* stateOwner(const sw::EnemyType& type, const sw::EnemyState* state, bool* found = nullptr);
// The first of "part1", "part2" ... that no part of the type has.
std::string freePartName(const sw::EnemyType& type);
// `line` with its reference to part `from` renamed to `to` (open / close PART in an action
// line; destroyed PART / partHealth PART < N in a transition's condition), or nothing when
// the line does not name `from` that way (or does not parse: left for the designer to fix).
// Only the name's word changes, so the rest keeps its spacing.
std::optional<std::string> renamedPartInLine(const std::string& line, bool transition,
                                             const std::string& from, const std::string& to);

// A new part named freePartName() hung on `parent` (nullptr: the body), at the end of the
// list (so the last of its siblings); it becomes the current part.
QUndoCommand* makeNewPart(Document* document, sw::EnemyType* type, const sw::EnemyPart* parent);
// Removes the parts and every part hanging below them (at any depth), with their states.
QUndoCommand* makeRemoveParts(Document* document, sw::EnemyType* type,
                              const std::vector<const sw::EnemyPart*>& parts);
// Renames the part; the parts hanging on it and the lines naming it in every state of the
// type (body and parts) follow. Refuses (nullptr, `why`) a bad or taken name.
QUndoCommand* makeRenamePart(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                             const std::string& to, QString* why);

// Where dragged parts land relative to the part they are dropped on.
enum class PartDrop {
  Onto,    // hang on it, as its last child (a null target: on the body)
  Before,  // its sibling (same parent), just before it in the list
  After,   // its sibling, just after it
};
// Moves the parts (dragged ones whose ancestor is dragged too come along below it). Refuses
// (nullptr, `why`) a drop that would hang a part below itself; nullptr with an empty `why`
// when nothing would change.
QUndoCommand* makeDropParts(Document* document, sw::EnemyType* type,
                            const std::vector<const sw::EnemyPart*>& parts, const sw::EnemyPart* target,
                            PartDrop where, QString* why);

// A new empty state of the body (`part` nullptr) or of `part`, in machine `machine`, named
// "state", "state_2" ..., after the machine's last state (at the end for a new machine).
QUndoCommand* makeNewOwnedState(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                                const std::string& machine);

}  // namespace sw::editor
