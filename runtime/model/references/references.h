#pragma once
// Names and references across any tree of described objects (a Project, or a test's own
// tree), read from the property tables alone: a new type that declares its "name" and its
// `.references(...)` properties gets unique names, renames that rewrite every reference,
// reference lists for deletes and choosers, with no code of its own.
//
// Scope: an object's name is unique among its parent's children of the same name family
// (level objects in their level, tile definitions in the project, states in their enemy
// type), and references to it are looked for in its parent's subtree.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"

namespace sw {

// The object whose forEachChild lists `object`, searching the tree under `root`.
Describable* parentOf(Describable& root, const Describable& object);

// Calls fn for `root` and every object below it, parents before children.
void forEachDescribed(Describable& root, const std::function<void(Describable&)>& fn);

// Why `object` cannot be named `name`: blank, against its NameRule, or taken in its family
// under its parent. Nothing when the name is fine (or unchanged).
std::optional<std::string> nameProblem(Describable& root, const Describable& object, const std::string& name);
// The same rules for an object about to be added under `parent` (not in the tree yet):
// what an "add" or "duplicate" checks before it places the object.
std::optional<std::string> nameProblemUnder(Describable& parent, const Describable& object, const std::string& name);
// The name an object about to be added under `parent` gets by the same rule: `base` when
// no child of its family there has it, else base_2, base_3 ... (sw::uniqueName: a trailing
// _N of base is counted on). `alsoTaken`: names of objects added in the same step.
std::string freeNameUnder(const Describable& parent, const Describable& object, std::string_view base,
                          const std::vector<std::string>& alsoTaken = {});

// One reference property value that changes because an object is renamed.
struct ReferenceEdit {
  Describable* object;
  const Property* property;
  Value before, after;
};

// Every reference to `renamed` (now called `from`) in its scope, rewritten to `to`: plain
// reference properties holding the name, expressions mentioning a renamed level object,
// and text rewritten by a property's ReferenceRewrite hook.
std::vector<ReferenceEdit> renameEdits(Describable& root, const Describable& renamed, const std::string& from,
                                       const std::string& to);

// Who refers to `object` by its current name, in its scope: (referrer, property) pairs.
struct Referrer {
  Describable* object;
  const Property* property;
};
std::vector<Referrer> referrersOf(Describable& root, const Describable& object);

// The names `property` of `from` may take: objects of the type it refers to that are in
// scope of `from` (children of `from`'s ancestors), `from` itself excluded, sorted.
std::vector<std::string> referenceCandidates(Describable& root, const Describable& from, const Property& property);

// Whether the value of `property` names no object in scope of `from` (empty is fine).
bool isBrokenReference(Describable& root, const Describable& from, const Property& property);

// The object's "name" property value, or "" when it has none.
std::string nameOf(const Describable& object);

}  // namespace sw
