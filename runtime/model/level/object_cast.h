#pragma once
// objectCast<const Spawn*>(object): what dynamic_cast gives for a final class, without
// walking the class hierarchy. GCC 12 calls __dynamic_cast even when the target is final,
// and the editor's passes over a big level ask each of 25,000 objects "are you a spawn, a
// path, a trigger?" several times per edit: those casts were an eighth of the undo of a
// big delete. A final class has no subclasses, so its description (or type_info) matching
// the object's is the whole test.
#include <type_traits>
#include <typeinfo>

namespace sw {

template <class To, class From>
To objectCast(From* object) noexcept {
  static_assert(std::is_pointer_v<To>, "objectCast<T*>: cast to a pointer");
  using Target = std::remove_cv_t<std::remove_pointer_t<To>>;
  static_assert(std::is_final_v<Target>, "objectCast: only for final classes (use dynamic_cast otherwise)");
  static_assert(std::is_polymorphic_v<From>, "objectCast: the source must be polymorphic");
  if (!object) return nullptr;
  if constexpr (requires { Target::describeType(); }) {
    // Every described kind has one description, made in its own .cpp: comparing its
    // address is cheaper than comparing type_info, which compares names on a mismatch.
    if (&object->description() != &Target::describeType()) return nullptr;
  } else if (typeid(*object) != typeid(Target)) {
    return nullptr;
  }
  return static_cast<To>(object);
}

}  // namespace sw
