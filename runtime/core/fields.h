#pragma once
// Field lists: a plain struct names its members once, and every generic walk over it reads
// that one list. The simulation's changing state is made of such structs (sim/state/): the
// state hash, state dumps, desync reports and rollback copies all walk the same list, so a
// member added to a listed struct is hashed, dumped, saved and restored with no other edit,
// and one left out of the list fails a test (tests compare the list with the struct's own
// member count, tests/support/aggregate_arity.h).
//
//   struct SpawnProgress {
//     bool fired = false;
//     std::int64_t firedTick = 0;
//     SW_FIELDS(SpawnProgress, fired, firedTick)
//   };
//
// Types we do not own (or that keep their members private for a reason) get a list outside,
// in namespace sw: `SW_FIELDS_OF(Vec2, x, y)`. Qt-free, header-only, no run-time cost: the
// list is a constexpr tuple of pointers to members.
#include <cstddef>
#include <tuple>
#include <type_traits>

namespace sw {

template <class C, class M>
struct FieldRef {
  const char* name;
  M C::*member;
};

template <class C, class M>
constexpr FieldRef<C, M> fieldRef(const char* name, M C::*member) {
  return {name, member};
}

// Specialised by SW_FIELDS_OF for types that cannot carry their own list.
template <class T>
struct FieldsOf;

template <class T>
concept HasOwnFields = requires { T::fieldList(); };
template <class T>
concept HasOuterFields = requires { FieldsOf<T>::list(); };
template <class T>
concept HasFields = HasOwnFields<T> || HasOuterFields<T>;

template <HasFields T>
constexpr auto fieldsOf() {
  if constexpr (HasOwnFields<T>)
    return T::fieldList();
  else
    return FieldsOf<T>::list();
}

// Calls f(FieldRef) for every listed member, in the list's order.
template <HasFields T, class F>
constexpr void forEachField(F&& f) {
  std::apply([&](auto... field) { (f(field), ...); }, fieldsOf<T>());
}

template <HasFields T>
constexpr std::size_t fieldCount() {
  return std::tuple_size_v<decltype(fieldsOf<T>())>;
}

// A state field added after runs were recorded: the walks that hash and dump state visit it
// only while it is not zero, so a run that never sets it keeps the hash it was recorded with
// (as JSON leaves out a key added later while it holds its default, so old files keep their
// bytes). Copies (rollback save and restore) always take it. Reads as its number; an integer
// only.
template <class T>
struct Quiet {
  static_assert(std::is_integral_v<T>, "a quiet field is an integer");
  T value{};
  constexpr Quiet() = default;
  constexpr Quiet(T v) : value(v) {}  // NOLINT: reads and writes as a plain number
  constexpr operator T() const { return value; }
  constexpr Quiet& operator=(T v) {
    value = v;
    return *this;
  }
  constexpr Quiet& operator--() {
    --value;
    return *this;
  }
  constexpr Quiet& operator|=(T bits) {
    value |= bits;
    return *this;
  }
};

template <class T>
struct IsQuiet : std::false_type {};
template <class T>
struct IsQuiet<Quiet<T>> : std::true_type {};

}  // namespace sw

// The recursive expansion behind SW_FIELDS (C++20 __VA_OPT__): up to 256 members.
#define SW_FIELDS_PARENS ()
#define SW_FIELDS_EXPAND(...) SW_FIELDS_EXPAND3(SW_FIELDS_EXPAND3(SW_FIELDS_EXPAND3(SW_FIELDS_EXPAND3(__VA_ARGS__))))
#define SW_FIELDS_EXPAND3(...) SW_FIELDS_EXPAND2(SW_FIELDS_EXPAND2(SW_FIELDS_EXPAND2(SW_FIELDS_EXPAND2(__VA_ARGS__))))
#define SW_FIELDS_EXPAND2(...) SW_FIELDS_EXPAND1(SW_FIELDS_EXPAND1(SW_FIELDS_EXPAND1(SW_FIELDS_EXPAND1(__VA_ARGS__))))
#define SW_FIELDS_EXPAND1(...) __VA_ARGS__
#define SW_FIELDS_FOR_EACH(T, ...) __VA_OPT__(SW_FIELDS_EXPAND(SW_FIELDS_HELPER(T, __VA_ARGS__)))
#define SW_FIELDS_HELPER(T, a, ...) ::sw::fieldRef(#a, &T::a) __VA_OPT__(, SW_FIELDS_AGAIN SW_FIELDS_PARENS(T, __VA_ARGS__))
#define SW_FIELDS_AGAIN() SW_FIELDS_HELPER

// Inside a struct: its field list.
#define SW_FIELDS(T, ...) \
  static constexpr auto fieldList() { return std::make_tuple(SW_FIELDS_FOR_EACH(T, __VA_ARGS__)); }

// At namespace scope (outside namespace sw): the field list of a type that cannot carry one.
#define SW_FIELDS_OF(T, ...)                                                                              \
  template <>                                                                                             \
  struct sw::FieldsOf<T> {                                                                                \
    static constexpr auto list() { return std::make_tuple(SW_FIELDS_FOR_EACH(T, __VA_ARGS__)); } \
  }
