# SPDX-License-Identifier: ISC
# The Arm cores halite knows, Cortex-M and the 32-bit Cortex-A (A7, A8, A9):
# their instruction sets, FPUs and compiler
# flags, and the rules that say when a choice of core or float ABI does not
# fit the compiler flags. One file for every place that needs them: the
# toolchain files (read before project(), with no compiler known yet),
# halite's CMakeLists.txt, and the installed package (haliteConfig.cmake
# includes its copy, lib/cmake/halite/cortex-m.cmake). Functions only, and
# one list; it may be included any number of times.
#
#   HALITE_CORES                         the cores, cortex-m0 ... cortex-m33,
#                                        cortex-a7, cortex-a8, cortex-a9
#   halite_check_core(<core> <what>)     stops, listing HALITE_CORES, unless
#                                        <core> is one; <what> names where the
#                                        value came from ("HALITE_CORE")
#   halite_core_isa(<core> <var>)        armv6m, armv7m, armv7em or armv7a
#                                        (the kernels)
#   halite_core_fpu(<core> <var>)        the core's FPU for -mfpu (M4
#                                        fpv4-sp-d16, M7 fpv5-d16, M33
#                                        fpv5-sp-d16, A7 neon-vfpv4, A8 and
#                                        A9 neon); empty: the core has none
#   halite_toolchain_flags(<var>)        for a toolchain file: declares the
#                                        cache variables HALITE_CORE (default
#                                        cortex-m3), HALITE_FLOAT_ABI (soft)
#                                        and HALITE_FPU (empty: the core's),
#                                        checks them, passes them to
#                                        try_compile, and sets <var> to
#                                        "-mcpu=<core> -mthumb -mfloat-abi=<abi>
#                                        [-mfpu=<fpu>]"
#   halite_read_flags(<flags> <prefix>)  sets <prefix>_MCPU, <prefix>_FLOAT_ABI
#                                        and <prefix>_FPU to the values of the
#                                        last -mcpu=, -mfloat-abi= and -mfpu=
#                                        in the string <flags> (empty if absent)
#   halite_mcpu_core(<mcpu> <var>)       the core whose kernels an -mcpu value
#                                        runs (cortex-m4+nofp: cortex-m4;
#                                        cortex-m33+nodsp: cortex-m3); empty
#                                        when it is no core halite knows
#   halite_core_runs(<cpu> <core> <var>) TRUE when the core <cpu> runs code
#                                        built for <core>: the same
#                                        instruction set or a larger one
#                                        (armv6m < armv7m < armv7em < armv7a:
#                                        a Cortex-A runs every M kernel, no
#                                        Cortex-M runs the A-profile build)
#   halite_abi_fits(<a> <b> <var>)       TRUE when code of float ABIs <a> and
#                                        <b> links together: soft and softfp
#                                        pass arguments alike, hard does not
#   halite_check_consumer(<core> <abi> <fpu> <flags> <var>)
#                                        for the installed package: sets <var>
#                                        to why a project compiling with the
#                                        string <flags> cannot use a halite
#                                        built for <core>, float ABI <abi> and
#                                        FPU <fpu> (empty: it can); a project
#                                        whose flags name no -mcpu and no
#                                        -mfloat-abi is not checked
#   halite_no_fpu_options(<var>)         the compiler options (by
#                                        CMAKE_C_COMPILER_ID) that keep C code
#                                        off the FPU registers whatever the
#                                        float ABI

set(HALITE_CORES cortex-m0 cortex-m0plus cortex-m3 cortex-m4 cortex-m7 cortex-m33
                 cortex-a7 cortex-a8 cortex-a9)
set(HALITE_FLOAT_ABIS soft softfp hard)

function(halite_check_core core what)
  if(NOT core IN_LIST HALITE_CORES)
    string(REPLACE ";" ", " cores "${HALITE_CORES}")
    message(FATAL_ERROR "${what}=${core} is not a core halite knows; choose one of: ${cores}")
  endif()
endfunction()

function(halite_core_isa core var)
  halite_check_core("${core}" HALITE_CORE)
  if(core MATCHES "^cortex-m0(plus)?$")
    set(${var} armv6m PARENT_SCOPE)
  elseif(core STREQUAL "cortex-m3")
    set(${var} armv7m PARENT_SCOPE)
  elseif(core MATCHES "^cortex-a")
    set(${var} armv7a PARENT_SCOPE)
  else()
    set(${var} armv7em PARENT_SCOPE)
  endif()
endfunction()

function(halite_core_fpu core var)
  set(fpu_cortex-m4 fpv4-sp-d16)
  set(fpu_cortex-m7 fpv5-d16)
  set(fpu_cortex-m33 fpv5-sp-d16)
  set(fpu_cortex-a7 neon-vfpv4)
  set(fpu_cortex-a8 neon)
  set(fpu_cortex-a9 neon)
  set(${var} "${fpu_${core}}" PARENT_SCOPE)
endfunction()

# Stops unless <abi> is a float ABI, and a soft one where <core> has no FPU.
function(halite_check_float_abi core abi)
  if(NOT abi IN_LIST HALITE_FLOAT_ABIS)
    message(FATAL_ERROR "HALITE_FLOAT_ABI=${abi}: choose soft, softfp or hard")
  endif()
  halite_core_fpu("${core}" fpu)
  if(NOT abi STREQUAL "soft" AND NOT fpu)
    message(FATAL_ERROR "HALITE_FLOAT_ABI=${abi} needs an FPU, and the ${core} has none "
                        "(the cores with one: cortex-m4, cortex-m7, cortex-m33 and the "
                        "Cortex-A); "
                        "build the ${core} with HALITE_FLOAT_ABI=soft")
  endif()
endfunction()

function(halite_toolchain_flags var)
  set(HALITE_CORE cortex-m3 CACHE STRING
      "Arm core: cortex-m0, cortex-m0plus, cortex-m3, cortex-m4, cortex-m7, cortex-m33, cortex-a7, cortex-a8 or cortex-a9")
  set_property(CACHE HALITE_CORE PROPERTY STRINGS ${HALITE_CORES})
  set(HALITE_FLOAT_ABI soft CACHE STRING
      "Float ABI of the firmware (-mfloat-abi): soft, softfp or hard (softfp and hard need an FPU)")
  set_property(CACHE HALITE_FLOAT_ABI PROPERTY STRINGS ${HALITE_FLOAT_ABIS})
  set(HALITE_FPU "" CACHE STRING
      "-mfpu for HALITE_FLOAT_ABI=softfp or hard (empty: the core's own FPU)")
  halite_check_core("${HALITE_CORE}" HALITE_CORE)
  halite_check_float_abi("${HALITE_CORE}" "${HALITE_FLOAT_ABI}")
  set(flags "-mcpu=${HALITE_CORE} -mthumb -mfloat-abi=${HALITE_FLOAT_ABI}")
  if(HALITE_FLOAT_ABI STREQUAL "soft")
    if(HALITE_FPU)
      message(FATAL_ERROR "HALITE_FPU=${HALITE_FPU} is for HALITE_FLOAT_ABI=softfp or hard, "
                          "not soft: leave HALITE_FPU empty or choose the float ABI")
    endif()
  elseif(HALITE_FPU)
    string(APPEND flags " -mfpu=${HALITE_FPU}")
  else()
    halite_core_fpu("${HALITE_CORE}" fpu)
    string(APPEND flags " -mfpu=${fpu}")
  endif()
  # try_compile projects read the toolchain file again with a fresh cache.
  list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES HALITE_CORE HALITE_FLOAT_ABI HALITE_FPU)
  list(REMOVE_DUPLICATES CMAKE_TRY_COMPILE_PLATFORM_VARIABLES)
  set(CMAKE_TRY_COMPILE_PLATFORM_VARIABLES "${CMAKE_TRY_COMPILE_PLATFORM_VARIABLES}" PARENT_SCOPE)
  set(${var} "${flags}" PARENT_SCOPE)
endfunction()

function(halite_read_flags flags prefix)
  foreach(option cpu:MCPU float-abi:FLOAT_ABI fpu:FPU)
    string(REPLACE ":" ";" option "${option}")
    list(GET option 0 name)
    list(GET option 1 key)
    string(REGEX MATCHALL "[ \t]-m${name}=[^ \t]+" all " ${flags}")
    set(value "")
    if(all)
      list(GET all -1 last)
      string(REGEX REPLACE "^[ \t]*-m${name}=" "" value "${last}")
    endif()
    set(${prefix}_${key} "${value}" PARENT_SCOPE)
  endforeach()
endfunction()

function(halite_mcpu_core mcpu var)
  string(REGEX REPLACE "\\+.*" "" base "${mcpu}")
  if(NOT base IN_LIST HALITE_CORES)
    set(base "")
  elseif(base STREQUAL "cortex-m33" AND mcpu MATCHES "\\+nodsp")
    # ARMv8-M Mainline without its DSP extension: the ARMv7-M kernels.
    set(base cortex-m3)
  endif()
  set(${var} "${base}" PARENT_SCOPE)
endfunction()

function(halite_core_runs cpu core var)
  set(rank_armv6m 1)
  set(rank_armv7m 2)
  set(rank_armv7em 3)
  set(rank_armv7a 4)
  halite_core_isa("${cpu}" cpu_isa)
  halite_core_isa("${core}" core_isa)
  if(rank_${core_isa} LESS_EQUAL rank_${cpu_isa})
    set(${var} TRUE PARENT_SCOPE)
  else()
    set(${var} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(halite_abi_fits a b var)
  if((a STREQUAL "hard" AND b STREQUAL "hard") OR
     (NOT a STREQUAL "hard" AND NOT b STREQUAL "hard"))
    set(${var} TRUE PARENT_SCOPE)
  else()
    set(${var} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(halite_check_consumer core abi fpu flags var)
  set(${var} "" PARENT_SCOPE)
  halite_read_flags("${flags}" their)
  if(NOT their_MCPU AND NOT their_FLOAT_ABI)
    return()
  endif()
  halite_core_isa("${core}" isa)
  if(their_MCPU)
    halite_mcpu_core("${their_MCPU}" their_core)
    if(NOT their_core)
      message(WARNING "halite was built for ${core}; this project compiles for "
                      "-mcpu=${their_MCPU}, a core halite does not know, so it cannot check "
                      "that it runs the ${core}'s ${isa} kernels")
    else()
      halite_core_runs("${their_core}" "${core}" runs)
      if(NOT runs)
        string(CONCAT why "it holds halite for ${core} (${isa} kernels), and this project "
                          "compiles for -mcpu=${their_MCPU}, which cannot run them: build "
                          "halite with -DHALITE_CORE=${their_core}")
        set(${var} "${why}" PARENT_SCOPE)
        return()
      else()
        halite_core_isa("${their_core}" their_isa)
        if(NOT their_isa STREQUAL isa)
          message(STATUS "halite: built for ${core} (${isa} kernels), which this project's "
                         "-mcpu=${their_MCPU} runs; halite built for ${their_core} has the "
                         "${their_isa} kernels")
        endif()
      endif()
    endif()
  endif()
  set(their_say "")
  if(NOT their_FLOAT_ABI)
    set(their_FLOAT_ABI soft)
    set(their_say " (no -mfloat-abi= in CMAKE_C_FLAGS: the compiler's default)")
  endif()
  halite_abi_fits("${abi}" "${their_FLOAT_ABI}" fits)
  if(NOT fits)
    set(built "${abi}")
    set(fix "-mfloat-abi=${abi}")
    if(fpu)
      string(APPEND built " (${fpu})")
      string(APPEND fix " -mfpu=${fpu}")
    endif()
    string(CONCAT why "it holds halite for ${core} with the float ABI ${built}, and this "
                      "project compiles with the float ABI ${their_FLOAT_ABI}${their_say}: the "
                      "two do not link together. Build halite with "
                      "-DHALITE_FLOAT_ABI=${their_FLOAT_ABI}, or this project with ${fix}")
    set(${var} "${why}" PARENT_SCOPE)
  endif()
endfunction()

function(halite_no_fpu_options var)
  if(CMAKE_C_COMPILER_ID STREQUAL "GNU")
    set(${var} -mgeneral-regs-only PARENT_SCOPE)
  elseif(CMAKE_C_COMPILER_ID MATCHES "Clang")
    # clang 14 ignores -mgeneral-regs-only on ARM; this keeps its block
    # copies and the like off the FPU registers.
    set(${var} -mno-implicit-float PARENT_SCOPE)
  else()
    set(${var} "" PARENT_SCOPE)
  endif()
endfunction()
