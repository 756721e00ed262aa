# Which tests the sanitizer build (SW_SANITIZE, packaging/dev.sh sanitize) runs: every
# unit test, the UI tests listed here, and the fuzz targets' corpus replays. They get the
# label "sanitize" and the target sanitize_suite builds exactly them, so dev.sh builds
# nothing else.
#
# Render and bench tests are left out on purpose: the GL driver (Mesa) is not
# instrumented and a sanitized frame is too slow to measure.
set(SW_SANITIZE_UI_TESTS
  CACHE STRING "UI tests the sanitizer build runs (all when SW_SANITIZE_ALL_UI is on)")
option(SW_SANITIZE_ALL_UI "Sanitizer build: run every UI test, to find out which pass" OFF)

# scrollwork_sanitize_select(name labels out_labels): adds "sanitize" to the labels of a
# test the sanitizer build runs and remembers its target for sanitize_suite.
function(scrollwork_sanitize_select name labels out)
  set(selected OFF)
  if("unit" IN_LIST labels OR "fuzz" IN_LIST labels)
    set(selected ON)
  elseif("ui" IN_LIST labels AND (SW_SANITIZE_ALL_UI OR name IN_LIST SW_SANITIZE_UI_TESTS))
    set(selected ON)
  endif()
  if(selected)
    list(APPEND labels sanitize)
    set_property(GLOBAL APPEND PROPERTY SW_SANITIZE_TARGETS ${name})
  endif()
  set(${out} "${labels}" PARENT_SCOPE)
endfunction()

function(scrollwork_sanitize_suite)
  get_property(targets GLOBAL PROPERTY SW_SANITIZE_TARGETS)
  add_custom_target(sanitize_suite)
  add_dependencies(sanitize_suite ${targets})
endfunction()
