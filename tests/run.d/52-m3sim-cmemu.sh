#!/bin/sh
# SPDX-License-Identifier: ISC
# m3sim's Cortex-M3 rules against CMEmu, the cycle-exact Cortex-M3 r2p1
# emulator (tools/m3sim/README.md, "Checked against CMEmu"), with the write
# buffer off as CMEmu runs it (m3sim --wb off). Two checks:
#
# 1. classes: tools/m3sim/tests/classes.S, linked at m3sim's harness
#    layout (bench/harness.ld); for each class of cmemu-classes.tsv, the
#    cycles of 64 units (mb_<class>_72 less mb_<class>_8) within 2 of CMEmu's.
# 2. rows: every Table 3 row of the Cortex-M3 speed and small builds in
#    cmemu-rows.tsv within 3% of CMEmu's, on the library at the commit the
#    figures were measured at (exported with git archive unless the sources
#    are unchanged since), built by that tree's bench/build-harness.
# 3. flash: every Table 3 row of the speed build in cmemu-flash.tsv, run
#    from the CC2650's flash with the cache on (m3sim --part cc2650) and
#    off (--part cc2650-nocache), within the row's tol_pct of CMEmu's (5,
#    or the recorded miss of a row the memory model does not meet).
#
# 4. code in SRAM (the System bus): classes.S linked with its code at
#    0x20000000 (tools/m3sim/tests/sram.ld), the sum of every class's 64
#    units within 5% of CMEmu's (cmemu-classes.tsv, sram_cycles); and every
#    row of bench/cmemu-ramfunc.tsv's ramfunc_sram column (HALITE_RAMFUNC,
#    .ramfunc at 0x20000000, the rest from the CC2650's flash with the cache
#    off) within 5%, on the RAMFUNC harness of the commit its header names
#    for this check.
#
# Ends with "m3sim-cmemu: N passed, N failed".
set -u
SRC=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD=${HALITE_BUILD:-$SRC/build}
T=$SRC/tools/m3sim/tests
mkdir -p "$BUILD"
OUT=$(mktemp -d "$BUILD/m3sim-cmemu.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
M3SIM=$OUT/m3sim
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL m3sim-cmemu: $*"; }
finish() { echo "m3sim-cmemu: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

if ! make -s -C "$SRC/tools/m3sim" OUT="$OUT" >"$OUT/build.log" 2>&1; then
    cat "$OUT/build.log"; fail "building m3sim"; finish
fi
# Cycles of m3sim --wb off for one call (arguments after the options).
cycles_of() {
    "$M3SIM" run --brief --wb off "$@" 2>&1 | sed -n 's/^cycles \([0-9]*\) .*/\1/p'
}

# ---- 1. instruction classes ----
CLASSES=$OUT/classes.elf
if ! arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -nostdlib -T "$SRC/bench/harness.ld" \
        -o "$CLASSES" "$T/classes.S" >"$OUT/classes.log" 2>&1; then
    cat "$OUT/classes.log"; fail "building classes.S"; finish
fi
while IFS=$(printf '\t') read -r class want sram; do
    case $class in ''|'#'*|class) continue ;; esac
    lo=$(cycles_of "$CLASSES" "mb_${class}_8")
    hi=$(cycles_of "$CLASSES" "mb_${class}_72")
    if [ -z "$lo" ] || [ -z "$hi" ]; then
        fail "class $class: m3sim did not run it"
        continue
    fi
    got=$((hi - lo))
    if [ $((got - want)) -ge -2 ] && [ $((got - want)) -le 2 ]; then
        pass
    else
        fail "class $class: 64 units in $got cycles, CMEmu $want"
    fi
done <"$T/cmemu-classes.tsv"

# ---- 2. Table 3 rows, on the source the figures were measured at ----
commit=$(sed -n 's/^# source: \([0-9a-f]*\)$/\1/p' "$T/cmemu-rows.tsv")
paths="src include cmake CMakeLists.txt bench/harness.c bench/harness.ld bench/build-harness bench/available.py"
if [ -z "$commit" ]; then
    fail "cmemu-rows.tsv names no source commit"; finish
elif git -C "$SRC" diff --quiet "$commit" -- $paths 2>/dev/null; then
    tree=$SRC
elif git -C "$SRC" cat-file -e "$commit^{commit}" 2>/dev/null; then
    tree=$OUT/source
    mkdir -p "$tree"
    git -C "$SRC" archive "$commit" | tar -x -C "$tree"
else
    fail "the source the CMEmu figures were measured at ($commit) is not in this checkout"
    finish
fi
for variant in speed small; do
    small=
    [ $variant = speed ] || small=1
    if ! M3SIM=$M3SIM CORE=cortex-m3 SMALL=$small "$tree/bench/build-harness" \
            >"$OUT/harness-$variant.log" 2>&1; then
        cat "$OUT/harness-$variant.log"; fail "building the $variant harness at $commit"; finish
    fi
done
while IFS=$(printf '\t') read -r variant entry want; do
    case $variant in
    speed) elf=$tree/build/bench/harness.elf ;;
    small) elf=$tree/build/bench-small/harness-Os.elf ;;
    *) continue ;;
    esac
    got=$(cycles_of --measure "halite_$entry" "$elf" "bench_$entry")
    if [ -z "$got" ]; then
        fail "$variant $entry: m3sim did not run it"
        continue
    fi
    # within 3%: |got - want| * 100 <= 3 * want
    delta=$((got - want))
    [ $delta -ge 0 ] || delta=$((-delta))
    line=$(awk -v v=$variant -v e=$entry -v g=$got -v w=$want \
        'BEGIN { printf "%s %s: m3sim --wb off %d, CMEmu %d (%+.2f%%)", v, e, g, w, 100 * (g - w) / w }')
    if [ $((delta * 100)) -le $((3 * want)) ]; then
        pass; echo "m3sim-cmemu: $line"
    else
        fail "$line"
    fi
done <"$T/cmemu-rows.tsv"

# ---- 3. Table 3 rows from flash, cache on and off ----
if ! grep -q "^# source: $commit\$" "$T/cmemu-flash.tsv"; then
    fail "cmemu-flash.tsv was measured at another source commit than cmemu-rows.tsv"; finish
fi
while IFS=$(printf '\t') read -r cache entry want tol; do
    case $cache in
    on) part=cc2650 ;;
    off) part=cc2650-nocache ;;
    *) continue ;;
    esac
    got=$(cycles_of --part $part --measure "halite_$entry" "$tree/build/bench/harness.elf" \
        "bench_$entry")
    if [ -z "$got" ]; then
        fail "flash, cache $cache, $entry: m3sim did not run it"
        continue
    fi
    delta=$((got - want))
    [ $delta -ge 0 ] || delta=$((-delta))
    line=$(awk -v c=$cache -v e=$entry -v g=$got -v w=$want -v p=$part \
        'BEGIN { printf "flash, cache %s, %s: m3sim --part %s %d, CMEmu %d (%+.2f%%)", c, e, p, g, w, 100 * (g - w) / w }')
    if [ $((delta * 100)) -le $((tol * want)) ]; then
        pass; echo "m3sim-cmemu: $line"
    else
        fail "$line, more than $tol%"
    fi
done <"$T/cmemu-flash.tsv"

# ---- 4. code in SRAM, fetched on the System bus ----
within5() { # got want: |got - want| <= 5% of want
    d=$(($1 - $2))
    [ $d -ge 0 ] || d=$((-d))
    [ $((d * 100)) -le $((5 * $2)) ]
}
SRAMCLS=$OUT/classes-sram.elf
if ! arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -nostdlib -T "$T/sram.ld" \
        -o "$SRAMCLS" "$T/classes.S" >"$OUT/classes.log" 2>&1; then
    cat "$OUT/classes.log"; fail "building classes.S for SRAM"; finish
fi
got_sum=0
want_sum=0
while IFS=$(printf '\t') read -r class gpram want; do
    case $class in ''|'#'*|class) continue ;; esac
    lo=$(cycles_of "$SRAMCLS" "mb_${class}_8")
    hi=$(cycles_of "$SRAMCLS" "mb_${class}_72")
    got_sum=$((got_sum + ${hi:-0} - ${lo:-0}))
    want_sum=$((want_sum + want))
done <"$T/cmemu-classes.tsv"
line=$(awk -v g=$got_sum -v w=$want_sum \
    'BEGIN { printf "classes from SRAM: m3sim --wb off %d cycles, CMEmu %d (%+.2f%%)", g, w, 100 * (g - w) / w }')
if within5 $got_sum $want_sum; then pass; echo "m3sim-cmemu: $line"; else fail "$line, more than 5%"; fi

RF=$SRC/bench/cmemu-ramfunc.tsv
rcommit=$(sed -n 's/^# m3sim checked at: \([0-9a-f]*\).*/\1/p' "$RF")
if [ -z "$rcommit" ]; then
    fail "bench/cmemu-ramfunc.tsv names no commit for the m3sim check"; finish
elif git -C "$SRC" diff --quiet "$rcommit" -- $paths 2>/dev/null; then
    rtree=$SRC
elif git -C "$SRC" cat-file -e "$rcommit^{commit}" 2>/dev/null; then
    rtree=$OUT/source-ramfunc
    mkdir -p "$rtree"
    git -C "$SRC" archive "$rcommit" | tar -x -C "$rtree"
else
    fail "the source the ramfunc_sram figures are checked at ($rcommit) is not in this checkout"
    finish
fi
if ! M3SIM=$M3SIM CORE=cortex-m3 RAMFUNC=1 "$rtree/bench/build-harness" \
        >"$OUT/harness-ramfunc.log" 2>&1; then
    cat "$OUT/harness-ramfunc.log"; fail "building the RAMFUNC harness at $rcommit"; finish
fi
column() { sed -n '/^entry	/p' "$RF" | tr '\t' '\n' | grep -n "^$1\$" | cut -d: -f1; }
# rows that run code in SRAM (bytes > 0) and fit the CC2650 (a figure)
while IFS=$(printf '\t') read -r entry want bytes; do
    case $entry in ''|'#'*|entry) continue ;; esac
    case $want in ''|-) continue ;; esac
    [ "$bytes" != 0 ] || continue
    got=$(cycles_of --part cc2650-nocache --measure "halite_$entry" \
        "$rtree/build/bench-ramfunc/harness.elf" "bench_$entry")
    if [ -z "$got" ]; then
        fail "RAMFUNC in SRAM, $entry: m3sim did not run it"
        continue
    fi
    line=$(awk -v e=$entry -v g=$got -v w=$want \
        'BEGIN { printf "RAMFUNC in SRAM, %s: m3sim --part cc2650-nocache %d, CMEmu %d (%+.2f%%)", e, g, w, 100 * (g - w) / w }')
    if within5 "$got" "$want"; then pass; echo "m3sim-cmemu: $line"; else fail "$line, more than 5%"; fi
done <<EOF2
$(cut -f 1,"$(column ramfunc_sram)","$(column ramfunc_bytes)" "$RF")
EOF2
finish
