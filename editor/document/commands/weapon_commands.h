#pragma once
// Adding and removing the project's player weapon types (project.json "weapons"), each one
// undo step: list edits of the project's weapon list (list_edit.h, project_lists.h), named
// by the model's rule. Their properties (renames included) are edited like every other
// described object, through property_edits.h, several weapons at once from the property grid.
//
// The list command keeps removed weapons alive, so pointers held by older commands on the
// stack stay valid; Document::notifyWeaponsChanged drops current weapons that left the project.
#include <QString>
#include <QUndoCommand>

#include "model/project/weapon_type.h"

namespace sw::editor {

class Document;

// A new weapon of `kind` with numbers that play well (defaultWeapon), named after its kind
// and free in the project ("lockOnBeam", "lockOnBeam_2" ...), at the end, made current.
QUndoCommand* makeNewWeapon(Document* document, sw::WeaponKind kind);
// A copy named "<name>_copy" (or _copy_2 ...), after it.
QUndoCommand* makeDuplicateWeapon(Document* document, sw::WeaponType* weapon);
QUndoCommand* makeRemoveWeapon(Document* document, sw::WeaponType* weapon);

}  // namespace sw::editor
