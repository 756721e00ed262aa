#pragma once
// The same unsaved edits, made the same way every time (no ids, no randomness), for the
// recovery tests: a run that autosaves, crashes and recovers them must save exactly the
// bytes a run that made them and saved normally does. They touch every kind of file a
// save writes: a new graph, a tileset, the level (adds, moves, property sets, deletes)
// and project.json.
#include <QString>
#include <QVector>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/commands/object_edits.h"
#include "document/commands/set_property_command.h"
#include "document/commands/tileset_commands.h"

namespace sw::test {

inline bool applyRecoveryEdits(editor::Document& d, int count) {
  using namespace sw::editor;
  QString created;
  QUndoCommand* create = makeCreateGraphCommand(d.graphs(), "recovered", "texture", nullptr, &created);
  if (!create) return false;
  d.undoStack()->push(create);
  const auto* graph = d.graphs()->graph(created);
  if (!graph || graph->nodes().empty()) return false;
  d.undoStack()->push(
      new MoveGraphItemsCommand(d.graphs(), created, {{graph->nodes().front().id, {7.5, 9.25}}}));
  if (d.tilesets()->count() > 0 && d.tilesets()->tileset(0)) {
    Tileset changed = *d.tilesets()->tileset(0);
    changed.pixelsPerUnit = 16.5;
    d.undoStack()->push(new ReplaceTilesetCommand(&d, 0, changed, "Edit tileset"));
  }
  Level* level = d.editableLevel();
  if (!level) return false;
  for (int i = 0; i < count; ++i) {
    std::vector<LevelObject*> objects;
    level->forEachObject([&](LevelObject& o) {
      if (o.description().find("note")) objects.push_back(&o);
    });
    switch (i % 4) {
      case 0:
        d.undoStack()->push(makeAddObjects(&d, level, {{"Marker", "crashmark", Vec2{double(i), 1.5}, {}}}));
        break;
      case 1:
        if (!objects.empty())
          d.undoStack()->push(
              makeMoveCommand(&d, level, {objects[std::size_t(i) % objects.size()]->id}, {0.5, -0.25}));
        break;
      case 2:
        if (!objects.empty()) {
          QVector<ObjectId> ids;
          for (auto* o : objects) ids.push_back(o->id);
          d.undoStack()->push(new SetPropertyCommand(&d, level, ids, "note",
                                                     {Value(std::string("edit ") + std::to_string(i))}));
        }
        break;
      case 3:
        if (objects.size() > 2)
          d.undoStack()->push(new RemoveObjectsCommand(&d, level, {objects.back()->id}));
        break;
    }
  }
  return d.isModified();
}

}  // namespace sw::test
