#pragma once
// The Sprite dock's edits of a tileset used as a sprite sheet, each one undo step on the
// Document's stack. Frame groups belong to the tileset as a whole, so their edits copy the
// tileset and replace it (ReplaceTilesetCommand: undo puts back the very value, so the file
// text comes back byte for byte). A frame's origin and shapes are tile properties, so they
// go through the one property command like the grid's edits (the grid shows them at once);
// a drag passes one merge serial for all its steps, which then undo as one.
//
// Each returns false when nothing was pushed: `why` says why when it was refused, and is
// empty when the edit would change nothing.
#include <QString>
#include <string>
#include <vector>

#include "core/math.h"
#include "model/tiles/tileset.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::sprite {

enum class FrameShape { Hit, Attack };
const char* frameShapeKey(FrameShape shape);  // the tile property: "hitShape", "attackShape"

// A group name not yet used in the tileset: `base`, else base_2, base_3 ...
std::string freeGroupName(const sw::Tileset& tileset, const std::string& base);

bool addFrameGroup(Document* document, int tilesetIndex, const std::string& name,
                   std::vector<std::string> frames, QString* why = nullptr);
bool renameFrameGroup(Document* document, int tilesetIndex, int group, const std::string& name,
                      QString* why = nullptr);
bool removeFrameGroup(Document* document, int tilesetIndex, int group);
// The group's frames replaced (reordered, one removed, tiles added); `text` names the step.
bool setGroupFrames(Document* document, int tilesetIndex, int group, std::vector<std::string> frames,
                    const QString& text);
// Moves frame `from` of the group to position `to` (both 0-based).
bool moveFrame(Document* document, int tilesetIndex, int group, int from, int to);

bool setFrameOrigin(Document* document, int tilesetIndex, std::size_t tile, sw::Vec2 origin, int mergeSerial,
                    QString* why = nullptr);
bool setFrameShapes(Document* document, int tilesetIndex, std::size_t tile, FrameShape shape,
                    std::vector<sw::Polygon> polygons, int mergeSerial, const QString& text,
                    QString* why = nullptr);

}  // namespace sw::editor::sprite
