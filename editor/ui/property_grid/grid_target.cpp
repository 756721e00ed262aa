#include "ui/property_grid/property_text.h"
#include "document/qt_strings.h"
#include "model/objects_of.h"
#include "ui/property_grid/grid_target.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

#include "core/expression.h"
#include "document/document.h"
#include "document/graph_store.h"
#include "document/object_edits.h"
#include "document/property_edits.h"
#include "document/tileset_store.h"
#include "model/enemy_behaviour.h"
#include "model/references.h"
#include "ui/property_grid/grid_values.h"

namespace sw::editor::grid {

namespace {
// lupdate reads Text::tr calls under the context "PropertyGrid".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
}  // namespace

bool GridTarget::reload() {
  if (isPinned()) {
    sw::Describable* pinned = pinFind_();
    const bool changed = pinned != pinned_;
    pinned_ = pinned;
    return changed;
  }
  // The grid is a view, but it hands its objects to the property command: it asks the
  // document for write access to them.
  sw::Level* level = document_->editableLevel();
  QVector<ObjectId> ids = level ? orderedSelection(document_) : QVector<ObjectId>();
  sw::TileDef* def = ids.isEmpty() ? document_->editable(document_->currentTileDef()) : nullptr;
  sw::EnemyType* type = ids.isEmpty() && !def ? document_->editable(document_->currentEnemyType()) : nullptr;
  sw::EnemyState* state = type ? document_->editable(document_->currentEnemyState()) : nullptr;
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
  // Weapon types: only while nothing else is picked.
  std::vector<sw::WeaponType*> weapons;
  if (ids.isEmpty() && !def && !type && graphNodes.isEmpty() && tiles.isEmpty())
    for (const sw::WeaponType* w : document_->currentWeapons())
      if (sw::WeaponType* own = document_->editable(w)) weapons.push_back(own);
  const bool changed = weapons != weapons_ || level != level_ || ids != ids_ || def != tileDef_ || type != enemyType_ ||
                       state != enemyState_ || graphNodes != graphNodes_ || graphFile != graphFile_ ||
                       tileset != tileset_ || tiles != tiles_;
  weapons_ = std::move(weapons);
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
  if (isPinned()) {
    if (pinned_) out.push_back(pinned_);
    return out;
  }
  if (!graphNodes_.isEmpty()) return document_->graphs()->nodeProperties()->objects(graphFile_, graphNodes_);
  if (!tiles_.isEmpty()) {
    // Pointers into the store's tileset: valid until it is replaced (the grid reloads then).
    if (const sw::Tileset* t = document_->tilesets()->find(tileset_.toStdString()))
      for (const QString& name : tiles_)
        if (const auto* tile = t->findTile(name.toStdString())) out.push_back(tile);
    return out;
  }
  if (!weapons_.empty()) {
    out.assign(weapons_.begin(), weapons_.end());
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
  for (const auto* o : sw::objectsOf(*level_, ids_))
    if (o) out.push_back(o);
  return out;
}

QString GridTarget::title() const {
  if (isPinned()) return pinTitle_ ? pinTitle_() : QString();
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
  if (weapons_.size() == 1) return Text::tr("Weapon \u201C%1\u201D").arg(qs(weapons_.front()->name));
  if (!weapons_.empty()) return Text::tr("%n weapons", nullptr, int(weapons_.size()));
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
  // One kind or several: kinds compared by their one description each, and the walk
  // ends at the second kind (a map of kind names cost a string per object of 25,000).
  const sw::TypeDescription* kind = nullptr;
  bool oneKind = true;
  for (const auto* o : sw::objectsOf(*level_, ids_)) {
    if (!o) continue;
    if (!kind) kind = &o->description();
    if (&o->description() != kind) {
      oneKind = false;
      break;
    }
  }
  if (kind && oneKind) return Text::tr("%1 %2s").arg(ids_.size()).arg(readableText(kind->typeName()));
  return Text::tr("%n objects", nullptr, int(ids_.size()));
}

QStringList GridTarget::referenceChoices(const std::string& key) const {
  QStringList names;
  const auto objects = this->objects();
  const sw::Property* property = objects.empty() ? nullptr : objects.front()->description().find(key);
  if (!property) return names;
  // Every target is left out: none of them may refer to itself.
  QSet<QString> targets;
  for (const auto* o : objects) targets.insert(qs(sw::nameOf(*o)));
  sw::Describable& root = document_->editableProject();
  for (const auto& name : sw::referenceCandidates(root, *objects.front(), *property))
    if (!targets.contains(qs(name))) names << qs(name);
  names.sort(Qt::CaseInsensitive);
  return names;
}

std::optional<QString> GridTarget::brokenReference(const std::string& key, const std::string& value) const {
  if (value.empty()) return std::nullopt;
  const auto objects = this->objects();
  const sw::Property* property = objects.empty() ? nullptr : objects.front()->description().find(key);
  if (!property || property->refersTo.empty()) return std::nullopt;
  for (const auto* o : objects)
    if (sw::nameOf(*o) == value) return std::nullopt;  // a self reference is reported on its own
  const auto names = sw::referenceCandidates(document_->editableProject(), *objects.front(), *property);
  if (std::binary_search(names.begin(), names.end(), value)) return std::nullopt;
  if (property->refersTo == "LevelObject") return Text::tr("No object named '%1' in this level").arg(qs(value));
  return Text::tr("No %1 named '%2'").arg(readableText(property->refersTo), qs(value));
}

std::vector<EditSubject> GridTarget::subjects() const {
  std::vector<EditSubject> out;
  if (isPinned()) {
    if (pinned_) out.push_back(pinned_);
    return out;
  }
  if (!graphNodes_.isEmpty()) {
    for (auto id : graphNodes_) out.push_back(document_->graphs()->nodeSubject(graphFile_, id));
    return out;
  }
  if (!tiles_.isEmpty()) {
    TilesetStore* store = document_->tilesets();
    const int index = store->indexOf(tileset_.toStdString());
    if (const sw::Tileset* t = store->tileset(index))
      for (const QString& name : tiles_)
        if (auto at = t->tileIndex(name.toStdString())) out.push_back(store->tileSubject(index, *at));
    return out;
  }
  if (!weapons_.empty()) {
    for (sw::WeaponType* w : weapons_) out.push_back(w);
    return out;
  }
  if (tileDef_) return {tileDef_};
  if (enemyState_) return {enemyState_};
  if (enemyType_) return {enemyType_};
  if (!level_) return out;
  if (ids_.isEmpty()) return {level_};
  for (auto* o : sw::objectsOf(*level_, ids_))
    if (o) out.push_back(o);
  return out;
}

std::optional<QString> GridTarget::whyNotEditable(const sw::Property& property) const {
  if (property.readOnly) return Text::tr("%1 is read-only").arg(propertyText(property.label));
  if (property.key == "name" && size() > 1) return Text::tr("Names are unique: select one object to rename it");
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

std::optional<QString> GridTarget::apply(const std::string& key, const Edit& edit, int mergeSerial) {
  reload();  // the selection is the truth, even if a refresh is still queued
  const auto objects = this->objects();
  if (objects.empty()) return Text::tr("Nothing to edit");
  if (const sw::Property* first = objects.front()->description().find(key))
    if (auto why = whyNotEditable(*first)) return why;
  std::vector<sw::Value> values;
  values.reserve(objects.size());
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const sw::Property* property = objects[i]->description().find(key);
    if (!property) return Text::tr("%1 is not a property of every selected object").arg(qs(key));
    sw::Value old = property->get(*objects[i]);
    std::optional<sw::Value> changed = edit(i, old);
    values.push_back(changed ? std::move(*changed) : std::move(old));
  }
  QString why;
  QUndoCommand* command = makeSetProperty(document_, subjects(), key, values, mergeSerial, &why);
  if (!command) return why.isEmpty() ? std::nullopt : std::optional<QString>(why);
  document_->undoStack()->push(command);
  if (enemyState_) reportBadLines(key);
  return std::nullopt;
}

}  // namespace sw::editor::grid
