@ SPDX-License-Identifier: ISC
@ Cortex-A8 model tests (tests/run.d/51-m3sim-a8.sh): each case's cycles
@ follow from the TRM rules in tools/m3sim/README.md "Cortex-A8"; the
@ script holds the expected counts and the reasoning. ARM state, except
@ a8_thumb_pairs.
    .syntax unified
    .arm
    .fpu neon
    .text
    nop                 @ no case at address 0 (m3sim reads 0 as "no symbol")

    .macro case name
    .global \name
    .type \name, %function
    .balign 8
\name:
    .endm

@ 16 independent ALU instructions: 8 pairs, then bx lr in a cycle of its own.
case a8_alu_pairs
    .rept 8
    add r1, r1, #1
    add r2, r2, #1
    .endr
    bx lr

@ 16 dependent ALU instructions (result E2, source E2): one a cycle.
case a8_alu_chain
    .rept 16
    add r1, r1, #1
    .endr
    bx lr

@ A load and its use: the loaded word in E3, read in E2 (one stall);
@ the add then pairs with bx lr.
case a8_load_use
    ldr r1, [r0]
    add r2, r1, #1
    bx lr

@ 8 loads: one load/store pipeline, one a cycle; bx lr pairs with the last.
case a8_two_loads
    .rept 4
    ldr r1, [r0]
    ldr r2, [r0, #4]
    .endr
    bx lr

@ MUL: 2 issue cycles in pipe 0, result in E5 of the last: the add waits
@ 4 cycles after it.
case a8_mul_use
    mul r1, r2, r3
    add r4, r1, #1
    bx lr

@ 8 VMLAL.U32 accumulating into q0 (each 2 NEON cycles, the accumulator
@ forwarded multiply to multiply), then q0's low word to r0 (NEON->ARM).
case a8_vmlal_acc
    .rept 8
    vmlal.u32 q0, d2, d3
    .endr
    vmov.32 r0, d0[0]
    add r0, r0, #1
    bx lr

@ 8 VMLAL.U32 each multiplying the previous one's result (N6 -> N2).
case a8_vmlal_dep
    .rept 4
    vmlal.u32 q1, d0, d6
    vmlal.u32 q0, d2, d6
    .endr
    vmov.32 r0, d0[0]
    add r0, r0, #1
    bx lr

@ 8 independent VADD.I32 (NEON data-processing) each beside a VEXT
@ of a D register (permute, one cycle): one of each a NEON cycle.
case a8_neon_dual
    .rept 4
    vadd.i32 q0, q0, q8
    vext.32 d8, d24, d24, #1
    vadd.i32 q1, q1, q8
    vext.32 d10, d24, d24, #1
    .endr
    vmov.32 r0, d0[0]
    add r0, r0, #1
    bx lr

@ 32 dependent VADD.I32 (N3 -> N2: one each 2 NEON cycles): the ARM pipe
@ issues two a cycle until the 16-entry NEON queue is full, then one each
@ time the NEON unit issues the oldest.
case a8_neon_queue
    .rept 32
    vadd.i32 q0, q0, q1
    .endr
    bx lr

@ 8 VLD1 of two D registers with a 64-bit alignment qualifier: one
@ load/store a cycle on the ARM side, one NEON cycle each; the word loaded
@ (a8_alu_chain's first instruction) plus one comes back in r0.
case a8_vld_aligned
    .rept 8
    vld1.64 {d0-d1}, [r0:64]
    .endr
    vmov.32 r0, d0[0]
    add r0, r0, #1
    bx lr

@ The same without the qualifier: two NEON cycles each.
case a8_vld_unaligned
    .rept 8
    vld1.64 {d0-d1}, [r0]
    .endr
    vmov.32 r0, d0[0]
    add r0, r0, #1
    bx lr

@ Thumb-2: the same 16 independent ALU instructions as a8_alu_pairs.
    .thumb
    .thumb_func
case a8_thumb_pairs
    .rept 8
    add r1, r1, #1
    add r2, r2, #1
    .endr
    bx lr
