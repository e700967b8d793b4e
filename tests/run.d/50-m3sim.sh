#!/bin/sh
# m3sim: the Cortex-M3 timing model's tests, the constant-time gate's
# self-tests (three planted leaks, one control), and the constant-time gate
# over the library at -O2 and -Os (bench/gate; per-API verdicts against
# bench/gate-expected.txt).
# Ends with "m3sim: N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# A private build directory: other engineers may run this at the same time.
mkdir -p "$ROOT/build"
OUT=$(mktemp -d "$ROOT/build/m3sim-test.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
M3SIM=$OUT/m3sim
ELF=$OUT/tests.elf
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL m3sim: $*"; }
finish() { echo "m3sim: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

if ! make -s -C "$ROOT/tools/m3sim" OUT="$OUT" >"$OUT/build.log" 2>&1; then
    cat "$OUT/build.log"; fail "building m3sim"; finish
fi
T=$ROOT/tools/m3sim/tests
if ! arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -Wall -Wextra -nostdlib -T "$T/tests.ld" \
        -o "$ELF" "$T/start.S" "$T/model.S" "$T/firmware.c" -lgcc >"$OUT/fw.log" 2>&1; then
    cat "$OUT/fw.log"; fail "building the test firmware"; finish
fi

# ---- 1. model tests: case, arguments, expected cycles (every case ends with
# bx lr = 1+P = 3 cycles, included below) ----
Z=0; L=0x00001234; H=0x12340000; F=0x12345678
cycles_of() { # [--measure SYM] symbol args...
    "$M3SIM" run --brief "$ELF" "$@" 2>&1 | sed -n 's/^cycles \([0-9]*\) .*/\1/p'
}
expect() { # expected-cycles description m3sim-run-arguments...
    want=$1; what=$2; shift 2
    got=$(cycles_of "$@")
    if [ "$got" = "$want" ]; then pass; else fail "$what: $got cycles, expected $want"; fi
}
# UMULL (DESIGN.md §4): 3 = an operand 0, LxL, HxH; 5 = FxF; 4 otherwise.
for row in "Z Z 3" "Z L 3" "Z H 3" "Z F 3" "L Z 3" "H Z 3" "F Z 3" \
           "L L 3" "H H 3" "L H 4" "H L 4" "F L 4" "L F 4" "F H 4" "H F 4" "F F 5"; do
    set -- $row
    eval a=\$$1 b=\$$2
    expect $(($3 + 3)) "UMULL $1x$2" case_umull "$a" "$b"
done
# UMLAL: 3 = an operand 0, LxL; 5 = HxH HxL LxH FxL LxF; 6 = FxH HxF; 7 = FxF.
for row in "Z Z 3" "Z L 3" "Z H 3" "Z F 3" "L Z 3" "H Z 3" "F Z 3" \
           "L L 3" "H H 5" "H L 5" "L H 5" "F L 5" "L F 5" "F H 6" "H F 6" "F F 7"; do
    set -- $row
    eval a=\$$1 b=\$$2
    expect $(($3 + 3)) "UMLAL $1x$2" case_umlal "$a" "$b"
done
# Signed: same classes on magnitudes, +1 per negative operand.
expect $((3 + 3)) "SMULL LxL" case_smull 0x1234 0x5678
expect $((4 + 3)) "SMULL -LxL" case_smull -0x1234 0x5678
expect $((5 + 3)) "SMULL -Lx-L" case_smull -0x1234 -0x5678
expect $((7 + 3)) "SMLAL FxF" case_smlal 0x12345678 0x12345678
expect $((8 + 3)) "SMLAL -FxF" case_smlal -0x12345678 0x12345678
expect $((9 + 3)) "SMLAL -Fx-F" case_smlal -0x12345678 -0x12345678
# UDIV/SDIV: 2 with a zero operand, 3 when the dividend is smaller, else 5+(X-Y)/4.
expect $((2 + 3)) "UDIV 0/7" case_udiv 0 7
expect $((2 + 3)) "UDIV 7/0" case_udiv 7 0
expect $((3 + 3)) "UDIV 5/100" case_udiv 5 100
expect $((6 + 3)) "UDIV 100/7" case_udiv 100 7
expect $((12 + 3)) "UDIV 0xffffffff/1" case_udiv 0xffffffff 1
expect $((6 + 3)) "SDIV -100/7" case_sdiv -100 7
expect $((1 + 3)) "MUL" case_mul 3 5
expect $((2 + 3)) "MLA" case_mla 3 5 7 9
# TRM pipelining examples.
expect $((3 + 3)) "LDR R0,[R1]; LDR R1,[R2]" case_ldr_ldr 0 @model_data @model_data
expect $((4 + 3)) "LDR R0,[R1,R5]; LDR R1,[R2]; LDR R2,[R3,#4]" \
    --measure case_ldr_ldr_ldr run_ldr_ldr_ldr 0 @model_data @model_data @model_data
expect $((4 + 3)) "load feeding the next address" case_ldr_dependent 0 @model_data
expect $((4 + 3)) "ALU-written address register stall" case_alu_stall 0 @model_data
expect $((1 + 3)) "STR Rx,[Ry,#imm]" case_str_imm 0 @model_data
expect $((2 + 3)) "STR Rx,[Ry,Rz]" case_str_reg 0 @model_data 0
expect $((3 + 3)) "LDR; STR Rx,[Ry,Rz] pipelined" case_ldr_str_reg 0 @model_data @model_data 0
expect $((4 + 3)) "TBB" case_tbb 1
expect $((3 + 3)) "LDRD" case_ldrd @model_data
expect $((4 + 3)) "LDM of 3 registers" case_ldm3 @model_data
expect $((1 + 1 + 1 + 3)) "BNE untaken" case_bne 1
expect $((1 + 3 + 3)) "BNE taken" case_bne 0
expect $((3 + 3)) "B" case_b
expect $((3 + 3)) "CBZ taken" case_cbz 0
expect $((1 + 1 + 3)) "CBZ untaken" case_cbz 1
expect $((3 + 3 + 3 + 5)) "PUSH, BL, BX, POP {pc}" case_call
expect $((1 + 1 + 1 + 1 + 3)) "ITE (one skipped)" case_ite 0
expect $((1 + 1 + 2 + 3)) "IT load executed" case_it_load 0 @model_data
expect $((1 + 1 + 1 + 3)) "IT load skipped" case_it_load 1 @model_data
expect $((1 + 1 + 3)) "BXEQ LR taken" case_it_return 0
expect $((1 + 1 + 1 + 1 + 3)) "BXEQ LR skipped" case_it_return 1

# ---- 2. functional: m3sim computes what QEMU computes ----
qemu_out=$(timeout 60 qemu-system-arm -M mps2-an385 -nographic -monitor none -serial none \
    -semihosting-config enable=on,target=native -kernel "$ELF" 2>&1)
seed=1
for want in $(printf '%s\n' "$qemu_out" | sed -n 's/^checksum \([0-9a-f]*\)$/\1/p'); do
    arg=$(( (seed * 0x9e3779b9) & 0xffffffff ))
    got=$("$M3SIM" run --brief "$ELF" func_checksum "$arg" | sed -n 's/.* r0 0x\([0-9a-f]*\)$/\1/p')
    if [ "$got" = "$want" ]; then pass; else fail "func_checksum($arg): m3sim $got, qemu $want"; fi
    seed=$((seed + 1))
done
[ "$seed" -eq 5 ] && pass || fail "QEMU printed $((seed - 1)) checksums, expected 4: $qemu_out"

# ---- 3. the gate catches each planted leak, and passes the control ----
gate_self() { # expected-word symbol [m3sim gate options]
    want=$1 sym=$2; shift 2
    out=$("$M3SIM" gate "$@" "$ELF" "$sym" 2>&1)
    if printf '%s\n' "$out" | grep -qF "$want"; then
        pass; printf '%s\n' "$out" | sed -n '$p'
    else
        fail "gate $sym $*: expected $want, got: $out"
    fi
}
gate_self 'LEAK(branch)' gate_leak_branch
gate_self 'LEAK(branch)' gate_call_leak_branch --measure gate_leak_branch
gate_self 'LEAK(address)' gate_leak_index
gate_self 'LEAK(latency)' gate_leak_umull
gate_self 'constant-time' gate_ct_control
gate_self 'setup error: no value' case_umull    # never reads the secret: proves nothing

# ---- 4. the board port builds, and its benchmark runs under QEMU ----
board_log=$OUT/board.log
if "$ROOT/platform/dwt-bench/build.sh" mps2 "$OUT" >"$board_log" 2>&1 &&
   timeout 300 qemu-system-arm -M mps2-an385 -nographic -monitor none -serial none \
       -semihosting-config enable=on,target=native \
       -kernel "$OUT/board-mps2.elf" >>"$board_log" 2>&1 &&
   ! grep -q FAILED "$board_log"; then
    pass
else
    fail "platform/dwt-bench benchmark under QEMU"; tail -n 20 "$board_log"
fi

# ---- 5. the library: every secret-handling API (bench/gate), at -O2 and -Os ----
for opt in O2 Os; do
    gate_log=$OUT/gate-$opt.log
    GATE_OPT=$opt "$ROOT/bench/gate" >"$gate_log" 2>&1
    cat "$gate_log"
    p=$(sed -n 's/^gate-summary: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$gate_log")
    f=$(sed -n 's/^gate-summary: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$gate_log")
    if [ -n "$p" ] && [ -n "$f" ]; then
        passed=$((passed + p)); failed=$((failed + f))
    else
        fail "bench/gate (-$opt) did not finish"
    fi
done
finish
