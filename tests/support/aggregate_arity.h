#pragma once
// Tests only: how many members an aggregate struct has, counted by how many initialisers its
// braces take (each a value convertible to anything). A state struct whose field list
// (core/fields.h) names fewer members than this has a member nobody hashes, dumps or
// restores: the state description test compares the two for every state struct.
#include <cstddef>
#include <type_traits>
#include <utility>

namespace sw::test {

struct AnyMember {
  template <class T>
  operator T() const;  // never defined: only asked in unevaluated braces
};

template <class T, std::size_t... I>
constexpr bool takesInitialisers(std::index_sequence<I...>) {
  return requires { T{(void(I), AnyMember{})...}; };
}

template <class T, std::size_t N = 0>
constexpr std::size_t aggregateArity() {
  static_assert(std::is_aggregate_v<T>, "only aggregates are counted this way");
  if constexpr (N < 64 && takesInitialisers<T>(std::make_index_sequence<N + 1>{}))
    return aggregateArity<T, N + 1>();
  else
    return N;
}

}  // namespace sw::test
