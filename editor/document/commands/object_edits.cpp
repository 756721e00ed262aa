#include "document/commands/object_edits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include "core/prefetched.h"
#include "document/commands/commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/references/object_references.h"
#include "model/level/objects_of.h"

namespace sw::editor {

namespace {
// lupdate reads ObjectEditsText::tr calls under the context "ObjectEdits".
struct ObjectEditsText {
  Q_DECLARE_TR_FUNCTIONS(ObjectEdits)
};

const sw::Property* positionOf(const sw::LevelObject& object) {
  const auto* p = object.description().find("position");
  return p && p->kind == sw::ValueKind::Vec2 && !p->readOnly ? p : nullptr;
}

// Rewrites references inside `objects` per `renames`, in place.
void remapAll(const std::vector<sw::LevelObject*>& objects, const std::unordered_map<std::string, std::string>& renames) {
  if (renames.empty()) return;
  for (auto* o : objects)
    for (const auto& p : o->description().properties()) {
      sw::Value v;
      if (sw::remapReferences(*o, p, renames, v)) p.set(*o, v);
    }
}
}  // namespace

QUndoCommand* makeRenameCommand(Document* document, sw::Level* level, ObjectId id, const QString& newName,
                                QString* why) {
  return makeRename(document, level->findById(id), newName, why);
}

QUndoCommand* makeMoveCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids, sw::Vec2 delta,
                              int mergeSerial) {
  if (!std::isfinite(delta.x) || !std::isfinite(delta.y)) return nullptr;
  std::vector<PropertyChange> changes;
  for (sw::LevelObject* o : sw::objectsOf(*level, ids)) {
    const auto* p = o ? positionOf(*o) : nullptr;
    if (!p) continue;
    sw::Vec2 before = std::get<sw::Vec2>(p->get(*o));
    changes.push_back({o, p->key, before, before + delta});
  }
  if (changes.empty()) return nullptr;
  const int count = int(changes.size());
  return new SetPropertyCommand(document, std::move(changes), ObjectEditsText::tr("Move %n object(s)", nullptr, count),
                                mergeSerial);
}

sw::Vec2 snapDelta(const sw::Level& level, const QVector<ObjectId>& ids, sw::Vec2 delta, double step) {
  if (step <= 0) return delta;
  for (const sw::LevelObject* o : sw::objectsOf(level, ids)) {
    const auto* p = o ? positionOf(*o) : nullptr;
    if (!p) continue;
    // The first positioned object is the anchor; the rest keep their offsets to it.
    sw::Vec2 anchor = std::get<sw::Vec2>(p->get(*o));
    sw::Vec2 target = anchor + delta;
    target = {std::round(target.x / step) * step, std::round(target.y / step) * step};
    return target - anchor;
  }
  return delta;
}

QUndoCommand* makePasteCommand(Document* document, sw::Level* level, sw::ObjectBundle bundle,
                               std::optional<sw::Vec2> cursor, int chainIndex, const QString& text) {
  std::vector<std::unique_ptr<sw::LevelObject>> objects;
  for (auto& t : bundle.chain) objects.push_back(std::move(t));
  for (auto& o : bundle.objects) objects.push_back(std::move(o));
  if (objects.empty()) return nullptr;

  std::unordered_set<std::string> taken;
  level->forEachObject([&](sw::LevelObject& o) { taken.insert(o.name); });
  std::unordered_map<std::string, std::string> renames;
  std::vector<sw::LevelObject*> raw;
  for (auto& o : objects) {
    std::string unique = sw::uniqueName(o->name, [&](const std::string& n) { return taken.count(n) > 0; });
    if (unique != o->name) renames.emplace(o->name, unique);
    o->name = unique;
    taken.insert(unique);
    raw.push_back(o.get());
  }
  remapAll(raw, renames);

  if (cursor) {
    sw::Box3 box;
    for (auto* o : raw)
      if (const auto* p = positionOf(*o)) {
        auto v = std::get<sw::Vec2>(p->get(*o));
        box.extend(sw::Vec3{v.x, v.y, 0});
      }
    if (!box.isEmpty()) {
      sw::Vec2 delta{cursor->x - box.center().x, cursor->y - box.center().y};
      for (auto* o : raw)
        if (const auto* p = positionOf(*o)) p->set(*o, std::get<sw::Vec2>(p->get(*o)) + delta);
    }
  }
  auto* command = new AddObjectsCommand(document, level, std::move(objects), chainIndex);
  command->setText(text);
  return command;
}

QUndoCommand* makeDuplicateCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids,
                                   sw::Vec2 offset) {
  sw::ObjectBundle bundle;
  int lastChainIndex = -1;
  for (std::size_t i = 0; i < level->chain.size(); ++i)
    if (ids.contains(level->chain[i]->id)) {
      bundle.chain.push_back(std::make_unique<sw::TileInstance>(*level->chain[i]));
      lastChainIndex = int(i);
    }
  for (const auto& o : sw::prefetched(level->objects))
    if (ids.contains(o->id)) {
      auto copy = o->clone();
      if (const auto* p = positionOf(*copy)) p->set(*copy, std::get<sw::Vec2>(p->get(*copy)) + offset);
      bundle.objects.push_back(std::move(copy));
    }
  int count = int(bundle.chain.size() + bundle.objects.size());
  return makePasteCommand(document, level, std::move(bundle), std::nullopt,
                          lastChainIndex < 0 ? -1 : lastChainIndex + 1, ObjectEditsText::tr("Duplicate %n object(s)", nullptr, count));
}

AddObjectsCommand* makeAddObjects(Document* document, sw::Level* level, std::vector<NewObject> objects,
                                  const QString& text, int chainIndex) {
  if (!level || objects.empty()) return nullptr;
  std::unordered_set<std::string> taken;
  level->forEachObject([&](sw::LevelObject& o) { taken.insert(o.name); });
  std::vector<std::unique_ptr<sw::LevelObject>> made;
  for (auto& o : objects) {
    std::unique_ptr<sw::LevelObject> object = sw::createLevelObject(o.kind);
    if (!object) return nullptr;
    std::string base = o.baseName;
    if (base.empty())
      for (char c : o.kind) base += char(std::tolower(static_cast<unsigned char>(c)));
    if (o.kind == "TileInstance") base = chainLinkBaseName(base);
    object->name = sw::uniqueName(base, [&](const std::string& n) { return taken.count(n) > 0; });
    taken.insert(object->name);
    if (o.at)
      if (const auto* p = positionOf(*object)) p->set(*object, *o.at);
    if (o.setUp) o.setUp(*object);
    made.push_back(std::move(object));
  }
  auto* command = new AddObjectsCommand(document, level, std::move(made), chainIndex);
  if (!text.isEmpty()) command->setText(text);
  return command;
}

std::string chainLinkBaseName(const std::string& tile) {
  std::string base;
  for (char c : tile) base += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (base.empty() || std::isdigit(static_cast<unsigned char>(base[0]))) base = "link_" + base;
  // Numbered already ("gate_3"): sw::uniqueName counts on from the stem, as for duplicates.
  const auto underscore = base.rfind('_');
  const bool numbered = underscore != std::string::npos && underscore + 1 < base.size() &&
                        std::all_of(base.begin() + std::ptrdiff_t(underscore) + 1, base.end(),
                                    [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  return numbered ? base : base + "_1";
}

QVector<ObjectId> orderedSelection(Document* document) {
  QVector<ObjectId> ids;
  if (auto* level = document->level())
    level->forEachObject([&](sw::LevelObject& o) {
      if (document->selection()->contains(o.id)) ids.push_back(o.id);
    });
  return ids;
}

}  // namespace sw::editor
