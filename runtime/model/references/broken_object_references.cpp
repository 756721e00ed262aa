// Object references that name nothing: the reference properties of level objects
// (chain links' tile definitions, spawns' enemy types and paths, loops' tiles and
// triggers, nav links' nodes ...), read from the property tables alone, so a new kind
// with a `.references(...)` property is checked without code here.
#include <cctype>
#include <filesystem>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "model/references/broken_references.h"
#include "model/io/json_properties.h"

namespace sw {

namespace {

std::string inQuotes(const std::string& s) { return "'" + s + "'"; }

// How people call a type in messages.
std::string typeWords(const std::string& typeName) {
  if (typeName == "TileDef") return "tile definition";
  if (typeName == "EnemyType") return "enemy type";
  if (typeName == "TileInstance") return "chain link";
  if (typeName == "NavNode") return "nav node";
  if (typeName == "NavLink") return "nav link";
  if (typeName == "LevelObject") return "object";
  std::string words;
  for (char c : typeName) {
    if (std::isupper(static_cast<unsigned char>(c)) && !words.empty()) words += ' ';
    words += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return words;
}

// Names by type or family: what a reference property of `refersTo` may name. Looked up
// without copying either string (a set of pairs copied both for each of a big level's
// 30,000 references).
using NameIndex = std::unordered_map<std::string, std::unordered_set<std::string>>;

void index(NameIndex& names, const Describable& object, const std::string& name) {
  if (name.empty()) return;
  names[object.description().typeName()].insert(name);
  names[object.nameFamily()].insert(name);
}

bool isNamed(const NameIndex& index, const std::string& refersTo, const std::string& name) {
  const auto it = index.find(refersTo);
  return it != index.end() && it->second.count(name);
}

}  // namespace

void findBrokenObjectReferences(const Project& project, std::vector<BrokenReference>& out) {
  namespace fs = std::filesystem;
  // Level objects see the project's children and their level's (references.h, scope).
  NameIndex projectNames;
  for (const auto& t : project.tileDefs) index(projectNames, *t, t->name);
  for (const auto& e : project.enemyTypes) index(projectNames, *e, e->name);
  for (const auto& l : project.levels) index(projectNames, *l, l->name);
  for (const auto& c : project.characters) index(projectNames, *c, c->name);
  for (const auto& m : project.monsters) index(projectNames, *m, m->name);
  for (const auto& e : project.effects) index(projectNames, *e, e->name);

  for (std::size_t l = 0; l < project.levels.size(); ++l) {
    const Level& level = *project.levels[l];
    const std::string levelFile = (fs::path(project.directory) / level.file).string();
    NameIndex levelNames = projectNames;
    level.forEachObject([&](LevelObject& o) { index(levelNames, o, o.name); });
    std::size_t item = 0, chainIndex = 0, objectIndex = 0;
    level.forEachObject([&](LevelObject& object) {
      const bool isLink = chainIndex < level.chain.size();
      const std::size_t at = isLink ? chainIndex++ : objectIndex++;
      for (const Property& p : object.description().properties()) {
        // Expressions and text lists mention names inside text: their own checks compile them.
        if (p.refersTo.empty() || p.kind == ValueKind::Expression || p.rewrite) continue;
        const Value held = p.get(object);
        const auto* value = std::get_if<std::string>(&held);
        if (!value || value->empty() || *value == object.name) continue;
        if (isNamed(levelNames, p.refersTo, *value)) continue;
        BrokenReference r;
        r.kind = BrokenReferenceKind::ObjectReference;
        r.file = levelFile;
        r.where = pointerChild(pointerChild(isLink ? "/chain" : "/objects", at), p.key);
        const std::string who = typeWords(object.kind()) + " " + inQuotes(object.name);
        r.label = who + " " + typeWords(p.refersTo);
        r.missing = *value;
        r.problem =
            who + " uses " + typeWords(p.refersTo) + " " + inQuotes(*value) + ", which does not exist";
        r.owner = ReferenceOwner::LevelObject;
        r.ownerIndex = l;
        r.item = item;
        r.field = p.key;
        r.targetType = p.refersTo;
        out.push_back(std::move(r));
      }
      ++item;
    });
  }
}

}  // namespace sw
