#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# The user's commands carry no developer baggage:
#   1. make's package checks (tools/deps) on a machine that has only the
#      build packages, faked by a dpkg-query, id and apt-get of this test
#      (and a cmake and qemu-system-arm that only log, so make demo runs no
#      build): make demo passes its check and goes on; make bench and make
#      test stop before doing anything and name only their own missing
#      packages with the one apt-get line; make deps-test asked for by a
#      non-root user prints that line and succeeds; as root it installs.
#   2. make bench (the real one, the Cortex-M3) prints its rows before the
#      table, writes its results under build/bench/ and leaves
#      git status --porcelain as it found it.
# Ends with "usercmds: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/usercmds.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

check() { # description command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAIL usercmds: $what"; failed=$((failed + 1)); fi
}

# The package lists, as the Makefile has them.
list() { make -s -C "$src" --no-print-directory -f Makefile -f - print <<<"print: ; @echo \$($1)"; }
build_pkgs=$(list DEPS_BUILD)
bench_pkgs=$(list DEPS_BENCH)
test_pkgs=$(list DEPS_TEST)
# The packages of list $1 that list $2 lacks, in $1's order.
minus() {
    local p out=""
    for p in $1; do [[ " $2 " == *" $p "* ]] || out="$out $p"; done
    echo "${out# }"
}
bench_only=$(minus "$bench_pkgs" "$build_pkgs")
test_only=$(minus "$test_pkgs" "$bench_pkgs")
check "the lists are nested and each adds packages" \
    test -n "$build_pkgs" -a -n "$bench_only" -a -n "$test_only" -a -z "$(minus "$build_pkgs" "$test_pkgs")"

# 1. The fake machine: $tmp/fake first on PATH.
fake=$tmp/fake
mkdir -p "$fake"
echo "$build_pkgs" >"$fake/installed"
echo 1000 >"$fake/uid"
cat >"$fake/dpkg-query" <<'EOF'
#!/bin/sh
# dpkg-query -W -f=... PACKAGE: installed when $0's folder lists it.
for p; do :; done
grep -qw -- "$p" "$(dirname "$0")/installed" && echo "install ok installed" && exit 0
echo "dpkg-query: no packages found matching $p" >&2
exit 1
EOF
printf '#!/bin/sh\ncat "$(dirname "$0")/uid"\n' >"$fake/id"
for tool in apt-get cmake qemu-system-arm; do
    printf '#!/bin/sh\necho "%s $*" >>"$(dirname "$0")/calls"\n' "$tool" >"$fake/$tool"
done
chmod +x "$fake"/*
# Runs make in the source tree on the fake machine; output in $tmp/out,
# the faked commands it ran in $fake/calls.
fake_make() {
    : >"$fake/calls"
    PATH=$fake:$PATH make -C "$src" --no-print-directory "$@" >"$tmp/out" 2>&1
}
says() { grep -qF -- "$1" "$tmp/out"; }
called() { grep -q -- "$1" "$fake/calls"; }
# Whether the output names none of the packages given.
names_none() { local p; for p in $1; do grep -qw -- "$p" "$tmp/out" && return 1; done; return 0; }

check "deps-build passes with the build packages" fake_make deps-build
fake_make demo
status=$?
check "make demo passes its check with only the build packages" test $status -eq 0
check "make demo goes on to build (cmake) and run (QEMU)" called '^qemu-system-arm .*demo'
check "make demo mentions no bench or test package" names_none "$bench_only $test_only"

fake_make bench
status=$?
check "make bench stops without the bench packages" test $status -ne 0
check "make bench names the bench packages" \
    says "make bench: needs Debian packages that are not installed: $bench_only"
check "make bench prints the one apt-get line" says "sudo apt-get install --no-install-recommends $bench_only"
check "make bench names no test package" names_none "$test_only"
check "make bench stops before running the bench" eval '! says "bench: building"'

fake_make test
status=$?
check "make test stops without the test packages" test $status -ne 0
check "make test names the bench and test packages" \
    says "make test: needs Debian packages that are not installed: $bench_only $test_only"
check "make test builds nothing" eval '! called "^cmake"'

fake_make deps-test
status=$?
check "make deps-test asked for as non-root succeeds" test $status -eq 0
check "make deps-test prints the one apt-get line" \
    says "sudo apt-get install --no-install-recommends $bench_only $test_only"
check "make deps-test as non-root installs nothing" eval '! called "^apt-get"'

echo 0 >"$fake/uid"
fake_make deps-test
status=$?
check "make deps-test as root runs apt-get" test $status -eq 0
check "as root: apt-get update, then install of exactly the missing packages" \
    diff <(printf 'apt-get update\napt-get install -y --no-install-recommends %s\n' \
           "$bench_only $test_only") "$fake/calls"

# 2. The real make bench: progress first, results under build/, a clean tree.
if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
    git -C "$src" status --porcelain >"$tmp/status-before"
    rm -f "$src/build/bench/results.json"
    start=$(date +%s)
    make -C "$src" --no-print-directory bench >"$tmp/bench.out" 2>&1
    status=$?
    echo "make bench: exit status $status, $(($(date +%s) - start)) s"
    check "make bench succeeds" test $status -eq 0
    [ $status -eq 0 ] || tail -n 20 "$tmp/bench.out"
    check "make bench writes build/bench/results.json" test -s "$src/build/bench/results.json"
    git -C "$src" status --porcelain >"$tmp/status-after"
    check "make bench leaves git status as it was" diff "$tmp/status-before" "$tmp/status-after"
    rows=$(sed -n '/^API /q; /^bench:   crypto_/p' "$tmp/bench.out" | wc -l)
    check "make bench prints each row before the table ($rows rows)" test "$rows" -ge 27
else
    echo "FAIL usercmds: $src is not a git checkout: cannot check that make bench leaves it clean"
    failed=$((failed + 1))
fi

echo "usercmds: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
