#!/bin/sh
# SPDX-License-Identifier: ISC
# randombytes, four script steps. Ends with "rng: N passed, N failed".
#
# 1. Debian's rngtest (FIPS 140-2 tests on 20,000-bit blocks): 2.5 MB from
#    the generator with the known-answer seed, and 2.5 MB from the host OS
#    path. rngtest's false-alarm rate is about 1 block in 1,250, so a run
#    passes with at most 5 failed blocks of 999 (a broken generator fails
#    nearly all of them). Skipped, with a message, without rngtest.
# 2. The m3sim constant-time gate on the Cortex-M3 library's generator,
#    add-entropy, health tests and SRAM-image seeding. Samples are Salsa20
#    streams keyed by the gate's secret, so they pass the health tests
#    whatever the secret (the verdict is public; the contents are not). A
#    control feeds the raw secret as the sample: m3sim's all-zero run then
#    changes the verdict, and the gate must say LEAK.
# 3. The fatal path under QEMU (the Cortex-M3 library on mps2-an385):
#    randombytes with no entropy source (RAM zeroed by QEMU, or a linker
#    script without .noinit.entropy) prints the fatal handler's line and
#    the program stops with status 4 (platform/cortex-m/hal.c); a handler
#    the program defines replaces it and gets the reason; a failure hook is
#    called first, then the fatal handler; and the library's own handler
#    (the board layer's renamed away) halts in halite_rng_fatal with the
#    reason in r0, which QEMU's monitor shows twice, 0.5 s apart.
# 4. The TRNG hooks of platform/trng build for their parts' cores
#    (arm-none-eabi-gcc -Werror, -O2 and -Os) and link into a firmware
#    that installs them, with that core's library (tests/host_trng.c runs
#    them against simulated peripherals).
set -u
SRC=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD=${HALITE_BUILD:-$SRC/build}
STREAM=$BUILD/host/tests/host_rng_stream
BYTES=2500000
MAX_FAILED_BLOCKS=5
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/halite-rng.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Runs rngtest on the stream made with the given options; checks the counts.
check_stream() {
    label=$1
    shift
    report=$("$STREAM" --bytes "$BYTES" "$@" | rngtest 2>&1 >/dev/null)
    ok=$(echo "$report" | sed -n 's/.*FIPS 140-2 successes: \([0-9]*\).*/\1/p')
    bad=$(echo "$report" | sed -n 's/.*FIPS 140-2 failures: \([0-9]*\).*/\1/p')
    echo "rng-rngtest: $label: $BYTES bytes, $ok blocks passed, $bad failed"
    echo "$report" | grep -E 'Monobit|Poker|Runs|Long run|Continuous' | sed 's/^/    /'
    if [ -n "$ok" ] && [ -n "$bad" ] && [ "$ok" -ge 990 ] && [ "$bad" -le "$MAX_FAILED_BLOCKS" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL rng-rngtest: $label"
    fi
}

if ! command -v rngtest >/dev/null 2>&1; then
    echo "rng-rngtest: SKIPPED: rngtest not installed (Debian package rng-tools5)"
elif [ ! -x "$STREAM" ]; then
    echo "FAIL rng-rngtest: $STREAM not built"
    failed=$((failed + 1))
else
    check_stream "generator (known-answer seed)"
    check_stream "host OS path" --os
fi

# ---- 2. the constant-time gate ----
LIB=$BUILD/cortex-m3/libhalite.a
M3SIM=$tmp/m3sim/m3sim
cat >"$tmp/gate_rng.c" <<'C'
#include <string.h>
#include "rng/rng_internal.h"

unsigned char gate_secret[32];           /* keys the sample stream */
unsigned char gate_raw_sample[2032];     /* the control's sample, raw */
static unsigned char sample[2032], fingerprint[16], out[300];
static const unsigned char zero_nonce[8];

/* sample = Salsa20 stream under the secret key. */
static void make_sample(void)
{
    halite_crypto_stream_salsa20(sample, sizeof sample, zero_nonce, gate_secret);
}

int gate_seed_image(void)
{
    make_sample();
    memset(fingerprint, 0, sizeof fingerprint);
    return halite_rng_seed_from_image(sample, sizeof sample, fingerprint);
}

int gate_health(void)
{
    make_sample();
    return halite_rng_health_check(sample, sizeof sample);
}

int gate_add_entropy(void)
{
    halite_rng_insecure_seed_for_testing(gate_secret);
    halite_rng_add_entropy(gate_secret, sizeof gate_secret);
    return 0;
}

int gate_request(void)
{
    halite_rng_insecure_seed_for_testing(gate_secret);
    return halite_randombytes_checked(out, sizeof out);
}

int gate_health_raw(void)
{
    return halite_rng_health_check(gate_raw_sample, sizeof gate_raw_sample);
}
C
if [ ! -f "$LIB" ]; then
    echo "FAIL rng-gate: $LIB not built"
    failed=$((failed + 1))
elif ! make -s -C "$SRC/tools/m3sim" OUT="$tmp/m3sim" >"$tmp/m3sim.log" 2>&1; then
    cat "$tmp/m3sim.log"
    echo "FAIL rng-gate: building m3sim"
    failed=$((failed + 1))
elif ! arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -std=c99 -Wall -Wextra \
        -I"$SRC/include" -I"$SRC/src" -T "$SRC/bench/harness.ld" -nostartfiles \
        --specs=nano.specs --specs=nosys.specs -Wl,--entry=0 \
        -o "$tmp/gate_rng.elf" "$tmp/gate_rng.c" "$LIB" >"$tmp/gcc.log" 2>&1; then
    cat "$tmp/gcc.log"
    echo "FAIL rng-gate: building the gate firmware"
    failed=$((failed + 1))
else
    # entry, measured function, expected verdict word
    while read -r entry measure want secret; do
        result=$("$M3SIM" gate --runs 16 --secret "$secret" --measure "$measure" \
                 "$tmp/gate_rng.elf" "$entry" 2>&1)
        echo "rng-gate: $result" | head -n 2
        if echo "$result" | head -n 1 | grep -q -- "$want"; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL rng-gate: $entry: expected $want"
        fi
    done <<'LIST'
gate_request halite_randombytes_checked constant-time gate_secret
gate_add_entropy halite_rng_add_entropy constant-time gate_secret
gate_health halite_rng_health_check constant-time gate_secret
gate_seed_image halite_rng_seed_from_image constant-time gate_secret
gate_health_raw halite_rng_health_check LEAK gate_raw_sample
LIST
fi

# ---- 3. the fatal path under QEMU ----
PLAT=$SRC/platform
cat >"$tmp/fatal_probe.c" <<'C'
#include "hal.h"
#include "halite.h"
#include "halite_rng.h"

#if MODE == 1
/* The program's own fatal handler, which replaces the board layer's. */
void halite_rng_fatal(int reason, const char *message)
{
    hal_send_str("fatal-probe: own handler: reason ");
    hal_send_str(reason == HALITE_RNG_ERR_STUCK ? "HALITE_RNG_ERR_STUCK: " : "other: ");
    hal_send_str(message);
    hal_send_str("\n");
    hal_exit(7);
}
#elif MODE == 2
/* A failure hook that says so and returns. */
static void hook(int reason, const char *message)
{
    hal_send_str(reason == HALITE_RNG_ERR_STUCK ? "fatal-probe: hook: HALITE_RNG_ERR_STUCK: "
                                                : "fatal-probe: hook: other: ");
    hal_send_str(message);
    hal_send_str("\n");
}
#endif

int main(void)
{
    unsigned char buf[16];
    hal_setup();
#if MODE == 2
    halite_rng_set_failure_hook(hook);
#endif
    hal_send_str("fatal-probe: asking\n");
    halite_randombytes(buf, sizeof buf);
    hal_send_str("fatal-probe: randombytes returned\n");
    return 0;
}
C
# The board's linker script without its .noinit.entropy region.
sed '/^    .noinit.entropy (NOLOAD)/,/} > RAM :NONE/d' "$PLAT/cortex-m/sections.ld" >"$tmp/no-entropy.ld"
stuck="SRAM sample stuck: constant fill or a pattern repeating every 16 bytes or fewer"
none="no entropy source: install a TRNG hook or link the .noinit.entropy SRAM region"

# Builds fatal_probe.c as $1 with MODE $2, linker script $3, extra flags.
build_probe() {
    name=$1 mode=$2 script=$3
    shift 3
    arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -std=c99 -Wall -Wextra -Werror -DMODE="$mode" \
        -I"$PLAT" -I"$SRC/include" "$@" "$tmp/fatal_probe.c" "$PLAT/cortex-m/startup.c" \
        "$PLAT/cortex-m/hal.c" "$LIB" -L"$PLAT/mps2" -T"$script" -nostartfiles \
        --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections -o "$tmp/$name.elf" \
        >"$tmp/$name.log" 2>&1 || { cat "$tmp/$name.log"; return 1; }
}

# Runs probe $1; checks its exit status ($2) and that its output is exactly
# the lines given after it.
expect_probe() {
    name=$1 want_status=$2
    shift 2
    timeout 60 qemu-system-arm -M mps2-an385 -nographic -semihosting-config enable=on,target=native \
        -kernel "$tmp/$name.elf" </dev/null >"$tmp/$name.out" 2>&1
    status=$?
    printf '%s\n' "$@" >"$tmp/$name.want"
    sed 's/\r$//' "$tmp/$name.out" | sed '$a\' >"$tmp/$name.got"
    if [ "$status" -eq "$want_status" ] && cmp -s "$tmp/$name.got" "$tmp/$name.want"; then
        echo "rng-fatal: $name: status $status, output:"
        sed 's/^/    /' "$tmp/$name.got"
        passed=$((passed + 1))
    else
        echo "FAIL rng-fatal: $name: status $status (expected $want_status), output:"
        sed 's/^/    | /' "$tmp/$name.got"
        echo "  expected:"
        sed 's/^/    | /' "$tmp/$name.want"
        failed=$((failed + 1))
    fi
}

if [ ! -f "$LIB" ]; then
    echo "FAIL rng-fatal: $LIB not built"
    failed=$((failed + 1))
elif build_probe default 0 "$PLAT/cortex-m/sections.ld" &&
     build_probe no-region 0 "$tmp/no-entropy.ld" &&
     build_probe own-handler 1 "$PLAT/cortex-m/sections.ld" &&
     build_probe hook 2 "$PLAT/cortex-m/sections.ld" &&
     build_probe library-default 0 "$PLAT/cortex-m/sections.ld" \
         -Dhalite_rng_fatal=board_rng_fatal_renamed_away; then
    expect_probe default 4 "fatal-probe: asking" "halite: randombytes: $stuck"
    expect_probe no-region 4 "fatal-probe: asking" "halite: randombytes: $none"
    expect_probe own-handler 7 "fatal-probe: asking" \
        "fatal-probe: own handler: reason HALITE_RNG_ERR_STUCK: $stuck"
    expect_probe hook 4 "fatal-probe: asking" "fatal-probe: hook: HALITE_RNG_ERR_STUCK: $stuck" \
        "halite: randombytes: $stuck"
    # the library's handler: QEMU keeps running; its monitor reads the
    # registers twice, 0.5 s apart
    set -- $(arm-none-eabi-nm -S "$tmp/library-default.elf" | awk '$4 == "halite_rng_fatal" { print $1, $2 }')
    start=$((0x${1:-0})) size=$((0x${2:-0}))
    { sleep 2; echo "info registers"; sleep 0.5; echo "info registers"; sleep 0.2; echo quit; } |
        timeout 20 qemu-system-arm -M mps2-an385 -display none -serial none -monitor stdio \
            -semihosting-config enable=on,target=native -kernel "$tmp/library-default.elf" \
            >"$tmp/library-default.out" 2>&1
    pcs=$(sed -n 's/.*R15=\([0-9a-f]*\).*/\1/p' "$tmp/library-default.out" | tr '\n' ' ')
    r0s=$(sed -n 's/^R00=\([0-9a-f]*\).*/\1/p' "$tmp/library-default.out" | tr '\n' ' ')
    inside=0
    for pc in $pcs; do
        [ $((0x$pc)) -ge "$start" ] && [ $((0x$pc)) -lt $((start + size)) ] && inside=$((inside + 1))
    done
    if [ "$size" -gt 0 ] && [ "$inside" -eq 2 ] && [ "$r0s" = "00000004 00000004 " ] &&
       grep -q 'fatal-probe: asking' "$tmp/library-default.out" &&
       ! grep -q 'returned' "$tmp/library-default.out"; then
        echo "rng-fatal: library-default: halted in halite_rng_fatal ($2 bytes at 0x$1): pc $pcs r0 $r0s(HALITE_RNG_ERR_STUCK)"
        passed=$((passed + 1))
    else
        echo "FAIL rng-fatal: library-default: pc $pcs r0 $r0s (halite_rng_fatal: 0x${1:-?}, ${2:-?} bytes)"
        sed 's/^/    | /' "$tmp/library-default.out" | grep -v 'info registers' | head -20
        failed=$((failed + 1))
    fi
else
    echo "FAIL rng-fatal: building the probes"
    failed=$((failed + 1))
fi

# ---- 4. the TRNG hooks build for their cores ----
cat >"$tmp/install_trng.c" <<'C'
#include "halite_rng.h"
#include "halite_trng.h"
int main(void)
{
    return halite_rng_set_trng(HOOK) == HALITE_RNG_OK ? 0 : 1;
}
C
while read -r part core; do
    lib=$BUILD/$core/libhalite.a
    ok=1
    for opt in -O2 -Os; do
        arm-none-eabi-gcc -mcpu="$core" -mthumb "$opt" -std=c99 -Wall -Wextra -Werror \
            -I"$SRC/include" -I"$PLAT/trng" -c -o "$tmp/trng-$part.o" "$PLAT/trng/$part.c" \
            >"$tmp/trng-$part.log" 2>&1 || ok=0
    done
    if [ "$ok" = 1 ] && [ -f "$lib" ] &&
       arm-none-eabi-gcc -mcpu="$core" -mthumb -Os -std=c99 -Wall -Wextra -Werror \
           -DHOOK="halite_trng_$part" -I"$SRC/include" -I"$PLAT/trng" "$tmp/install_trng.c" \
           "$tmp/trng-$part.o" "$lib" -nostartfiles --specs=nano.specs --specs=nosys.specs \
           -Wl,--entry=main -o "$tmp/trng-$part.elf" >>"$tmp/trng-$part.log" 2>&1; then
        bytes=$(arm-none-eabi-size "$tmp/trng-$part.o" | awk 'NR == 2 { print $1 + $2 }')
        echo "rng-trng: platform/trng/$part.c builds for $core at -O2 and -Os ($bytes bytes at -Os) and links with its library"
        passed=$((passed + 1))
    else
        cat "$tmp/trng-$part.log"
        [ -f "$lib" ] || echo "  ($lib not built)"
        echo "FAIL rng-trng: platform/trng/$part.c for $core"
        failed=$((failed + 1))
    fi
done <<'PARTS'
stm32 cortex-m4
nrf52 cortex-m4
samd5x cortex-m4
rp2040 cortex-m0plus
PARTS

echo "rng: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
