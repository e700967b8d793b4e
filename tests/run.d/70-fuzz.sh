#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# Fuzzing: tests/fuzz/fuzz_open.c with libFuzzer, ASan and UBSan (clang),
# against libsodium, for HALITE_FUZZ_SECONDS (default 50) seconds on each of
# the speed build's and the small build's portable sources. Inputs that
# fail are kept in $HALITE_BUILD/fuzz/. Without clang's libFuzzer it says
# SKIPPED and counts nothing. Ends with "fuzz: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
seconds=${HALITE_FUZZ_SECONDS:-50}
dir=$build/fuzz
flags="-g -O2 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"
mkdir -p "$dir/corpus" "$dir/seeds"

# libFuzzer comes with clang's compiler-rt (libclang-rt-*-dev on Debian).
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; return (int)n & 0; }' \
    >"$dir/probe.c"
if ! command -v clang >/dev/null || ! clang $flags "$dir/probe.c" -o "$dir/probe" 2>/dev/null; then
    echo "SKIPPED: clang with libFuzzer (-fsanitize=fuzzer) not available"
    echo "fuzz: 0 passed, 0 failed"
    exit 0
fi

# The portable sources of one build: "speed", or "small" (src/small.txt's
# swaps and the compact portable kernels of src/arch/generic/small, with the
# HALITE_ARCH_<STEM> definitions the build would make); both the default
# build's, without src/hardened.txt's sources.
sources_of() {
    local all smallsrc speedsrc f
    # kernels of an instruction set (src/arch/armv*, some in C: ARMv7E-M's
    # need its long multiplies and its assembly) stay out
    all=$(find "$src/src" -name '*.c' -not -path '*/arch/*' | sort)
    for f in $(awk '/^[a-z]/ { print $1 }' "$src/src/hardened.txt"); do
        all=$(printf '%s\n' "$all" | grep -vx "$src/src/$f")
    done
    smallsrc=$(awk '/^[a-z]/ { print $1 }' "$src/src/small.txt")
    speedsrc=$(awk '/^[a-z]/ { for (i = 2; i <= NF; i++) print $i }' "$src/src/small.txt")
    if [ "$1" = small ]; then
        for f in $speedsrc; do all=$(printf '%s\n' "$all" | grep -vx "$src/src/$f"); done
        for f in "$src"/src/arch/generic/small/*.c; do
            stem=$(basename "$f" .c | tr a-z A-Z)
            echo "-DHALITE_ARCH_$stem=generic_small $f"
        done
    else
        for f in $smallsrc; do all=$(printf '%s\n' "$all" | grep -vx "$src/src/$f"); done
    fi
    printf '%s\n' "$all" "$src"/src/arch/generic/*.c
}

for build in speed small; do
    # shellcheck disable=SC2046
    if ! clang $flags -std=c99 -Wall -Wextra -Wno-comment -I"$src/include" -I"$src/src" \
            $(sources_of $build) "$src/tests/fuzz/fuzz_open.c" -lsodium -o "$dir/fuzz_open-$build"; then
        echo "FAIL fuzz: fuzz_open ($build build) does not build"
        echo "fuzz: 0 passed, 1 failed"
        exit 0
    fi
done

# One seed per mode (the first byte), so every function is reached at once.
for mode in $(seq 0 18) 37; do   # 18 and 37: both of mode 18's cases
    { printf "\\$(printf %03o $mode)"; head -c 200 /dev/zero | tr '\0' 'x'; } \
        >"$dir/seeds/mode$mode"
done

passed=0
failed=0
for build in speed small; do
    mkdir -p "$dir/corpus-$build"
    "$dir/fuzz_open-$build" -max_total_time="$seconds" -max_len=4096 -timeout=20 \
        -artifact_prefix="$dir/$build-" -print_final_stats=1 "$dir/corpus-$build" "$dir/seeds" \
        >"$dir/log-$build" 2>&1
    rc=$?
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==)' "$dir/log-$build" | head -n 20
    if [ $rc -eq 0 ]; then
        echo "fuzz_open ($build build): no failure in ${seconds}s"
        passed=$((passed + 1))
    else
        tail -n 40 "$dir/log-$build"
        echo "FAIL fuzz: fuzz_open ($build build) failed (status $rc); input kept in $dir/"
        failed=$((failed + 1))
    fi
done
echo "fuzz: $passed passed, $failed failed"
