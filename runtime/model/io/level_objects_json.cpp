// Level objects to and from JSON, and the clipboard's object bundles (level_objects_json.h).
#include "model/io/level_objects_json.h"

#include "model/io/migration.h"
#include "model/io/project_io.h"
#include "model/level/object_cast.h"

namespace sw {

Json objectToJson(const LevelObject& o, bool withKind, GridSplices* splices, const LayerGrids* grids) {
  Json item = Json::object();
  if (withKind) item["kind"] = o.kind();
  Json properties = writeProperties(o);  // named: items() of a temporary would dangle
  for (auto& [key, value] : properties.items()) item[key] = value;
  // Omitted when empty, so levels without tile layers keep their bytes.
  if (auto* link = sw::objectCast<const TileInstance*>(&o); link && !link->tileLayers.empty())
    item["tileLayers"] = tileLayersToJson(link->tileLayers, splices, grids);
  return item;
}

bool readObjects(const Json& items, const JsonReader& r, std::size_t first, bool giveIds,
                 std::vector<std::unique_ptr<LevelObject>>& out) {
  bool ok = true;
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::string ptr = pointerChild("/objects", first + i);
    const Json& item = items[i];
    if (!item.is_object() || !item.contains("kind") || !item["kind"].is_string()) {
      r.fail(ptr, "expected an object with a \"kind\" string");
      ok = false;
      continue;
    }
    auto kind = item["kind"].get<std::string>();
    auto object = createFreeObject(kind);
    if (!object) {
      r.fail(pointerChild(ptr, "kind"), "unknown object kind '" + kind + "'");
      ok = false;
      continue;
    }
    if (giveIds) object->id = newObjectId();
    const std::size_t before = r.errors->size();
    ok = readProperties(*object, item, r, ptr, {"kind"}) && ok;
    for (const auto& problem : object->fieldProblems()) {  // e.g. a path's lists of different lengths
      r.fail(pointerChild(ptr, problem.key), problem.message);
      ok = false;
    }
    // The pointer says where; the object's name says which, in the words the editor shows.
    if (!object->name.empty())
      for (std::size_t e = before; e < r.errors->size(); ++e)
        (*r.errors)[e].message = kind + " '" + object->name + "': " + (*r.errors)[e].message;
    out.push_back(std::move(object));
  }
  return ok;
}

bool readChainAndObjects(const Json& j, const JsonReader& r, std::vector<std::unique_ptr<TileInstance>>& chainOut,
                         std::vector<std::unique_ptr<LevelObject>>& objectsOut) {
  bool ok = true;
  const Json empty = Json::array();
  const Json& chain = j.contains("chain") ? j["chain"] : empty;
  if (!chain.is_array()) {
    r.fail("/chain", "expected an array of tile instances");
    ok = false;
  } else {
    for (std::size_t i = 0; i < chain.size(); ++i) {
      auto t = std::make_unique<TileInstance>();
      t->id = newObjectId();
      ok = readProperties(*t, chain[i], r, pointerChild("/chain", i), {"tileLayers"}) && ok;
      if (chain[i].is_object() && chain[i].contains("tileLayers"))
        ok = readTileLayers(chain[i]["tileLayers"], r, pointerChild(pointerChild("/chain", i), "tileLayers"),
                            t->tileLayers) && ok;
      chainOut.push_back(std::move(t));
    }
  }
  const Json& objects = j.contains("objects") ? j["objects"] : empty;
  if (!objects.is_array()) {
    r.fail("/objects", "expected an array of objects");
    ok = false;
  } else {
    ok = readObjects(objects, r, 0, true, objectsOut) && ok;
  }
  return ok;
}

std::string bundleText(const std::vector<const LevelObject*>& objects) {
  return textWithGrids([&](GridSplices* splices) {
    Json j = Json::object();
    j["formatVersion"] = kFormatVersion;
    j["content"] = kBundleContent;
    Json chain = Json::array(), free = Json::array();
    for (const auto* o : objects) {
      if (sw::objectCast<const TileInstance*>(o)) chain.push_back(objectToJson(*o, false, splices));
      else free.push_back(objectToJson(*o, true, splices));
    }
    j["chain"] = std::move(chain);
    j["objects"] = std::move(free);
    return j;
  });
}

bool readBundleText(const std::string& text, ObjectBundle& out, Errors& errors) {
  JsonReader r{"clipboard", &errors};
  Json j;
  if (!parseJsonText(text, j, r) || !migrateToCurrent(j, r)) return false;
  if (!j.contains("content") || j["content"] != kBundleContent) {
    r.fail("/content", std::string("not Scrollwork objects (expected \"content\": \"") + kBundleContent + "\")");
    return false;
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "formatVersion" || it.key() == "content" || it.key() == "chain" || it.key() == "objects") continue;
    r.fail(pointerChild("", it.key()), "unknown field '" + it.key() + "'");
    return false;
  }
  ObjectBundle bundle;
  if (!readChainAndObjects(j, r, bundle.chain, bundle.objects)) return false;
  out = std::move(bundle);
  return true;
}

}  // namespace sw
