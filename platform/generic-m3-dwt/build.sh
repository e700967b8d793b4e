#!/bin/sh
# Builds the Table 3 benchmark for a real Cortex-M3 board:
#   platform/generic-m3-dwt/build.sh [board [dir]]   (board: stm32f103, mps2-an385)
# -> <dir>/board-<board>.elf and .bin (dir: build/bench). Uses the -O2
# library and the available.h that bench/build-harness makes.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/platform/generic-m3-dwt
BOARD=${1:-stm32f103}
OUT=${2:-$ROOT/build/bench}
WORK=$OUT/board-$BOARD
[ -f "$HERE/memory/$BOARD/memory.ld" ] || { echo "no memory map for board $BOARD" >&2; exit 1; }

# A private copy of the library and available.h (see bench/build-harness).
"$ROOT/bench/build-harness" --copy-to "$WORK"
CC="arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -std=c99 -Wall -Wextra"
$CC -I"$WORK" -I"$ROOT/include" -c -o "$WORK/harness.o" "$ROOT/bench/harness.c"
arm-none-eabi-nm "$WORK/harness.o" |
    sed -n 's/^[0-9a-f]* T bench_\(.*\)$/ENTRY(\1)/p' >"$WORK/bench_entries.h"
$CC -I"$ROOT/platform" -I"$ROOT/tests" -I"$WORK" -L"$HERE/memory/$BOARD" -T "$HERE/board.ld" \
    -nostartfiles --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections \
    -o "$OUT/board-$BOARD.elf" "$HERE/bench_main.c" "$ROOT/tests/check.c" "$HERE/startup.c" "$HERE/hal.c" \
    "$WORK/harness.o" "$WORK/libhalite.a"
arm-none-eabi-objcopy -O binary "$OUT/board-$BOARD.elf" "$OUT/board-$BOARD.bin"
arm-none-eabi-size "$OUT/board-$BOARD.elf"
