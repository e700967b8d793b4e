#!/usr/bin/env bash
# Fuzzing: tests/fuzz/fuzz_open.c with libFuzzer, ASan and UBSan (clang),
# against libsodium, for HALITE_FUZZ_SECONDS (default 50) seconds. Inputs that
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

# The portable sources: kernels of an instruction set (src/arch/armv*, some
# in C: ARMv7E-M's need its long multiplies and its assembly) stay out.
sources=$(find "$src/src" -name '*.c' -not -path '*/arch/armv*' | sort)
# shellcheck disable=SC2086
if ! clang $flags -std=c99 -Wall -Wextra -Wno-comment -I"$src/include" -I"$src/src" \
        $sources "$src/tests/fuzz/fuzz_open.c" -lsodium -o "$dir/fuzz_open"; then
    echo "FAIL fuzz: fuzz_open does not build"
    echo "fuzz: 0 passed, 1 failed"
    exit 0
fi

# One seed per mode (the first byte), so every function is reached at once.
for mode in $(seq 0 18) 37; do   # 18 and 37: both of mode 18's cases
    { printf "\\$(printf %03o $mode)"; head -c 200 /dev/zero | tr '\0' 'x'; } \
        >"$dir/seeds/mode$mode"
done

"$dir/fuzz_open" -max_total_time="$seconds" -max_len=4096 -timeout=20 \
    -artifact_prefix="$dir/" -print_final_stats=1 "$dir/corpus" "$dir/seeds" \
    >"$dir/log" 2>&1
rc=$?
grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==)' "$dir/log" | head -n 20
if [ $rc -eq 0 ]; then
    echo "fuzz_open: no failure in ${seconds}s"
    echo "fuzz: 1 passed, 0 failed"
else
    tail -n 40 "$dir/log"
    echo "FAIL fuzz: fuzz_open failed (status $rc); input kept in $dir/"
    echo "fuzz: 0 passed, 1 failed"
fi
