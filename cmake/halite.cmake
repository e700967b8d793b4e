# Programs (tests, examples, benchmarks) for the current target.
#
#   halite_executable(<name> <sources...>)
#
# makes <name> linked with libhalite and the board layer (platform/hal.h):
# on the host platform/host/hal.c; on the Cortex-M3 the mps2-an385 startup,
# HAL and linker script, newlib-nano, and unused-section garbage collection.
# The result runs as is on the host, or under
#   qemu-system-arm -M mps2-an385 -nographic -semihosting-config enable=on,target=native -kernel <name>

set(HALITE_ROOT ${CMAKE_CURRENT_LIST_DIR}/..)
get_filename_component(HALITE_ROOT ${HALITE_ROOT} ABSOLUTE)

if(HALITE_TARGET_M3)
  set(HALITE_LINKER_SCRIPT ${HALITE_ROOT}/platform/mps2-an385/mps2-an385.ld)
  add_library(halite_hal OBJECT ${HALITE_ROOT}/platform/mps2-an385/startup.c
                                ${HALITE_ROOT}/platform/mps2-an385/hal.c)
else()
  add_library(halite_hal OBJECT ${HALITE_ROOT}/platform/host/hal.c)
endif()
target_include_directories(halite_hal PUBLIC ${HALITE_ROOT}/platform)
target_compile_options(halite_hal PRIVATE -Wall -Wextra)

function(halite_executable name)
  add_executable(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE halite_hal halite)
  target_compile_options(${name} PRIVATE -Wall -Wextra)
  if(HALITE_TARGET_M3)
    target_link_options(${name} PRIVATE
      -T${HALITE_LINKER_SCRIPT} -nostartfiles --specs=nano.specs --specs=nosys.specs
      -Wl,--gc-sections -Wl,-Map=$<TARGET_FILE:${name}>.map)
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${HALITE_LINKER_SCRIPT})
  endif()
endfunction()
