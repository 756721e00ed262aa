# The sanitizer and fuzzing steps of packaging/dev.sh (sourced by it; uses $repo,
# $sanitize_build and log()). One Clang build in build-asan/ serves both: every object
# has ASan + UBSan and libFuzzer's coverage instrumentation (cmake/sanitize.cmake).

# Sanitizer settings for everything run from here, child processes included (a test
# starting scrollwork-cli). Reports also go to files (log_path), so that a report in a
# child whose failure a test expects (a CLI refusing bad input exits non-zero too) still
# fails the step: see check_sanitizer_logs.
sanitizer_env() {
  local logs="$1"
  local common="halt_on_error=1:print_stacktrace=1"
  export ASAN_OPTIONS="$common:detect_leaks=1:exitcode=86:strict_string_checks=1:check_initialization_order=1:detect_stack_use_after_return=1${logs:+:log_path=$logs/asan}"
  export UBSAN_OPTIONS="$common${logs:+:log_path=$logs/ubsan}"
  # Leaks of libraries we do not own (Mesa, fontconfig, ...); never one of ours.
  export LSAN_OPTIONS="suppressions=$repo/packaging/lsan-suppressions.txt:print_suppressions=0"
}

configure_sanitize_build() {
  if command -v ccache >/dev/null 2>&1; then
    # As in configure_and_build: a clone at another path hits the same cache.
    export CCACHE_NOHASHDIR=true
    export CCACHE_BASEDIR="$repo"
  fi
  if [[ ! -f "$sanitize_build/CMakeCache.txt" || ! -f "$sanitize_build/build.ninja" ]]; then
    # -O1: sanitized code at -O0 is several times slower; line tables suffice for the
    # stack traces and keep compiling and linking fast.
    CC=clang CXX=clang++ cmake -S "$repo" -B "$sanitize_build" -G Ninja -DSW_SANITIZE=ON \
      -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only"
  fi
  cmake --build "$sanitize_build" --target "$@" --parallel "$(nproc)"
}

# Fails when any sanitizer wrote a report into $1, printing them.
check_sanitizer_logs() {
  local logs="$1" reports
  reports="$(find "$logs" -type f 2>/dev/null | sort)"
  [[ -z "$reports" ]] && return 0
  log "sanitizer reports:"
  local report
  while IFS= read -r report; do
    echo "==== $report" >&2
    cat "$report" >&2
  done <<<"$reports"
  return 1
}

# The tests labelled sanitize (tests/sanitize_tests.cmake); with --ui also those labelled
# sanitize_ui, which need the whole editor built (twice the build time: not in CI).
sanitize_main() {
  local labels='^sanitize$' targets=(sanitize_suite)
  if [[ "${1:-}" == --ui ]]; then
    shift
    labels='^sanitize(_ui)?$'
    targets+=(sanitize_ui_suite)
  fi
  configure_sanitize_build "${targets[@]}"
  local logs="$sanitize_build/sanitizer-logs"
  rm -rf "$logs" && mkdir -p "$logs"
  sanitizer_env "$logs"
  local status=0
  # Under Xvfb like dev.sh test: the UI tests in the selection need a display.
  xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --test-dir "$sanitize_build" -L "$labels" --output-on-failure --timeout 900 "$@" || status=$?
  check_sanitizer_logs "$logs" || status=1
  return $status
}

# Runs every fuzz target for $1 seconds (default 60). The corpus grows in
# build-asan/fuzz/<name>/corpus across runs; crashes, hangs and out-of-memory inputs land
# in build-asan/fuzz-findings/<name>/. Any finding fails: fix it and commit the input to
# tests/fuzz/<name>/regressions/ so the normal suite replays it.
fuzz_main() {
  local seconds="${1:-60}"
  [[ "$seconds" =~ ^[0-9]+$ ]] || { log "fuzz: SECONDS must be a whole number, not '$seconds'"; exit 2; }
  configure_sanitize_build fuzz_targets
  sanitizer_env ""
  local findings="$sanitize_build/fuzz-findings" failed=() target name
  rm -rf "$findings"
  for target in "$sanitize_build"/bin/fuzz_*; do
    name="$(basename "$target")"
    name="${name#fuzz_}"
    local corpus="$sanitize_build/fuzz/$name/corpus" out="$findings/$name"
    mkdir -p "$corpus" "$out"
    log "fuzz $name for ${seconds}s"
    # -timeout: one input taking 10 s is a hang. -rss_limit_mb also caps single
    # allocations (malloc_limit_mb defaults to it): a loader must refuse absurd sizes.
    if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$out/" "$corpus" "$sanitize_build/fuzz/$name/seeds" \
      "$repo/tests/fuzz/$name/regressions" >"$out.log" 2>&1 || [[ -n "$(ls -A "$out")" ]]; then
      failed+=("$name")
      tail -n 60 "$out.log" >&2
      log "fuzz $name: FAILED, inputs in $out/ (log $out.log)"
    else
      grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$out.log" | tr '\n' ' ' >&2
      echo >&2
    fi
  done
  if ((${#failed[@]} > 0)); then
    log "fuzz findings in: ${failed[*]}"
    return 1
  fi
  log "fuzz: no findings"
}
