# Which tests the sanitizer build (SW_SANITIZE, packaging/dev.sh sanitize) runs, in two
# sets, so that CI can afford the first:
#   label sanitize     every unit test of the Qt-free runtime, the document, the CLI and
#                      the format plugins, and the fuzz targets' corpus replays; target
#                      sanitize_suite builds exactly these (no widget or 3D view library)
#   label sanitize_ui  the unit tests that need the editor's widgets or the 3D view, and
#                      the UI tests listed in SW_SANITIZE_UI_TESTS; target
#                      sanitize_suite_ui (dev.sh sanitize --ui)
# Render and bench tests are left out: the GL driver (Mesa) is not instrumented and a
# sanitized frame is too slow to measure.
set(SW_SANITIZE_UI_TESTS
  CACHE STRING "UI tests the sanitizer build runs with --ui (all when SW_SANITIZE_ALL_UI is on)")
option(SW_SANITIZE_ALL_UI "Sanitizer build: run every UI test, to find out which pass" OFF)

# Libraries whose tests belong to the second set (they build the whole editor).
set(SW_SANITIZE_UI_LIBS scrollwork_ui scrollwork_view scrollwork_viewport scrollwork_graph_preview)

# scrollwork_sanitize_select(name labels libs out_labels): adds "sanitize" or
# "sanitize_ui" to the labels of a test the sanitizer build runs and remembers its target.
function(scrollwork_sanitize_select name labels libs out)
  set(set "")
  set(heavy OFF)
  foreach(lib IN LISTS libs)
    if(lib IN_LIST SW_SANITIZE_UI_LIBS)
      set(heavy ON)
    endif()
  endforeach()
  if("unit" IN_LIST labels OR "fuzz" IN_LIST labels)
    set(set sanitize)
    if(heavy)
      set(set sanitize_ui)
    endif()
  elseif("ui" IN_LIST labels AND (SW_SANITIZE_ALL_UI OR name IN_LIST SW_SANITIZE_UI_TESTS))
    set(set sanitize_ui)
  endif()
  if(set)
    list(APPEND labels ${set})
    set_property(GLOBAL APPEND PROPERTY SW_TARGETS_${set} ${name})
  endif()
  set(${out} "${labels}" PARENT_SCOPE)
endfunction()

function(scrollwork_sanitize_suite)
  foreach(set IN ITEMS sanitize sanitize_ui)
    get_property(targets GLOBAL PROPERTY SW_TARGETS_${set})
    add_custom_target(${set}_suite)
    if(targets)
      add_dependencies(${set}_suite ${targets})
    endif()
  endforeach()
endfunction()
