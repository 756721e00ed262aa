#include "ui/property_grid/property_text.h"
#include "ui/property_grid/grid_target.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <map>

#include "core/expression.h"
#include "document/commands.h"
#include "document/document.h"
#include "document/enemy_type_commands.h"
#include "document/graph_commands.h"
#include "document/graph_store.h"
#include "model/enemy_behaviour.h"
#include "document/object_edits.h"
#include "document/set_level_property_command.h"
#include "document/tile_def_commands.h"
#include "document/tileset_commands.h"
#include "document/tileset_store.h"
#include "ui/property_grid/graph_node_rows.h"
#include "ui/property_grid/grid_values.h"

namespace sw::editor::grid {

namespace {
// lupdate reads Text::tr calls under the context "PropertyGrid".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
QString qs(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

bool GridTarget::reload() {
  sw::Level* level = document_->level();
  QVector<ObjectId> ids = level ? orderedSelection(document_) : QVector<ObjectId>();
  sw::TileDef* def = ids.isEmpty() ? document_->currentTileDef() : nullptr;
  sw::EnemyType* type = ids.isEmpty() && !def ? document_->currentEnemyType() : nullptr;
  sw::EnemyState* state = type ? document_->currentEnemyState() : nullptr;
  // Graph nodes: only while nothing else is picked (the store clears them otherwise).
  QString graphFile;
  QVector<std::uint32_t> graphNodes;
  if (ids.isEmpty() && !def && !type) {
    GraphStore* store = document_->graphs();
    if (const auto* g = store->graph(store->currentFile()))
      for (auto id : store->selectedNodes())
        if (g->node(id)) graphNodes.push_back(id);
    std::sort(graphNodes.begin(), graphNodes.end());
    if (!graphNodes.isEmpty()) graphFile = store->currentFile();
  }
  // Tileset tiles: likewise only while nothing else is picked; names no longer in the
  // tileset (renamed, an undo) drop out.
  QString tileset;
  QStringList tiles;
  if (ids.isEmpty() && !def && !type && graphNodes.isEmpty()) {
    TilesetStore* store = document_->tilesets();
    if (const sw::Tileset* t = store->find(store->selectedTileset().toStdString()))
      for (const QString& name : store->selectedTiles())
        if (t->findTile(name.toStdString()) && !tiles.contains(name)) tiles << name;
    if (!tiles.isEmpty()) tileset = store->selectedTileset();
  }
  if (!graphRows_) graphRows_ = std::make_shared<GraphNodeRows>(document_->graphs());
  const bool changed = level != level_ || ids != ids_ || def != tileDef_ || type != enemyType_ ||
                       state != enemyState_ || graphNodes != graphNodes_ || graphFile != graphFile_ ||
                       tileset != tileset_ || tiles != tiles_;
  tileset_ = tileset;
  tiles_ = std::move(tiles);
  graphFile_ = graphFile;
  graphNodes_ = std::move(graphNodes);
  tileDef_ = def;
  enemyType_ = type;
  enemyState_ = state;
  level_ = level;
  ids_ = std::move(ids);
  return changed;
}

std::vector<const sw::Describable*> GridTarget::objects() const {
  std::vector<const sw::Describable*> out;
  if (!graphNodes_.isEmpty()) return graphRows_->objects(graphFile_, graphNodes_);
  if (!tiles_.isEmpty()) {
    // Pointers into the store's tileset: valid until it is replaced (the grid reloads then).
    if (const sw::Tileset* t = document_->tilesets()->find(tileset_.toStdString()))
      for (const QString& name : tiles_)
        if (const auto* tile = t->findTile(name.toStdString())) out.push_back(tile);
    return out;
  }
  if (tileDef_) {
    out.push_back(tileDef_);
    return out;
  }
  if (enemyType_) {
    out.push_back(enemyState_ ? static_cast<const sw::Describable*>(enemyState_) : enemyType_);
    return out;
  }
  if (!level_) return out;
  if (ids_.isEmpty()) {
    out.push_back(level_);
    return out;
  }
  out.reserve(std::size_t(ids_.size()));
  for (ObjectId id : ids_)
    if (const auto* o = level_->findById(id)) out.push_back(o);
  return out;
}

QString GridTarget::title() const {
  if (!graphNodes_.isEmpty()) {
    const auto* g = document_->graphs()->graph(graphFile_);
    const auto* first = g ? g->node(graphNodes_.front()) : nullptr;
    if (!first) return {};
    auto tpl = document_->graphs()->library().nodeTemplate(first->type);
    const QString typeTitle = tpl ? qs(tpl->title) : qs(first->type);
    bool oneType = true;
    for (auto id : graphNodes_)
      if (const auto* n = g->node(id); n && n->type != first->type) oneType = false;
    if (graphNodes_.size() == 1) return Text::tr("Node \u201C%1\u201D").arg(typeTitle);
    return oneType ? Text::tr("%1 %2 nodes").arg(graphNodes_.size()).arg(typeTitle)
                   : Text::tr("%n graph nodes", nullptr, int(graphNodes_.size()));
  }
  if (!tiles_.isEmpty())
    return tiles_.size() == 1 ? Text::tr("Tile \u201C%1\u201D").arg(tiles_.front())
                              : Text::tr("%n tiles", nullptr, int(tiles_.size()));
  if (tileDef_) return Text::tr("Tile \u201C%1\u201D").arg(qs(tileDef_->name));
  if (enemyState_)
    return Text::tr("State \u201C%1\u201D of \u201C%2\u201D").arg(qs(enemyState_->name), qs(enemyType_->name));
  if (enemyType_) return Text::tr("Enemy \u201C%1\u201D").arg(qs(enemyType_->name));
  if (!level_) return Text::tr("No level");
  if (ids_.isEmpty()) return Text::tr("Level \u201C%1\u201D").arg(qs(level_->name));
  if (ids_.size() == 1) {
    const auto* o = level_->findById(ids_.front());
    return o ? Text::tr("%1 \u201C%2\u201D").arg(readableText(o->kind()), qs(o->name)) : QString();
  }
  std::map<std::string, int> kinds;
  for (ObjectId id : ids_)
    if (const auto* o = level_->findById(id)) ++kinds[o->kind()];
  if (kinds.size() == 1) return Text::tr("%1 %2s").arg(ids_.size()).arg(readableText(kinds.begin()->first));
  return Text::tr("%n objects", nullptr, int(ids_.size()));
}

QStringList GridTarget::referenceChoices() const {
  QStringList names;
  if (!level_) return names;
  const QSet<ObjectId> targets(ids_.begin(), ids_.end());
  level_->forEachObject([&](sw::LevelObject& o) {
    if (!targets.contains(o.id)) names << qs(o.name);
  });
  names.sort(Qt::CaseInsensitive);
  return names;
}

std::optional<QString> GridTarget::whyNotEditable(const sw::Property& property) const {
  if (property.readOnly) return Text::tr("%1 is read-only").arg(propertyText(property.label));
  if (property.key == "name" && tiles_.size() > 1)
    return Text::tr("Tile names are unique in a tileset: select one tile to rename it");
  if (property.key == "name" && ids_.size() > 1)
    return Text::tr("Names are unique in a level: select one object to rename it");
  return std::nullopt;
}

std::optional<QString> GridTarget::itemProblem(const std::string& key, int item) const {
  if (!enemyState_ || item < 0) return std::nullopt;
  int state = 0;
  while (state < int(enemyType_->states.size()) && enemyType_->states[std::size_t(state)].get() != enemyState_) ++state;
  // The behaviour compiler is the one judge (Play and validation use it too); an enemy
  // type has a few dozen lines, so compiling it per row costs nothing noticeable.
  std::vector<sw::BehaviourProblem> problems;
  sw::compileBehaviour(*enemyType_, &problems);
  const std::string pointer = "/states/" + std::to_string(state) + "/" + key + "/" + std::to_string(item);
  for (const auto& p : problems)
    if (p.pointer == pointer) return qs(p.message);
  return std::nullopt;
}

void GridTarget::reportBadLines(const std::string& key) const {
  const auto& types = document_->project().enemyTypes;
  std::size_t typeIndex = 0;
  while (typeIndex < types.size() && types[typeIndex].get() != enemyType_) ++typeIndex;
  int state = 0;
  while (state < int(enemyType_->states.size()) && enemyType_->states[std::size_t(state)].get() != enemyState_) ++state;
  if (typeIndex == types.size() || state == int(enemyType_->states.size())) return;
  std::vector<sw::BehaviourProblem> problems;
  sw::compileBehaviour(*enemyType_, &problems);
  const std::string prefix = "/states/" + std::to_string(state) + "/" + key + "/";
  for (const auto& p : problems)
    if (p.fatal && p.pointer.rfind(prefix, 0) == 0)
      document_->log()->add(LogEntry::Severity::Warning, qs(p.message), document_->projectFile(),
                            qs("/enemyTypes/" + std::to_string(typeIndex) + p.pointer));
}

const sw::Property* GridTarget::propertyOf(const sw::Describable& object, const std::string& key) const {
  return object.description().find(key);
}

std::optional<QString> GridTarget::apply(const std::string& key, const Edit& edit, int mergeSerial) {
  reload();  // the selection is the truth, even if a refresh is still queued
  const auto objects = this->objects();
  if (objects.empty()) return Text::tr("Nothing to edit");
  const sw::Property* first = propertyOf(*objects.front(), key);
  if (!first) return Text::tr("Unknown property %1").arg(qs(key));
  if (auto why = whyNotEditable(*first)) return why;
  const QString label = propertyText(first->label);

  std::vector<sw::Value> newValues;
  newValues.reserve(objects.size());
  bool anyChange = false, allSame = true;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const sw::Property* property = propertyOf(*objects[i], key);
    if (!property) return Text::tr("%1 is not a property of every selected object").arg(label);
    sw::Value old = property->get(*objects[i]);
    std::optional<sw::Value> changed = edit(i, old);
    sw::Value value = changed ? std::move(*changed) : old;
    if (!(value == old)) {
      // Checks run on what changes only: an object already holding a bad value (read from
      // a file) is not a reason to refuse editing the others.
      const auto* object = dynamic_cast<const sw::LevelObject*>(objects[i]);
      const QString who = objects.size() > 1 && object ? qs(object->name) + QStringLiteral(": ") : QString();
      if (auto problem = property->check(value)) return who + label + QStringLiteral(": ") + qs(*problem);
      if (property->kind == sw::ValueKind::Expression) {
        const auto& text = std::get<std::string>(value);
        if (text.find_first_not_of(" \t\r\n") != std::string::npos)
          if (auto check = sw::checkExpression(text); !check)
            return who + label + QStringLiteral(": ") + qs(check.describe());
      }
      if (property->kind == sw::ValueKind::ObjectRef && object &&
          std::get<std::string>(value) == object->name)
        return Text::tr("%1 cannot refer to itself (%2)").arg(qs(object->name), label);
      anyChange = true;
    }
    if (!newValues.empty() && !(value == newValues.front())) allSame = false;
    newValues.push_back(std::move(value));
  }
  if (!anyChange) return std::nullopt;
  if (!graphNodes_.isEmpty()) {
    // One command for every selected node; a node left unchanged keeps its exact value
    // (a float4 shows as an 8-bit colour, which must not round the others).
    std::vector<sw::graph::ParamValue> params;
    for (std::size_t i = 0; i < objects.size() && i < std::size_t(graphNodes_.size()); ++i) {
      auto now = graphRows_->current(graphFile_, graphNodes_[qsizetype(i)], key);
      if (!now) return Text::tr("%1 is not a property of every selected node").arg(label);
      const sw::Value old = propertyOf(*objects[i], key)->get(*objects[i]);
      auto param = newValues[i] == old ? now : GraphNodeRows::toParam(newValues[i], *now);
      if (!param) return Text::tr("%1: a value of the wrong kind").arg(label);
      params.push_back(*param);
    }
    document_->undoStack()->push(new SetNodePropertyCommand(document_->graphs(), graphFile_,
                                          std::vector<std::uint32_t>(graphNodes_.begin(), graphNodes_.end()), key,
                                          std::move(params), mergeSerial));
    return std::nullopt;
  }
  if (!tiles_.isEmpty()) return applyToTiles(key, newValues, mergeSerial);
  if (allSame) newValues.resize(1);

  QUndoStack* undo = document_->undoStack();
  if (enemyType_) {
    QString why;
    QUndoCommand* command =
        enemyState_ ? makeEnemyStateEdit(document_, enemyType_, enemyState_, key, newValues.front(), mergeSerial, &why)
                    : makeEnemyTypeEdit(document_, enemyType_, key, newValues.front(), mergeSerial, &why);
    if (!command) return why;
    undo->push(command);
    if (enemyState_) reportBadLines(key);
    return std::nullopt;
  }
  if (tileDef_) {
    QString why;
    QUndoCommand* command = makeTileDefEdit(document_, tileDef_, key, newValues.front(), mergeSerial, &why);
    if (!command) return why;
    undo->push(command);
    return std::nullopt;
  }
  if (isLevel()) {
    if (key == "name") {
      const auto& name = std::get<std::string>(newValues.front());
      if (name.find_first_not_of(' ') == std::string::npos) return Text::tr("A level needs a name");
      if (const auto* other = document_->project().findLevel(name); other && other != level_)
        return Text::tr("The project already has a level named '%1'").arg(qs(name));
    }
    undo->push(
        new SetLevelPropertyCommand(document_, level_, key, std::move(newValues.front()), mergeSerial));
    return std::nullopt;
  }
  if (key == "name") {
    // A rename also rewrites every reference to the old name, in the same step.
    QString why;
    QUndoCommand* rename = makeRenameCommand(document_, level_, ids_.front(),
                                             qs(std::get<std::string>(newValues.front())), &why);
    if (!rename) return why;
    undo->push(rename);
    return std::nullopt;
  }
  undo->push(new SetPropertyCommand(document_, level_, ids_, key, std::move(newValues), mergeSerial));
  return std::nullopt;
}

std::optional<QString> GridTarget::applyToTiles(const std::string& key, const std::vector<sw::Value>& newValues,
                                                int mergeSerial) {
  TilesetStore* store = document_->tilesets();
  const int index = store->indexOf(tileset_.toStdString());
  const sw::Tileset* current = store->tileset(index);
  if (!current) return Text::tr("The tileset \u201C%1\u201D is gone").arg(tileset_);
  // The whole tileset is a value: change every selected tile in a copy, then swap it in
  // with one command (one undo step for N tiles).
  sw::Tileset after = *current;
  QStringList renamed = tiles_;
  for (std::size_t i = 0; i < newValues.size() && i < std::size_t(tiles_.size()); ++i) {
    const auto at = after.tileIndex(tiles_[qsizetype(i)].toStdString());
    if (!at) return Text::tr("The tile \u201C%1\u201D is gone").arg(tiles_[qsizetype(i)]);
    sw::TilesetTile& tile = after.tiles[*at];
    if (key == "name") {
      const std::string& name = std::get<std::string>(newValues[i]);
      if (name == tile.name) continue;
      if (name.find_first_not_of(' ') == std::string::npos) return Text::tr("A tile needs a name");
      // Placed tiles refer to a tile by its name, so two tiles must never share one.
      if (after.findTile(name))
        return Text::tr("The tileset \u201C%1\u201D already has a tile named \u201C%2\u201D").arg(tileset_, qs(name));
      renamed[qsizetype(i)] = qs(name);
    }
    tile.description().find(key)->set(tile, newValues[i]);
  }
  const QString label = tiles_.size() == 1 ? Text::tr("Edit tile %1").arg(tiles_.front())
                                           : Text::tr("Edit %n tiles", nullptr, int(tiles_.size()));
  if (key == "name") {
    // Placed tiles refer to a tile by name: they follow the rename in the same step.
    auto* step = new QUndoCommand(label);
    new ReplaceTilesetCommand(store, index, std::move(after), label, 0, step);
    for (qsizetype i = 0; i < tiles_.size(); ++i)
      if (renamed[i] != tiles_[i])
        new RenameTileInLayersCommand(document_, tileset_.toStdString(), tiles_[i].toStdString(),
                                      renamed[i].toStdString(), step);
    document_->undoStack()->push(step);
  } else {
    document_->undoStack()->push(new ReplaceTilesetCommand(store, index, std::move(after), label, mergeSerial));
  }
  // A renamed tile stays the one shown (an undo drops the then unknown name, see reload).
  if (renamed != tiles_) store->setSelectedTiles(tileset_, renamed);
  return std::nullopt;
}

}  // namespace sw::editor::grid
