# SPDX-License-Identifier: ISC
# Programs (tests, examples, benchmarks) for the current target.
#
#   halite_executable(<name> <sources...>)
#
# makes <name> linked with libhalite and the board layer (platform/hal.h):
# on the host platform/host/hal.c; on a Cortex-M core the shared start-up
# and HAL of platform/cortex-m, the board's memory map
# (platform/<board>/memory.ld), newlib-nano, and unused-section garbage
# collection. The board is HALITE_BOARD, by default the QEMU machine of the
# core (the table below); the build writes its QEMU machine name to
# <build>/qemu-machine (halite's own build folder when it is a subproject), where
# tests/run-tests finds it:
#   qemu-system-arm -M <machine> -nographic -semihosting-config enable=on,target=native -kernel <name>
# (<machine> may carry more options, "vexpress-a15 -cpu cortex-a7": unquoted).
#
# The same board layer is a target for other projects, halite::board: its
# sources, hal.h and link options, compiled with the project's own flags.
# Installed, it lives under <prefix>/share/halite/board (the files this
# build uses, nothing else), so that examples/firmware builds and runs under
# QEMU from a copy of its folder alone. A product brings its own start-up
# code and linker script instead.

set(HALITE_ROOT ${CMAKE_CURRENT_LIST_DIR}/..)
get_filename_component(HALITE_ROOT ${HALITE_ROOT} ABSOLUTE)

# core -> default board (memory map folder) and QEMU machine. ARMv6-M code
# runs on any later core, so the Cortex-M0+ build runs its whole test suite
# on the MPS2 Cortex-M3 machine; the Cortex-M0 one on the micro:bit (16 KB
# of RAM: a smoke test).
set(HALITE_BOARD_cortex-m0 microbit)
set(HALITE_QEMU_cortex-m0 microbit)
set(HALITE_BOARD_cortex-m0plus mps2)
set(HALITE_QEMU_cortex-m0plus mps2-an385)
set(HALITE_BOARD_cortex-m3 mps2)
set(HALITE_QEMU_cortex-m3 mps2-an385)
set(HALITE_BOARD_cortex-m4 mps2)
set(HALITE_QEMU_cortex-m4 mps2-an386)
set(HALITE_BOARD_cortex-m7 mps2)
set(HALITE_QEMU_cortex-m7 mps2-an500)
set(HALITE_BOARD_cortex-m33 mps2-an505)
set(HALITE_QEMU_cortex-m33 mps2-an505)
# The Cortex-A cores: each on a QEMU machine of its own, the Cortex-A7 on the
# Versatile Express A15 machine with its CPU swapped. The machine string
# carries QEMU options, which the test runner passes on: -cpu, and a silent
# back end for the boards' PL041 audio (QEMU would try the host's ALSA and
# print its errors into every log).
set(HALITE_QEMU_SILENT "-audiodev none,id=snd -global pl041.audiodev=snd")
set(HALITE_BOARD_cortex-a8 realview-pb-a8)
set(HALITE_QEMU_cortex-a8 "realview-pb-a8 ${HALITE_QEMU_SILENT}")
set(HALITE_BOARD_cortex-a9 vexpress-a9)
set(HALITE_QEMU_cortex-a9 "vexpress-a9 ${HALITE_QEMU_SILENT}")
set(HALITE_BOARD_cortex-a7 vexpress-a15)
set(HALITE_QEMU_cortex-a7 "vexpress-a15 -cpu cortex-a7 ${HALITE_QEMU_SILENT}")

if(HALITE_TARGET_CORTEX_M)
  set(HALITE_BOARD ${HALITE_BOARD_${HALITE_CORE}} CACHE STRING
      "Board: a folder of platform/ with a memory.ld (mps2, mps2-an505, microbit, stm32f103, realview-pb-a8, vexpress-a9, vexpress-a15)")
  set(HALITE_QEMU_MACHINE ${HALITE_QEMU_${HALITE_CORE}} CACHE STRING
      "QEMU machine that runs the programs (empty: none)")
  if(NOT EXISTS ${HALITE_ROOT}/platform/${HALITE_BOARD}/memory.ld)
    message(FATAL_ERROR "HALITE_BOARD=${HALITE_BOARD}: no platform/${HALITE_BOARD}/memory.ld")
  endif()
  set(HALITE_LINKER_SCRIPT ${HALITE_ROOT}/platform/cortex-m/sections.ld)
  set(HALITE_MEMORY_MAP ${HALITE_ROOT}/platform/${HALITE_BOARD}/memory.ld)
  # The board layer's files, relative to platform/: sources, then the
  # linker scripts (the memory map is found through -L <board folder>).
  # The Cortex-A boards have start-up code of their own (platform/cortex-a),
  # and share the semihosting HAL and the linker script.
  if(HALITE_ISA STREQUAL "armv7a")
    set(HALITE_BOARD_SOURCES cortex-a/vectors.S cortex-a/startup.c cortex-m/hal.c)
  else()
    set(HALITE_BOARD_SOURCES cortex-m/startup.c cortex-m/hal.c)
  endif()
  set(HALITE_BOARD_SCRIPTS cortex-m/sections.ld ${HALITE_BOARD}/memory.ld)
  file(WRITE ${PROJECT_BINARY_DIR}/qemu-machine "${HALITE_QEMU_MACHINE}\n")
else()
  set(HALITE_BOARD_SOURCES host/hal.c)
  set(HALITE_BOARD_SCRIPTS "")
  file(REMOVE ${PROJECT_BINARY_DIR}/qemu-machine)
endif()
# A hosted ARMv7-A build (cmake/arm-linux-gnueabihf.cmake) runs its programs
# under user-mode QEMU with the target's libraries: the command goes to
# <build>/qemu-user, where tests/run-tests finds it.
# qemu-arm-static is Debian's qemu-user-static, qemu-arm its qemu-user.
if(HALITE_HOSTED_ISA)
  find_program(HALITE_QEMU_ARM NAMES qemu-arm-static qemu-arm)
  if(NOT HALITE_QEMU_ARM)
    set(HALITE_QEMU_ARM qemu-arm-static)
  endif()
  # The CPU: a Cortex-A8 (NEON), or an ARMv7 without NEON, cortex-r5f
  # (VFPv3-D16, as armhf requires): linux-armhf-noneon.
  set(HALITE_QEMU_CPU cortex-a8 CACHE STRING "The CPU that user-mode QEMU emulates")
  set(HALITE_QEMU_USER "${HALITE_QEMU_ARM} -L ${CMAKE_FIND_ROOT_PATH} -cpu ${HALITE_QEMU_CPU}"
      CACHE STRING "User-mode QEMU command that runs the programs (empty: none)")
endif()
if(HALITE_HOSTED_ISA AND HALITE_QEMU_USER)
  file(WRITE ${PROJECT_BINARY_DIR}/qemu-user "${HALITE_QEMU_USER}\n")
else()
  file(REMOVE ${PROJECT_BINARY_DIR}/qemu-user)
endif()
list(TRANSFORM HALITE_BOARD_SOURCES PREPEND ${HALITE_ROOT}/platform/ OUTPUT_VARIABLE HALITE_HAL_SOURCES)
add_library(halite_hal OBJECT ${HALITE_HAL_SOURCES})
target_include_directories(halite_hal PUBLIC ${HALITE_ROOT}/platform
                                      PRIVATE ${HALITE_ROOT}/include)
target_compile_options(halite_hal PRIVATE -Wall -Wextra)

# halite::board, for other projects: the same files from the source tree, or
# from <prefix>/share/halite/board once installed.
set(HALITE_BOARD_INSTALL_DIR ${CMAKE_INSTALL_DATADIR}/halite/board)
add_library(halite_board INTERFACE)
add_library(halite::board ALIAS halite_board)
set_target_properties(halite_board PROPERTIES EXPORT_NAME board)
foreach(f IN LISTS HALITE_BOARD_SOURCES)
  target_sources(halite_board INTERFACE
    $<BUILD_INTERFACE:${HALITE_ROOT}/platform/${f}>
    $<INSTALL_INTERFACE:$<INSTALL_PREFIX>/${HALITE_BOARD_INSTALL_DIR}/${f}>)
endforeach()
target_include_directories(halite_board INTERFACE
  $<BUILD_INTERFACE:${HALITE_ROOT}/platform>
  $<INSTALL_INTERFACE:${HALITE_BOARD_INSTALL_DIR}>)
# hal.c defines randombytes' fatal handler for its console (halite_rng.h)
target_link_libraries(halite_board INTERFACE halite)
if(HALITE_TARGET_CORTEX_M)
  foreach(iface BUILD INSTALL)
    if(iface STREQUAL BUILD)
      set(dir ${HALITE_ROOT}/platform)
    else()
      set(dir $<INSTALL_PREFIX>/${HALITE_BOARD_INSTALL_DIR})
    endif()
    target_link_options(halite_board INTERFACE
      $<${iface}_INTERFACE:-L${dir}/${HALITE_BOARD}>
      $<${iface}_INTERFACE:-T${dir}/cortex-m/sections.ld>)
  endforeach()
  target_link_options(halite_board INTERFACE -nostartfiles --specs=nano.specs
                                             --specs=nosys.specs -Wl,--gc-sections)
endif()
install(TARGETS halite_board EXPORT haliteTargets)
foreach(f hal.h ${HALITE_BOARD_SOURCES} ${HALITE_BOARD_SCRIPTS})
  get_filename_component(sub ${f} DIRECTORY)
  install(FILES ${HALITE_ROOT}/platform/${f} DESTINATION ${HALITE_BOARD_INSTALL_DIR}/${sub})
endforeach()

function(halite_executable name)
  add_executable(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE halite_hal halite)
  target_compile_options(${name} PRIVATE -Wall -Wextra)
  if(HALITE_TARGET_CORTEX_M)
    target_link_options(${name} PRIVATE
      -L${HALITE_ROOT}/platform/${HALITE_BOARD} -T${HALITE_LINKER_SCRIPT}
      -nostartfiles --specs=nano.specs --specs=nosys.specs
      -Wl,--gc-sections -Wl,-Map=$<TARGET_FILE:${name}>.map)
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${HALITE_LINKER_SCRIPT}
                                                              ${HALITE_MEMORY_MAP})
  endif()
endfunction()
