# SPDX-License-Identifier: ISC
# What this build of halite targets, from HALITE_CORE (the toolchain file
# sets it; a parent project may, under add_subdirectory) and the compiler
# flags (CMAKE_C_FLAGS, which a toolchain file's CMAKE_C_FLAGS_INIT fills,
# then a parent's add_compile_options), checked against each other at
# configure time (docs/configuration.md lists the messages):
#   - HALITE_CORE set: it must be a core halite knows, and the flags' -mcpu
#     must name a core that runs its kernels (cmake/cortex-m.cmake,
#     halite_core_runs); flags with no -mcpu (nor -march) stop;
#   - HALITE_CORE unset in a cross build: the core is the flags' -mcpu; with
#     no -mcpu halite knows, configuring stops and says how to choose, unless
#     HALITE_PORTABLE=ON asks for the portable C (any target);
#   - HALITE_CORE unset in a cross build for Linux whose flags say
#     -march=armv7-a (cmake/arm-linux-gnueabihf.cmake): a hosted ARMv7-A
#     system, the armv7a kernels in programs with the host's board layer;
#   - HALITE_CORE unset in a host build: the host, with the portable C;
#   - the float ABI and FPU are the flags' -mfloat-abi (soft when absent)
#     and -mfpu (the core's FPU when absent); a HALITE_FLOAT_ABI or
#     HALITE_FPU that says otherwise stops: halite's toolchain file turns
#     them into flags, a parent project's flags are its own.
# Sets HALITE_CORE, HALITE_ISA (generic without a core or hosted ARMv7-A),
# HALITE_KERNEL_SET (the speed build's kernel set, src/arch/<set>: the ISA's,
# or armv7a_neon for a bare-metal ARMv7-A core whose build has NEON, which
# its start-up enables),
# HALITE_TARGET_CORTEX_M (a bare-metal core),
# HALITE_FLOAT_ABI and HALITE_FPU (empty without a core; HALITE_FPU also
# for soft), and HALITE_CORE_ORIGIN (how the core was chosen, for the
# summary line: empty, " from -mcpu=<x>" or " on -mcpu=<x>").

get_directory_property(HALITE_FLAGS_OPTIONS COMPILE_OPTIONS)
string(REPLACE ";" " " HALITE_FLAGS_OPTIONS "${HALITE_FLAGS_OPTIONS}")
halite_read_flags("${CMAKE_C_FLAGS} ${HALITE_FLAGS_OPTIONS}" HALITE_FLAGS)
set(HALITE_CORE_ORIGIN "")
if(HALITE_CORE)
  halite_check_core("${HALITE_CORE}" HALITE_CORE)
  if(NOT HALITE_FLAGS_MCPU AND NOT "${CMAKE_C_FLAGS} ${HALITE_FLAGS_OPTIONS}" MATCHES "-march=")
    message(FATAL_ERROR "halite: HALITE_CORE=${HALITE_CORE}, but the compiler flags name no "
                        "-mcpu= (nor -march=): halite's C would be compiled for the compiler's "
                        "default CPU. Put -mcpu=${HALITE_CORE} -mthumb in CMAKE_C_FLAGS, or "
                        "configure with halite's toolchain file, cmake/arm-none-eabi.cmake.")
  elseif(HALITE_FLAGS_MCPU AND NOT HALITE_FLAGS_MCPU STREQUAL HALITE_CORE)
    halite_mcpu_core("${HALITE_FLAGS_MCPU}" HALITE_FLAGS_CORE)
    halite_core_isa("${HALITE_CORE}" HALITE_ISA)
    if(NOT HALITE_FLAGS_CORE)
      message(WARNING "halite: HALITE_CORE=${HALITE_CORE}, and the compiler flags say "
                      "-mcpu=${HALITE_FLAGS_MCPU}, a core halite does not know: it cannot "
                      "check that it runs the ${HALITE_CORE}'s ${HALITE_ISA} kernels")
    else()
      halite_core_runs("${HALITE_FLAGS_CORE}" "${HALITE_CORE}" HALITE_FLAGS_RUN)
      if(NOT HALITE_FLAGS_RUN)
        message(FATAL_ERROR "halite: HALITE_CORE=${HALITE_CORE}, but the compiler flags say "
                            "-mcpu=${HALITE_FLAGS_MCPU}, which cannot run the ${HALITE_CORE}'s "
                            "${HALITE_ISA} kernels. Set HALITE_CORE=${HALITE_FLAGS_CORE}, or "
                            "compile for -mcpu=${HALITE_CORE} (CMAKE_C_FLAGS).")
      endif()
    endif()
    set(HALITE_CORE_ORIGIN " on -mcpu=${HALITE_FLAGS_MCPU}")
  endif()
elseif(CMAKE_CROSSCOMPILING)
  halite_mcpu_core("${HALITE_FLAGS_MCPU}" HALITE_CORE)
  if(HALITE_CORE)
    set(HALITE_CORE_ORIGIN " from -mcpu=${HALITE_FLAGS_MCPU}")
  elseif(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND
         " ${CMAKE_C_FLAGS} ${HALITE_FLAGS_OPTIONS}" MATCHES "[ \t]-march=armv7-a")
    set(HALITE_HOSTED_ISA armv7a)
  elseif(NOT HALITE_PORTABLE)
    if(HALITE_FLAGS_MCPU)
      set(HALITE_FLAGS_SAY "their -mcpu=${HALITE_FLAGS_MCPU} is not a core halite knows")
    else()
      set(HALITE_FLAGS_SAY "they have no -mcpu=")
    endif()
    string(REPLACE ";" ", " HALITE_CORE_LIST "${HALITE_CORES}")
    message(FATAL_ERROR "halite: cross-compiling with HALITE_CORE unset, and the compiler flags "
                        "(CMAKE_C_FLAGS) cannot tell the core: ${HALITE_FLAGS_SAY}. Choose the "
                        "core with -DHALITE_CORE=<core> or -mcpu=<core> in CMAKE_C_FLAGS "
                        "(cores: ${HALITE_CORE_LIST}), or take the portable C kernels, for any "
                        "target, with -DHALITE_PORTABLE=ON.")
  endif()
endif()

if(HALITE_CORE)
  halite_core_isa("${HALITE_CORE}" HALITE_ISA)
  set(HALITE_TARGET_CORTEX_M ON)
  # The float ABI the flags give, and the FPU they name.
  set(HALITE_FLAGS_ABI_SAY "")
  if(NOT HALITE_FLAGS_FLOAT_ABI)
    set(HALITE_FLAGS_FLOAT_ABI soft)
    set(HALITE_FLAGS_ABI_SAY " (no -mfloat-abi=: the compiler's default)")
  endif()
  if(HALITE_FLOAT_ABI AND NOT HALITE_FLOAT_ABI STREQUAL HALITE_FLAGS_FLOAT_ABI)
    message(FATAL_ERROR "halite: HALITE_FLOAT_ABI=${HALITE_FLOAT_ABI}, but the compiler flags "
                        "give the float ABI ${HALITE_FLAGS_FLOAT_ABI}${HALITE_FLAGS_ABI_SAY}. "
                        "Put -mfloat-abi=${HALITE_FLOAT_ABI} (and -mfpu) in CMAKE_C_FLAGS, or "
                        "configure with halite's toolchain file, cmake/arm-none-eabi.cmake, "
                        "which makes them from HALITE_FLOAT_ABI.")
  endif()
  set(HALITE_FLOAT_ABI ${HALITE_FLAGS_FLOAT_ABI})
  halite_check_float_abi("${HALITE_CORE}" "${HALITE_FLOAT_ABI}")
  set(HALITE_FLAGS_FPU_ABI "")
  if(NOT HALITE_FLOAT_ABI STREQUAL "soft")
    set(HALITE_FLAGS_FPU_ABI ${HALITE_FLAGS_FPU})
    if(NOT HALITE_FLAGS_FPU_ABI OR HALITE_FLAGS_FPU_ABI STREQUAL "auto")
      halite_core_fpu("${HALITE_CORE}" HALITE_FLAGS_FPU_ABI)
    endif()
  endif()
  if(HALITE_FPU AND NOT HALITE_FPU STREQUAL HALITE_FLAGS_FPU_ABI)
    message(FATAL_ERROR "halite: HALITE_FPU=${HALITE_FPU}, but the compiler flags give "
                        "-mfloat-abi=${HALITE_FLOAT_ABI} -mfpu=${HALITE_FLAGS_FPU_ABI}")
  endif()
  set(HALITE_FPU "${HALITE_FLAGS_FPU_ABI}")
elseif(HALITE_HOSTED_ISA)
  set(HALITE_ISA ${HALITE_HOSTED_ISA})
  set(HALITE_TARGET_CORTEX_M OFF)
  set(HALITE_FLOAT_ABI "${HALITE_FLAGS_FLOAT_ABI}")
  set(HALITE_FPU "${HALITE_FLAGS_FPU}")
else()
  set(HALITE_ISA generic)
  set(HALITE_TARGET_CORTEX_M OFF)
  set(HALITE_FLOAT_ABI "")
  set(HALITE_FPU "")
endif()

set(HALITE_KERNEL_SET ${HALITE_ISA})
if(HALITE_ISA STREQUAL "armv7a" AND HALITE_TARGET_CORTEX_M AND HALITE_FPU MATCHES "^neon")
  set(HALITE_KERNEL_SET armv7a_neon)
endif()
