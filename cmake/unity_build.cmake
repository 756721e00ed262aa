# Unity builds: CMake compiles each target's .cpp files in groups of SW_UNITY_BATCH as one
# translation unit, so Qt's, Qt Test's, the standard library's and nlohmann/json's headers
# are parsed once per group instead of once per file. On this project's 2-core machines
# parsing, not code generation, was most of a cold build (an editor widget file: ~5 of its
# ~8 CPU seconds even at -O0), and precompiled headers only cover Qt's.
#
# What this asks of the code: two files of one target may not both define a name with
# internal linkage (a static function, something in an anonymous namespace) in the same
# namespace, or a macro the other does not expect. A file that must stay alone sets
#   set_source_files_properties(f.cpp PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
# with a comment saying why; CMake itself keeps files with their own compile definitions,
# options or include folders (the DEFINES and INCLUDES of scrollwork_add_test) alone.
# SW_UNITY=OFF builds file by file: a header a file forgot to include can hide behind the
# file before it in its group, and shows there.
option(SW_UNITY "Compile each target's files in groups (unity build)" ON)
set(SW_UNITY_BATCH 8 CACHE STRING "Files per unity group")
if(SW_UNITY)
  set(CMAKE_UNITY_BUILD ON)
  set(CMAKE_UNITY_BUILD_BATCH_SIZE ${SW_UNITY_BATCH})
endif()
