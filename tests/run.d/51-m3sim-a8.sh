#!/bin/sh
# SPDX-License-Identifier: ISC
# m3sim --core a8: the Cortex-A8 model's rules (tools/m3sim/README.md
# "Cortex-A8") on microbenchmarks whose cycles follow from the TRM's rules by
# hand (tools/m3sim/tests/model_a8.S; the reasoning beside each count), and
# that NEON code runs in both instruction sets (the results' values).
# Takes about 2 seconds. Ends with "m3sim-a8: N passed, N failed".
set -u
ROOT=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD=${HALITE_BUILD:-$ROOT/build}
mkdir -p "$BUILD"
OUT=$(mktemp -d "$BUILD/m3sim-a8-test.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL m3sim-a8: $*"; }
finish() { echo "m3sim-a8: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

if ! make -s -C "$ROOT/tools/m3sim" OUT="$OUT" "$OUT/m3sim" >"$OUT/build.log" 2>&1; then
    cat "$OUT/build.log"; fail "building m3sim"; finish
fi
T=$ROOT/tools/m3sim/tests
ELF=$OUT/a8.elf
if ! arm-none-eabi-gcc -mcpu=cortex-a8 -mfpu=neon -mfloat-abi=hard -nostdlib -T "$T/tests.ld" \
        -e a8_alu_pairs -o "$ELF" "$T/model_a8.S" >"$OUT/elf.log" 2>&1; then
    cat "$OUT/elf.log"; fail "building the test image"; finish
fi

# expect cycles r0 case description: the case's modelled cycles and result
# (r0 is the address of a8_alu_chain, a readable word for the loads).
expect() {
    got=$("$OUT/m3sim" run --core a8 --brief "$ELF" "$3" @a8_alu_chain 2>&1 | tail -n 1)
    want="cycles $1 .* r0 $2"
    if printf '%s\n' "$got" | grep -q "^$want\$"; then pass; else fail "$3 ($4): got '$got', expected cycles $1, r0 $2"; fi
}
A=$(arm-none-eabi-nm "$ELF" | awk '$3 == "a8_alu_chain" { print "0x" $1 }')
# Table 16.12: pairs issue together (pipe 0 and pipe 1): 16 ALU in 8 cycles,
# bx lr in a ninth (the pair before it is full).
expect 9 "$A" a8_alu_pairs "independent ALU pairs dual-issue"
expect 9 "$A" a8_thumb_pairs "the same in Thumb-2"
# Table 16.2: ALU result E2, source E2: a chain runs one a cycle; bx lr pairs
# with the last.
expect 16 "$A" a8_alu_chain "dependent ALU chain, one a cycle"
# Load in E3, used in E2: one stall (cycles 0, 2; bx lr pairs).
expect 3 "$A" a8_load_use "load-use stall"
# One load/store pipeline: 8 loads in 8 cycles, never paired together.
expect 8 "$A" a8_two_loads "one load/store a cycle"
# Table 16.4: MUL 2 cycles in pipe 0, result E5 of the last: add at cycle 5.
expect 6 "$A" a8_mul_use "MUL latency"
# Table 16.19 and its note: VMLAL.U32 2 cycles; a chain on the accumulator
# forwards (8 x 2: last at 14, result N6 = 20, vmov reads N1 at 20, the ARM
# register 20 later, add at 39 with bx lr).
expect 40 0x00000001 a8_vmlal_acc "VMLAL accumulator chain at issue rate"
# The same, each multiplying the previous result (N6 -> N2: 5 apart, last
# at 35, vmov at 41, add at 60).
expect 61 0x00000001 a8_vmlal_dep "VMLAL multiplicand chain, 5 cycles apart"
# NEON dual issue: VADD (data processing) beside VEXT (permute) each cycle
# (last VADD q0 at 6, result N3 = 9, vmov at 9, add at 28).
expect 29 0x00000001 a8_neon_dual "NEON data processing + permute a cycle"
# 16.5: the 16-entry NEON queue: the 32nd dependent VADD (NEON cycle 62)
# enters when the 16th before it issues (NEON cycle 30): cycle 30.
expect 31 "$A" a8_neon_queue "NEON queue full stalls the ARM pipe"
# 16.6.8: VLD1 of two D registers, aligned: one NEON cycle (last at 7, the
# loaded registers in N1 of its last cycle = 8, vmov at 8, add at 27);
# unqualified: two (last at 14, ready 16, vmov at 16, add at 35). r0: the
# loaded word (a8_alu_chain's first instruction, add r1, r1, #1) plus one.
expect 28 0xe2811002 a8_vld_aligned "VLD1 with an alignment qualifier, a cycle each"
expect 36 0xe2811002 a8_vld_unaligned "VLD1 without one, two cycles each"
finish
