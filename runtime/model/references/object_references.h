#pragma once
// Objects refer to each other by unique name: in object-reference properties and inside
// expressions ("boss.health < 50"). Renaming, pasting and duplicating must rewrite those
// references together with the names, in the same undo step.
#include <string>
#include <string_view>
#include <unordered_map>

#include "model/level/level_object.h"

namespace sw {

// `expression` with every identifier `from` (as a whole token, not after a '.') replaced by `to`.
std::string renameInExpression(std::string_view expression, std::string_view from, std::string_view to);

// True when the expression mentions `name` as an identifier.
bool expressionMentions(std::string_view expression, std::string_view name);

// The value of `property` on `object` after renaming objects per `renames` (old -> new);
// returns false when the property holds no reference that changes.
bool remapReferences(const LevelObject& object, const Property& property,
                     const std::unordered_map<std::string, std::string>& renames, Value& out);

}  // namespace sw
