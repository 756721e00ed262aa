# The Clang sanitizer build (packaging/dev.sh sanitize and fuzz, in build-asan/):
# AddressSanitizer + UndefinedBehaviorSanitizer with no recovery, so the first report
# fails the test that caused it, and Clang's warnings as errors (GCC stays lenient: it
# misses some of what Clang finds, e.g. a reference bound into a temporary).
#
# Every object also carries libFuzzer's coverage instrumentation (fuzzer-no-link), so
# the fuzz targets of tests/fuzz link against the same libraries as the tests: one build
# serves both steps.
option(SW_SANITIZE "Clang only: ASan + UBSan, libFuzzer targets, warnings as errors" OFF)

if(SW_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "SW_SANITIZE needs Clang (configure with -DCMAKE_CXX_COMPILER=clang++)")
  endif()
  add_compile_options(-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -Werror)
  add_link_options(-fsanitize=address,undefined)
endif()
