# Fails when the link line of TARGET names a library it must not link: scrollwork-player
# plays a level with the runtime, play and view libraries only, nothing of the editor (no
# document, no editor UI, no property grid). Reads the link command CMake generated:
# CMakeFiles/<target>.dir/link.txt (Makefiles) or the target's build statement in
# build.ninja (Ninja).
#   cmake -DBUILD_DIR=<build> -DTARGET=scrollwork-player -DREQUIRED=scrollwork_view -P check_link_line.cmake
cmake_minimum_required(VERSION 3.25)

set(line "")
file(GLOB_RECURSE link_txt "${BUILD_DIR}/*/CMakeFiles/${TARGET}.dir/link.txt")
if(link_txt)
  list(GET link_txt 0 link_txt)
  file(READ "${link_txt}" line)
elseif(EXISTS "${BUILD_DIR}/build.ninja")
  file(STRINGS "${BUILD_DIR}/build.ninja" ninja)
  set(in_target FALSE)
  foreach(l IN LISTS ninja)
    if(l MATCHES "^build [^:]*${TARGET}: CXX_EXECUTABLE_LINKER")
      set(in_target TRUE)
    elseif(in_target AND l MATCHES "^build ")
      break()
    elseif(in_target AND l MATCHES "^  LINK_LIBRARIES = (.*)$")
      set(line "${CMAKE_MATCH_1}")
      break()
    endif()
  endforeach()
else()
  message(FATAL_ERROR "no build.ninja or link.txt under ${BUILD_DIR}")
endif()

if(line STREQUAL "")
  message(FATAL_ERROR "found no link line for ${TARGET} under ${BUILD_DIR}")
endif()
# A check that could not see the libraries at all must not pass.
foreach(required IN LISTS REQUIRED)
  if(NOT line MATCHES "lib${required}\\.a")
    message(FATAL_ERROR "${TARGET} does not link ${required}; link line:\n${line}")
  endif()
endforeach()
foreach(forbidden scrollwork_document scrollwork_ui scrollwork_property_grid scrollwork_viewport
                  scrollwork_play_ui scrollwork_graph_preview scrollwork_formats)
  if(line MATCHES "lib${forbidden}\\.a")
    message(FATAL_ERROR "${TARGET} links ${forbidden}, an editor library; link line:\n${line}")
  endif()
endforeach()
# Nor anything else built from the editor's tree.
if(line MATCHES "(^| )editor/[^ ]*\\.a")
  message(FATAL_ERROR "${TARGET} links a library of editor/: ${CMAKE_MATCH_0}; link line:\n${line}")
endif()
message(STATUS "${TARGET} links: ${line}")
