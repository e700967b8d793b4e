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

if(HALITE_TARGET_CORTEX_M)
  set(HALITE_BOARD ${HALITE_BOARD_${HALITE_CORE}} CACHE STRING
      "Board: a folder of platform/ with a memory.ld (mps2, mps2-an505, microbit, stm32f103)")
  set(HALITE_QEMU_MACHINE ${HALITE_QEMU_${HALITE_CORE}} CACHE STRING
      "QEMU machine that runs the programs (empty: none)")
  if(NOT EXISTS ${HALITE_ROOT}/platform/${HALITE_BOARD}/memory.ld)
    message(FATAL_ERROR "HALITE_BOARD=${HALITE_BOARD}: no platform/${HALITE_BOARD}/memory.ld")
  endif()
  set(HALITE_LINKER_SCRIPT ${HALITE_ROOT}/platform/cortex-m/sections.ld)
  set(HALITE_MEMORY_MAP ${HALITE_ROOT}/platform/${HALITE_BOARD}/memory.ld)
  add_library(halite_hal OBJECT ${HALITE_ROOT}/platform/cortex-m/startup.c
                                ${HALITE_ROOT}/platform/cortex-m/hal.c)
  file(WRITE ${PROJECT_BINARY_DIR}/qemu-machine "${HALITE_QEMU_MACHINE}\n")
else()
  add_library(halite_hal OBJECT ${HALITE_ROOT}/platform/host/hal.c)
  file(REMOVE ${PROJECT_BINARY_DIR}/qemu-machine)
endif()
target_include_directories(halite_hal PUBLIC ${HALITE_ROOT}/platform)
target_compile_options(halite_hal PRIVATE -Wall -Wextra)

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
