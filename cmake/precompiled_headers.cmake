# Precompiled headers (cmake/pch/), where they pay. Measured with GCC 12, -O2 -g, CPU
# seconds (user+sys) on this project:
#   - an editor widget file: 1.5-1.8 s less with Qt's headers precompiled (asset_uses_dialog
#     3.8 s against 5.5 s); building that .gch (189 MB) takes 16 s, so every target that
#     links Qt and has a few files gets cmake/pch/qt.h.
#   - a Qt-free file (runtime/core, model): slower with the standard library and
#     nlohmann/json precompiled (level.cpp 7.7 s against 6.2 s: loading the 116 MB .gch
#     costs more than it saves), so those targets get none.
#   - a test file: 3 s less with <QtTest> precompiled (dmath_test 4.6 s against 7.6 s), but
#     that .gch takes 23 s and cannot be shared between test programs (Qt Test's
#     QT_TESTCASE_BUILDDIR differs per folder, and GCC refuses a .gch built with another
#     value), so only programs of SW_PCH_MIN_TESTS tests or more get cmake/pch/tests.h.
# SW_PCH=OFF builds without any (a header a file forgot to include then shows); CMake's own
# CMAKE_DISABLE_PRECOMPILE_HEADERS works too.
# Measured with GCC only: the Clang builds (sanitizer, determinism) build without unless told.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(sw_pch_default ON)
else()
  set(sw_pch_default OFF)
endif()
option(SW_PCH "Precompiled headers where they pay (cmake/precompiled_headers.cmake)" ${sw_pch_default})
set(SW_PCH_MIN_FILES 3 CACHE STRING "Product targets (linking Qt) of at least this many .cpp files get a precompiled header")
set(SW_PCH_MIN_TESTS 8 CACHE STRING "Test programs of at least this many tests get a precompiled header")

if(CMAKE_DISABLE_PRECOMPILE_HEADERS)
  set(SW_PCH OFF)
endif()

if(SW_PCH)
  # ccache hits with precompiled headers only with this sloppiness: a fresh build's .gch
  # is newer than the files it is used for, and its macros are hashed through the header
  # rather than the command line (ccache's manual, "Precompiled headers"). Clang must not
  # stamp its .pch with a time, which would change the key of every file using it.
  if(SW_CCACHE_ENV)  # the launcher, CMakeLists.txt
    list(APPEND SW_CCACHE_ENV CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime)
  endif()
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    add_compile_options("SHELL:-Xclang -fno-pch-timestamp")
  endif()
endif()

# scrollwork_precompile(target header): the header (pch/qt.h, pch/tests.h) precompiled for
# the target. Named relative to cmake/, not by its absolute path, so that the cmake_pch.hxx
# CMake writes, and so the .gch, are the same in every clone: a clone at another path (CI,
# a worktree) then hits in ccache what another compiled, as without precompiled headers.
function(scrollwork_precompile target header)
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake)
  target_precompile_headers(${target} PRIVATE "\"${header}\"")
endfunction()

# scrollwork_precompile_dirs(dir...): cmake/pch/qt.h for every library, plugin and program
# defined under these source folders (their subfolders too) that links Qt and has at least
# SW_PCH_MIN_FILES C++ files; below that, building the header costs more than it saves.
function(scrollwork_precompile_dirs)
  if(NOT SW_PCH)
    return()
  endif()
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
      get_target_property(libs ${target} LINK_LIBRARIES)
      if(count GREATER_EQUAL SW_PCH_MIN_FILES AND "${libs}" MATCHES "Qt6::")
        scrollwork_precompile(${target} pch/qt.h)
      endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    if(subdirs)
      scrollwork_precompile_dirs(${subdirs})
    endif()
  endforeach()
endfunction()
