#pragma once
// Builders of the one property edit (set_property_command.h) that check first, the same
// checks for every described type: the property exists on every object, the value passes
// Property::checkEdit (kind, range, NaN, expression syntax, the type's extra checks), a
// reference does not name its own object, and a new name follows the type's NameRule and
// is free in its family. They return nullptr and the reason in `why` when refused, and
// nullptr with an empty `why` when nothing would change.
#include <QString>
#include <QUndoCommand>
#include <string>
#include <vector>

#include "core/value.h"
#include "document/edit_subject.h"

namespace sw::editor {

class Document;

// Sets `key` on every object: one value for all, or one per object (same order). A change
// of "name" is a rename (one object at a time).
QUndoCommand* makeSetProperty(Document* document, const std::vector<EditSubject>& objects, const std::string& key,
                              const std::vector<sw::Value>& newValues, int mergeSerial, QString* why);

// Renames the object and rewrites every reference to its old name in its scope (see
// model/references/references.h), in one undo step.
QUndoCommand* makeRename(Document* document, const EditSubject& object, const QString& newName, QString* why);

}  // namespace sw::editor
