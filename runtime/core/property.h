#pragma once
// One description per property. Each model type declares its properties once here
// (key, kind, range, category, tooltip, accessors); JSON, the property grid,
// multi-select editing, undo, clipboard and validation all read that one table. A
// property's default is what a default-constructed object holds (read through its getter
// when the table is built), so the member initialisers are the only place defaults live.
//
//   static const TypeDescription& describeMarker() {
//     static const TypeDescription d = TypeBuilder<Marker>("Marker")
//         .field("name", &Marker::name, ValueKind::String).label("Name").required()
//         .field("position", &Marker::position).category("Transform")
//         .build();
//     return d;
//   }
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/value.h"

namespace sw {

class TypeDescription;

// Base of every described model type: lets generic code (JSON, grid, undo, rename) reach
// the table of an object without knowing its C++ type.
class Describable {
 public:
  virtual ~Describable() = default;
  virtual const TypeDescription& description() const = 0;

  // The described objects this one owns (a project its levels, tile definitions and enemy
  // types; a level its objects; an enemy type its states), so renames, reference checks
  // and name rules can walk any tree of described objects without knowing its types.
  virtual void forEachChild(const std::function<void(Describable&)>& /*fn*/) {}
  // Which names this object's name must differ from among its parent's children: objects
  // of the same family. By default the type's name; every level object shares one family
  // (names are unique in a level whatever the kind, since expressions use them).
  virtual const std::string& nameFamily() const;
};

// What a "name" property accepts besides being unique in its family.
enum class NameRule : std::uint8_t {
  NotBlank,    // any text with a visible character (tile definitions, enemy types, levels)
  Word,        // no spaces (enemy states: action lines read the name as one word)
  Identifier,  // letters, digits and _, not starting with a digit (level objects: expressions)
};

// A reference property's hook for values that mention names inside text (action lines
// "goto NAME", transitions "... -> NAME"): the value with `from` renamed to `to`, or nothing
// when it does not mention it.
using ReferenceRewrite =
    std::function<std::optional<Value>(const Value& value, const std::string& from, const std::string& to)>;
// A check a kind alone cannot make (polygons that cross themselves): the problem, or
// nothing. Edits must pass it; loading does not ask it (a file stays readable).
using ValueCheck = std::function<std::optional<std::string>(const Value& value)>;

struct PropertyInfo {
  std::string key;      // JSON key and stable identity of the property
  std::string label;    // shown in the grid (the editor translates it)
  ValueKind kind = ValueKind::String;
  std::string category = "General";
  std::string tooltip;
  Value defaultValue;              // what a default-constructed object holds (TypeBuilder::build)
  std::optional<double> min, max;  // numeric kinds, and each component of vectors
  double step = 0;                 // 0: the editor picks one
  std::vector<std::string> enumNames;
  std::string assetKind;           // AssetRef: "mesh", "image", ...
  bool required = false;           // JSON: missing key is an error instead of the default
  bool readOnly = false;
  // References: the type (or name family, e.g. "LevelObject") of the object this property
  // names. A rename of such an object rewrites the property everywhere in the renamed
  // object's scope. ObjectRef properties that declare nothing refer to "LevelObject", and
  // so do expressions (they mention level objects by name).
  std::string refersTo;
  NameRule nameRule = NameRule::NotBlank;  // for the "name" property
  // JSON leaves the key out while the value is its default: properties added after files
  // existed (effect names on enemy types, weapons ...), so old projects keep their bytes.
  bool omittedWhenDefault = false;
};

struct Property : PropertyInfo {
  std::function<Value(const Describable&)> get;
  std::function<void(Describable&, const Value&)> set;
  ReferenceRewrite rewrite;  // references inside text (see ReferenceRewrite), or empty
  ValueCheck extraCheck;     // see ValueCheck, or empty

  // Why a value cannot be stored (wrong kind, NaN, out of range, unknown enum), or nothing.
  // Loading files uses this: a file with a typo in an expression still opens.
  std::optional<std::string> check(const Value& value) const;
  // What an edit must also satisfy: check(), an expression that parses, the extra check.
  std::optional<std::string> checkEdit(const Value& value) const;
  // Whether this property names objects of `typeName` or of name family `family`.
  bool refersToType(const std::string& typeName, const std::string& family) const {
    return !refersTo.empty() && (refersTo == typeName || refersTo == family);
  }
};

class TypeDescription {
 public:
  TypeDescription() = default;
  TypeDescription(std::string typeName, std::vector<Property> properties);

  const std::string& typeName() const { return typeName_; }
  const std::vector<Property>& properties() const { return properties_; }
  const Property* find(const std::string& key) const;

 private:
  std::string typeName_;
  std::vector<Property> properties_;
};

namespace detail {
template <class M>
constexpr ValueKind naturalKind() {
  if constexpr (std::is_same_v<M, bool>) return ValueKind::Bool;
  else if constexpr (std::is_enum_v<M>) return ValueKind::Enum;
  else if constexpr (std::is_integral_v<M>) return ValueKind::Int;
  else if constexpr (std::is_floating_point_v<M>) return ValueKind::Float;
  else if constexpr (std::is_same_v<M, Vec2>) return ValueKind::Vec2;
  else if constexpr (std::is_same_v<M, Vec3>) return ValueKind::Vec3;
  else if constexpr (std::is_same_v<M, Color>) return ValueKind::Color;
  else if constexpr (std::is_same_v<M, std::vector<Vec2>>) return ValueKind::PointList;
  else if constexpr (std::is_same_v<M, std::vector<Polygon>>) return ValueKind::PolygonList;
  else if constexpr (std::is_same_v<M, std::vector<std::string>>) return ValueKind::StringList;
  else if constexpr (std::is_same_v<M, std::vector<Vec3>>) return ValueKind::SphereList;
  else return ValueKind::String;
}

template <class M>
Value toValue(const M& m) {
  if constexpr (std::is_same_v<M, bool>) return m;
  else if constexpr (std::is_enum_v<M> || std::is_integral_v<M>) return static_cast<std::int64_t>(m);
  else if constexpr (std::is_floating_point_v<M>) return static_cast<double>(m);
  else return m;
}

template <class M>
M fromValue(const Value& v) {
  if constexpr (std::is_same_v<M, bool>) return std::get<bool>(v);
  else if constexpr (std::is_enum_v<M> || std::is_integral_v<M>) return static_cast<M>(std::get<std::int64_t>(v));
  else if constexpr (std::is_floating_point_v<M>) return static_cast<M>(std::get<double>(v));
  else return std::get<M>(v);
}
}  // namespace detail

template <class T>
class TypeBuilder {
 public:
  explicit TypeBuilder(std::string typeName) : typeName_(std::move(typeName)) {}

  // A property backed by a data member; the kind defaults to the member's natural kind.
  // C may be a base class of T (members such as LevelObject::name).
  template <class M, class C>
    requires std::is_base_of_v<C, T>
  TypeBuilder& field(std::string key, M C::*member, std::optional<ValueKind> kind = {}) {
    Property p;
    p.key = std::move(key);
    p.label = p.key;
    p.kind = kind.value_or(detail::naturalKind<M>());
    p.get = [member](const Describable& o) { return detail::toValue(static_cast<const T&>(o).*member); };
    p.set = [member](Describable& o, const Value& v) { static_cast<T&>(o).*member = detail::fromValue<M>(v); };
    properties_.push_back(std::move(p));
    return *this;
  }

  // A property computed from the object (for values not stored as one member).
  TypeBuilder& computed(std::string key, ValueKind kind, std::function<Value(const T&)> get,
                        std::function<void(T&, const Value&)> set) {
    Property p;
    p.key = std::move(key);
    p.label = p.key;
    p.kind = kind;
    p.get = [get](const Describable& o) { return get(static_cast<const T&>(o)); };
    p.set = [set](Describable& o, const Value& v) { set(static_cast<T&>(o), v); };
    properties_.push_back(std::move(p));
    return *this;
  }

  // Modifiers for the most recently added property.
  TypeBuilder& label(std::string s) { last().label = std::move(s); return *this; }
  TypeBuilder& category(std::string s) { last().category = std::move(s); return *this; }
  TypeBuilder& tooltip(std::string s) { last().tooltip = std::move(s); return *this; }
  TypeBuilder& range(double lo, double hi, double step = 0) {
    last().min = lo; last().max = hi; last().step = step; return *this;
  }
  TypeBuilder& minimum(double lo) { last().min = lo; return *this; }
  TypeBuilder& enumNames(std::vector<std::string> names) { last().enumNames = std::move(names); return *this; }
  TypeBuilder& assetKind(std::string s) { last().assetKind = std::move(s); return *this; }
  TypeBuilder& required() { last().required = true; return *this; }
  TypeBuilder& readOnly() { last().readOnly = true; return *this; }
  TypeBuilder& omittedWhenDefault() { last().omittedWhenDefault = true; return *this; }
  // The property names an object of type (or family) `typeName`; see PropertyInfo::refersTo.
  TypeBuilder& references(std::string typeName) { last().refersTo = std::move(typeName); return *this; }
  // ... and mentions those names inside its text too (rewritten by `rewrite` on a rename).
  TypeBuilder& references(std::string typeName, ReferenceRewrite rewrite) {
    last().refersTo = std::move(typeName);
    last().rewrite = std::move(rewrite);
    return *this;
  }
  TypeBuilder& nameRule(NameRule rule) { last().nameRule = rule; return *this; }
  TypeBuilder& check(ValueCheck c) { last().extraCheck = std::move(c); return *this; }

  // Defaults are read from T{} here: a missing JSON key, Reset to Default and a new object
  // then all mean the same values, with no second copy of them to keep in step.
  TypeDescription build() {
    static_assert(std::is_default_constructible_v<T>, "a described type's defaults come from T{}");
    const T defaults{};
    for (auto& p : properties_) p.defaultValue = p.get(defaults);
    for (auto& p : properties_)
      if ((p.kind == ValueKind::ObjectRef || p.kind == ValueKind::Expression) && p.refersTo.empty())
        p.refersTo = "LevelObject";
    return TypeDescription(typeName_, std::move(properties_));
  }

 private:
  Property& last() { return properties_.back(); }
  std::string typeName_;
  std::vector<Property> properties_;
};

}  // namespace sw
