#pragma once
// Adding and removing the project's platformer characters (project.json "characters"), each
// one undo step: list edits of the project's character list (list_edit.h, project_lists.h),
// as weapons are. Their properties (renames included: CharacterStart.character follows, as it
// declares what it refers to) are edited like every other described object, through
// property_edits.h, several characters at once from the property grid.
//
// The list command keeps removed characters alive, so pointers held by older commands on the
// stack stay valid; Document::notifyCharactersChanged drops current ones that left the project.
#include <QUndoCommand>

#include "model/platformer/character_type.h"

namespace sw::editor {

class Document;

// A new character with numbers that play well (defaultCharacter), named "character" (free
// in the project: "character_2" ...), at the end, made current.
QUndoCommand* makeNewCharacter(Document* document);
// A copy named "<name>_copy" (or _copy_2 ...), after it.
QUndoCommand* makeDuplicateCharacter(Document* document, sw::CharacterType* character);
QUndoCommand* makeRemoveCharacter(Document* document, sw::CharacterType* character);

}  // namespace sw::editor
