#include "ui/tileset/tile_animation_edits.h"

#include <QCoreApplication>
#include <QUndoStack>
#include <algorithm>

#include "document/commands/tileset_commands.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"

namespace sw::editor::tileset {
namespace {
struct AnimationEditText {
  Q_DECLARE_TR_FUNCTIONS(TilesetDock)
};
}  // namespace

bool setTileAnimation(Document* document, int tilesetIndex, const std::string& tile,
                      std::optional<sw::TileAnimation> animation, const QString& text, QString* why) {
  if (why) why->clear();
  const sw::Tileset* before = document->tilesets()->tileset(tilesetIndex);
  if (!before || !before->findTile(tile)) return false;
  if (animation) {
    animation->tile = tile;
    for (const auto& frame : animation->frames) {
      if (!before->findTile(frame.tile)) {
        if (why) *why = AnimationEditText::tr("No tile named '%1'").arg(QString::fromStdString(frame.tile));
        return false;
      }
      if (frame.durationMs < 1) {
        if (why) *why = AnimationEditText::tr("A frame lasts at least 1 ms");
        return false;
      }
    }
  }
  sw::Tileset after = *before;
  auto& list = after.animations;
  const auto it = std::find_if(list.begin(), list.end(), [&](const sw::TileAnimation& a) { return a.tile == tile; });
  if (!animation || animation->frames.empty()) {
    if (it == list.end()) return false;
    list.erase(it);
  } else if (it != list.end()) {
    *it = std::move(*animation);
  } else {
    list.push_back(std::move(*animation));
  }
  if (after == *before) return false;
  document->undoStack()->push(new ReplaceTilesetCommand(document, tilesetIndex, std::move(after), text));
  return true;
}

bool animatePickedTiles(Document* document, QString* why) {
  TilesetStore* store = document->tilesets();
  const int index = store->indexOf(store->selectedTileset().toStdString());
  const QStringList picked = store->selectedTiles();
  if (index < 0 || picked.isEmpty()) return false;
  sw::TileAnimation animation;
  for (const QString& name : picked) animation.frames.push_back({name.toStdString(), kDefaultFrameMs});
  return setTileAnimation(document, index, picked.front().toStdString(), std::move(animation),
                          AnimationEditText::tr("Animate Tile %1").arg(picked.front()), why);
}

}  // namespace sw::editor::tileset
