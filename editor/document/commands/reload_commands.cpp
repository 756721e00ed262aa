#include "document/commands/reload_commands.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

#include "core/atomic_file.h"
#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/commands/tileset_commands.h"
#include "graph/graph_json.h"
#include "document/commands/set_property_command.h"
#include "model/project/game_rules_json.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"

namespace sw::editor {
namespace {

struct ReloadCommandsText {
  Q_DECLARE_TR_FUNCTIONS(sw::editor::ReloadCommands)
};

QString reloadText(const DocumentFile& file) { return ReloadCommandsText::tr("Reload %1").arg(file.relative); }

class ReloadLevelCommand : public QUndoCommand {
 public:
  ReloadLevelCommand(Document* document, sw::Level* level, sw::Level other, const QString& text)
      : QUndoCommand(text), document_(document), level_(level), other_(std::move(other)) {}
  void redo() override { swap(); }
  void undo() override { swap(); }

 private:
  void swap() {
    // Moves, not copies: the objects keep their addresses in whichever side holds them,
    // so commands below this one on the stack still find theirs after an undo.
    std::swap(*level_, other_);
    const sw::Level* shown = document_->level();
    document_->notifyStructureChanged();  // drops selected ids that did not survive
    document_->notifyObjectsChanged({});
    document_->notifyLevelsChanged(shown);  // the name may have changed
  }
  Document* document_;
  sw::Level* level_;
  sw::Level other_;
};

class ReloadProjectCommand : public QUndoCommand {
 public:
  ReloadProjectCommand(Document* document, sw::Project other, std::vector<std::string> levelFiles,
                       std::vector<std::unique_ptr<sw::Level>> spare,
                       std::vector<std::unique_ptr<sw::Tileset>> spareTilesets, const QString& text)
      : QUndoCommand(text),
        document_(document),
        other_(std::move(other)),
        otherLevelFiles_(std::move(levelFiles)),
        spare_(std::move(spare)),
        spareTilesets_(std::move(spareTilesets)) {
    for (const auto& t : other_.tilesets) otherTilesetFiles_.push_back(t->file);
    other_.tilesets.clear();  // placeholders: the tilesets are the held and the spare ones
  }
  void redo() override { swap(); }
  void undo() override { swap(); }

 private:
  void swap() {
    sw::Project& p = document_->editableProject();
    const sw::Level* shown = document_->level();
    const std::string tileDef = document_->currentTileDef() ? document_->currentTileDef()->name : std::string();
    const std::string enemyType =
        document_->currentEnemyType() ? document_->currentEnemyType()->name : std::string();
    // Every member project.json holds (Project::describeType and projectText): a new
    // member saved there must be swapped here too.
    std::swap(p.name, other_.name);
    std::swap(p.tickRate, other_.tickRate);
    std::swap(p.screenExtent, other_.screenExtent);
    std::swap(p.assetFolders, other_.assetFolders);
    std::swap(p.tileDefs, other_.tileDefs);
    std::swap(p.enemyTypes, other_.enemyTypes);
    // Levels still listed stay the objects the editor holds (with their unsaved edits).
    std::vector<std::string> files;
    std::vector<std::unique_ptr<sw::Level>> pool = std::move(p.levels);
    for (const auto& level : pool) files.push_back(level->file);
    for (auto& level : spare_) pool.push_back(std::move(level));
    spare_.clear();
    p.levels.clear();
    for (const std::string& file : otherLevelFiles_) {
      auto it = std::find_if(pool.begin(), pool.end(), [&](const auto& l) { return l && l->file == file; });
      if (it != pool.end()) p.levels.push_back(std::move(*it));
    }
    for (auto& level : pool)
      if (level) spare_.push_back(std::move(level));
    otherLevelFiles_ = std::move(files);

    // Tilesets still listed stay the objects the editor holds too; the others were read
    // when the reload was made.
    const bool tilesetsChanged = swapTilesets(p);
    if (tilesetsChanged) document_->tilesets()->notifyTilesetsChanged();
    document_->notifyTileDefsChanged();
    if (!tileDef.empty())
      if (const sw::TileDef* def = p.findTileDef(tileDef)) document_->setCurrentTileDef(def);
    document_->notifyEnemyTypesChanged();
    if (!enemyType.empty())
      if (const sw::EnemyType* type = p.findEnemyType(enemyType)) document_->setCurrentEnemyType(type);
    document_->notifyLevelsChanged(shown);
    document_->notifyObjectsChanged({});
  }
  // Whether the list changed.
  bool swapTilesets(sw::Project& p) {
    std::vector<std::string> files;
    std::vector<std::unique_ptr<sw::Tileset>> pool = std::move(p.tilesets);
    for (const auto& t : pool) files.push_back(t->file);
    const bool same = files == otherTilesetFiles_;
    for (auto& t : spareTilesets_) pool.push_back(std::move(t));
    spareTilesets_.clear();
    p.tilesets.clear();
    for (const std::string& file : otherTilesetFiles_) {
      auto it = std::find_if(pool.begin(), pool.end(), [&](const auto& t) { return t && t->file == file; });
      if (it != pool.end()) p.tilesets.push_back(std::move(*it));
    }
    for (auto& t : pool)
      if (t) spareTilesets_.push_back(std::move(t));
    otherTilesetFiles_ = std::move(files);
    return !same;
  }

  Document* document_;
  sw::Project other_;
  std::vector<std::string> otherLevelFiles_;
  std::vector<std::unique_ptr<sw::Level>> spare_;  // levels read but not listed on this side
  std::vector<std::string> otherTilesetFiles_;
  std::vector<std::unique_ptr<sw::Tileset>> spareTilesets_;  // likewise tilesets
};

class ReloadGraphCommand : public GraphCommand {
 public:
  ReloadGraphCommand(GraphStore* store, const QString& file, sw::graph::Graph other, const QString& text)
      : GraphCommand(store, file), other_(std::move(other)) {
    setText(text);
  }
  void redo() override { swap(); }
  void undo() override { swap(); }

 private:
  void swap() {
    if (auto* g = graph()) {
      std::swap(*g, other_);
      changed();
    }
  }
  sw::graph::Graph other_;
};

std::unique_ptr<QUndoCommand> reloadLevel(Document& document, const DocumentFile& file, const std::string& bytes,
                                          sw::Errors& errors) {
  sw::Level* level = nullptr;
  for (const auto& l : document.project().levels)
    if (l->file == file.relative.toStdString()) level = l.get();
  if (!level) return nullptr;
  sw::Level fresh;
  fresh.file = level->file;
  if (!sw::readLevelText(bytes, file.path.toStdString(), fresh, errors)) return nullptr;
  // Same name, same object: it keeps its id, so the selection stays on it.
  fresh.forEachObject([&](sw::LevelObject& o) {
    if (const sw::LevelObject* old = level->findByName(o.name)) o.id = old->id;
  });
  return std::make_unique<ReloadLevelCommand>(&document, level, std::move(fresh), reloadText(file));
}

std::unique_ptr<QUndoCommand> reloadProject(Document& document, const DocumentFile& file, const std::string& bytes,
                                            sw::Errors& errors) {
  sw::Project fresh;
  std::vector<std::string> levelFiles;
  const std::size_t before = errors.size();
  if (!sw::readProjectText(bytes, file.path.toStdString(), fresh, levelFiles, errors) || errors.size() > before)
    return nullptr;
  // Levels newly listed are read now, so a broken one refuses the whole reload.
  std::vector<std::unique_ptr<sw::Level>> spare;
  const sw::Project& project = document.project();
  for (const std::string& relative : levelFiles) {
    const bool held = std::any_of(project.levels.begin(), project.levels.end(),
                                  [&](const auto& l) { return l->file == relative; });
    if (held) continue;
    const std::string path = project.absolutePath(relative);
    auto text = sw::readWholeFile(path);
    if (!text) {
      errors.push_back(text.error());
      continue;
    }
    auto level = std::make_unique<sw::Level>();
    level->file = relative;
    if (sw::readLevelText(*text, path, *level, errors)) spare.push_back(std::move(level));
  }
  if (errors.size() > before) return nullptr;
  // Tilesets newly listed are read now too; one that cannot be read is listed with its
  // problem, as when the project is opened.
  std::vector<std::unique_ptr<sw::Tileset>> spareTilesets;
  for (const auto& listed : fresh.tilesets) {
    const bool held = std::any_of(project.tilesets.begin(), project.tilesets.end(),
                                  [&](const auto& t) { return t->file == listed->file; });
    if (held) continue;
    auto loaded = sw::loadTilesetFile(project.absolutePath(listed->file));
    auto tileset = std::make_unique<sw::Tileset>(loaded ? std::move(*loaded) : sw::Tileset());
    if (!loaded) tileset->readError = loaded.error();
    tileset->file = listed->file;
    spareTilesets.push_back(std::move(tileset));
  }
  return std::make_unique<ReloadProjectCommand>(&document, std::move(fresh), std::move(levelFiles),
                                                std::move(spare), std::move(spareTilesets), reloadText(file));
}

std::unique_ptr<QUndoCommand> reloadTileset(Document& document, const DocumentFile& file, const std::string& bytes,
                                            sw::Errors& errors) {
  const auto& tilesets = document.project().tilesets;
  for (std::size_t i = 0; i < tilesets.size(); ++i) {
    if (tilesets[i]->file != file.relative.toStdString()) continue;
    if (!tilesets[i]->readable()) return nullptr;  // never read: it is read with the project
    sw::Tileset fresh;
    if (!sw::readTilesetText(bytes, file.path.toStdString(), fresh, errors)) return nullptr;
    return std::make_unique<ReplaceTilesetCommand>(&document, int(i), std::move(fresh), reloadText(file));
  }
  return nullptr;
}

std::unique_ptr<QUndoCommand> reloadGraph(Document& document, const DocumentFile& file, const std::string& bytes,
                                          sw::Errors& errors) {
  GraphStore* store = document.graphs();
  if (!store->loadedGraph(file.relative)) return nullptr;  // read from disk when first opened
  sw::Errors warnings;  // a node type the library lacks does not stop a reload: it opens as a placeholder
  auto fresh = sw::graph::readGraph(bytes, file.path.toStdString(), store->library(), &warnings);
  if (!fresh) {
    errors.push_back(fresh.error());
    return nullptr;
  }
  return std::make_unique<ReloadGraphCommand>(store, file.relative, std::move(fresh.value()), reloadText(file));
}

// game.json: the rules read take the place of the ones held through the one property
// edit, so undo gives back exactly what the editor held.
std::unique_ptr<QUndoCommand> reloadRules(Document& document, const DocumentFile& file, const std::string& bytes,
                                          sw::Errors& errors) {
  sw::GameRulesAsset fresh;
  if (!sw::readGameRulesText(bytes, file.path.toStdString(), fresh, errors)) return nullptr;
  sw::GameRulesAsset& held = document.editableProject().rules;
  std::vector<PropertyChange> changes;
  for (const auto& p : sw::GameRulesAsset::describeType().properties())
    if (!(p.get(held) == p.get(fresh))) changes.push_back({&held, p.key, p.get(held), p.get(fresh)});
  return std::make_unique<SetPropertyCommand>(&document, std::move(changes), reloadText(file));
}

}  // namespace

std::unique_ptr<QUndoCommand> makeReloadCommand(Document& document, const DocumentFile& file,
                                                const std::string& bytes, sw::Errors& errors) {
  switch (file.kind) {
    case DocumentFile::Kind::Project: return reloadProject(document, file, bytes, errors);
    case DocumentFile::Kind::Level: return reloadLevel(document, file, bytes, errors);
    case DocumentFile::Kind::Tileset: return reloadTileset(document, file, bytes, errors);
    case DocumentFile::Kind::Graph: return reloadGraph(document, file, bytes, errors);
    case DocumentFile::Kind::Snippet: return nullptr;
    case DocumentFile::Kind::Rules: return reloadRules(document, file, bytes, errors);
  }
  return nullptr;
}

}  // namespace sw::editor
