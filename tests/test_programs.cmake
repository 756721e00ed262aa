# One test program per test folder (and kind), not one per test: with ~225 executables a
# cold build spent more time on the tests' automoc passes and links than on the product.
#
# scrollwork_add_test(NAME n SOURCES files... LIBS libs... LABELS labels... [XVFB]
#                     [OWN_DISPLAY] [TIMEOUT s] [DEFINES defs...] [INCLUDES dirs...])
# (XVFB: on the X display ctest runs under; OWN_DISPLAY: on an X server of its own, for a
# test that counts the frames its window draws or needs it active, support/own_display.sh)
# adds the test n, whose main file is n.cpp, to its folder's program:
#   <folder>_tests        e.g. build/bin/runtime_sim_tests
#   <folder>_benches      tests labelled bench, so the others stay lean
#   <folder>_ui_tests / _ui_benches  tests linking the editor's widgets or the 3D view
#                         (SW_SANITIZE_UI_LIBS), so a folder's other tests can be built
#                         without them (the sanitizer build's first set does)
#   <name>_program        a test replacing the global operator new (it includes
#                         support/allocation_counter.h), which must be alone in its program
# ctest runs `<program> n [args]`: each test in its own process, with its own name, labels,
# environment and timeout, as before (ctest -R n, -L, -j2 unchanged); `<program> n -o x,txt
# someFunction` passes Qt Test its arguments, `<program> --list` lists the names. A target
# named n builds the program (cmake --build build --target n), and add_dependencies(n ...)
# still makes whatever the test runs (scrollwork-cli, a plugin) come with it. DEFINES and
# INCLUDES apply to n's files only (what target_compile_definitions and
# target_include_directories on the test's own target did).
#
# A test file needs nothing for this: support/test_registry.h, included before each file,
# turns QTEST_MAIN & co. into registry entries. A test with its own main() writes
# SW_TEST_OWN_MAIN(int argc, char** argv) in place of `int main(int argc, char** argv)`
# (tests/tools/convert_own_main.sh does it for a file).

set(SW_TEST_SUPPORT ${CMAKE_CURRENT_LIST_DIR}/support)

# The program test NAME of the current folder belongs to; created on first use. A test
# that replaces the global operator new (support/allocation_counter.h: "exactly one source
# file of a test executable") has a program of its own, <name>_program.
function(_scrollwork_test_program out name labels libs main)
  file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR}/tests ${CMAKE_CURRENT_SOURCE_DIR})
  string(REPLACE "/" "_" program "${folder}")
  file(STRINGS ${main} replaces_new REGEX "^#include \"support/allocation_counter\.h\"")
  set(kind tests)
  if("bench" IN_LIST labels)
    set(kind benches)
  endif()
  foreach(lib IN LISTS libs)
    if(lib IN_LIST SW_SANITIZE_UI_LIBS)
      set(kind ui_${kind})
      break()
    endif()
  endforeach()
  set(program ${program}_${kind})
  if(replaces_new)
    set(program ${name}_program)
  endif()
  set(${out} ${program} PARENT_SCOPE)
  if(TARGET ${program})
    return()
  endif()

  add_executable(${program} ${SW_TEST_SUPPORT}/test_main.cpp ${SW_TEST_SUPPORT}/test_registry.h
                 ${CMAKE_CURRENT_BINARY_DIR}/${program}_applications.cpp)
  # moc runs on each test file by itself (_scrollwork_test_moc), not through AUTOMOC.
  set_target_properties(${program} PROPERTIES AUTOMOC OFF AUTOUIC OFF)
  # Benchmarks are run on purpose (ctest -L bench), never by the suite: they are not part of
  # the default build, so a cold `dev.sh test` (and CI) does not compile and link ten
  # programs it does not run. `cmake --build build --target benches` builds them all.
  if(kind MATCHES "benches$")
    set_target_properties(${program} PROPERTIES EXCLUDE_FROM_ALL TRUE)
    if(NOT TARGET benches)
      add_custom_target(benches)
    endif()
    add_dependencies(benches ${program})
  endif()
  target_include_directories(${program} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/${program}_moc)
  # The union of the tests' libraries.
  add_library(${program}_libs INTERFACE)
  target_link_libraries(${program}_libs INTERFACE Qt6::Test)
  target_link_libraries(${program} PRIVATE ${program}_libs)
  target_include_directories(${program} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  target_compile_definitions(${program} PRIVATE
    SW_SOURCE_DIR="${PROJECT_SOURCE_DIR}" SW_BINARY_DIR="${CMAKE_BINARY_DIR}")
  set_property(DIRECTORY APPEND PROPERTY SW_TEST_PROGRAMS ${program})
  get_property(deferred DIRECTORY PROPERTY SW_TEST_APPLICATIONS_DEFERRED)
  if(NOT deferred)
    set_property(DIRECTORY PROPERTY SW_TEST_APPLICATIONS_DEFERRED ON)
    cmake_language(DEFER CALL _scrollwork_write_test_applications)
  endif()
endfunction()

# At the end of each folder: gives each program its precompiled header or the registry by
# -include, and writes <program>_applications.cpp, the application each of its
# QTEST_MAIN tests had as a program of its own (QApplication where its LIBS bring Qt
# Widgets, QGuiApplication where they bring Qt Gui, else QCoreApplication), read from the
# compile definitions those libraries give (QT_WIDGETS_LIB, QT_GUI_LIB) as Qt's macro did.
function(_scrollwork_write_test_applications)
  get_property(programs DIRECTORY PROPERTY SW_TEST_PROGRAMS)
  foreach(program IN LISTS programs)
    get_target_property(tests ${program} SW_TESTS)
    # The registry comes before every test file: in the precompiled header where the
    # program is large enough for one to pay (cmake/precompiled_headers.cmake), else by -include.
    list(LENGTH tests count)
    if(SW_PCH AND count GREATER_EQUAL SW_PCH_MIN_TESTS)
      scrollwork_precompile(${program} pch/tests.h)
    else()
      target_compile_options(${program} PRIVATE -include ${SW_TEST_SUPPORT}/test_registry.h)
    endif()
    set(rows "")
    foreach(test IN LISTS tests)
      set(defs "$<TARGET_PROPERTY:${test}_libs,INTERFACE_COMPILE_DEFINITIONS>")
      string(APPEND rows "    {\"${test}\", Application::$<IF:$<IN_LIST:QT_WIDGETS_LIB,${defs}>,Widgets,"
                         "$<IF:$<IN_LIST:QT_GUI_LIB,${defs}>,Gui,Core>>},\n")
    endforeach()
    file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${program}_applications.cpp CONTENT
"// Written by tests/test_programs.cmake: the application QTEST_MAIN makes for each test.
#include \"support/test_registry.h\"

namespace sw::test {
const AutoApplication autoApplications[] = {
${rows}    {nullptr, Application::None}};
}  // namespace sw::test
")
  endforeach()
endfunction()

# The <stem>.moc a test file includes for its Q_OBJECT class, made by moc from that file
# alone. AUTOMOC gave moc the program's include paths, so moc read every header each test
# includes and listed them as the .moc's dependencies: touching runtime/model/level/level.h
# re-ran moc over most test files, 315 of a warm rebuild's 414 CPU seconds, and a cold
# build spent about a third of the tests' time in automoc. moc needs none of those headers
# for a test class (it skips an include it cannot find): what it writes is compiled at the
# end of the test file, where they are all included.
function(_scrollwork_test_moc program source)
  get_filename_component(stem ${source} NAME_WE)
  get_filename_component(path ${source} ABSOLUTE)
  file(STRINGS ${path} includes_moc REGEX "^#include \"${stem}\\.moc\"")
  if(includes_moc)
    set(moc ${CMAKE_CURRENT_BINARY_DIR}/${program}_moc/${stem}.moc)
    qt6_generate_moc(${path} ${moc})
    target_sources(${program} PRIVATE ${moc})
  endif()
endfunction()

function(scrollwork_add_test)
  cmake_parse_arguments(T "XVFB;OWN_DISPLAY" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS;DEFINES;INCLUDES" ${ARGN})
  set(main "")
  foreach(source IN LISTS T_SOURCES)
    get_filename_component(stem ${source} NAME_WE)
    if(stem STREQUAL T_NAME AND source MATCHES "\\.cpp$")
      set(main ${source})
    endif()
  endforeach()
  if(NOT main)
    message(FATAL_ERROR "scrollwork_add_test(NAME ${T_NAME}): no ${T_NAME}.cpp in SOURCES; the test "
                        "program finds a test by its file's name (tests/test_programs.cmake)")
  endif()

  _scrollwork_test_program(program ${T_NAME} "${T_LABELS}" "${T_LIBS}" ${CMAKE_CURRENT_SOURCE_DIR}/${main})
  target_sources(${program} PRIVATE ${T_SOURCES})
  foreach(source IN LISTS T_SOURCES)
    if(source MATCHES "\\.cpp$")
      _scrollwork_test_moc(${program} ${source})
    endif()
  endforeach()
  target_link_libraries(${program}_libs INTERFACE ${T_LIBS})
  set_property(TARGET ${program} APPEND PROPERTY SW_TESTS ${T_NAME})
  # This test's own libraries, for the application QTEST_MAIN chooses.
  add_library(${T_NAME}_libs INTERFACE)
  target_link_libraries(${T_NAME}_libs INTERFACE Qt6::Test ${T_LIBS})
  if(T_DEFINES)
    set_property(SOURCE ${T_SOURCES} APPEND PROPERTY COMPILE_DEFINITIONS ${T_DEFINES})
  endif()
  if(T_INCLUDES)
    set_property(SOURCE ${T_SOURCES} APPEND PROPERTY INCLUDE_DIRECTORIES ${T_INCLUDES})
  endif()
  add_custom_target(${T_NAME})
  add_dependencies(${T_NAME} ${program})

  if(T_OWN_DISPLAY)  # frames counted, or the window active: an X server of its own
    set(T_XVFB ON)
    add_test(NAME ${T_NAME} COMMAND bash ${SW_TEST_SUPPORT}/own_display.sh $<TARGET_FILE:${program}> ${T_NAME})
  else()
    add_test(NAME ${T_NAME} COMMAND ${program} ${T_NAME})
  endif()
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  set(env "QT_QPA_PLATFORM=offscreen")
  if(T_XVFB)
    set(env "QT_QPA_PLATFORM=xcb")
  endif()
  if(SW_SANITIZE)
    scrollwork_sanitize_select(${T_NAME} "${T_LABELS}" "${T_LIBS}" T_LABELS)
  endif()
  # A scratch HOME for each test, checked after it by support/test_main.cpp: a test never
  # reads or writes the user's settings, recent files or data. The XDG folders inside it.
  set(home ${CMAKE_BINARY_DIR}/test-homes/${T_NAME})
  list(APPEND env HOME=${home} SW_TEST_SCRATCH_HOME=${home} XDG_CONFIG_HOME=${home}/.config
       XDG_DATA_HOME=${home}/.local/share XDG_CACHE_HOME=${home}/.cache XDG_STATE_HOME=${home}/.local/state)
  set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}" TIMEOUT ${T_TIMEOUT}
    ENVIRONMENT "${env};QT_QUICK_BACKEND=;LC_ALL=C.UTF-8")
endfunction()
