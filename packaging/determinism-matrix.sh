#!/usr/bin/env bash
# On demand: GCC -O0/-O2/-O3 x -march=x86-64/native and Clang -O2 -march=native builds of
# scrollwork-cli replay tests/determinism/*.inputs; prints each build's final hashes and
# whether its hash trails equal build/'s (packaging/determinism.sh says more).
exec "$(dirname "${BASH_SOURCE[0]}")/determinism.sh" matrix "$@"
