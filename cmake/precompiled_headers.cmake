# Precompiled headers (cmake/pch/): the standard library, nlohmann/json and Qt parsed once
# per target instead of once per file. OFF by default, because with GCC 12 and -g they do
# not pay here (measured on this project, CPU seconds of one file): the product's header
# (standard library + json) is a 116 MB .gch whose loading costs more than the parsing it
# saves (runtime/model/level.cpp 7.7 s with it, 6.2 s without); the tests' <QtTest> header
# saves 3 s a file (dmath_test 4.6 s against 7.6 s) but takes 23 s to build, once per test
# program since Qt Test's QT_TESTCASE_BUILDDIR differs per folder and so forbids sharing one
# (REUSE_FROM) between folders: about even. -DSW_PCH=ON turns them on to measure again
# (another compiler, another machine).
#
# ccache still hits with them (the sloppiness below; Clang is told not to stamp its .pch
# with a time, which would change every rebuild's key).
option(SW_PCH "Precompiled headers for the product and the test programs (see above)" OFF)

# ccache hits with precompiled headers only with this sloppiness: a fresh build's .gch is
# newer than the files it is used for, and its macros are hashed through the header rather
# than the command line (ccache's manual, "Precompiled headers").
if(SW_PCH AND CCACHE_PROGRAM AND CMAKE_CXX_COMPILER_LAUNCHER STREQUAL CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${CCACHE_PROGRAM})
endif()

if(SW_PCH AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:SHELL:-Xclang -fno-pch-timestamp>)
endif()

# scrollwork_precompile(target [TESTS]): the product's header (cmake/pch/product.h) or, with
# TESTS, the test programs' (cmake/pch/tests.h).
function(scrollwork_precompile target)
  cmake_parse_arguments(P "TESTS" "" "" ${ARGN})
  if(NOT SW_PCH OR CMAKE_DISABLE_PRECOMPILE_HEADERS)
    return()
  endif()
  if(P_TESTS)
    target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/tests.h)
  else()
    target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/product.h)
  endif()
endfunction()

# scrollwork_precompile_dirs(dir...): the product's header for every library, plugin and
# program defined under these source folders (their subfolders too) with at least three
# C++ files; below that, building the header costs more than it saves.
function(scrollwork_precompile_dirs)
  foreach(dir IN LISTS ARGN)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
      get_target_property(type ${target} TYPE)
      if(NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|EXECUTABLE)$")
        continue()
      endif()
      get_target_property(sources ${target} SOURCES)
      list(FILTER sources INCLUDE REGEX "\\.cpp$")
      list(LENGTH sources count)
      if(count GREATER_EQUAL 3)
        scrollwork_precompile(${target})
      endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    if(subdirs)
      scrollwork_precompile_dirs(${subdirs})
    endif()
  endforeach()
endfunction()
