#include "ui/docks/project_dock.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <functional>

#include "document/commands/asset_commands.h"
#include "document/document.h"
#include "document/commands/enemy_type_commands.h"
#include "document/stores/graph_store.h"
#include "document/stores/tileset_store.h"
#include "document/commands/character_commands.h"
#include "document/commands/monster_commands.h"
#include "document/commands/sound_cue_commands.h"
#include "document/commands/weapon_commands.h"
#include "model/project/asset_kind.h"
#include "ui/docks/asset_actions.h"
#include "ui/docks/mesh_thumbnail.h"
#include "ui/property_grid/grid_hint.h"
#include "ui/shell/empty_hint.h"
#include "ui/tileset/tileset_dock.h"
#include "ui/shell/standard_icons.h"
#include "ui/shell/window_layouts.h"

namespace sw::editor {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

// Files drag out as file URLs (the Chain dock's palette makes tile definitions of meshes).
class ProjectTree : public QTreeWidget {
 public:
  using QTreeWidget::QTreeWidget;

 protected:
  QStringList mimeTypes() const override { return {QStringLiteral("text/uri-list")}; }
  QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override {
    QList<QUrl> urls;
    for (auto* item : items)
      if (const QString path = item->data(0, ProjectDock::FilePathRole).toString(); !path.isEmpty())
        urls << QUrl::fromLocalFile(path);
    if (urls.isEmpty()) return nullptr;
    auto* mime = new QMimeData;
    mime->setUrls(urls);
    return mime;
  }
};

// An item's place in the tree by its titles, counts left out ("Levels (2)" -> "Levels"),
// so it is found again after a rebuild.
QString keyOf(const QTreeWidgetItem* item) {
  QString key;
  for (; item; item = item->parent())
    key.prepend(item->text(0).section(QStringLiteral(" ("), 0, 0) + QLatin1Char('/'));
  return key;
}

void forEachItem(QTreeWidgetItem* item, const std::function<void(QTreeWidgetItem*)>& fn) {
  fn(item);
  for (int i = 0; i < item->childCount(); ++i) forEachItem(item->child(i), fn);
}

bool isImage(const QString& path) { return sw::assetKindOf(path.toStdString()) == "image"; }
}  // namespace

ProjectDock::ProjectDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Project"), parent), document_(document) {
  setObjectName(QStringLiteral("projectDock"));
  tree_ = new ProjectTree(this);
  tree_->setObjectName(QStringLiteral("projectTree"));
  tree_->setHeaderHidden(true);
  tree_->setUniformRowHeights(true);
  tree_->setIconSize(QSize(32, 32));  // room for mesh thumbnails
  tree_->setContextMenuPolicy(Qt::CustomContextMenu);
  tree_->setDragEnabled(true);
  tree_->setDragDropMode(QAbstractItemView::DragOnly);
  tree_->setToolTip(tr("Right-click an item for what you can do with it"));
  setWidget(tree_);
  EmptyHint::install(tree_,
                     tr("No tile definitions yet: right-click an imported mesh, or press + in the Chain palette."),
                     [this] { return projectOpen_ && document_->project().tileDefs.empty(); });
  EmptyHint::install(tree_, grid::noProjectOpenText(), [this] { return !projectOpen_; });
  thumbnails_ = new MeshThumbnails(this);
  connect(thumbnails_, &MeshThumbnails::ready, this, [this](const QString& path) {
    const QImage image = thumbnails_->thumbnail(path);
    if (image.isNull()) return;
    const QIcon icon(QPixmap::fromImage(image));
    for (QTreeWidgetItem* item : thumbnailItems_.values(path)) item->setIcon(0, icon);
  });
  // Many changes arrive together (an undo of a rename touches several signals): one rebuild.
  rebuildTimer_ = new QTimer(this);
  rebuildTimer_->setSingleShot(true);
  rebuildTimer_->setInterval(0);
  connect(rebuildTimer_, &QTimer::timeout, this, &ProjectDock::rebuild);
  connect(document_, &Document::projectReset, this, &ProjectDock::rebuild);
  for (auto signal : {&Document::saved, &Document::levelSwitched, &Document::levelsChanged,
                      &Document::tileDefsChanged, &Document::enemyTypesChanged, &Document::weaponsChanged,
                      &Document::charactersChanged, &Document::monstersChanged, &Document::soundCuesChanged})
    connect(document_, signal, this, &ProjectDock::scheduleRebuild);
  connect(document_->graphs(), &GraphStore::graphsReset, this, &ProjectDock::scheduleRebuild);
  connect(document_->tilesets(), &TilesetStore::tilesetsReset, this, &ProjectDock::scheduleRebuild);
  connect(document_->tilesets(), &TilesetStore::tilesetChanged, this, &ProjectDock::scheduleRebuild);
  connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    const QVariant type = item->data(0, AssetTypeRole);
    if (type.isValid()) open({AssetType(type.toInt()), item->data(0, AssetNameRole).toString()});
  });
  connect(tree_, &QTreeWidget::customContextMenuRequested, this, &ProjectDock::showMenu);
  // Weapons, characters and monster types are edited in the property grid, several at once: picking them
  // picks them there.
  tree_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  connect(tree_, &QTreeWidget::itemSelectionChanged, this, &ProjectDock::pickInProperties);
  rebuild();
}

void ProjectDock::setProjectOpen(bool open) {
  if (projectOpen_ == open) return;
  projectOpen_ = open;
  rebuild();
}

void ProjectDock::scheduleRebuild() {
  if (!rebuildTimer_->isActive()) rebuildTimer_->start();
}

QTreeWidgetItem* ProjectDock::addGroup(AssetType type, const QString& title, int count) {
  auto* group = new QTreeWidgetItem(tree_, {QStringLiteral("%1 (%2)").arg(title).arg(count)});
  group->setIcon(0, standardIcon(QStyle::SP_DirIcon));
  group->setData(0, GroupRole, int(type));
  return group;
}

QTreeWidgetItem* ProjectDock::addAsset(QTreeWidgetItem* group, AssetType type, const QString& name,
                                       const QString& text) {
  auto* item = new QTreeWidgetItem(group, {text.isEmpty() ? name : text});
  item->setData(0, AssetTypeRole, int(type));
  item->setData(0, AssetNameRole, name);
  item->setIcon(0, standardIcon(QStyle::SP_FileIcon));
  return item;
}

void ProjectDock::rebuild() {
  rebuildTimer_->stop();
  // Keep what the user folded or unfolded, and where the list was scrolled to: a rebuild
  // follows every change, and must not throw the user back to the top.
  QHash<QString, bool> expanded;
  for (int i = 0; i < tree_->topLevelItemCount(); ++i)
    forEachItem(tree_->topLevelItem(i), [&](QTreeWidgetItem* item) {
      if (item->childCount() > 0) expanded.insert(keyOf(item), item->isExpanded());
    });
  const int scrolled = tree_->verticalScrollBar()->value();
  thumbnailItems_.clear();
  tree_->clear();
  if (!projectOpen_) {
    for (auto* hint : tree_->findChildren<EmptyHint*>()) hint->refresh();
    return;
  }
  const auto& project = document_->project();

  auto* levels = addGroup(AssetType::Level, tr("Levels"), int(project.levels.size()));
  for (int i = 0; i < int(project.levels.size()); ++i) {
    const auto& level = *project.levels[std::size_t(i)];
    auto* item = addAsset(levels, AssetType::Level, qs(level.name));
    item->setData(0, LevelIndexRole, i);
    item->setToolTip(0, tr("%1 \u2014 double-click to edit").arg(qs(level.file)));
    if (i == document_->levelIndex()) {
      QFont bold = item->font(0);
      bold.setBold(true);
      item->setFont(0, bold);
    }
  }

  auto* tiles = addGroup(AssetType::TileDef, tr("Tile Definitions"), int(project.tileDefs.size()));
  for (const auto& def : project.tileDefs) {
    auto* item = addAsset(tiles, AssetType::TileDef, qs(def->name));
    QString mesh = qs(def->mesh);
    bool missing = !mesh.isEmpty() && !QFileInfo::exists(qs(project.absolutePath(def->mesh)));
    item->setToolTip(0, missing ? tr("Mesh %1 is missing").arg(mesh) : mesh.isEmpty() ? tr("No mesh") : mesh);
    if (missing) item->setForeground(0, QColor(220, 70, 60));
    if (!mesh.isEmpty() && !missing) showThumbnail(item, qs(project.absolutePath(def->mesh)));
  }

  auto* enemies = addGroup(AssetType::EnemyType, tr("Enemy Types"), int(project.enemyTypes.size()));
  for (const auto& type : project.enemyTypes)
    addAsset(enemies, AssetType::EnemyType, qs(type->name))
        ->setToolTip(0, tr("%n state(s) \u2014 double-click to edit", nullptr, int(type->states.size())));

  auto* weapons = addGroup(AssetType::Weapon, tr("Weapons"), int(project.weapons.size()));
  weapons->setToolTip(0, tr("Player weapons; the game rules' loadout lists them by name. Without any, "
                            "the built-in shot and spread are used"));
  for (const auto& weapon : project.weapons)
    addAsset(weapons, AssetType::Weapon, qs(weapon->name))
        ->setToolTip(0, tr("%1 \u2014 select to edit in Properties").arg(qs(sw::toString(weapon->kind))));

  auto* characters = addGroup(AssetType::Character, tr("Characters"), int(project.characters.size()));
  characters->setToolTip(0, tr("Platformer characters: how they run and jump. A character start in a free "
                               "level names one"));
  for (const auto& character : project.characters)
    addAsset(characters, AssetType::Character, qs(character->name))
        ->setToolTip(0, tr("Select to edit in Properties"));

  auto* monsters = addGroup(AssetType::Monster, tr("Monsters"), int(project.monsters.size()));
  monsters->setToolTip(0, tr("Platformer monster types: how they move, see, fight and flee. A monster in a free "
                             "level names one"));
  for (const auto& monster : project.monsters)
    addAsset(monsters, AssetType::Monster, qs(monster->name))->setToolTip(0, tr("Select to edit in Properties"));

  auto* cues = addGroup(AssetType::SoundCue, tr("Sound Cues"), int(project.soundCues.size()));
  cues->setToolTip(0, tr("What game events play: the game rules' Event Sounds name a cue for each event"));
  for (const auto& cue : project.soundCues)
    addAsset(cues, AssetType::SoundCue, qs(cue->name))
        ->setToolTip(0, tr("%n file(s) \u2014 select to edit in Properties", nullptr, int(cue->files.size())));

  TilesetStore* store = document_->tilesets();
  auto* tilesets = addGroup(AssetType::Tileset, tr("Tilesets"), store->count());
  for (int i = 0; i < store->count(); ++i) {
    if (const sw::Tileset* tileset = store->tileset(i)) {
      addAsset(tilesets, AssetType::Tileset, qs(tileset->name))
          ->setToolTip(0, tr("%1: %n tile(s)", nullptr, int(tileset->tiles.size())).arg(store->fileOf(i)));
    } else {
      auto* item = new QTreeWidgetItem(tilesets, {store->fileOf(i)});
      item->setForeground(0, QColor(220, 70, 60));
      item->setToolTip(0, store->problemOf(i));
      item->setData(0, FilePathRole, QDir(qs(project.directory)).filePath(store->fileOf(i)));
    }
  }

  const QStringList graphFiles = document_->graphs()->files();
  auto* graphs = addGroup(AssetType::Graph, tr("Graphs"), int(graphFiles.size()));
  for (const QString& file : graphFiles)
    addAsset(graphs, AssetType::Graph, file, editableName({AssetType::Graph, file}))->setToolTip(0, file);

  if (document_->hasFolder()) {
    QDir root(qs(project.directory));
    for (const auto& folder : project.assetFolders) {
      QString name = qs(folder);
      auto* item = new QTreeWidgetItem(tree_, {name});
      item->setIcon(0, standardIcon(QStyle::SP_DirIcon));
      item->setData(0, FilePathRole, root.filePath(name));
      addFolder(item, root.filePath(name));
    }
  }
  for (int i = 0; i < tree_->topLevelItemCount(); ++i)
    forEachItem(tree_->topLevelItem(i), [&](QTreeWidgetItem* item) {
      if (item->childCount() == 0) return;
      // New items: groups open, folders closed.
      item->setExpanded(expanded.value(keyOf(item), item->data(0, GroupRole).isValid()));
    });
  tree_->verticalScrollBar()->setValue(scrolled);
}

void ProjectDock::addFolder(QTreeWidgetItem* parent, const QString& path) {
  QDir dir(path);
  for (const QFileInfo& info : dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot,
                                                 QDir::DirsFirst | QDir::Name | QDir::IgnoreCase)) {
    // An imported mesh's settings are not an asset to pick (and .json is no asset kind).
    if (info.fileName().endsWith(QLatin1String(".import.json"))) continue;
    auto* item = new QTreeWidgetItem(parent, {info.fileName()});
    item->setToolTip(0, info.filePath());
    item->setData(0, FilePathRole, info.absoluteFilePath());
    item->setIcon(0, standardIcon(info.isDir() ? QStyle::SP_DirIcon : QStyle::SP_FileIcon));
    if (info.isDir())
      addFolder(item, info.filePath());
    else if (sw::assetKindOf(info.filePath().toStdString()) == "mesh")
      showThumbnail(item, info.absoluteFilePath());
  }
}

void ProjectDock::showThumbnail(QTreeWidgetItem* item, const QString& absoluteMeshPath) {
  const QString path = QFileInfo(absoluteMeshPath).absoluteFilePath();
  thumbnailItems_.insert(path, item);
  const QImage image = thumbnails_->thumbnail(path);  // null: rendering, ready() follows
  if (!image.isNull()) item->setIcon(0, QIcon(QPixmap::fromImage(image)));
}

QTreeWidgetItem* ProjectDock::groupItem(AssetType type) const {
  for (int i = 0; i < tree_->topLevelItemCount(); ++i)
    if (QTreeWidgetItem* top = tree_->topLevelItem(i);
        top->data(0, GroupRole).isValid() && top->data(0, GroupRole).toInt() == int(type))
      return top;
  return nullptr;
}

QTreeWidgetItem* ProjectDock::itemFor(const AssetKey& asset) const {
  QTreeWidgetItem* group = groupItem(asset.type);
  for (int i = 0; group && i < group->childCount(); ++i)
    if (group->child(i)->data(0, AssetNameRole).toString() == asset.name) return group->child(i);
  return nullptr;
}

void ProjectDock::open(const AssetKey& asset) {
  auto raise = [this](const char* dockName) {
    if (auto* dock = window()->findChild<QDockWidget*>(QLatin1String(dockName))) {
      dock->show();
      dock->raise();
    }
  };
  const std::string name = asset.name.toStdString();
  switch (asset.type) {
    case AssetType::Level:
      for (int i = 0; i < int(document_->project().levels.size()); ++i)
        if (document_->project().levels[std::size_t(i)]->name == name) document_->setLevelIndex(i);
      break;
    case AssetType::TileDef:
      document_->setCurrentTileDef(document_->project().findTileDef(name));
      WindowLayouts::showTileEditor(this);  // at a size to work in (#45 friction 6)
      break;
    case AssetType::EnemyType:
      document_->setCurrentEnemyType(document_->project().findEnemyType(name));
      raise("enemyTypesDock");
      break;
    case AssetType::Tileset:
      if (auto* dock = window()->findChild<TilesetDock*>(QStringLiteral("tilesetDock")))
        dock->showTileset(asset.name);
      raise("tilesetDock");
      break;
    case AssetType::Graph:
      document_->graphs()->setCurrentFile(asset.name);
      raise("graphDock");
      break;
    case AssetType::Weapon:
      if (const sw::WeaponType* weapon = document_->project().findWeaponType(name))
        document_->setCurrentWeapons({weapon});
      raise("propertiesDock");
      break;
    case AssetType::Character:
      if (const sw::CharacterType* character = document_->project().findCharacterType(name))
        document_->setCurrentCharacters({character});
      raise("propertiesDock");
      break;
    case AssetType::Monster:
      if (const sw::MonsterType* monster = document_->project().findMonsterType(name))
        document_->setCurrentMonsters({monster});
      raise("propertiesDock");
      break;
    case AssetType::SoundCue:
      if (const sw::SoundCue* cue = document_->project().findSoundCue(name)) document_->setCurrentSoundCues({cue});
      raise("propertiesDock");
      break;
  }
}

void ProjectDock::pickInProperties() {
  // Only items of one of these types: with anything else picked too, the grid is left to it.
  std::vector<const sw::WeaponType*> weapons;
  std::vector<const sw::CharacterType*> characters;
  std::vector<const sw::MonsterType*> monsters;
  std::vector<const sw::SoundCue*> cues;
  for (QTreeWidgetItem* item : tree_->selectedItems()) {
    const QVariant type = item->data(0, AssetTypeRole);
    const std::string name = item->data(0, AssetNameRole).toString().toStdString();
    if (type.isValid() && type.toInt() == int(AssetType::Weapon)) {
      if (const auto* weapon = document_->project().findWeaponType(name)) weapons.push_back(weapon);
    } else if (type.isValid() && type.toInt() == int(AssetType::Character)) {
      if (const auto* character = document_->project().findCharacterType(name)) characters.push_back(character);
    } else if (type.isValid() && type.toInt() == int(AssetType::Monster)) {
      if (const auto* monster = document_->project().findMonsterType(name)) monsters.push_back(monster);
    } else if (type.isValid() && type.toInt() == int(AssetType::SoundCue)) {
      if (const auto* cue = document_->project().findSoundCue(name)) cues.push_back(cue);
    } else {
      return;
    }
  }
  // One kind at a time: the grid edits objects of one type.
  const int kinds = int(!weapons.empty()) + int(!characters.empty()) + int(!monsters.empty()) + int(!cues.empty());
  if (kinds != 1) return;
  if (!weapons.empty()) document_->setCurrentWeapons(std::move(weapons));
  if (!characters.empty()) document_->setCurrentCharacters(std::move(characters));
  if (!monsters.empty()) document_->setCurrentMonsters(std::move(monsters));
  if (!cues.empty()) document_->setCurrentSoundCues(std::move(cues));
}

QMenu* ProjectDock::newWeaponMenu(QMenu* parent) {
  QMenu* menu = parent->addMenu(tr("New Weapon"));
  menu->setObjectName(QStringLiteral("newWeaponMenu"));
  const std::pair<sw::WeaponKind, const char*> kinds[] = {
      {sw::WeaponKind::Shot, QT_TR_NOOP("Shot")},
      {sw::WeaponKind::Spread, QT_TR_NOOP("Spread")},
      {sw::WeaponKind::LockOnBeam, QT_TR_NOOP("Lock-on Beam")},
      {sw::WeaponKind::Lightning, QT_TR_NOOP("Lightning")}};
  for (const auto& [kind, text] : kinds) {
    QAction* action = menu->addAction(tr(text), this, [this, kind = kind] {
      pushOrExplain(document_, makeNewWeapon(document_, kind), {}, tr("New Weapon"), this);
    });
    action->setObjectName(QStringLiteral("newWeaponAction_") + QLatin1String(sw::toString(kind)));
  }
  return menu;
}

void ProjectDock::create(AssetType type) {
  switch (type) {
    case AssetType::Level:
      pushOrExplain(document_, makeNewLevel(document_), {}, tr("New Level"), this);
      break;
    case AssetType::TileDef:
      newTileDefAsking(document_, this);
      break;
    case AssetType::EnemyType:
      pushOrExplain(document_, makeNewEnemyType(document_), {}, tr("New Enemy Type"), this);
      break;
    case AssetType::Tileset:
      newTilesetAsking(document_, this);
      break;
    case AssetType::Graph:
      newGraphAsking(document_, this);
      break;
    case AssetType::Weapon:
      pushOrExplain(document_, makeNewWeapon(document_, sw::WeaponKind::Shot), {}, tr("New Weapon"), this);
      break;
    case AssetType::Character:
      pushOrExplain(document_, makeNewCharacter(document_), {}, tr("New Character"), this);
      break;
    case AssetType::Monster:
      pushOrExplain(document_, makeNewMonster(document_), {}, tr("New Monster Type"), this);
      break;
    case AssetType::SoundCue:
      pushOrExplain(document_, makeNewSoundCue(document_), {}, tr("New Sound Cue"), this);
      break;
  }
}

QMenu* ProjectDock::contextMenuFor(QTreeWidgetItem* item) {
  auto* menu = new QMenu(this);
  auto named = [](QAction* action, const char* name) {
    action->setObjectName(QLatin1String(name));
    return action;
  };
  static const char* const newTexts[] = {QT_TR_NOOP("New Level"), QT_TR_NOOP("New Tile Definition..."),
                                         QT_TR_NOOP("New Enemy Type"),
                                         QT_TR_NOOP("New Tileset from Image..."), QT_TR_NOOP("New Graph..."),
                                         nullptr /* weapons: a menu of kinds */, QT_TR_NOOP("New Character"),
                                         QT_TR_NOOP("New Monster Type"), QT_TR_NOOP("New Sound Cue")};
  if (!item) {
    for (int t = 0; t < 5; ++t)
      named(menu->addAction(tr(newTexts[t]), this, [this, t] { create(AssetType(t)); }), "newAssetAction");
    newWeaponMenu(menu);
    named(menu->addAction(tr(newTexts[int(AssetType::Character)]), this, [this] { create(AssetType::Character); }),
          "newCharacterAction");
    named(menu->addAction(tr(newTexts[int(AssetType::Monster)]), this, [this] { create(AssetType::Monster); }),
          "newMonsterAction");
    named(menu->addAction(tr(newTexts[int(AssetType::SoundCue)]), this, [this] { create(AssetType::SoundCue); }),
          "newSoundCueAction");
    return menu;
  }
  if (const QVariant group = item->data(0, GroupRole); group.isValid()) {
    const auto type = AssetType(group.toInt());
    if (type == AssetType::Weapon) {
      newWeaponMenu(menu);
      return menu;
    }
    named(menu->addAction(tr(newTexts[group.toInt()]), this, [this, type] { create(type); }),
          type == AssetType::Character ? "newCharacterAction"
          : type == AssetType::Monster  ? "newMonsterAction"
          : type == AssetType::SoundCue ? "newSoundCueAction"
                                        : "newAssetAction");
    return menu;
  }
  if (const QVariant type = item->data(0, AssetTypeRole); type.isValid()) {
    const AssetKey asset{AssetType(type.toInt()), item->data(0, AssetNameRole).toString()};
    static const char* const openTexts[] = {QT_TR_NOOP("Switch to Level"), QT_TR_NOOP("Edit in Tile Editor"),
                                            QT_TR_NOOP("Edit Enemy Type"), QT_TR_NOOP("Show in Tileset Dock"),
                                            QT_TR_NOOP("Open in Graph Editor"), QT_TR_NOOP("Edit Weapon"),
                                            QT_TR_NOOP("Edit Character"), QT_TR_NOOP("Edit Monster Type"),
                                            QT_TR_NOOP("Edit Sound Cue")};
    QAction* open =
        named(menu->addAction(tr(openTexts[type.toInt()]), this, [this, asset] { this->open(asset); }),
              "openAssetAction");
    open->setEnabled(asset.type != AssetType::Level ||
                     item->data(0, LevelIndexRole).toInt() != document_->levelIndex());
    menu->addSeparator();
    addAssetActions(menu, document_, asset, this);
    return menu;
  }
  const QString path = item->data(0, FilePathRole).toString();
  const QFileInfo info(path);
  if (info.isFile() && sw::assetKindOf(path.toStdString()) == "mesh")
    named(menu->addAction(tr("New Tile Definition from Mesh"), this,
                          [this, path] { newTileDefFromMesh(document_, path, this); }),
          "newTileDefFromMeshAction");
  if (info.isFile() && isImage(path))
    named(menu->addAction(tr("New Tileset from Image..."), this,
                          [this, path] { newTilesetAsking(document_, this, path); }),
          "newTilesetFromImageAction");
  if (info.isDir())
    if (auto* import = window()->findChild<QAction*>(QStringLiteral("importMeshAction")))
      named(menu->addAction(import->text().remove(QLatin1Char('&')), import, &QAction::trigger),
            "importMeshAction");
  if (!menu->isEmpty()) menu->addSeparator();
  named(menu->addAction(info.isDir() ? tr("Open Folder") : tr("Show in Folder"), this,
                        [path, info] {
                          QDesktopServices::openUrl(
                              QUrl::fromLocalFile(info.isDir() ? path : info.absolutePath()));
                        }),
        "showInFolderAction");
  named(menu->addAction(tr("Refresh"), this, &ProjectDock::rebuild), "refreshProjectAction");
  return menu;
}

void ProjectDock::showMenu(const QPoint& at) {
  QMenu* menu = contextMenuFor(tree_->itemAt(at));
  menu->exec(tree_->viewport()->mapToGlobal(at));
  menu->deleteLater();
}

}  // namespace sw::editor
