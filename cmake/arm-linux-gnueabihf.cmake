# SPDX-License-Identifier: ISC
# Toolchain file for 32-bit Arm Linux with hard float (Debian's armhf:
# arm-linux-gnueabihf-gcc, ARMv7-A, Thumb-2, VFPv3-D16, no NEON assumed).
# The flags say -march=armv7-a, which cmake/target.cmake takes for a hosted
# ARMv7-A system: the armv7a kernels (src/arch/armv7a), programs with the
# host's board layer (platform/host), randombytes from getrandom(). The
# programs run under user-mode QEMU: the build writes the command to
# <build>/qemu-user (HALITE_QEMU_USER), where tests/run-tests finds it.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(CMAKE_C_COMPILER arm-linux-gnueabihf-gcc)
set(CMAKE_ASM_COMPILER arm-linux-gnueabihf-gcc)
set(CMAKE_AR arm-linux-gnueabihf-ar)
set(CMAKE_RANLIB arm-linux-gnueabihf-ranlib)
set(CMAKE_OBJDUMP arm-linux-gnueabihf-objdump)

set(HALITE_LINUX_FLAGS "-march=armv7-a -mthumb -mfloat-abi=hard -mfpu=vfpv3-d16")
set(CMAKE_C_FLAGS_INIT "${HALITE_LINUX_FLAGS}")
# The kernels carry no .note.GNU-stack: say here that none needs an
# executable stack.
set(CMAKE_ASM_FLAGS_INIT "${HALITE_LINUX_FLAGS} -Wa,--noexecstack")

set(CMAKE_FIND_ROOT_PATH /usr/arm-linux-gnueabihf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
