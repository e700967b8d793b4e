#!/bin/sh
# randombytes through Debian's rngtest (FIPS 140-2 tests on 20,000-bit
# blocks): 2.5 MB from the generator with the known-answer seed, and 2.5 MB
# from the host OS path. rngtest's false-alarm rate is about 1 block in 1,250,
# so a run passes with at most 5 failed blocks of 999 (a broken generator
# fails nearly all of them). Skipped, with a message, when rngtest is not
# installed. Ends with "rng-rngtest: N passed, N failed".
set -u
SRC=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD=${HALITE_BUILD:-$SRC/build}
STREAM=$BUILD/host/tests/host_rng_stream
BYTES=2500000
MAX_FAILED_BLOCKS=5
passed=0
failed=0

if ! command -v rngtest >/dev/null 2>&1; then
    echo "rng-rngtest: SKIPPED: rngtest not installed (Debian package rng-tools5)"
    echo "rng-rngtest: 0 passed, 0 failed"
    exit 0
fi
if [ ! -x "$STREAM" ]; then
    echo "FAIL rng-rngtest: $STREAM not built"
    echo "rng-rngtest: 0 passed, 1 failed"
    exit 1
fi

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

check_stream "generator (known-answer seed)"
check_stream "host OS path" --os
echo "rng-rngtest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
