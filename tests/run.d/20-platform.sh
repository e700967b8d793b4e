#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# The Cortex-M board layer (platform/cortex-m with each board's memory map)
# under QEMU, on every core and machine the builds use: hal_exit's status
# reaches QEMU's exit status (0, 1, 42), a fault is reported and exits 3, the
# console works, hal_get_cycles is 0 where the counter does not count, and
# start-up code leaves .noinit.entropy alone (QEMU preloads it with a
# pattern, the program finds the pattern intact) while it initialises .data
# and zeroes .bss. Ends with "platform: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
plat=$src/platform
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/platform.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/probe.c" <<'C'
#include <stdint.h>
#include "hal.h"
extern unsigned char __halite_entropy_start[], __halite_entropy_end[];
static volatile uint32_t initialised = 0x12345678u, zeroed;
int main(void)
{
    hal_setup();
    hal_send_str("probe: console ok\n");
#if MODE == 0
    return 0;
#elif MODE == 1
    return 1;
#elif MODE == 2
    hal_exit(42);
#elif MODE == 3
    return (int)*(volatile uint32_t *)0x70000000u; /* no memory there: BusFault */
#else
    int ok = initialised == 0x12345678u && zeroed == 0;
    for (unsigned char *p = __halite_entropy_start; p < __halite_entropy_end; p++)
        ok &= *p == 0xa5;
    ok &= __halite_entropy_end - __halite_entropy_start == 2048;
    ok &= hal_get_cycles() == 0;
    hal_send_str(ok ? "probe: memory ok\n" : "probe: memory WRONG\n");
    return !ok;
#endif
}
C

check() { # description command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAIL platform: $what"; failed=$((failed + 1)); fi
}
build() { # core board mode
    arm-none-eabi-gcc -std=c99 -mcpu=$1 -mthumb -O2 -Wall -Wextra -Werror \
        -ffunction-sections -fdata-sections -DMODE=$3 -I"$plat" -I"$src/include" \
        "$tmp/probe.c" "$plat/cortex-m/startup.c" "$plat/cortex-m/hal.c" \
        -L"$plat/$2" -T"$plat/cortex-m/sections.ld" -nostartfiles \
        --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections -o "$tmp/$1-probe$3"
}
run() { # core machine mode expected-status [extra qemu arguments...]
    local core=$1 machine=$2 mode=$3 want=$4; shift 4
    timeout 60 qemu-system-arm -M "$machine" -nographic \
        -semihosting-config enable=on,target=native -kernel "$tmp/$core-probe$mode" "$@" \
        </dev/null >"$tmp/$core-out$mode" 2>&1
    local got=$?
    [ "$got" -eq "$want" ] || { echo "  $core mode $mode: QEMU exit status $got, expected $want"; cat "$tmp/$core-out$mode"; return 1; }
}

# core, board (platform/<board>/memory.ld), QEMU machine: as cmake/halite.cmake
while read -r core board machine; do
    for mode in 0 1 2 3 4; do
        check "$core: probe $mode builds" build $core $board $mode
    done
    check "$core on $machine: return 0 from main: QEMU exits 0" run $core $machine 0 0
    check "$core on $machine: console output arrives" grep -q '^probe: console ok$' "$tmp/$core-out0"
    check "$core on $machine: return 1 from main: QEMU exits 1" run $core $machine 1 1
    check "$core on $machine: hal_exit(42): QEMU exits 42" run $core $machine 2 42
    check "$core on $machine: a bus fault: QEMU exits 3" run $core $machine 3 3
    check "$core on $machine: a bus fault is reported with its pc" \
        grep -q 'Cortex-M fault: .* pc=0x' "$tmp/$core-out3"
    entropy=$(arm-none-eabi-nm "$tmp/$core-probe4" | sed -n 's/^\([0-9a-f]*\) . __halite_entropy_start$/\1/p')
    head -c 2048 /dev/zero | tr '\0' '\245' >"$tmp/pattern"
    check "$core on $machine: start-up keeps .noinit.entropy, sets .data, zeroes .bss; no cycle counter" \
        run $core $machine 4 0 -device loader,file="$tmp/pattern",addr=0x$entropy
    check "$core on $machine: the probe says so" grep -q '^probe: memory ok$' "$tmp/$core-out4"
done <<'BOARDS'
cortex-m3 mps2 mps2-an385
cortex-m0plus mps2 mps2-an385
cortex-m0 microbit microbit
cortex-m4 mps2 mps2-an386
cortex-m7 mps2 mps2-an500
cortex-m33 mps2-an505 mps2-an505
BOARDS

echo "platform: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
