#include "model/references/references.h"

#include <algorithm>
#include <cctype>

#include "model/level/level.h"
#include "model/project/game_rules_asset.h"
#include "model/references/object_references.h"

namespace sw {

namespace {
const std::string kName = "name";

bool isIdentifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool hasSpace(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

// Depth-first search for `target`, filling `path` with root ... target.
bool pathTo(Describable& node, const Describable& target, std::vector<Describable*>& path) {
  path.push_back(&node);
  if (&node == &target) return true;
  bool found = false;
  node.forEachChild([&](Describable& child) {
    if (!found) found = pathTo(child, target, path);
  });
  if (!found) path.pop_back();
  return found;
}

std::vector<Describable*> ancestorsOf(Describable& root, const Describable& object) {
  std::vector<Describable*> path;
  if (!pathTo(root, object, path)) return {&root};  // not in the tree: only the root's scope
  path.pop_back();                                  // the object itself
  return path;
}

bool matches(const Property& property, const Describable& object) {
  return property.refersToType(object.description().typeName(), object.nameFamily());
}

// The child of `parent` other than `object` in its name family that is called `name`.
const Describable* sameNameUnder(const Describable& parent, const Describable& object,
                                 const std::string& name) {
  const Describable* found = nullptr;
  // forEachChild hands out writable children; this only reads them.
  const_cast<Describable&>(parent).forEachChild([&](Describable& sibling) {
    if (!found && &sibling != &object && sibling.nameFamily() == object.nameFamily() &&
        nameOf(sibling) == name)
      found = &sibling;
  });
  return found;
}

// Where `object`'s name must be unique and where references to it live.
Describable& scopeOf(Describable& root, const Describable& object) {
  Describable* parent = parentOf(root, object);
  return parent ? *parent : root;
}
}  // namespace

std::string nameOf(const Describable& object) {
  const Property* p = object.description().find(kName);
  if (!p || p->kind != ValueKind::String) return {};
  return std::get<std::string>(p->get(object));
}

void forEachDescribed(Describable& root, const std::function<void(Describable&)>& fn) {
  fn(root);
  root.forEachChild([&](Describable& child) { forEachDescribed(child, fn); });
}

Describable* parentOf(Describable& root, const Describable& object) {
  std::vector<Describable*> path;
  if (!pathTo(root, object, path) || path.size() < 2) return nullptr;
  return path[path.size() - 2];
}

std::optional<std::string> nameProblem(Describable& root, const Describable& object, const std::string& name) {
  return nameProblemUnder(scopeOf(root, object), object, name);
}

std::optional<std::string> nameProblemUnder(Describable& parent, const Describable& object, const std::string& name) {
  const Property* p = object.description().find(kName);
  if (!p) return "this object has no name";
  if (name.find_first_not_of(" \t\r\n") == std::string::npos) return "a name cannot be empty";
  switch (p->nameRule) {
    case NameRule::NotBlank: break;
    case NameRule::Word:
      if (hasSpace(name)) return "\"" + name + "\" is not one word: leave out the spaces";
      break;
    case NameRule::Identifier:
      if (!isIdentifier(name))
        return "\"" + name +
               "\" is not a valid name: use letters, digits and _, not starting with a digit (names are used in "
               "expressions)";
      break;
  }
  if (const Describable* other = sameNameUnder(parent, object, name))
    return "the name \"" + name + "\" is already used by another " + other->description().typeName();
  return std::nullopt;
}

std::string freeNameUnder(const Describable& parent, const Describable& object, std::string_view base,
                          const std::vector<std::string>& alsoTaken) {
  return uniqueName(base, [&](const std::string& name) {
    return sameNameUnder(parent, object, name) ||
           std::find(alsoTaken.begin(), alsoTaken.end(), name) != alsoTaken.end();
  });
}

std::vector<ReferenceEdit> renameEdits(Describable& root, const Describable& renamed, const std::string& from,
                                       const std::string& to) {
  std::vector<ReferenceEdit> edits;
  if (from == to) return edits;
  forEachDescribed(scopeOf(root, renamed), [&](Describable& object) {
    for (const auto& p : object.description().properties()) {
      if (!matches(p, renamed) || p.readOnly) continue;
      Value before = p.get(object);
      std::optional<Value> after;
      if (p.rewrite) {
        after = p.rewrite(before, from, to);
      } else if (p.kind == ValueKind::Expression) {
        std::string text = renameInExpression(std::get<std::string>(before), from, to);
        if (text != std::get<std::string>(before)) after = std::move(text);
      } else if (const auto* s = std::get_if<std::string>(&before); s && *s == from) {
        after = to;
      }
      if (after) edits.push_back({&object, &p, std::move(before), std::move(*after)});
    }
  });
  return edits;
}

std::vector<Referrer> referrersOf(Describable& root, const Describable& object) {
  std::vector<Referrer> out;
  const std::string name = nameOf(object);
  if (name.empty()) return out;
  // A rename to a name nobody uses changes exactly the values that mention this one.
  for (auto& edit : renameEdits(root, object, name, name + "\x01"))
    if (edit.object != &object) out.push_back({edit.object, edit.property});
  return out;
}

std::vector<std::string> referenceCandidates(Describable& root, const Describable& from, const Property& property) {
  std::vector<std::string> names;
  if (property.refersTo.empty()) return names;
  for (Describable* ancestor : ancestorsOf(root, from))
    ancestor->forEachChild([&](Describable& child) {
      if (&child != &from && matches(property, child))
        if (std::string n = nameOf(child); !n.empty()) names.push_back(std::move(n));
    });
  // The built-in weapons (shot, spread) exist in every project without being objects of it.
  if (property.refersTo == "WeaponType")
    for (std::string& n : builtinWeaponNames()) names.push_back(std::move(n));
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

bool isBrokenReference(Describable& root, const Describable& from, const Property& property) {
  const Value held = property.get(from);
  const auto* value = std::get_if<std::string>(&held);
  if (!value || value->empty() || property.refersTo.empty()) return false;
  if (*value == nameOf(from) && matches(property, from)) return false;  // a self reference is another problem
  const auto names = referenceCandidates(root, from, property);
  return !std::binary_search(names.begin(), names.end(), *value);
}

}  // namespace sw
