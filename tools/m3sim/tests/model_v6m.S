@ SPDX-License-Identifier: ISC
@ ARMv6-M (Cortex-M0, M0+) sequences for the timing model's tests: every
@ rule of README.md's M0 and M0+ tables. 50-m3sim.sh runs each case6_*
@ under m3sim --core m0 and --core m0plus (measured from its first
@ instruction through its return) and compares with the TRMs' cycles.
@ P is 2 on the M0 (3-stage pipeline) and 1 on the M0+ (2-stage); a case
@ that ends with bx lr pays 1+P for it.
    .syntax unified
    .cpu cortex-m0plus
    .thumb
    .text

    .macro case name
    .global \name
    .type \name, %function
    .thumb_func
\name:
    .endm

@ data processing, 1 each: five of them
case case6_alu
    adds r0, r0, r1
    eors r0, r1
    lsls r0, r0, #3
    rev r0, r0
    uxtb r0, r0
    bx lr
@ MULS: 1 (fast multiplier), 32 (small multiplier)
case case6_muls
    muls r0, r1, r0
    bx lr
@ loads and stores: 2 whatever the addressing, never pipelined, no stall
@ on an address the previous instruction computed (r1, r2 = data, r3 = 0)
case case6_ldr
    ldr r0, [r1]
    bx lr
case case6_ldr_ldr
    ldr r0, [r1]
    ldr r1, [r2]
    bx lr
case case6_alu_ldr
    adds r1, r1, #0
    ldr r0, [r1]
    bx lr
case case6_ldr_str
    ldr r0, [r1]
    str r0, [r2, r3]
    bx lr
case case6_str_imm
    str r0, [r1, #4]
    bx lr
case case6_ldrb_reg
    ldrb r0, [r1, r3]
    bx lr
case case6_ldr_literal
    ldr r0, =0x12345678
    bx lr
@ LDM/STM of N registers: 1+N (r0 = data)
case case6_ldm3
    ldm r0!, {r1, r2, r3}
    bx lr
case case6_stm2
    stm r0!, {r1, r2}
    bx lr
@ B: 1+P
case case6_b
    b 1f
    nop
1:  bx lr
@ B<cc>: r0 == 1 untaken (1), else taken (1+P)
case case6_bne
    cmp r0, #1
    bne 1f
    nop
1:  bx lr
@ PUSH 1+N, BL 2+P, BX 1+P, POP {r4, pc} 1+N+P with N counting PC
@ (the TRMs' 4+N on the M0, 3+N on the M0+, N counting r4 only)
case case6_call
    push {r4, lr}
    bl 1f
    pop {r4, pc}
1:  bx lr
@ BLX 1+P (after a literal load of the target, 2)
case case6_blx
    push {r4, lr}
    ldr r4, =case6_leaf
    blx r4
    pop {r4, pc}
    .thumb_func
case6_leaf:
    bx lr
@ POP of four registers and PC: 1+5+P (TRM: 4+N, 3+N with N = 4)
case case6_pop5
    push {r4, r5, r6, r7, lr}
    pop {r4, r5, r6, r7, pc}
@ MOV PC, Rm and ADD PC, Rm: 1+P
case case6_mov_pc
    adr r1, 1f
    mov pc, r1
    nop
    .align 2
1:  bx lr
case case6_add_pc
    movs r1, #0
    add pc, r1
    nop
    bx lr
@ MRS, MSR, DMB, DSB, ISB: 4 on the M0, 3 on the M0+
case case6_mrs
    mrs r0, primask
    bx lr
case case6_msr
    msr apsr_nzcvq, r0
    bx lr
case case6_dmb
    dmb
    bx lr
case case6_isb
    isb
    bx lr

    .data
    .align 2
    .global model6_data
model6_data:
    .word model6_data
    .word 1, 2, 3, 4
