# SPDX-License-Identifier: ISC
# Toolchain file for the Cortex-M cores with arm-none-eabi-gcc and
# newlib-nano. The cache variables HALITE_CORE (cortex-m3 unless set),
# HALITE_FLOAT_ABI (soft, softfp or hard; soft unless set) and HALITE_FPU
# (the core's FPU unless set) give -mcpu, -mfloat-abi and -mfpu; they are
# checked here, before CMake tries the compiler (cmake/cortex-m.cmake).
# CMakeLists.txt maps the core to the kernels of its instruction set.
# Programs are bare-metal, so CMake's try-compile checks build a static
# library instead of an executable (nothing to link against yet).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

include(${CMAKE_CURRENT_LIST_DIR}/cortex-m.cmake)
halite_toolchain_flags(HALITE_CPU_FLAGS)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_AR arm-none-eabi-ar)
set(CMAKE_RANLIB arm-none-eabi-ranlib)
set(CMAKE_OBJDUMP arm-none-eabi-objdump)
set(CMAKE_SIZE arm-none-eabi-size)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(CMAKE_C_FLAGS_INIT "${HALITE_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${HALITE_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${HALITE_CPU_FLAGS}")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
