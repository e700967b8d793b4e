# SPDX-License-Identifier: ISC
# Toolchain file for the Cortex-M cores with arm-none-eabi-gcc and
# newlib-nano. HALITE_CORE (a cache variable, cortex-m3 unless set) gives
# -mcpu; CMakeLists.txt maps it to the kernels of its instruction set.
# Programs are bare-metal, so CMake's try-compile checks build a static
# library instead of an executable (nothing to link against yet).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(HALITE_CORE cortex-m3 CACHE STRING
    "Cortex-M core: cortex-m0, cortex-m0plus, cortex-m3, cortex-m4, cortex-m7 or cortex-m33")

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_AR arm-none-eabi-ar)
set(CMAKE_RANLIB arm-none-eabi-ranlib)
set(CMAKE_OBJDUMP arm-none-eabi-objdump)
set(CMAKE_SIZE arm-none-eabi-size)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# The compiler's default float ABI (soft): halite uses no floating point.
set(HALITE_CPU_FLAGS "-mcpu=${HALITE_CORE} -mthumb")
set(CMAKE_C_FLAGS_INIT "${HALITE_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${HALITE_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${HALITE_CPU_FLAGS}")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
