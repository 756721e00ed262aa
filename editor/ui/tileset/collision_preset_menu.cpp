#include "ui/tileset/collision_preset_menu.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QUndoCommand>
#include <QUndoStack>

#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/message_log.h"
#include "document/stores/tileset_store.h"

namespace sw::editor::tileset {

namespace {
struct CollisionMenuText {
  Q_DECLARE_TR_FUNCTIONS(TilesetDock)
};
}  // namespace

bool applyCollisionPreset(Document* document, CollisionPreset preset, QString* why) {
  if (why) why->clear();
  TilesetStore* store = document->tilesets();
  const int index = store->indexOf(store->selectedTileset().toStdString());
  const sw::Tileset* tileset = store->tileset(index);
  if (!tileset) return false;
  std::vector<EditSubject> tiles;
  std::vector<sw::Value> collisions;  // one per tile: the preset is stretched to each tile's size
  for (const QString& name : store->selectedTiles()) {
    const auto at = tileset->tileIndex(name.toStdString());
    if (!at) continue;  // renamed away or removed since it was picked
    tiles.push_back(store->tileSubject(index, *at));
    collisions.emplace_back(collisionPolygons(preset, tileset->tiles[*at].size));
  }
  if (tiles.empty()) return false;
  QString refusal;
  QUndoCommand* command = makeSetProperty(document, tiles, "collision", collisions, 0, &refusal);
  if (why) *why = refusal;
  if (!command) return false;
  // Spelled out rather than "%n tile(s)": the source text must read well untranslated.
  command->setText(tiles.size() == 1
                       ? CollisionMenuText::tr("Set Collision: %1").arg(collisionPresetLabel(preset))
                       : CollisionMenuText::tr("Set Collision: %1 on %2 tiles")
                             .arg(collisionPresetLabel(preset))
                             .arg(tiles.size()));
  document->undoStack()->push(command);
  return true;
}

QMenu* makeCollisionMenu(Document* document, QWidget* parent, std::function<void()> applied) {
  auto* menu = new QMenu(CollisionMenuText::tr("Collision"), parent);
  menu->setObjectName(QStringLiteral("collisionMenu"));
  menu->setToolTip(
      CollisionMenuText::tr("Give the picked tiles ready-made collision, scaled to each tile's size"));
  for (CollisionPreset preset : kCollisionPresets) {
    if (preset == CollisionPreset::Clear) menu->addSeparator();
    QAction* action = menu->addAction(collisionPresetLabel(preset));
    action->setObjectName(collisionPresetObjectName(preset));
    QObject::connect(action, &QAction::triggered, menu, [document, preset, applied] {
      QString why;
      if (applyCollisionPreset(document, preset, &why)) {
        if (applied) applied();
      } else if (!why.isEmpty()) {
        document->log()->add(LogEntry::Severity::Warning,
                             CollisionMenuText::tr("Collision not set: %1").arg(why));
      }
    });
  }
  // Greyed while no tiles are picked, so the menu shows there is nothing to act on.
  const auto enable = [menu, document] {
    const bool picked = !document->tilesets()->selectedTiles().isEmpty();
    for (QAction* action : menu->actions()) action->setEnabled(picked);
  };
  QObject::connect(document->tilesets(), &TilesetStore::selectedTilesChanged, menu, enable);
  enable();
  return menu;
}

}  // namespace sw::editor::tileset
