#!/usr/bin/env bash
# How long a newcomer waits (issue #38), measured the way they meet it: a fresh clone of
# this repository's HEAD and an empty ccache, packages already installed.
#   (a) packaging/dev.sh run, up to the editor's main window being on screen (under Xvfb;
#       SCROLLWORK_EXIT_WHEN_SHOWN makes the editor quit right then)
#   (b) then packaging/dev.sh build: everything else, the tests too
#   (c) with --ci: then the whole .ci/run (determinism, sanitizer build and tests, fuzzing)
#   (d) warm: touch runtime/sim/runtime_level.h and rebuild everything; the same for
#       runtime/model/level/level.h (ccache answers every compile)
#   (e) an edit of the same two headers: as (d), but ccache compiles again (CCACHE_RECACHE),
#       which is what a change to a header's text costs
# For each it prints the wall time, the CPU time of the step (user+sys), and from ninja's
# log the build steps and their CPU split (compiling the product / the tests, automoc,
# precompiled headers, linking). On a machine shared with other builds the wall times
# grow; the step counts and CPU seconds much less.
#
#   packaging/measure-setup.sh [--ci] [--keep] [--workdir DIR]
#     --ci       also time (c)
#     --keep     leave the work folder (clone, build, ccache) for a look afterwards
#     --workdir  where to clone and cache (default: a new folder under $TMPDIR or /tmp)
#
# The user's own ccache is left alone: CCACHE_DIR points into the work folder. Only what is
# committed is measured (the clone is of HEAD).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ci=0 keep=0 work=""
while (($# > 0)); do
  case "$1" in
    --ci) ci=1 ;;
    --keep) keep=1 ;;
    --workdir) work="$2"; shift ;;
    *) echo "usage: $(basename "$0") [--ci] [--keep] [--workdir DIR]" >&2; exit 2 ;;
  esac
  shift
done

log() { echo "measure-setup: $*" >&2; }

if [[ -z "$work" ]]; then
  work="$(mktemp -d "${TMPDIR:-/tmp}/scrollwork-setup.XXXXXX")"
else
  mkdir -p "$work"
fi
if ((!keep)); then
  trap 'rm -rf "$work"' EXIT
fi
clone="$work/scrollwork"
export CCACHE_DIR="$work/ccache"
mkdir -p "$CCACHE_DIR"
rm -rf "$clone"
git clone --quiet --no-hardlinks "$repo" "$clone"
log "clone of $(git -C "$clone" rev-parse --short HEAD) in $clone, empty ccache in $CCACHE_DIR"
results="$work/results.txt"
: >"$results"

# ninja_split LOG FIRST_LINE NAME: steps and CPU seconds of the log's entries from line
# FIRST_LINE on (ninja appends), split by what they built. A step with several outputs
# (automoc's timestamp and mocs_compilation.cpp, by relative and absolute path) has one
# line per output, all with the same start, end and command hash: counted once.
ninja_split() {
  awk -v first="$2" -v name="$3" -F'\t' '
    NR > first && $1 !~ /^#/ {
      key = $1 "/" $2 "/" $5
      if (key in seen) next
      seen[key] = 1
      t = ($2 - $1) / 1000; path = $4; n++; total += t
      if (path ~ /_autogen|mocs_compilation|moc_predefs/) k = "automoc"
      else if (path ~ /cmake_pch/) k = "pch"
      else if (path ~ /\.o$/ && path ~ /^tests\//) k = "compile tests"
      else if (path ~ /\.o$/) k = "compile product"
      else if (path ~ /^bin\/|\.so$|\.a$/) k = "link/archive"
      else k = "other"
      cpu[k] += t; steps[k]++
    }
    END {
      printf "%s: %d steps, %.0f CPU-s in ninja steps", name, n, total
      for (k in cpu) printf "; %s %d steps %.0f s (%.0f%%)", k, steps[k], cpu[k], total ? 100 * cpu[k] / total : 0
      printf "\n"
    }' "$1"
}

# timed NAME COMMAND...: runs it, records wall and user+sys seconds, and ninja's figures
# for what the build did in it.
timed() {
  local name="$1" before=0 start status=0
  shift
  local ninja_log="$clone/build/.ninja_log"
  [[ -f "$ninja_log" ]] && before=$(wc -l <"$ninja_log")
  log "$name ..."
  start=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$work/time.txt" "$@" >"$work/$name.log" 2>&1 || status=$?
  local wall cpu
  wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')
  cpu=$(awk '{ printf "%.0f", $1 + $2 }' "$work/time.txt" 2>/dev/null || echo "?")
  printf '%s: wall %.0f s, CPU (user+sys) %s s, exit %d\n' "$name" "$wall" "$cpu" "$status" | tee -a "$results" >&2
  [[ -f "$ninja_log" ]] && ninja_split "$ninja_log" "$before" "  $name ninja" | tee -a "$results" >&2
  if ((status != 0)); then
    tail -n 40 "$work/$name.log" >&2
    log "$name failed (log $work/$name.log)"
    exit 1
  fi
}

cd "$clone"
# (a) The editor's window: dev.sh runs it directly, since xvfb-run gives it a DISPLAY.
export SCROLLWORK_EXIT_WHEN_SHOWN=1
timed "a-run-to-editor-window" xvfb-run -a -s "-screen 0 1920x1080x24" packaging/dev.sh run
grep -q "scrollwork: main window shown" "$work/a-run-to-editor-window.log" ||
  { log "the editor did not report its window shown"; exit 1; }
unset SCROLLWORK_EXIT_WHEN_SHOWN
# (b) Everything else.
timed "b-build-with-tests" packaging/dev.sh build
# (c) CI as it runs on a submission.
if ((ci)); then
  timed "c-ci-run" env CI=true bash .ci/run
fi
# (d) Warm: one runtime header touched, everything rebuilt (ccache has the objects).
for header in runtime/sim/runtime_level.h runtime/model/level/level.h; do
  [[ -f "$header" ]] || { log "no $header to touch"; exit 1; }
  touch "$header"
  timed "d-touch-$(basename "$header")" cmake --build build --parallel "$(nproc)"
done
# (e) An edit: the same headers, every dependent compiled again rather than looked up.
for header in runtime/sim/runtime_level.h runtime/model/level/level.h; do
  touch "$header"
  timed "e-edit-$(basename "$header")" env CCACHE_RECACHE=1 cmake --build build --parallel "$(nproc)"
done
echo "ccache: $(ccache --print-stats | awk -F'\t' '$1 ~ /^(direct_cache_hit|preprocessed_cache_hit|cache_miss)$/ { printf "%s %s ", $1, $2 }')" |
  tee -a "$results" >&2

echo
echo "== measure-setup: $(git rev-parse --short HEAD), $(nproc) cores, load average now $(cut -d' ' -f1-3 /proc/loadavg)"
cat "$results"
