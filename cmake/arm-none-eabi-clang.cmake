# SPDX-License-Identifier: ISC
# Toolchain file for the Cortex-M cores with clang (--target=arm-none-eabi)
# as the C compiler and assembler, and the arm-none-eabi-gcc install for
# everything else: newlib's headers, and the link (docs/clang.md).
#
# clang compiles and assembles; arm-none-eabi-gcc links. As the linker
# driver GCC picks the multilib of -mcpu/-mthumb (libc_nano, libnosys,
# libgcc), reads --specs=nano.specs and runs GNU ld, exactly as in a GCC
# build, so programs link the same libraries whichever compiler built the
# objects. clang 14's own bare-metal driver knows neither GCC's multilib
# folders nor its specs files and wants ld.lld and compiler-rt.
#
# As in cmake/arm-none-eabi.cmake, the cache variables HALITE_CORE
# (cortex-m3 unless set), HALITE_FLOAT_ABI (soft unless set) and HALITE_FPU
# give -mcpu, -mfloat-abi and -mfpu, checked before CMake tries the compiler
# (cmake/cortex-m.cmake); the same flags go to the compile and to the link.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

include(${CMAKE_CURRENT_LIST_DIR}/cortex-m.cmake)
halite_toolchain_flags(HALITE_CPU_FLAGS)

set(CMAKE_C_COMPILER clang)
set(CMAKE_C_COMPILER_TARGET arm-none-eabi)
set(CMAKE_ASM_COMPILER clang)
set(CMAKE_ASM_COMPILER_TARGET arm-none-eabi)
set(CMAKE_AR arm-none-eabi-ar)
set(CMAKE_RANLIB arm-none-eabi-ranlib)
set(CMAKE_OBJDUMP arm-none-eabi-objdump)
set(CMAKE_SIZE arm-none-eabi-size)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# newlib's headers: GCC's sysroot, or (a GCC configured without one, as
# Debian's) the folder above the one holding libc.a.
execute_process(COMMAND arm-none-eabi-gcc -print-sysroot
                OUTPUT_VARIABLE HALITE_NEWLIB_ROOT OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT HALITE_NEWLIB_ROOT)
  execute_process(COMMAND arm-none-eabi-gcc -print-file-name=libc.a
                  OUTPUT_VARIABLE HALITE_LIBC OUTPUT_STRIP_TRAILING_WHITESPACE)
  get_filename_component(HALITE_NEWLIB_ROOT "${HALITE_LIBC}/../.." ABSOLUTE)
endif()
if(NOT EXISTS "${HALITE_NEWLIB_ROOT}/include/string.h")
  message(FATAL_ERROR "arm-none-eabi-clang.cmake: no newlib headers in "
                      "'${HALITE_NEWLIB_ROOT}/include' (is arm-none-eabi-gcc with newlib installed?)")
endif()

# -fshort-enums: arm-none-eabi-gcc's enum size (the AAPCS's bare-metal
# variant, which newlib and GCC-built firmware use); clang's default is int.
set(CMAKE_C_FLAGS_INIT
    "${HALITE_CPU_FLAGS} --sysroot=${HALITE_NEWLIB_ROOT} -fshort-enums -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${HALITE_CPU_FLAGS}")
# clang marks its C objects with a .note.GNU-stack section, which GCC's
# objects, newlib's and the kernels' lack; GNU ld then warns, for every
# object without one, that the stack would be executable (a bare-metal image
# has no such thing). So the archives drop the marker, and libhalite.a links
# into a GCC-built firmware as quietly as GCC's own; programs linked here
# (whose objects keep it) pass -z noexecstack.
set(CMAKE_C_ARCHIVE_FINISH
    "arm-none-eabi-objcopy --remove-section=.note.GNU-stack <TARGET>" "<CMAKE_RANLIB> <TARGET>")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${HALITE_CPU_FLAGS} -Wl,-z,noexecstack")
# The link rule without <FLAGS> (the compile flags: --sysroot and any
# clang-only option a user adds would mislead or stop GCC); the core's flags
# come in through CMAKE_EXE_LINKER_FLAGS.
set(CMAKE_C_LINK_EXECUTABLE
    "arm-none-eabi-gcc <CMAKE_C_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
