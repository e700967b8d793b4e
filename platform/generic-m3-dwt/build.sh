#!/bin/sh
# Builds the Table 3 benchmark for a real Cortex-M3 board:
#   platform/generic-m3-dwt/build.sh [board]     (board: stm32f103, mps2-an385)
# -> build/bench/board-<board>.elf and .bin. Uses the -O2 library and the
# available.h that bench/build-harness makes.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/platform/generic-m3-dwt
BOARD=${1:-stm32f103}
OUT=$ROOT/build/bench
[ -f "$HERE/memory/$BOARD/memory.ld" ] || { echo "no memory map for board $BOARD" >&2; exit 1; }

"$ROOT/bench/build-harness"
CC="arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -std=c99 -Wall -Wextra"
mkdir -p "$OUT/board-$BOARD"
$CC -I"$OUT" -I"$ROOT/include" -c -o "$OUT/board-$BOARD/harness.o" "$ROOT/bench/harness.c"
arm-none-eabi-nm "$OUT/board-$BOARD/harness.o" |
    sed -n 's/^[0-9a-f]* T bench_\(.*\)$/ENTRY(\1)/p' >"$OUT/board-$BOARD/bench_entries.h"
$CC -I"$ROOT/platform" -I"$OUT/board-$BOARD" -L"$HERE/memory/$BOARD" -T "$HERE/board.ld" \
    -nostartfiles --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections \
    -o "$OUT/board-$BOARD.elf" "$HERE/bench_main.c" "$HERE/startup.c" "$HERE/hal.c" \
    "$OUT/board-$BOARD/harness.o" "$OUT/lib-O2/libhalite.a"
arm-none-eabi-objcopy -O binary "$OUT/board-$BOARD.elf" "$OUT/board-$BOARD.bin"
arm-none-eabi-size "$OUT/board-$BOARD.elf"
