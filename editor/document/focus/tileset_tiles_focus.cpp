// Tileset tiles as the edit focus: resolved by name at every look, so tiles renamed away or
// gone with an undo drop out.
#include "document/focus/tileset_tiles_focus.h"

#include <QCoreApplication>

#include "document/stores/tileset_store.h"

namespace sw::editor {

namespace {
struct TilesetTilesFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};

QStringList pickedTiles(const TilesetStore* store) {
  QStringList tiles;
  if (const sw::Tileset* t = store->find(store->selectedTileset().toStdString()))
    for (const QString& name : store->selectedTiles())
      if (t->findTile(name.toStdString()) && !tiles.contains(name)) tiles << name;
  return tiles;
}
}  // namespace

std::vector<EditSubject> TilesetTilesFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  const int index = store_->indexOf(store_->selectedTileset().toStdString());
  if (const sw::Tileset* t = store_->tileset(index))
    for (const QString& name : pickedTiles(store_))
      if (auto at = t->tileIndex(name.toStdString())) out.push_back(store_->tileSubject(index, *at));
  return out;
}

QString TilesetTilesFocus::focusTitle() const {
  const QStringList tiles = pickedTiles(store_);
  if (tiles.isEmpty()) return {};
  return tiles.size() == 1 ? TilesetTilesFocusText::tr("Tile \u201C%1\u201D").arg(tiles.front())
                           : TilesetTilesFocusText::tr("%n tiles", nullptr, int(tiles.size()));
}

void TilesetTilesFocus::focusLost() { store_->setSelectedTiles({}, {}); }

}  // namespace sw::editor
