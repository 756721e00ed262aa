#pragma once
// Adding and removing the project's platformer monster types (project.json "monsters"), each
// one undo step: list edits of the project's monster list (list_edit.h, project_lists.h), as
// characters are. Their properties (renames included: Monster.monster follows, as it declares
// what it refers to) are edited like every other described object, through property_edits.h,
// several monster types at once from the property grid.
//
// The list command keeps removed monster types alive, so pointers held by older commands on
// the stack stay valid; Document::notifyMonstersChanged drops current ones that left the project.
#include <QUndoCommand>
#include <string>

#include "model/platformer/monster_type.h"

namespace sw::editor {

class Document;

// A new monster type with the model's defaults (defaultMonster), named `base` or a free
// variant ("monster_2" ...), at the end, made current.
QUndoCommand* makeNewMonster(Document* document, const std::string& base = "monster");
// A copy named "<name>_copy" (or _copy_2 ...), after it.
QUndoCommand* makeDuplicateMonster(Document* document, sw::MonsterType* monster);
QUndoCommand* makeRemoveMonster(Document* document, sw::MonsterType* monster);

}  // namespace sw::editor
