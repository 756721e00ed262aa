#!/usr/bin/env bash
# Scrollwork developer entry point: install missing Debian packages, configure,
# build, then run the editor or the test suite.
#
#   packaging/dev.sh build          configure + build everything (programs, tests) into build/
#   packaging/dev.sh run [args]     build the editor, scrollwork-cli and scrollwork-player (not the
#                                   tests), then open projects/demo in the editor
#   packaging/dev.sh test [args]    build everything, then run ctest under Xvfb (args go to ctest,
#                                   e.g. -R name)
#   packaging/dev.sh sanitize [--ui] [args]  Clang ASan+UBSan build into build-asan/, run the
#                                   tests labelled sanitize (--ui: and sanitize_ui; args go to
#                                   ctest); any sanitizer report fails
#   packaging/dev.sh fuzz [SECONDS] build the libFuzzer targets into build-asan/, fuzz each for
#                                   SECONDS (default 60); a crash or hang fails (tests/fuzz/README.md)
#   packaging/dev.sh determinism    GCC and Clang -O3 -march=native builds of scrollwork-cli replay
#                                   tests/determinism/*.inputs with equal hash trails (determinism.sh)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$repo/build"
sanitize_build="${SW_SANITIZE_BUILD:-$repo/build-asan}"
packages_file="$repo/packaging/debian-packages.txt"

usage() {
  echo "usage: $(basename "$0") run|test|build|sanitize|fuzz|determinism [extra args]" >&2
  exit 2
}

log() { echo "dev.sh: $*" >&2; }

# Install whatever from debian-packages.txt is missing, so a fresh machine needs
# nothing but this script.
install_missing_packages() {
  local missing=() pkg
  while IFS= read -r pkg; do
    pkg="${pkg%%#*}"          # strip trailing comments
    pkg="${pkg//[[:space:]]/}"
    [[ -z "$pkg" ]] && continue
    if [[ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)" != "install ok installed" ]]; then
      missing+=("$pkg")
    fi
  done <"$packages_file"

  ((${#missing[@]} == 0)) && return 0
  log "installing missing packages: ${missing[*]}"

  local sudo=()
  if ((EUID != 0)); then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      log "missing packages (${missing[*]}) and not root, and sudo is not available."
      log "install them as root: apt-get install ${missing[*]}"
      exit 1
    fi
  fi
  "${sudo[@]}" apt-get update
  # sudo drops the environment, so pass DEBIAN_FRONTEND through env.
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# configure_and_build [target...]: configures build/ once, then builds the targets (all without).
configure_and_build() {
  # ccache keys on absolute paths unless told otherwise; these two settings let a
  # fresh clone at another path (CI, a second worktree) hit the same cache. The
  # top-level CMakeLists.txt picks ccache up as the compiler launcher.
  if command -v ccache >/dev/null 2>&1; then
    export CCACHE_NOHASHDIR=true
    export CCACHE_BASEDIR="$repo"
  fi

  # Configure only once: afterwards Ninja re-runs CMake by itself whenever a
  # CMakeLists.txt changes.
  if [[ ! -f "$build/CMakeCache.txt" || ! -f "$build/build.ninja" ]]; then
    if [[ -f "$build/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$build/CMakeCache.txt"; then
      log "$build was configured with another generator; remove it and run again."
      exit 1
    fi
    cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
  fi
  local targets=()
  (($# > 0)) && targets=(--target "$@")
  cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
}

(($# >= 1)) || usage
command="$1"
shift

case "$command" in
  run | test | build | sanitize | fuzz | determinism) ;;
  *) usage ;;
esac

install_missing_packages
if [[ "$command" == sanitize || "$command" == fuzz ]]; then
  source "$repo/packaging/sanitize.sh"
  "${command}_main" "$@"
  exit $?
fi
# Builds only scrollwork-cli, in build/ and in a Clang build of its own.
[[ "$command" == determinism ]] && exec "$repo/packaging/determinism.sh" ci
if [[ "$command" == run ]]; then
  configure_and_build scrollwork_apps  # the top-level CMakeLists.txt says what that is
else
  configure_and_build
fi

case "$command" in
  build) ;;
  run)
    editor=("$build/bin/scrollwork" "$repo/projects/demo" "$@")
    if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
      log "neither DISPLAY nor WAYLAND_DISPLAY is set: running the editor under xvfb-run (nothing will show)."
      exec xvfb-run -a "${editor[@]}"
    fi
    exec "${editor[@]}"
    ;;
  test)
    # Always under Xvfb, even on a desktop: Qt Quick 3D needs a real GL context
    # (offscreen draws no 3D), and tests must not pop windows up. xvfb-run exits
    # with ctest's status. Benchmarks (label bench) are run on purpose, not here.
    exec xvfb-run -a -s "-screen 0 1920x1080x24" \
      ctest --test-dir "$build" -LE bench --output-on-failure --timeout 600 "$@"
    ;;
esac
