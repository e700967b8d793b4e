#!/bin/sh
# SPDX-License-Identifier: ISC
# randombytes, two script steps. Ends with "rng: N passed, N failed".
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

echo "rng: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
