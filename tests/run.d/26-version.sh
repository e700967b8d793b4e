#!/bin/sh
# SPDX-License-Identifier: ISC
# The release number is written once, in include/halite.h
# (HALITE_VERSION_MAJOR, _MINOR, _PATCH), and everything else agrees with
# it: HALITE_VERSION_STRING, halite_version_string() and libsodium's
# sodium_version_string() in a program linked with a host library
# configured and built here from scratch; that build's CMake project
# version, haliteConfigVersion.cmake and halite.pc; and the newest entry of
# CHANGELOG.md ("## MAJOR.MINOR.PATCH (date)"); and the version that the
# example's, the README's and docs/float-abi.md's find_package ask for.
# Ends with "version: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/version.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# agree <what> <value>: one check, that value is the header's version.
agree() {
    if [ "$2" = "$version" ]; then
        passed=$((passed + 1)); echo "version: $1: $2"
    else
        failed=$((failed + 1)); echo "FAIL version: $1 is '$2', include/halite.h says $version"
    fi
}

number() { # MAJOR|MINOR|PATCH
    sed -n "s/^#define HALITE_VERSION_$1 *\([0-9][0-9]*\) *$/\1/p" "$src/include/halite.h"
}
version=$(number MAJOR).$(number MINOR).$(number PATCH)
case $version in
[0-9]*.[0-9]*.[0-9]*) echo "version: include/halite.h: $version" ;;
*) echo "FAIL version: include/halite.h has no HALITE_VERSION_MAJOR/_MINOR/_PATCH numbers"
   echo "version: 0 passed, 1 failed"; exit 1 ;;
esac

b=$tmp/host
if cmake --preset host -S "$src" -B "$b" -DHALITE_BUILD_TESTS=OFF >"$tmp/build.log" 2>&1 &&
   cmake --build "$b" -j2 --target halite >>"$tmp/build.log" 2>&1; then
    agree "CMake project version" "$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$b/CMakeCache.txt")"
    agree "haliteConfigVersion.cmake" \
        "$(sed -n 's/^set(PACKAGE_VERSION "\([^"]*\)")$/\1/p' "$b/haliteConfigVersion.cmake")"
    agree "halite.pc" "$(sed -n 's/^Version: //p' "$b/halite.pc")"
    cat >"$tmp/v.c" <<'C'
#include <stdio.h>
#include "halite.h"
int main(void)
{
    printf("%s\n%d.%d.%d\n%s\n%s\n", HALITE_VERSION_STRING, HALITE_VERSION_MAJOR,
           HALITE_VERSION_MINOR, HALITE_VERSION_PATCH, halite_version_string(),
           sodium_version_string());
    return 0;
}
C
    if cc -Wall -Wextra -I"$src/include" "$tmp/v.c" "$b/libhalite.a" -o "$tmp/v" 2>"$tmp/cc.log" &&
       "$tmp/v" >"$tmp/v.out"; then
        agree "HALITE_VERSION_STRING" "$(sed -n 1p "$tmp/v.out")"
        agree "the three macros" "$(sed -n 2p "$tmp/v.out")"
        agree "halite_version_string()" "$(sed -n 3p "$tmp/v.out")"
        agree "sodium_version_string()" "$(sed -n 4p "$tmp/v.out")"
    else
        cat "$tmp/cc.log"
        failed=$((failed + 1)); echo "FAIL version: the version program does not build or run"
    fi
else
    tail -n 30 "$tmp/build.log"
    failed=$((failed + 1)); echo "FAIL version: the host library does not configure or build"
fi
agree "CHANGELOG.md's newest entry" \
    "$(sed -n 's/^## \([0-9][0-9.]*\) .*/\1/p' "$src/CHANGELOG.md" 2>/dev/null | head -n 1)"
# The package is compatible within one MAJOR.MINOR (SameMinorVersion): the
# find_package lines users copy must ask for this one.
for f in examples/firmware/CMakeLists.txt README.md docs/float-abi.md; do
    asked=$(sed -n 's/.*find_package(halite \([0-9][0-9.]*\) .*/\1/p' "$src/$f" | sort -u)
    agree "find_package's version in $f (MAJOR.MINOR, .PATCH appended)" "$asked.$(number PATCH)"
done

echo "version: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
