# SPDX-License-Identifier: ISC
# The release number, read from include/halite.h (HALITE_VERSION_MAJOR,
# _MINOR, _PATCH), the one place it is written: sets HALITE_VERSION to
# "MAJOR.MINOR.PATCH" for project(). Included before project().
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/../include/halite.h HALITE_VERSION_DEFINES
     REGEX "^#define HALITE_VERSION_(MAJOR|MINOR|PATCH) +[0-9]+ *$")
set(HALITE_VERSION "")
foreach(part MAJOR MINOR PATCH)
  if(NOT HALITE_VERSION_DEFINES MATCHES "#define HALITE_VERSION_${part} +([0-9]+)")
    message(FATAL_ERROR "include/halite.h defines no HALITE_VERSION_${part} number")
  endif()
  string(APPEND HALITE_VERSION ".${CMAKE_MATCH_1}")
endforeach()
string(SUBSTRING "${HALITE_VERSION}" 1 -1 HALITE_VERSION)
# A new number in the header configures again.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_CURRENT_LIST_DIR}/../include/halite.h)
