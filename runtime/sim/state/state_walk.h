#pragma once
// The generic walks over a system's changing state (sim/system.h): visiting it (the state
// hash, dumps, desync digests) and copying it (rollback save and restore). Both read the
// field lists of core/fields.h, so a state struct is described once.
//
// What a walk makes of a system's State struct, field by field, in the list's order:
//  - a std::vector of entities (element type with a field list and `kStateKind`): one entity
//    per element, id = the element's stateId() when it has one (an enemy's serial), else its
//    index; the system names it (`labels(kind, index)`);
//  - a column pool (a struct of parallel vectors with `kStateKind` and size(), the enemy
//    bullets): entity i is every column's element i;
//  - a struct that walks itself (walkState(visitor), for state whose live part is not simply
//    its size: the pattern runners' slots);
//  - a Quiet<integer> field (core/fields.h): only while it is not zero;
//  - anything else (numbers, Vec2, nested listed structs, std::array of them): a field of the
//    system's own entity, whose kind is the system's name.
// Nothing else is visited: never padding, never whole structs as bytes.
//
// Copies keep the destination's capacity: a vector is reserved to the source's capacity the
// first time, so a warm saved state is saved into and restored from without allocating.
#include <array>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/fields.h"
#include "core/math.h"
#include "core/random.h"
#include "sim/state/state_visitor.h"

SW_FIELDS_OF(sw::Vec2, x, y);
SW_FIELDS_OF(sw::Vec3, x, y, z);
SW_FIELDS_OF(sw::Color, r, g, b, a);

namespace sw::state {

template <class T>
struct IsVector : std::false_type {};
template <class T, class A>
struct IsVector<std::vector<T, A>> : std::true_type {};
template <class T>
struct IsArray : std::false_type {};
template <class T, std::size_t N>
struct IsArray<std::array<T, N>> : std::true_type {};

// An element of an entity pool.
template <class T>
concept Entity = HasFields<T> && requires { std::string_view(T::kStateKind); };
// A std::vector of entities (a conjunction, so value_type is looked at only for vectors).
template <class T>
concept EntityVector = IsVector<T>::value && Entity<typename T::value_type>;
// A structure-of-arrays pool: parallel column vectors, entities [0, size()).
template <class T>
concept ColumnPool = Entity<T> && requires(const T& t) { t.size(); };
// State that walks itself.
template <class T, class V>
concept WalksItself = requires(const T& t, V& v) { t.walkState(v); };

template <class V, class T>
void visitValue(V& v, const FieldPath& path, const T& value);

// Every listed field of `value`, named below `parent` (nullptr: top level).
template <class V, class T>
void visitFields(V& v, const FieldPath* parent, const T& value) {
  forEachField<T>([&](auto field) { visitValue(v, FieldPath{parent, field.name}, value.*(field.member)); });
}

template <class V, class T>
void visitValue(V& v, const FieldPath& path, const T& value) {
  if constexpr (std::is_same_v<T, bool>) {
    v.integer(path, value ? 1 : 0);
  } else if constexpr (std::is_enum_v<T> || std::is_integral_v<T>) {
    v.integer(path, std::int64_t(value));
  } else if constexpr (std::is_floating_point_v<T>) {
    v.real(path, double(value));
  } else if constexpr (IsQuiet<T>::value) {
    if (value.value != 0) v.quietInteger(path, std::int64_t(value.value));
  } else if constexpr (std::is_same_v<T, MwcRandom>) {
    v.integer(FieldPath{&path, "z"}, value.z());
    v.integer(FieldPath{&path, "w"}, value.w());
  } else if constexpr (IsArray<T>::value) {
    for (const auto& element : value) visitValue(v, path, element);
  } else if constexpr (HasFields<T>) {
    visitFields(v, &path, value);
  } else {
    static_assert(sizeof(T) == 0, "a state field whose type has no field list (core/fields.h)");
  }
}

template <class T>
std::int64_t entityId(const T& element, std::size_t index) {
  if constexpr (requires { element.stateId(); })
    return std::int64_t(element.stateId());
  else
    return std::int64_t(index);
}

// Entity i of a column pool: element i of each of its vectors.
template <class V, ColumnPool P, class Labels>
void visitColumns(V& v, const P& pool, const Labels& labels) {
  for (std::size_t i = 0; i < pool.size(); ++i) {
    v.entity(P::kStateKind, std::int64_t(i), labels(P::kStateKind, i));
    forEachField<P>([&](auto field) {
      using Column = std::remove_cvref_t<decltype(pool.*(field.member))>;
      if constexpr (IsVector<Column>::value) visitValue(v, FieldPath{nullptr, field.name}, (pool.*(field.member))[i]);
    });
  }
}

// A system's whole State struct (see the top of this file). `owner` is the system's name.
template <class V, class State, class Labels>
void visitState(V& v, std::string_view owner, const State& s, const Labels& labels) {
  bool ownEntityOpen = false;
  forEachField<State>([&](auto field) {
    const auto& value = s.*(field.member);
    using T = std::remove_cvref_t<decltype(value)>;
    if constexpr (EntityVector<T>) {
      using E = typename T::value_type;
      ownEntityOpen = false;
      for (std::size_t i = 0; i < value.size(); ++i) {
        v.entity(E::kStateKind, entityId(value[i], i), labels(E::kStateKind, i));
        visitFields(v, nullptr, value[i]);
      }
    } else if constexpr (ColumnPool<T>) {
      ownEntityOpen = false;
      visitColumns(v, value, labels);
    } else if constexpr (WalksItself<T, V>) {
      ownEntityOpen = false;
      value.walkState(v);
    } else {
      if (!ownEntityOpen) v.entity(owner, 0, {});
      ownEntityOpen = true;
      visitValue(v, FieldPath{nullptr, field.name}, value);
    }
  });
}

// Copies one field of a state, keeping `to`'s storage (see the top of this file).
template <class T>
void copyValue(T& to, const T& from) {
  if constexpr (requires { to.copyStateFrom(from); }) {
    to.copyStateFrom(from);
  } else if constexpr (IsVector<T>::value) {
    if (to.capacity() < from.capacity()) to.reserve(from.capacity());
    to = from;  // within capacity: no reallocation
  } else {
    to = from;
  }
}

// A whole State struct, field by field.
template <HasFields State>
void copyState(State& to, const State& from) {
  forEachField<State>([&](auto field) { copyValue(to.*(field.member), from.*(field.member)); });
}

}  // namespace sw::state
