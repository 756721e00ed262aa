#pragma once
// The one reader for a JSON array of described objects whose names are unique in the
// array: project.json's "tileDefs", "enemyTypes", "weapons", "bulletKinds" and "patterns".
// Each list once had its own copy of this loop, and the copies had drifted (which names
// counted as blank, whether a broken item's name was still checked); now every list reads
// and reports the same way, and only what truly differs is a rule below.
//
// Reported, each with the file and the JSON pointer: not an array; more items than the
// list takes; a blank name (unless the list leaves blank names to validation); a name
// used before ("duplicate weapon name 'a' (also used at /weapons/0/name)"); and whatever
// the item reader finds. Every item is kept in `out`, read or not, so callers see them all.
// Internal to runtime/model (includes nlohmann through json_properties.h).
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/io/json_properties.h"

namespace sw {

struct NamedListRules {
  std::string items;         // "weapons": "expected an array of weapons"
  std::string duplicateOf;   // "weapon name": "duplicate weapon name 'a' (also used at ...)"
  std::size_t maxItems = 0;  // 0: no limit; else a longer array is refused, not read
  // Blank names are read as they are (validation reports them) instead of refused: a
  // pattern or bullet kind the editor can still open and fix.
  bool blankNamesRead = false;
};

// Reads one item at `pointer` into `out`; false when it found a problem (reported).
template <class T>
using NamedItemReader =
    std::function<bool(const Json& json, const JsonReader& reader, const std::string& pointer, T& out)>;

// Checks the names of one list as its items are read (see the top of the file).
class UniqueNameCheck {
 public:
  UniqueNameCheck(const NamedListRules& rules, const JsonReader& reader) : rules_(rules), reader_(reader) {}
  // The array itself: false (reported) when it is not an array or too long.
  bool acceptsList(const Json& json, const std::string& pointer) const;
  // The name of the item at `itemPointer`. A readable item's name is checked in full; a
  // broken one's only against earlier names (a blank name there says nothing new).
  bool acceptsName(const std::string& name, const std::string& itemPointer, bool itemRead);

 private:
  const NamedListRules& rules_;
  const JsonReader& reader_;
  std::unordered_map<std::string, std::string> seen_;  // name -> pointer of its first use
};

template <class T>
bool readNamedList(const Json& json, const JsonReader& reader, const std::string& pointer,
                   const NamedListRules& rules, std::vector<std::unique_ptr<T>>& out,
                   const NamedItemReader<T>& readItem = {}) {
  UniqueNameCheck names(rules, reader);
  if (!names.acceptsList(json, pointer)) return false;
  bool ok = true;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const std::string at = pointerChild(pointer, i);
    auto item = std::make_unique<T>();
    bool itemOk =
        readItem ? readItem(json[i], reader, at, *item) : readProperties(*item, json[i], reader, at);
    itemOk = names.acceptsName(item->name, at, itemOk) && itemOk;
    ok = itemOk && ok;
    out.push_back(std::move(item));
  }
  return ok;
}

}  // namespace sw
