# SPDX-License-Identifier: ISC
# halite as a package, for firmware projects:
#
#   cmake --install <build> --prefix <prefix>
#
# puts into <prefix> the library (lib/libhalite.a), the headers
# (include/halite.h, include/halite_rng.h), a CMake package
# (lib/cmake/halite: find_package(halite CONFIG) gives the target
# halite::halite, and halite::halite_shared, lib/libhalite.so, where the
# build has HALITE_SHARED=ON), a pkg-config file (lib/pkgconfig/halite.pc) and the board
# layer of halite's tests and examples (share/halite/board, the target
# halite::board; cmake/halite.cmake). A project that builds halite inside
# its own tree (add_subdirectory or FetchContent) links the same targets;
# HALITE_CORE selects the core's kernels there (README, "Use it in your
# firmware").
#
# The installed package records the core it was built for (halite_CORE,
# empty for the host), its float ABI and FPU (halite_FLOAT_ABI, halite_FPU),
# and halite.pc's Cflags carry the matching -mcpu, -mfloat-abi and -mfpu.
# haliteConfig.cmake refuses, at configure time, a project whose -mcpu
# cannot run the library's kernels or whose float ABI would not link with it
# (cmake/cortex-m.cmake, installed beside it, holds the rules).

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

add_library(halite::halite ALIAS halite)

# Headers from the source tree while building, from the prefix once
# installed; the kernels' HALITE_ARCH_* definitions are for halite's own
# tests, not for its users.
get_target_property(HALITE_PUBLIC_DEFINITIONS halite INTERFACE_COMPILE_DEFINITIONS)
set_target_properties(halite PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "$<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>")
if(HALITE_PUBLIC_DEFINITIONS)
  set_target_properties(halite PROPERTIES
    INTERFACE_COMPILE_DEFINITIONS "$<BUILD_INTERFACE:${HALITE_PUBLIC_DEFINITIONS}>")
endif()
set_target_properties(halite PROPERTIES
  PUBLIC_HEADER "${PROJECT_SOURCE_DIR}/include/halite.h;${PROJECT_SOURCE_DIR}/include/halite_rng.h")

install(TARGETS halite EXPORT haliteTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  PUBLIC_HEADER DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET halite_shared)
  set_target_properties(halite_shared PROPERTIES EXPORT_NAME halite_shared)
  install(TARGETS halite_shared EXPORT haliteTargets
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
    INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endif()
install(EXPORT haliteTargets NAMESPACE halite::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/halite)

# The release, from include/halite.h (cmake/version.cmake).
set(HALITE_PACKAGE_VERSION ${halite_VERSION})
set(HALITE_PACKAGE_CORE "${HALITE_CORE}")
set(HALITE_PACKAGE_FLOAT_ABI "${HALITE_FLOAT_ABI}")
set(HALITE_PACKAGE_FPU "${HALITE_FPU}")
set(HALITE_PACKAGE_LINUX_ISA "${HALITE_HOSTED_ISA}")
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/haliteConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/haliteConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/halite)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/haliteConfigVersion.cmake
  VERSION ${HALITE_PACKAGE_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/haliteConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/haliteConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/cortex-m.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/halite)

# pkg-config: the core's flags go into Cflags, so that a Makefile build
# compiles its own code for the same core and float ABI.
if(HALITE_CORE)
  set(HALITE_PC_CFLAGS " -mcpu=${HALITE_CORE} -mthumb -mfloat-abi=${HALITE_FLOAT_ABI}")
  if(HALITE_FPU)
    string(APPEND HALITE_PC_CFLAGS " -mfpu=${HALITE_FPU}")
  endif()
  set(HALITE_PC_DESCRIPTION "NaCl and libsodium's API for ${HALITE_CORE}, float ABI ${HALITE_FLOAT_ABI}")
else()
  set(HALITE_PC_CFLAGS "")
  set(HALITE_PC_DESCRIPTION "NaCl and libsodium's API (portable build)")
endif()
# Relocatable: the prefix is found from the .pc file's own place, so that
# cmake --install --prefix anywhere gives a working file.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(HALITE_PC_UP ".")
  set(HALITE_PC_LIBDIR "${CMAKE_INSTALL_FULL_LIBDIR}")
  set(HALITE_PC_INCLUDEDIR "${CMAKE_INSTALL_FULL_INCLUDEDIR}")
else()
  file(RELATIVE_PATH HALITE_PC_UP /p/${CMAKE_INSTALL_LIBDIR}/pkgconfig /p)
  string(REGEX REPLACE "/$" "" HALITE_PC_UP "${HALITE_PC_UP}")
  set(HALITE_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
  set(HALITE_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/halite.pc.in ${CMAKE_CURRENT_BINARY_DIR}/halite.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/halite.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
