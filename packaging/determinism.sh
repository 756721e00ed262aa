#!/usr/bin/env bash
# The same game on every build (issue #18): builds scrollwork-cli (and the runtime libraries
# under it, nothing else) with other compilers and flags, replays the recordings of
# tests/determinism/*.inputs in each build with a hash trail, and checks every trail equals
# the reference build's tick for tick. On a difference it replays both builds again with a
# state dump at the first differing tick and prints the entities and fields that differ.
#
#   packaging/determinism.sh ci       GCC (build/, RelWithDebInfo, as dev.sh builds it)
#                                     against Clang -O3 -march=native (build-determinism-clang/)
#   packaging/determinism.sh matrix   GCC -O0/-O2/-O3 x -march=x86-64/native and Clang -O2
#                                     native against build/, one build-matrix-NAME/ each;
#                                     prints every build's final hash per recording
#
# Environment: SW_BUILD_JOBS (default nproc) build jobs; ccache is used as dev.sh does
# (CCACHE_NOHASHDIR, CCACHE_BASEDIR), CCACHE_DISABLE=1 measures a cold build.
# Exit status: 0 all trails equal, 1 a difference (or a failed build or run).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="${SW_BUILD_JOBS:-$(nproc)}"
recordings=("$repo"/tests/determinism/*.inputs)
demo="$repo/projects/demo"

log() { echo "determinism: $*" >&2; }

if command -v ccache >/dev/null 2>&1; then
  # As in dev.sh's configure_and_build: another clone or worktree hits the same cache.
  export CCACHE_NOHASHDIR=true
  export CCACHE_BASEDIR="$repo"
fi

# build_cli DIR C++COMPILER BUILD_TYPE "FLAGS": configures DIR once, builds scrollwork-cli.
build_cli() {
  local dir="$1" compiler="$2" type="$3" flags="$4" start=$SECONDS
  mkdir -p "$dir"
  if [[ ! -f "$dir/build.ninja" ]]; then
    # The flags replace the build type's own (-O2 -g ...), so each build is exactly what it
    # says; NDEBUG as in every optimised build.
    cmake -S "$repo" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" -DCMAKE_CXX_COMPILER="$compiler" \
      "-DCMAKE_CXX_FLAGS_${type^^}=$flags -DNDEBUG" >"$dir/configure.log" 2>&1 ||
      { cat "$dir/configure.log" >&2; return 1; }
  fi
  cmake --build "$dir" --target scrollwork-cli --parallel "$jobs" >"$dir/build.log" 2>&1 ||
    { tail -n 60 "$dir/build.log" >&2; return 1; }
  log "built $(basename "$dir") ($compiler $flags) in $((SECONDS - start)) s"
}

# The GCC build dev.sh makes (configured as configure_and_build does, if it is not yet).
build_reference() {
  local start=$SECONDS
  if [[ ! -f "$repo/build/build.ninja" ]]; then
    cmake -S "$repo" -B "$repo/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  fi
  cmake --build "$repo/build" --target scrollwork-cli --parallel "$jobs" >/dev/null
  log "reference build/ (GCC RelWithDebInfo) ready in $((SECONDS - start)) s"
}

# The project a recording plays: platformer_demo*.inputs the platformer demo,
# platformer_*.inputs the platformer starter (made by the reference build's `scrollwork-cli
# new --template platformer`, so no project is kept twice), the others the shooter demo.
# Made afresh once per run of this script, so it is always this checkout's template.
platformer_project="$repo/build/determinism-platformer"
rm -rf "$platformer_project"
project_for() {
  case "$(basename "$1")" in
    platformer_demo*) echo "$repo/projects/platformer" ;;
    platformer_*)
      if [[ ! -f "$platformer_project/project.json" ]]; then
        "$repo/build/bin/scrollwork-cli" new "$platformer_project" --template platformer --name Platformer >/dev/null
      fi
      echo "$platformer_project"
      ;;
    *) echo "$demo" ;;
  esac
}

# trails BUILD_DIR OUT_DIR: one hash trail per recording; prints "recording hash" lines.
trails() {
  local cli="$1/bin/scrollwork-cli" out="$2" rec name hash
  mkdir -p "$out"
  for rec in "${recordings[@]}"; do
    name="$(basename "$rec" .inputs)"
    hash="$("$cli" run "$(project_for "$rec")" --inputs "$rec" --hash-trail "$out/$name.trail" | sed -n 's/^hash: //p')"
    echo "$name $hash"
  done
}

# compare BUILD_A OUT_A BUILD_B OUT_B: every recording's trails equal, else the dump.
compare() {
  local a="$1" ta="$2" b="$3" tb="$4" rec name tick failed=0
  for rec in "${recordings[@]}"; do
    name="$(basename "$rec" .inputs)"
    if "$a/bin/scrollwork-cli" compare-trails "$ta/$name.trail" "$tb/$name.trail" >"$tb/$name.compare" 2>&1; then
      continue
    fi
    failed=1
    tick="$(sed -n 's/^first differing tick: //p' "$tb/$name.compare")"
    log "$name: $(basename "$b") differs from $(basename "$a") at tick ${tick:-?}"
    cat "$tb/$name.compare" >&2
    if [[ -n "$tick" ]]; then
      "$a/bin/scrollwork-cli" run "$(project_for "$rec")" --inputs "$rec" --hash-trail "$ta/$name.dump.trail" --dump-at "$tick" >/dev/null
      "$b/bin/scrollwork-cli" run "$(project_for "$rec")" --inputs "$rec" --hash-trail "$tb/$name.dump.trail" --dump-at "$tick" >/dev/null
      "$a/bin/scrollwork-cli" compare-trails "$ta/$name.dump.trail" "$tb/$name.dump.trail" --dump >&2 || true
    fi
  done
  return $failed
}

ci() {
  local total=$SECONDS clang_dir="$repo/build-determinism-clang"
  ((${#recordings[@]} > 0)) || { log "no recordings in tests/determinism"; exit 1; }
  build_reference
  build_cli "$clang_dir" clang++ Release "-O3 -march=native"
  local start=$SECONDS
  rm -rf "$clang_dir/trails"
  trails "$repo/build" "$clang_dir/trails/gcc" >"$clang_dir/trails.gcc.txt"
  trails "$clang_dir" "$clang_dir/trails/clang" >"$clang_dir/trails.clang.txt"
  if ! compare "$repo/build" "$clang_dir/trails/gcc" "$clang_dir" "$clang_dir/trails/clang"; then
    log "FAILED: GCC and Clang -O3 -march=native builds play the recordings differently"
    exit 1
  fi
  log "replayed ${#recordings[@]} recordings in both builds in $((SECONDS - start)) s: every tick's hash equal"
  sed 's/^/determinism:   /' "$clang_dir/trails.gcc.txt" >&2
  log "step time: $((SECONDS - total)) s"
}

matrix() {
  local total=$SECONDS failed=0 name compiler flags
  build_reference
  trails "$repo/build" "$repo/build-matrix-trails/reference" >"$repo/build-matrix-trails/reference.txt"
  local builds=(
    # Most different from build/ first, so an interrupted run has already shown the most.
    "gcc-O3-native g++ -O3 -march=native" "gcc-O0-x86-64 g++ -O0 -march=x86-64" "clang-O2-native clang++ -O2 -march=native"
    "gcc-O2-native g++ -O2 -march=native" "gcc-O0-native g++ -O0 -march=native" "gcc-O3-x86-64 g++ -O3 -march=x86-64"
    "gcc-O2-x86-64 g++ -O2 -march=x86-64")
  printf '%-26s' "build" >&2
  for rec in "${recordings[@]}"; do printf ' %-18s' "$(basename "$rec" .inputs | cut -c1-18)" >&2; done
  echo >&2
  printf '%-26s' "gcc-RelWithDebInfo (build/)" >&2
  while read -r _ hash; do printf ' %-18s' "$hash" >&2; done <"$repo/build-matrix-trails/reference.txt"
  echo >&2
  for b in "${builds[@]}"; do
    read -r name compiler flags <<<"$b"
    build_cli "$repo/build-matrix-$name" "$compiler" Release "$flags" 2>/dev/null || { failed=1; continue; }
    trails "$repo/build-matrix-$name" "$repo/build-matrix-trails/$name" >"$repo/build-matrix-trails/$name.txt"
    printf '%-26s' "$name" >&2
    while read -r _ hash; do printf ' %-18s' "$hash" >&2; done <"$repo/build-matrix-trails/$name.txt"
    if compare "$repo/build" "$repo/build-matrix-trails/reference" "$repo/build-matrix-$name" \
      "$repo/build-matrix-trails/$name" 2>/dev/null; then
      echo " trails equal" >&2
    else
      echo " DIFFERENT" >&2
      failed=1
    fi
  done
  log "matrix done in $((SECONDS - total)) s"
  return $failed
}

case "${1:-}" in
  ci) ci ;;
  matrix) mkdir -p "$repo/build-matrix-trails"; matrix ;;
  *) echo "usage: $(basename "$0") ci|matrix" >&2; exit 2 ;;
esac
