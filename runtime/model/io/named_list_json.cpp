#include "model/io/named_list_json.h"

namespace sw {

bool UniqueNameCheck::acceptsList(const Json& json, const std::string& pointer) const {
  if (!json.is_array()) {
    reader_.fail(pointer, "expected an array of " + rules_.items);
    return false;
  }
  if (rules_.maxItems && json.size() > rules_.maxItems) {
    reader_.fail(pointer, "more than " + std::to_string(rules_.maxItems) + " " + rules_.items);
    return false;
  }
  return true;
}

bool UniqueNameCheck::acceptsName(const std::string& name, const std::string& itemPointer, bool itemRead) {
  const bool blank = name.find_first_not_of(" \t\r\n") == std::string::npos;
  if (blank) {
    if (!itemRead || rules_.blankNamesRead) return true;
    reader_.fail(pointerChild(itemPointer, "name"), "name must not be empty");
    return false;
  }
  const std::string where = pointerChild(itemPointer, "name");
  auto [it, inserted] = seen_.emplace(name, where);
  if (inserted) return true;
  reader_.fail(where,
               "duplicate " + rules_.duplicateOf + " '" + name + "' (also used at " + it->second + ")");
  return false;
}

}  // namespace sw
