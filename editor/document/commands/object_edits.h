#pragma once
// Edits designers make on the selection, each built as ONE undoable command:
// rename (with every reference to the old name), move / nudge, duplicate, paste.
// They return nullptr and an explanation when the edit cannot be made.
#include <QString>
#include <QUndoCommand>
#include <QVector>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/io/project_io.h"

namespace sw::editor {

class AddObjectsCommand;
class Document;

// Renames one object and rewrites object references and expressions that name it.
QUndoCommand* makeRenameCommand(Document* document, sw::Level* level, ObjectId id, const QString& newName,
                                QString* why);

// Objects that have a "position" property move by `delta`; others are left alone.
QUndoCommand* makeMoveCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids, sw::Vec2 delta,
                              int mergeSerial = 0);
// Moves so that positions land on multiples of `step` after the move (grid snap).
sw::Vec2 snapDelta(const sw::Level& level, const QVector<ObjectId>& ids, sw::Vec2 delta, double step);

// Adds a bundle: names made unique against the level and among themselves, references
// among the bundle's objects follow the renames. With `cursor`, positioned objects are
// moved so their centre lands there; without, they stay in place. Chain links go after
// `chainIndex` (end when -1).
QUndoCommand* makePasteCommand(Document* document, sw::Level* level, sw::ObjectBundle bundle,
                               std::optional<sw::Vec2> cursor, int chainIndex, const QString& text);

// Copies of the objects, offset by `offset`, selected afterwards.
QUndoCommand* makeDuplicateCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids,
                                   sw::Vec2 offset);

// One object for makeAddObjects: its kind ("Marker", "Spawn", "TileInstance" ...), the
// base of its name (the kind in lower case when empty; a free name is derived from it),
// where it goes when it has a position, and the rest of its set-up.
struct NewObject {
  std::string kind;
  std::string baseName;
  std::optional<sw::Vec2> at;
  std::function<void(sw::LevelObject&)> setUp;
};
// Adds the objects to `level` as one step, with names free in the level and among
// themselves (chain links numbered: chainLinkBaseName); chain links go at `chainIndex` (end when -1). They are selected. nullptr
// for an unknown kind. The command's ids() are the new objects' ids.
AddObjectsCommand* makeAddObjects(Document* document, sw::Level* level, std::vector<NewObject> objects,
                                  const QString& text = {}, int chainIndex = -1);

// The name a new chain link of tile definition `tile` starts from: "gate" -> "gate_1"
// (letters, digits and _ only). makeAddObjects and duplicates both make it free with
// sw::uniqueName, so a link dragged in beside gate_1 is gate_2, as its duplicate would be.
std::string chainLinkBaseName(const std::string& tile);

// The selected objects in document order (chain first, then free objects).
QVector<ObjectId> orderedSelection(Document* document);

}  // namespace sw::editor
