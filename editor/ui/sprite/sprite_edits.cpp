#include "ui/sprite/sprite_edits.h"

#include <QCoreApplication>
#include <QUndoStack>
#include <algorithm>

#include "document/commands/property_edits.h"
#include "document/commands/tileset_commands.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"

namespace sw::editor::sprite {

namespace {
struct SpriteEditText {
  Q_DECLARE_TR_FUNCTIONS(SpriteDock)
};

QString fromStd(const std::string& s) { return QString::fromStdString(s); }

// The tileset's current value, to be edited and put back by one ReplaceTilesetCommand.
const sw::Tileset* shownTileset(Document* document, int tilesetIndex) {
  return document->tilesets()->tileset(tilesetIndex);
}

bool replace(Document* document, int tilesetIndex, sw::Tileset after, const QString& text) {
  const sw::Tileset* before = shownTileset(document, tilesetIndex);
  if (!before || *before == after) return false;
  document->undoStack()->push(new ReplaceTilesetCommand(document, tilesetIndex, std::move(after), text));
  return true;
}

bool groupNameTaken(const sw::Tileset& tileset, const std::string& name, int except = -1) {
  for (std::size_t i = 0; i < tileset.frameGroups.size(); ++i)
    if (int(i) != except && tileset.frameGroups[i].name == name) return true;
  return false;
}

bool setTileProperty(Document* document, int tilesetIndex, std::size_t tile, const char* key, sw::Value value,
                     int mergeSerial, const QString& text, QString* why) {
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset || tile >= tileset->tiles.size()) return false;
  QString refusal;
  QUndoCommand* command = makeSetProperty(document, {document->tilesets()->tileSubject(tilesetIndex, tile)},
                                          key, {std::move(value)}, mergeSerial, &refusal);
  if (why) *why = refusal;
  if (!command) return false;
  command->setText(text);
  document->undoStack()->push(command);
  return true;
}
}  // namespace

const char* frameShapeKey(FrameShape shape) { return shape == FrameShape::Hit ? "hitShape" : "attackShape"; }

std::string freeGroupName(const sw::Tileset& tileset, const std::string& base) {
  if (!groupNameTaken(tileset, base)) return base;
  for (int n = 2;; ++n)
    if (std::string name = base + "_" + std::to_string(n); !groupNameTaken(tileset, name)) return name;
}

bool addFrameGroup(Document* document, int tilesetIndex, const std::string& name,
                   std::vector<std::string> frames, QString* why) {
  if (why) why->clear();
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset) return false;
  if (name.empty() || groupNameTaken(*tileset, name)) {
    if (why) *why = SpriteEditText::tr("The tileset already has a frame group \"%1\"").arg(fromStd(name));
    return false;
  }
  sw::Tileset after = *tileset;
  after.frameGroups.push_back({name, std::move(frames)});
  return replace(document, tilesetIndex, std::move(after),
                 SpriteEditText::tr("New Frame Group %1").arg(fromStd(name)));
}

bool renameFrameGroup(Document* document, int tilesetIndex, int group, const std::string& name,
                      QString* why) {
  if (why) why->clear();
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  if (name.empty()) {
    if (why) *why = SpriteEditText::tr("A frame group needs a name");
    return false;
  }
  if (groupNameTaken(*tileset, name, group)) {
    if (why) *why = SpriteEditText::tr("The tileset already has a frame group \"%1\"").arg(fromStd(name));
    return false;
  }
  sw::Tileset after = *tileset;
  const std::string old = after.frameGroups[std::size_t(group)].name;
  after.frameGroups[std::size_t(group)].name = name;
  return replace(document, tilesetIndex, std::move(after),
                 SpriteEditText::tr("Rename Frame Group %1 to %2").arg(fromStd(old), fromStd(name)));
}

bool removeFrameGroup(Document* document, int tilesetIndex, int group) {
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  sw::Tileset after = *tileset;
  const std::string old = after.frameGroups[std::size_t(group)].name;
  after.frameGroups.erase(after.frameGroups.begin() + group);
  return replace(document, tilesetIndex, std::move(after),
                 SpriteEditText::tr("Delete Frame Group %1").arg(fromStd(old)));
}

bool setGroupFrames(Document* document, int tilesetIndex, int group, std::vector<std::string> frames,
                    const QString& text) {
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  sw::Tileset after = *tileset;
  after.frameGroups[std::size_t(group)].frames = std::move(frames);
  return replace(document, tilesetIndex, std::move(after), text);
}

bool moveFrame(Document* document, int tilesetIndex, int group, int from, int to) {
  const sw::Tileset* tileset = shownTileset(document, tilesetIndex);
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  std::vector<std::string> frames = tileset->frameGroups[std::size_t(group)].frames;
  if (from < 0 || to < 0 || from >= int(frames.size()) || to >= int(frames.size()) || from == to)
    return false;
  std::string moved = frames[std::size_t(from)];
  frames.erase(frames.begin() + from);
  frames.insert(frames.begin() + to, std::move(moved));
  return setGroupFrames(
      document, tilesetIndex, group, std::move(frames),
      SpriteEditText::tr("Reorder Frames of %1").arg(fromStd(tileset->frameGroups[std::size_t(group)].name)));
}

bool setFrameOrigin(Document* document, int tilesetIndex, std::size_t tile, sw::Vec2 origin, int mergeSerial,
                    QString* why) {
  return setTileProperty(document, tilesetIndex, tile, "origin", sw::Value(origin), mergeSerial,
                         SpriteEditText::tr("Move Origin"), why);
}

bool setFrameShapes(Document* document, int tilesetIndex, std::size_t tile, FrameShape shape,
                    std::vector<sw::Polygon> polygons, int mergeSerial, const QString& text, QString* why) {
  return setTileProperty(document, tilesetIndex, tile, frameShapeKey(shape), sw::Value(std::move(polygons)),
                         mergeSerial, text, why);
}

}  // namespace sw::editor::sprite
