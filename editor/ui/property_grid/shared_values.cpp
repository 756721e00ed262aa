#include "ui/property_grid/shared_values.h"

#include <algorithm>

#include "model/level/level_object.h"
#include "model/level/level_object_cast.h"

namespace sw::editor::grid {

namespace {

bool sameDeclaration(const sw::Property& a, const sw::Property& b) {
  if (a.kind != b.kind) return false;
  // Enum and flag values are indices: they only mean the same with the same names.
  if ((a.kind == sw::ValueKind::Enum || a.kind == sw::ValueKind::Flags) && a.enumNames != b.enumNames)
    return false;
  return true;
}

bool tracksDistinct(sw::ValueKind kind) {
  return kind == sw::ValueKind::AssetRef || kind == sw::ValueKind::ObjectRef ||
         kind == sw::ValueKind::Expression;
}

void noteDistinct(SharedProperty& shared, const sw::Value& value) {
  if (!shared.distinctComplete) return;
  const auto* s = std::get_if<std::string>(&value);
  if (!s || std::find(shared.distinct.begin(), shared.distinct.end(), *s) != shared.distinct.end()) return;
  if (shared.distinct.size() >= SharedProperty::kMaxDistinct) {
    shared.distinctComplete = false;
    return;
  }
  shared.distinct.push_back(*s);
}

}  // namespace

SharedValues computeSharedValues(std::vector<const sw::Describable*> objects) {
  SharedValues out;
  out.objects = std::move(objects);
  if (out.objects.empty()) return out;

  // The distinct types of the selection (usually one to three) and each object's type.
  std::vector<const sw::TypeDescription*> types;
  std::vector<std::uint16_t> typeOf(out.objects.size());
  for (std::size_t i = 0; i < out.objects.size(); ++i) {
    const auto* d = &out.objects[i]->description();
    auto it = std::find(types.begin(), types.end(), d);
    if (it == types.end()) it = types.insert(types.end(), d);
    typeOf[i] = std::uint16_t(it - types.begin());
  }

  const bool levelObjects = sw::levelObjectCast(out.objects.front()) != nullptr;
  std::vector<const sw::Property*> perType(types.size());
  for (const auto& property : types.front()->properties()) {
    bool shared = true;
    for (std::size_t t = 0; t < types.size() && shared; ++t) {
      perType[t] = t == 0 ? &property : types[t]->find(property.key);
      shared = perType[t] && sameDeclaration(property, *perType[t]);
    }
    if (!shared) continue;

    SharedProperty s;
    s.property = &property;
    s.value = property.get(*out.objects.front());
    const auto kind = property.kind;
    if (kind == sw::ValueKind::Flags) {
      if (auto* bits = std::get_if<std::int64_t>(&s.value)) s.flagsAll = s.flagsAny = *bits;
    }
    const bool distinct = tracksDistinct(kind);
    const bool selfCheck = kind == sw::ValueKind::ObjectRef && levelObjects;
    auto visit = [&](std::size_t i, const sw::Value& v) {
      if (distinct) noteDistinct(s, v);
      if (selfCheck) {
        const auto* object = static_cast<const sw::LevelObject*>(out.objects[i]);
        if (const auto* name = std::get_if<std::string>(&v); name && !name->empty() && *name == object->name)
          ++s.selfReferences;
      }
    };
    visit(0, s.value);
    for (std::size_t i = 1; i < out.objects.size(); ++i) {
      const sw::Value v = perType[typeOf[i]]->get(*out.objects[i]);
      visit(i, v);
      if (v == s.value) continue;
      s.mixed = true;
      if (auto* a = std::get_if<sw::Vec2>(&v)) {
        const auto& b = std::get<sw::Vec2>(s.value);
        s.mixedComponents |= std::uint8_t((a->x != b.x) | (a->y != b.y) << 1);
      } else if (auto* a3 = std::get_if<sw::Vec3>(&v)) {
        const auto& b = std::get<sw::Vec3>(s.value);
        s.mixedComponents |= std::uint8_t((a3->x != b.x) | (a3->y != b.y) << 1 | (a3->z != b.z) << 2);
      } else if (kind == sw::ValueKind::Flags) {
        if (auto* bits = std::get_if<std::int64_t>(&v)) {
          s.flagsAll &= *bits;
          s.flagsAny |= *bits;
        }
      }
    }
    out.properties.push_back(std::move(s));
  }
  return out;
}

}  // namespace sw::editor::grid
