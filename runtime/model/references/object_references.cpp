#include "model/references/object_references.h"

#include <cctype>

namespace sw {

namespace {
bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Calls fn(begin, end) for every identifier token that starts a member chain.
template <class Fn>
void forEachRootIdentifier(std::string_view text, Fn fn) {
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      // Skip a number whole, so "1e5" or "2.x" never reads as an identifier.
      while (i < text.size() && (identChar(text[i]) || text[i] == '.')) ++i;
    } else if (identStart(c)) {
      std::size_t begin = i;
      while (i < text.size() && identChar(text[i])) ++i;
      std::size_t before = begin;
      while (before > 0 && text[before - 1] == ' ') --before;
      bool member = before > 0 && text[before - 1] == '.';
      if (!member) fn(begin, i);
    } else {
      ++i;
    }
  }
}
}  // namespace

std::string renameInExpression(std::string_view expression, std::string_view from, std::string_view to) {
  std::string out;
  std::size_t copied = 0;
  forEachRootIdentifier(expression, [&](std::size_t b, std::size_t e) {
    if (expression.substr(b, e - b) != from) return;
    out.append(expression.substr(copied, b - copied));
    out.append(to);
    copied = e;
  });
  out.append(expression.substr(copied));
  return out;
}

bool expressionMentions(std::string_view expression, std::string_view name) {
  bool found = false;
  forEachRootIdentifier(expression, [&](std::size_t b, std::size_t e) { found = found || expression.substr(b, e - b) == name; });
  return found;
}

bool remapReferences(const LevelObject& object, const Property& property,
                     const std::unordered_map<std::string, std::string>& renames, Value& out) {
  // Renames here are of level objects (a pasted bundle): references to project assets
  // (a spawn's enemy type, a link's tile definition) keep their names.
  if (!isLevelObjectType(property.refersTo)) return false;
  if (property.kind != ValueKind::Expression) {
    const Value held = property.get(object);
    const auto* name = std::get_if<std::string>(&held);
    if (!name) return false;
    auto it = renames.find(*name);
    if (it == renames.end()) return false;
    out = it->second;
    return true;
  }
  {
    std::string text = std::get<std::string>(property.get(object));
    // One left-to-right rewrite of root identifiers also handles swaps (a->b, b->a).
    std::string result;
    std::size_t copied = 0;
    forEachRootIdentifier(text, [&](std::size_t b, std::size_t e) {
      auto it = renames.find(std::string(text.substr(b, e - b)));
      if (it == renames.end()) return;
      result.append(text, copied, b - copied);
      result.append(it->second);
      copied = e;
    });
    result.append(text, copied, std::string::npos);
    if (result == text) return false;
    out = std::move(result);
    return true;
  }
  return false;
}

}  // namespace sw
