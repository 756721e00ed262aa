#pragma once
// Edits of the project's bullet patterns (model/patterns/bullet_pattern.h), each one undo step:
// apply a pattern's text, add, duplicate, remove, rename. Add, duplicate and remove are
// list edits of the project's patterns (list_edit.h), named by the model's rule. Applying
// a text and renaming hold the patterns and the enemy-type fields that name them (default
// pattern, behaviour lines) as they were before and after, and put back exactly those
// values in place, so a save after undo gives the same bytes as before the edit. A rename
// also renames the references: enemy types' default pattern, `fire` / `startFiring` /
// `setPattern` lines and other patterns' calls.
#include <QString>
#include <QUndoCommand>
#include <functional>
#include <string>

#include "model/patterns/bullet_pattern.h"

namespace sw::editor {

class Document;

// Replaces pattern `index` by `pattern` (parsed from the editor's text). nullptr when
// nothing changes.
QUndoCommand* makeSetPattern(Document* document, std::size_t index, const sw::BulletPattern& pattern);
// A change of pattern `index`'s commands (the command tree's add, remove, move), named
// `text`: `change` edits a copy, whose expressions are then compiled again. nullptr when
// `change` refuses (returns false) or changes nothing.
QUndoCommand* makeEditPatternCommands(Document* document, std::size_t index, const QString& text,
                                      const std::function<bool(sw::BulletPattern&)>& change);
// A new pattern with a free name ("pattern", "pattern_2" ...) that fires a ring every 20
// ticks, at the end; `name` receives its name.
QUndoCommand* makeNewPattern(Document* document, std::string* name = nullptr);
// A copy named "<name>_copy" (or _copy_2 ...) right after it.
QUndoCommand* makeDuplicatePattern(Document* document, std::size_t index);
// Removes it; what named it is left as it is (validation reports the names).
QUndoCommand* makeRemovePattern(Document* document, std::size_t index);
// Renames it and every reference to it. nullptr and `why` for an empty, non-word or taken name.
QUndoCommand* makeRenamePattern(Document* document, std::size_t index, const std::string& name, QString* why);

// `line` with its pattern name `from` replaced by `to` when it is a fire / startFiring /
// setPattern line naming `from`; else unchanged. Spacing is kept.
std::string renamedPatternInLine(const std::string& line, const std::string& from, const std::string& to);

}  // namespace sw::editor
