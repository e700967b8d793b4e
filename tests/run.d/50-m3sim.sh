#!/bin/sh
# SPDX-License-Identifier: ISC
# m3sim: the timing models' tests for every core (M0, M0+, M3, M4, M33), the
# instruction-set checks, the functional check against QEMU, the constant-
# time gate's self-tests per core (planted leaks, controls), and the gate
# over the library at -O2 and -Os, the M4's hard-float build, clang's
# builds and the hardened builds (bench/gate; per-API verdicts against
# bench/gate-expected.txt).
# Ends with "m3sim: N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# A private build directory: other engineers may run this at the same time.
mkdir -p "$ROOT/build"
OUT=$(mktemp -d "$ROOT/build/m3sim-test.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
M3SIM=$OUT/m3sim
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL m3sim: $*"; }
finish() { echo "m3sim: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

if ! make -s -C "$ROOT/tools/m3sim" OUT="$OUT" >"$OUT/build.log" 2>&1; then
    cat "$OUT/build.log"; fail "building m3sim"; finish
fi

# The test firmware, one image per instruction set: ARMv7-M (the M3),
# ARMv7E-M (the M4 and M33; model.S too), ARMv6-M (the M0 and M0+; also
# linked for the micro:bit, QEMU's Cortex-M0 board).
T=$ROOT/tools/m3sim/tests
V7M=$OUT/v7m.elf
V7EM=$OUT/v7em.elf
V6M=$OUT/v6m.elf
V6M_MICROBIT=$OUT/v6m-microbit.elf
firmware() { # elf cpu linker-script sources...
    elf=$1 cpu=$2 ld=$3; shift 3
    ( cd "$T" && arm-none-eabi-gcc -mcpu="$cpu" -mthumb -O2 -Wall -Wextra -Werror -nostdlib \
        -T "$ld" -o "$elf" start.S "$@" firmware.c -lgcc ) >"$elf.log" 2>&1 ||
        { cat "$elf.log"; fail "building the test firmware $(basename "$elf")"; finish; }
}
firmware "$V7M" cortex-m3 tests.ld model.S
firmware "$V7EM" cortex-m4 tests.ld model.S model_v7em.S
firmware "$V6M" cortex-m0plus tests.ld model_v6m.S
firmware "$V6M_MICROBIT" cortex-m0plus tests-microbit.ld model_v6m.S

# ---- 1. model tests: core, image, case, arguments, expected cycles ----
cycles_of() { # m3sim-run-arguments...
    "$M3SIM" run --brief "$@" 2>&1 | sed -n 's/^cycles \([0-9]*\) .*/\1/p'
}
expect() { # expected-cycles description m3sim-run-arguments...
    want=$1; what=$2; shift 2
    got=$(cycles_of "$@")
    if [ "$got" = "$want" ]; then pass; else fail "$what: $got cycles, expected $want"; fi
}
Z=0; L=0x00001234; H=0x12340000; F=0x12345678

# 1a. Cortex-M3 (its rules in tools/m3sim/README.md; no --core: the
# default). Every case ends with bx lr, which branches in decode: R = 1+1
# cycles, included below. Cases start word-aligned (model.S).
R=2
# UMULL: 3 = an operand 0, LxL, HxH; 5 = FxF; 4 otherwise.
for row in "Z Z 3" "Z L 3" "Z H 3" "Z F 3" "L Z 3" "H Z 3" "F Z 3" \
           "L L 3" "H H 3" "L H 4" "H L 4" "F L 4" "L F 4" "F H 4" "H F 4" "F F 5"; do
    set -- $row
    eval a=\$$1 b=\$$2
    expect $(($3 + R)) "M3 UMULL $1x$2" "$V7M" case_umull "$a" "$b"
done
# UMLAL: 3 = an operand 0, LxL; 5 = HxH HxL LxH FxL LxF; 6 = FxH HxF; 7 = FxF.
for row in "Z Z 3" "Z L 3" "Z H 3" "Z F 3" "L Z 3" "H Z 3" "F Z 3" \
           "L L 3" "H H 5" "H L 5" "L H 5" "F L 5" "L F 5" "F H 6" "H F 6" "F F 7"; do
    set -- $row
    eval a=\$$1 b=\$$2
    expect $(($3 + R)) "M3 UMLAL $1x$2" "$V7M" case_umlal "$a" "$b"
done
# Signed: same classes on magnitudes, +1 per negative operand.
expect $((3 + R)) "M3 SMULL LxL" "$V7M" case_smull 0x1234 0x5678
expect $((4 + R)) "M3 SMULL -LxL" "$V7M" case_smull -0x1234 0x5678
expect $((5 + R)) "M3 SMULL -Lx-L" "$V7M" case_smull -0x1234 -0x5678
expect $((7 + R)) "M3 SMLAL FxF" "$V7M" case_smlal 0x12345678 0x12345678
expect $((8 + R)) "M3 SMLAL -FxF" "$V7M" case_smlal -0x12345678 0x12345678
expect $((9 + R)) "M3 SMLAL -Fx-F" "$V7M" case_smlal -0x12345678 -0x12345678
expect $((5 + R)) "--core m3 is the default" --core m3 "$V7M" case_umull $F $F
# The rules the M3, M4 and M33 share (the M4's TRM Table 3-1 repeats the
# M3's for them): divides, loads and stores (with the write buffer on, the
# default, and off), branches and their refills, IT and its folding, the
# fetch. $1 = core.
shared_v7() {
    c=$1
    # UDIV/SDIV: 2 with a zero operand, 3 when the dividend is smaller, else 5+(X-Y)/4.
    expect $((2 + R)) "$c UDIV 0/7" --core $c "$V7EM" case_udiv 0 7
    expect $((2 + R)) "$c UDIV 7/0" --core $c "$V7EM" case_udiv 7 0
    expect $((3 + R)) "$c UDIV 5/100" --core $c "$V7EM" case_udiv 5 100
    expect $((6 + R)) "$c UDIV 100/7" --core $c "$V7EM" case_udiv 100 7
    expect $((12 + R)) "$c UDIV 0xffffffff/1" --core $c "$V7EM" case_udiv 0xffffffff 1
    expect $((6 + R)) "$c SDIV -100/7" --core $c "$V7EM" case_sdiv -100 7
    expect $((1 + R)) "$c MUL" --core $c "$V7EM" case_mul 3 5
    # TRM load/store pipelining examples.
    expect $((3 + R)) "$c LDR R0,[R1]; LDR R1,[R2]" --core $c "$V7EM" case_ldr_ldr 0 @model_data @model_data
    expect $((4 + R)) "$c LDR R0,[R1,R5]; LDR R1,[R2]; LDR R2,[R3,#4]" \
        --core $c --measure case_ldr_ldr_ldr "$V7EM" run_ldr_ldr_ldr 0 @model_data @model_data @model_data
    expect $((4 + R)) "$c load feeding the next address" --core $c "$V7EM" case_ldr_dependent 0 @model_data
    expect $((4 + R)) "$c ALU-written address register stall" --core $c "$V7EM" case_alu_stall 0 @model_data
    expect $((2 + 2 + R)) "$c load writing its base back, not pipelined" \
        --core $c "$V7EM" case_ldr_post_ldr 0 @model_data
    expect $((2 + 2 + R)) "$c loads on two buses, not pipelined" \
        --core $c "$V7EM" case_ldr_other_bus 0 @model_data
    # Stores: TRM (write buffer on) and CMEmu (off).
    expect $((1 + R)) "$c STR Rx,[Ry,#imm]" --core $c "$V7EM" case_str_imm 0 @model_data
    expect $((2 + R)) "$c STR Rx,[Ry,#imm], write buffer off" \
        --core $c --wb off "$V7EM" case_str_imm 0 @model_data
    expect $((1 + 1 + R)) "$c two stores" --core $c "$V7EM" case_str_str 0 @model_data
    expect $((2 + 1 + R)) "$c two stores, write buffer off" \
        --core $c --wb off "$V7EM" case_str_str 0 @model_data
    expect $((2 + R)) "$c STR Rx,[Ry,Rz]" --core $c "$V7EM" case_str_reg 0 @model_data 0
    expect $((2 + R)) "$c STR Rx,[Ry,Rz], write buffer off" \
        --core $c --wb off "$V7EM" case_str_reg 0 @model_data 0
    expect $((3 + R)) "$c LDR; STR Rx,[Ry,Rz] pipelined" --core $c "$V7EM" case_ldr_str_reg 0 @model_data @model_data 0
    expect $((3 + R)) "$c LDR; STR Rx,[Ry,Rz] pipelined, write buffer off" \
        --core $c --wb off "$V7EM" case_ldr_str_reg 0 @model_data @model_data 0
    expect $((3 + 3 + R)) "$c TBB" --core $c "$V7EM" case_tbb 1
    expect $((3 + R)) "$c LDRD" --core $c "$V7EM" case_ldrd @model_data
    expect $((4 + R)) "$c LDM of 3 registers" --core $c "$V7EM" case_ldm3 @model_data
    # Branches: B, BL, B<cc>, BX LR resolve in decode (1+1), BX Rm, CBZ and
    # a BX LR after a write of LR in execute (1+2), loads of PC 1+N+3.
    expect $((1 + 1 + 1 + R)) "$c BNE untaken" --core $c "$V7EM" case_bne 1
    expect $((1 + 2 + R)) "$c BNE taken" --core $c "$V7EM" case_bne 0
    expect $((2 + R)) "$c B" --core $c "$V7EM" case_b
    expect $((3 + R)) "$c CBZ taken" --core $c "$V7EM" case_cbz 0
    expect $((1 + 1 + R)) "$c CBZ untaken" --core $c "$V7EM" case_cbz 1
    expect $((3 + 2 + 2 + 6)) "$c PUSH, BL, BX, POP {pc}" --core $c "$V7EM" case_call
    expect $((1 + 1 + 3)) "$c BX LR after a write of LR" --core $c "$V7EM" case_bx_lr_dirty
    # IT folds onto a 16-bit data-processing instruction before it.
    expect $((1 + 0 + 1 + 1 + R)) "$c ITE (one skipped)" --core $c "$V7EM" case_ite 0
    expect $((1 + 0 + 2 + R)) "$c IT load executed" --core $c "$V7EM" case_it_load 0 @model_data
    expect $((1 + 0 + 1 + R)) "$c IT load skipped" --core $c "$V7EM" case_it_load 1 @model_data
    expect $((1 + 0 + 2)) "$c BXEQ LR taken" --core $c "$V7EM" case_it_return 0
    expect $((1 + 0 + 1 + 1 + R)) "$c BXEQ LR skipped" --core $c "$V7EM" case_it_return 1
    expect $((1 + 1 + 1 + R)) "$c IT after a 32-bit instruction" --core $c "$V7EM" case_it_after32 0
    # The fetch: a branch to a 32-bit instruction at a halfword address.
    expect $((2 + 1 + 1 + R)) "$c branch to a 32-bit instruction at a halfword" \
        --core $c "$V7EM" case_b_to32half 0
}
shared_v7 m3
expect $((2 + R)) "M3 MLA" "$V7M" case_mla 3 5 7 9

# 1b. Cortex-M4 (TRM Table 3-1) and M33 (the M4's rules): every multiply 1
# cycle whatever its operands, the rest as on the M3.
for c in m4 m33; do
    shared_v7 $c
    for pair in "Z Z" "Z F" "L L" "H H" "L H" "F L" "F H" "F F"; do
        set -- $pair
        eval a=\$$1 b=\$$2
        expect $((1 + R)) "$c UMULL $1x$2" --core $c "$V7EM" case_umull "$a" "$b"
        expect $((1 + R)) "$c UMLAL $1x$2" --core $c "$V7EM" case_umlal "$a" "$b"
    done
    expect $((1 + R)) "$c SMULL -Fx-F" --core $c "$V7EM" case_smull -0x12345678 -0x12345678
    expect $((1 + R)) "$c SMLAL -FxF" --core $c "$V7EM" case_smlal -0x12345678 0x12345678
    expect $((1 + R)) "$c MLA" --core $c "$V7EM" case_mla 3 5 7 9
    expect $((1 + R)) "$c UMAAL FxF" --core $c "$V7EM" case_umaal $F $F
    expect $((1 + R)) "$c UMAAL 0x0" --core $c "$V7EM" case_umaal 0 0
    expect $((1 + R)) "$c SMLAD" --core $c "$V7EM" case_smlad $F $H
    expect $((1 + R)) "$c SMULBB" --core $c "$V7EM" case_smulbb $F $L
    expect $((1 + R)) "$c SMMUL" --core $c "$V7EM" case_smmul $F $F
    expect $((1 + R)) "$c SMLALD" --core $c "$V7EM" case_smlald $F $F
    expect $((1 + R)) "$c UADD8" --core $c "$V7EM" case_uadd8 $F $F
    expect $((1 + 1 + 1 + 3 + R)) "$c UMAAL result as the next load's address" \
        --core $c "$V7EM" case_umaal_ldr 1 @model_data
done

# 1c. Cortex-M0 (TRM Table 3-1) and M0+ (TRM Table 3.1): "case args M0 M0+"
# with the cycles of the whole case from the TRMs (bx lr: 3 on the M0, 2 on
# the M0+; PUSH/POP/LDM/STM 1+N; POP {.., PC} 4+N and 3+N with N the
# registers besides PC; BL 4 and 3; BX, BLX, B, taken B<cc>, MOV/ADD to PC
# 3 and 2; MRS, MSR, DMB, DSB, ISB 4 and 3; everything else 1; loads and
# stores 2 each, never pipelined, no address stall).
while read -r name args m0 m0plus; do
    [ -n "$name" ] || continue
    if [ "$args" = - ]; then args=; else args=$(printf '%s' "$args" | tr , ' '); fi
    expect "$m0" "m0 $name $args" --core m0 "$V6M" $name $args
    expect "$m0plus" "m0plus $name $args" --core m0plus "$V6M" $name $args
done <<TABLE
case6_alu           1,2          $((5 + 3))          $((5 + 2))
case6_muls          3,5          $((1 + 3))          $((1 + 2))
case6_ldr           0,@model6_data $((2 + 3))        $((2 + 2))
case6_ldr_ldr       0,@model6_data,@model6_data $((2 + 2 + 3)) $((2 + 2 + 2))
case6_alu_ldr       0,@model6_data $((1 + 2 + 3))    $((1 + 2 + 2))
case6_ldr_str       0,@model6_data,@model6_data,0 $((2 + 2 + 3)) $((2 + 2 + 2))
case6_str_imm       0,@model6_data $((2 + 3))        $((2 + 2))
case6_ldrb_reg      0,@model6_data,0,0 $((2 + 3))    $((2 + 2))
case6_ldr_literal   -            $((2 + 3))          $((2 + 2))
case6_ldm3          @model6_data $((4 + 3))          $((4 + 2))
case6_stm2          @model6_data $((3 + 3))          $((3 + 2))
case6_b             -            $((3 + 3))          $((2 + 2))
case6_bne           1            $((1 + 1 + 1 + 3))  $((1 + 1 + 1 + 2))
case6_bne           0            $((1 + 3 + 3))      $((1 + 2 + 2))
case6_call          -            $((3 + 4 + 3 + 5))  $((3 + 3 + 2 + 4))
case6_blx           -            $((3 + 2 + 3 + 3 + 5)) $((3 + 2 + 2 + 2 + 4))
case6_pop5          -            $((6 + 8))          $((6 + 7))
case6_mov_pc        -            $((1 + 3 + 3))      $((1 + 2 + 2))
case6_add_pc        -            $((1 + 3 + 3))      $((1 + 2 + 2))
case6_mrs           -            $((4 + 3))          $((3 + 2))
case6_msr           0            $((4 + 3))          $((3 + 2))
case6_dmb           -            $((4 + 3))          $((3 + 2))
case6_isb           -            $((4 + 3))          $((3 + 2))
TABLE
expect $((32 + 3)) "m0 MULS, small multiplier" --core m0 --small-multiplier "$V6M" case6_muls 3 5
expect $((32 + 2)) "m0plus MULS, small multiplier" --core m0plus --small-multiplier "$V6M" case6_muls 0 0

# 1d. Instruction sets: m3sim refuses what the core cannot run, including
# what Unicorn's models let through (CBZ and IT on the M0, SMLAD and UADD8
# on the M3); unknown cores and the M7 are refused, and --wb off the M3,
# M4 and M33 or with another value than on or off.
refuses() { # expected-message-part description m3sim-run-arguments...
    want=$1 what=$2; shift 2
    out=$("$M3SIM" run --brief "$@" 2>&1)
    if [ $? -eq 2 ] && printf '%s\n' "$out" | grep -qF "$want"; then pass
    else fail "$what: expected an error saying '$want', got: $out"; fi
}
refuses "not an ARMv6-M instruction" "m0 runs UMULL" --core m0 "$V7M" case_umull 1 2
refuses "not an ARMv6-M instruction" "m0plus runs MLA" --core m0plus "$V7M" case_mla 1 2 3 4
refuses "not an ARMv6-M instruction" "m0 runs CBZ" --core m0 "$V7M" case_cbz 0
refuses "not an ARMv6-M instruction" "m0plus runs IT" --core m0plus "$V7M" case_ite 0
refuses "not an ARMv7-M instruction" "m3 runs UMAAL" --core m3 "$V7EM" case_umaal 1 2
refuses "not an ARMv7-M instruction" "m3 runs SMLAD" --core m3 "$V7EM" case_smlad 1 2
refuses "not an ARMv7-M instruction" "m3 runs UADD8" "$V7EM" case_uadd8 1 2
refuses "Cortex-M7 is not modelled" "--core m7" --core m7 "$V7EM" case_mul 1 2
refuses "unknown core" "--core m9" --core m9 "$V7EM" case_mul 1 2
refuses "option of the Cortex-M0 and M0+" "--small-multiplier on the M4" \
    --core m4 --small-multiplier "$V7EM" case_mul 1 2
refuses "option of the Cortex-M3, M4 and M33" "--wb on the M0" --core m0 --wb off "$V6M" case6_muls 1 2
refuses "takes on or off" "--wb maybe" --wb maybe "$V7M" case_mul 1 2

# ---- 2. functional: m3sim computes what QEMU computes, per core ----
# Each image prints "checksum <func_checksum(seed)>" (and, on ARMv7E-M,
# "dsp-mult <func_dsp(seed)>") for four seeds; every value must match
# m3sim's on each core that runs the image.
functional() { # machine elf cores...
    machine=$1 elf=$2; shift 2
    timeout 60 qemu-system-arm -M "$machine" -nographic -monitor none -serial none \
        -semihosting-config enable=on,target=native -kernel "$elf" >"$OUT/qemu.out" 2>&1
    grep -E '^(checksum|dsp-mult) [0-9a-f]{8}$' "$OUT/qemu.out" >"$OUT/values"
    n=$(wc -l <"$OUT/values")
    if [ "$n" -ge 4 ]; then pass; else
        fail "$machine printed $n values, expected 4 or 8:"; cat "$OUT/qemu.out"; fi
    for c in "$@"; do
        seed=0
        while read -r label want; do
            if [ "$label" = checksum ]; then seed=$((seed + 1)); fn=func_checksum; else fn=func_dsp; fi
            arg=$(( (seed * 0x9e3779b9) & 0xffffffff ))
            got=$("$M3SIM" run --brief --core "$c" "$elf" $fn "$arg" 2>&1 |
                  sed -n 's/.* r0 0x\([0-9a-f]*\)$/\1/p')
            if [ "$got" = "$want" ]; then pass; else
                fail "$machine, --core $c: $fn($arg): m3sim '$got', QEMU $want"; fi
        done <"$OUT/values"
    done
}
functional mps2-an385 "$V7M" m3
functional mps2-an386 "$V7EM" m4 m33
functional mps2-an385 "$V6M" m0 m0plus
functional microbit "$V6M_MICROBIT" m0 m0plus

# ---- 3. the gate per core: the planted leaks it must catch, the controls it must pass ----
gate_self() { # expected-word core elf symbol [m3sim gate options]
    want=$1 c=$2 elf=$3 sym=$4; shift 4
    out=$("$M3SIM" gate --core "$c" "$@" "$elf" "$sym" 2>&1)
    if printf '%s\n' "$out" | grep -qF "$want"; then
        pass; printf '%s: %s\n' "$c" "$(printf '%s\n' "$out" | sed -n '$p')"
    else
        fail "gate --core $c $sym $*: expected $want, got: $out"
    fi
}
# Everywhere: a secret branch and a secret-indexed load; the control passes.
# (The Cortex-A8 model runs the ARMv7E-M image: the A profile executes
# Thumb-2 too.)
for ce in "m3 $V7M" "m4 $V7EM" "m33 $V7EM" "m0 $V6M" "m0plus $V6M" "a8 $V7EM"; do
    set -- $ce
    gate_self 'LEAK(branch)' $1 "$2" gate_leak_branch
    gate_self 'LEAK(branch)' $1 "$2" gate_call_leak_branch --measure gate_leak_branch
    gate_self 'LEAK(address)' $1 "$2" gate_leak_index
    gate_self 'constant-time' $1 "$2" gate_ct_control
done
# Long multiplies: operand-dependent on the M3 only.
gate_self 'LEAK(latency)' m3 "$V7M" gate_leak_umull
gate_self 'constant-time' m4 "$V7EM" gate_leak_umull
gate_self 'constant-time' m33 "$V7EM" gate_leak_umull
gate_self 'constant-time' m4 "$V7EM" gate_ct_umaal
gate_self 'constant-time' m33 "$V7EM" gate_ct_umaal
gate_self 'constant-time' a8 "$V7EM" gate_leak_umull
gate_self 'constant-time' a8 "$V7EM" gate_ct_umaal
# The same, with a latency that never varies: only the operands show it.
gate_self 'LEAK(latency)' m3 "$V7M" gate_leak_umull_same_latency
gate_self 'constant-time' m4 "$V7EM" gate_leak_umull_same_latency
gate_self 'LEAK(latency)' m3 "$V7M" gate_leak_udiv_same_latency
gate_self 'LEAK(latency)' m4 "$V7EM" gate_leak_udiv_same_latency
gate_self 'LEAK(latency)' m33 "$V7EM" gate_leak_udiv_same_latency
# Divides: operand-dependent wherever UDIV exists; ARMv6-M has none and
# libgcc's division (and its 64-bit multiply) branch on the operands.
gate_self 'LEAK(latency)' m3 "$V7M" gate_leak_udiv
gate_self 'LEAK(latency)' m4 "$V7EM" gate_leak_udiv
gate_self 'LEAK(latency)' m33 "$V7EM" gate_leak_udiv
for c in m0 m0plus; do
    gate_self '(__udivsi3+' $c "$V6M" gate_leak_udiv
    gate_self '(__aeabi_lmul+' $c "$V6M" gate_leak_umull
done
gate_self 'setup error: no value' m3 "$V7M" case_umull    # never reads the secret: proves nothing

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

# ---- 5. the library: every secret-handling API (bench/gate) on each core's
# model: the M3 at -O2 and -Os, the M0+, M4 and M33 builds at -O2 (the M0
# and M7 run the same instruction sets' code: the M0+ and M4 models gate it);
# the small builds (HALITE_SMALL) of the M3 at -O2 and -Os and of the M0+,
# M4 and M33 at -Os, the optimisation they ship at; the M4's hard-float
# build (HALITE_FLOAT_ABI=hard) at -O2; clang's builds of the M0+, M3
# and M4 as the -clang presets build them (speed at -O2, small at -Os); and
# the hardened builds (HALITE_HARDENED) of the M3, M0+ and M4 at -O2; and
# the Cortex-A8 build (hard float, NEON kernels) on the A8 model at -O2 ----
for run in cortex-m3:O2 cortex-m3:Os cortex-m0plus:O2 cortex-m4:O2 cortex-m33:O2 \
           cortex-m3-small:O2 cortex-m3-small:Os cortex-m0plus-small:Os cortex-m4-small:Os \
           cortex-m33-small:Os cortex-m4:O2:hard cortex-m0plus-clang:O2 cortex-m3-clang:O2 \
           cortex-m4-clang:O2 cortex-m0plus-small-clang:Os cortex-m3-small-clang:Os \
           cortex-m4-small-clang:Os cortex-m3-hardened:O2 cortex-m0plus-hardened:O2 \
           cortex-m4-hardened:O2 cortex-a8:O2:hard; do
    core=${run%%:*} opt=${run#*:} abi=soft
    case $opt in *:*) abi=${opt#*:} opt=${opt%%:*} ;; esac
    gate_log=$OUT/gate-$core-$opt-$abi.log
    CORE=$core GATE_OPT=$opt FLOAT_ABI=$abi "$ROOT/bench/gate" >"$gate_log" 2>&1
    cat "$gate_log"
    p=$(sed -n 's/^gate-summary: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$gate_log")
    f=$(sed -n 's/^gate-summary: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$gate_log")
    if [ -n "$p" ] && [ -n "$f" ]; then
        passed=$((passed + p)); failed=$((failed + f))
    else
        fail "bench/gate ($core, -$opt, float ABI $abi) did not finish"
    fi
done
finish
