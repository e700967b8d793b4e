#!/bin/sh
# SPDX-License-Identifier: ISC
# Builds the Table 3 benchmark for a real Cortex-M3 board:
#   platform/dwt-bench/build.sh [board [dir]]   (board: a folder of platform/
#   with a memory.ld, e.g. stm32f103, or mps2 for a smoke run under QEMU)
# -> <dir>/board-<board>.elf and .bin (dir: build/bench). Uses the -O2
# library and the available.h that bench/build-harness makes, and the
# shared Cortex-M start-up and HAL (platform/cortex-m).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/platform/dwt-bench
BOARD=${1:-stm32f103}
OUT=${2:-$ROOT/build/bench}
WORK=$OUT/board-$BOARD
[ -f "$ROOT/platform/$BOARD/memory.ld" ] || { echo "no memory map for board $BOARD" >&2; exit 1; }

# A private copy of the library and available.h (see bench/build-harness).
"$ROOT/bench/build-harness" --copy-to "$WORK"
CC="arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -std=c99 -Wall -Wextra"
$CC -I"$WORK" -I"$ROOT/include" -c -o "$WORK/harness.o" "$ROOT/bench/harness.c"
arm-none-eabi-nm "$WORK/harness.o" |
    sed -n 's/^[0-9a-f]* T bench_\(.*\)$/ENTRY(\1)/p' >"$WORK/bench_entries.h"
$CC -I"$ROOT/platform" -I"$ROOT/include" -I"$ROOT/tests" -I"$WORK" -L"$ROOT/platform/$BOARD" \
    -T "$ROOT/platform/cortex-m/sections.ld" \
    -nostartfiles --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections \
    -o "$OUT/board-$BOARD.elf" "$HERE/bench_main.c" "$ROOT/tests/check.c" \
    "$ROOT/platform/cortex-m/startup.c" "$ROOT/platform/cortex-m/hal.c" \
    "$WORK/harness.o" "$WORK/libhalite.a"
arm-none-eabi-objcopy -O binary "$OUT/board-$BOARD.elf" "$OUT/board-$BOARD.bin"
arm-none-eabi-size "$OUT/board-$BOARD.elf"
