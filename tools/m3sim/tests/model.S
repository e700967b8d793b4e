@ SPDX-License-Identifier: ISC
@ Hand-written sequences whose cycle counts follow from the Cortex-M3
@ rules (tools/m3sim/README.md); 50-m3sim.sh runs each case_* under m3sim
@ (measured from its first instruction through its bx lr, which branches in
@ decode: 1+1 = 2) and compares. Every case starts word-aligned, so the
@ fetch adds nothing but where a case says so.
@ run_* wrappers set registers the case needs beyond r0-r3 (m3sim resets the
@ pipeline state when measuring starts, so their set-up costs nothing).
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text

    .macro case name
    .global \name
    .type \name, %function
    .balign 4
    .thumb_func
\name:
    .endm

@ r0, r1 = operands
case case_umull
    umull r2, r3, r0, r1
    bx lr
case case_umlal
    umlal r2, r3, r0, r1
    bx lr
case case_smull
    smull r2, r3, r0, r1
    bx lr
case case_smlal
    smlal r2, r3, r0, r1
    bx lr
case case_udiv
    udiv r2, r0, r1
    bx lr
case case_sdiv
    sdiv r2, r0, r1
    bx lr
case case_mul
    muls r0, r1, r0
    bx lr
case case_mla
    mla r0, r1, r2, r3
    bx lr

@ TRM pipelining example 1: 3 cycles (r1, r2 = data addresses)
case case_ldr_ldr
    ldr r0, [r1]
    ldr r1, [r2]
    bx lr
@ TRM pipelining example 2: 4 cycles (r1, r2, r3 = data, r5 = 0)
case case_ldr_ldr_ldr
    ldr r0, [r1, r5]
    ldr r1, [r2]
    ldr r2, [r3, #4]
    bx lr
case run_ldr_ldr_ldr
    push {r5, lr}
    movs r5, #0
    bl case_ldr_ldr_ldr
    pop {r5, pc}
@ a load whose result is the next load's address: 2 + 2 (r1 -> word holding an address)
case case_ldr_dependent
    ldr r0, [r1]
    ldr r2, [r0]
    bx lr
@ address register written by the previous ALU instruction: 1 + (2+1)
case case_alu_stall
    adds r1, r1, #0
    ldr r0, [r1]
    bx lr
@ STR Rx,[Ry,#imm] is 1 with the write buffer on, 2 with it off; with a
@ register offset 2 (r1 = data, r2 = 0)
case case_str_imm
    str r0, [r1, #4]
    bx lr
case case_str_reg
    str r0, [r1, r2]
    bx lr
@ a register-offset store right after a load single: 2 + 1 (r1 = data, r2 = data, r3 = 0)
case case_ldr_str_reg
    ldr r0, [r1]
    str r0, [r2, r3]
    bx lr
@ TBB: 3 + 3 (the refill after a load of PC), to the bx lr after its two-entry table (r0 = 0 or 1)
case case_tbb
    tbb [pc, r0]
    .byte 1, 1
    bx lr
@ LDRD 3
case case_ldrd
    ldrd r2, r3, [r0]
    bx lr
@ LDM of 3 registers = 1+3 (r0 = data)
case case_ldm3
    ldm r0, {r1, r2, r3}
    bx lr
@ conditional branch: r0 == 1 untaken (1+1+1), else taken (1+2)
case case_bne
    cmp r0, #1
    bne 1f
    nop
1:  bx lr
@ unconditional branch, resolved in decode: 1+1
case case_b
    b 1f
    nop
1:  bx lr
@ CBZ, resolved in execute: r0 == 0 taken (1+2), else untaken (1) plus the nop
case case_cbz
    cbz r0, 1f
    nop
1:  bx lr
@ BL, BX, PUSH, POP {pc}: push 1+2 + bl 2 + bx lr 2 + pop 1+2+3
case case_call
    push {r4, lr}
    bl leaf
    pop {r4, pc}
    .thumb_func
leaf:
    bx lr
@ IT block: cmp 1, the IT folded onto it (0), 1 + 1
case case_ite
    cmp r0, #0
    ite eq
    moveq r1, #1
    movne r1, #2
    bx lr
@ a load skipped by IT costs 1, executed 2, after cmp 1 and the folded IT (r1 = data)
case case_it_load
    cmp r0, #0
    it eq
    ldreq r2, [r1]
    bx lr
@ a return inside an IT block (still decode-time): r0 == 0 returns early
case case_it_return
    cmp r0, #0
    it eq
    bxeq lr
    movs r0, #5
    bx lr

@ two stores: write buffer on 1 + 1; off 2 + 1, the second pipelined (r1 = data)
case case_str_str
    str r0, [r1]
    str r0, [r1, #4]
    bx lr
@ a load writing its base back is not pipelined: 2 + 2 (r1 = data)
case case_ldr_post_ldr
    ldr r0, [r1], #4
    ldr r2, [r1]
    bx lr
@ a load from the system bus (the stack) after one from the code region
@ (r1 = model_data, which tests.ld places there) is not pipelined: 2 + 2
case case_ldr_other_bus
    ldr r0, [r1]
    ldr r2, [sp, #-4]
    bx lr
@ BX LR right after an instruction that writes LR resolves in execute: 1 + 1 + 3
case case_bx_lr_dirty
    mov r12, lr
    mov lr, r12
    bx lr
@ a branch to a 32-bit instruction at a halfword address: the fetch needs a
@ second word, one cycle: 2 + 1 + 1
case case_b_to32half
    b.n 1f
1:  add.w r0, r0, #1
    bx lr
@ no IT folding after a 32-bit instruction: 1 + 1 + 1
case case_it_after32
    cmp.w r0, #0
    it eq
    moveq r1, #1
    bx lr

    .data
    .align 2
    .global model_data
model_data:
    .word model_data
    .word 1, 2, 3, 4
