#!/bin/sh
# SPDX-License-Identifier: ISC
# One namespace (docs/namespace.md):
#  1. every global symbol a built libhalite.a defines starts with halite_:
#     each <build>/<preset>/libhalite.a present (host and every core, speed
#     and small builds; the host build is made here when missing) is
#     listed with nm -g --defined-only (arm-none-eabi-nm for a core), and
#     any other global is a failure. In a sanitizer build the sanitizer's
#     own globals (__asan*, __odr_asan*) are left out. First the check is
#     shown to catch a planted global (and a sanitizer artefact outside a
#     sanitizer build);
#  2. halite and libsodium link into one program, both archives whole
#     (every member of each; libsodium.a from libsodium-dev), and give the
#     same outputs (tests/namespace/beside_libsodium.c).
# A program defining its own randombytes() is tests/test_user_randombytes.c,
# run on every target by tests/run-tests.
# Ends with "namespace: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/namespace.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL namespace: $*"; }

# foreign_globals <nm> <archive> <sanitized: 0 or 1>: prints the globals the
# archive defines that do not start with halite_, one a line; fails when nm
# cannot read the archive.
foreign_globals() {
    "$1" -g --defined-only "$2" >"$tmp/nm.out" 2>"$tmp/nm.err" || { cat "$tmp/nm.err"; return 1; }
    awk 'NF == 3 { print $3 }' "$tmp/nm.out" | grep -v '^halite_' |
        if [ "$3" = 1 ]; then grep -v -E '^(__asan|__odr_asan)'; else cat; fi
    return 0
}

# 1a. The check on planted archives.
cat >"$tmp/planted.c" <<'C'
int halite_planted_ok(void) { return 0; }
int planted_global(void) { return 1; }
static int planted_local(void) { return 2; }
int halite_planted_calls_local(void) { return planted_local(); }
C
printf '\t.globl __odr_asan_gen_halite_x\n\t.data\n__odr_asan_gen_halite_x:\n\t.byte 0\n' >"$tmp/asan.s"
if cc -c "$tmp/planted.c" -o "$tmp/planted.o" && cc -c "$tmp/asan.s" -o "$tmp/asan.o" &&
   ar rcs "$tmp/planted.a" "$tmp/planted.o" "$tmp/asan.o"; then
    foreign_globals nm "$tmp/planted.a" 1 >"$tmp/found"
    if [ "$(cat "$tmp/found")" = planted_global ]; then pass; else
        fail "planted archive (sanitized): expected exactly planted_global, got: $(cat "$tmp/found")"
    fi
    foreign_globals nm "$tmp/planted.a" 0 >"$tmp/found"
    if [ "$(sort "$tmp/found" | tr '\n' ' ')" = "__odr_asan_gen_halite_x planted_global " ]; then pass; else
        fail "planted archive (not sanitized): expected __odr_asan_gen_halite_x and planted_global, got: $(cat "$tmp/found")"
    fi
else
    fail "cannot build the planted archive"
fi

# 1b. Every built archive.
if [ ! -f "$build/host/libhalite.a" ]; then
    if ! { cmake --preset host -S "$src" -B "$build/host" >"$tmp/host.log" 2>&1 &&
           cmake --build "$build/host" -j2 --target halite >>"$tmp/host.log" 2>&1; }; then
        tail -n 30 "$tmp/host.log"
        fail "cannot build the host libhalite.a"
    fi
fi
for archive in "$build"/*/libhalite.a; do
    [ -f "$archive" ] || continue
    dir=${archive%/libhalite.a}
    preset=${dir##*/}
    nm=nm
    grep -q '^HALITE_CORE:[A-Z]*=.' "$dir/CMakeCache.txt" 2>/dev/null && nm=arm-none-eabi-nm
    sanitized=0
    grep -q '^HALITE_SANITIZE:BOOL=ON' "$dir/CMakeCache.txt" 2>/dev/null && sanitized=1
    if ! foreign_globals "$nm" "$archive" "$sanitized" >"$tmp/found"; then
        fail "$preset: $nm cannot read $archive"; continue
    fi
    count=$(awk 'NF == 3' "$tmp/nm.out" | wc -l)
    if [ -s "$tmp/found" ]; then
        fail "$preset: $(wc -l <"$tmp/found") of $count globals do not start with halite_: $(tr '\n' ' ' <"$tmp/found")"
    elif [ "$count" -eq 0 ]; then
        fail "$preset: no globals listed in $archive"
    else
        echo "namespace: $preset: $count globals, all halite_"
        pass
    fi
done

# 2. Beside libsodium, both archives whole.
sodium_a=$(pkg-config --variable=libdir libsodium 2>/dev/null)/libsodium.a
if [ ! -f "$sodium_a" ]; then
    fail "no $sodium_a (the libsodium-dev package)"
elif [ ! -f "$build/host/libhalite.a" ]; then
    fail "no host libhalite.a to link beside libsodium"
elif ! cc -O2 -Wall -Wextra -I"$src/include" "$src/tests/namespace/beside_libsodium.c" \
        -Wl,--whole-archive "$build/host/libhalite.a" "$sodium_a" -Wl,--no-whole-archive \
        -o "$tmp/beside" >"$tmp/link.log" 2>&1; then
    head -n 20 "$tmp/link.log"
    fail "halite and libsodium do not link into one program"
else
    "$tmp/beside" >"$tmp/beside.out" 2>&1 && pass || fail "halite and libsodium disagree"
    cat "$tmp/beside.out"
fi

echo "namespace: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
