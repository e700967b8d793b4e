@ SPDX-License-Identifier: ISC
@ Instruction-class microbenchmarks, measured on CMEmu (the cycle-exact
@ Cortex-M3 r2p1 emulator, zero-wait GPRAM, write buffer off; and with the
@ code in SRAM) and recorded in cmemu-classes.tsv;
@ tests/run.d/52-m3sim-cmemu.sh checks that `m3sim --wb off` prices each
@ class as CMEmu did. For a class C, mb_C_8 and mb_C_72 run 8 and 72
@ copies of its unit after the same set-up: the difference is the cost of
@ 64 units, free of entry and exit effects. Each function starts 8-byte
@ aligned in a section of its own, so fetch alignment is the same at any
@ load address and a program can keep only the classes it calls
@ (--gc-sections: CMEmu's 20 KB of SRAM hold a third of them at a time).
@ r2 points at writable data (mb_data, system bus), r6 at read-only data
@ (mb_rodata, code region), r3 = 4.
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text

    .macro set_data
    movs r0, #0
    ldr r2, =mb_data
    ldr r6, =mb_rodata
    movs r3, #4
    .endm
    .macro set_eq                   @ Z = 1
    set_data
    cmp r0, r0
    .endm
    .macro set_ff                   @ UMULL/UMLAL operands, full x full
    set_data
    ldr r6, =0x12345678
    ldr r7, =0x12345678
    .endm
    .macro set_ll                   @ low x low
    set_data
    ldr r6, =0x1234
    ldr r7, =0x5678
    .endm
    .macro set_stack                @ 8 bytes of stack to store to
    set_data
    sub sp, #8
    .endm
    .macro end_stack
    add sp, #8
    .endm
    .macro nothing
    .endm
    .macro half                     @ the units start at a halfword address
    nop
    .endm

@ fn NAME COUNT SETUP PRE END: COUNT copies of unit_NAME
    .macro fn name, count, setup, pre, end
    .section .text.mb_\name\()_\count, "ax", %progbits
    .global mb_\name\()_\count
    .type mb_\name\()_\count, %function
    .balign 8
    .thumb_func
mb_\name\()_\count:
    push {r4-r7, lr}
    \setup
    .balign 4
    \pre
    .rept \count
    unit_\name
    .endr
    \end
    pop {r4-r7, pc}
    .ltorg
    .endm
    .macro class name, setup=set_data, pre=nothing, end=nothing
    fn \name, 8, \setup, \pre, \end
    fn \name, 72, \setup, \pre, \end
    .endm

@ ---- ALU and fetch ----
    .macro unit_alu16
    adds r0, r0, #1
    .endm
    class alu16
    .macro unit_alu32
    add.w r0, r0, #1
    .endm
    class alu32
    .macro unit_alu32_half
    unit_alu32
    .endm
    class alu32_half, pre=half
    .macro unit_mla
    mla r0, r1, r0, r4
    .endm
    class mla
@ ---- stores ----
    .macro unit_alu_str
    adds r0, r0, #1
    str r0, [r2]
    .endm
    class alu_str
    .macro unit_alu_strw
    adds r0, r0, #1
    str.w r0, [r2, #4]
    .endm
    class alu_strw
    .macro unit_alu_str_reg
    adds r0, r0, #1
    str r0, [r2, r3]
    .endm
    class alu_str_reg
    .macro unit_alu_str_sp
    adds r0, r0, #1
    str r0, [sp]
    .endm
    class alu_str_sp, set_stack, nothing, end_stack
    .macro unit_alu_str_str
    adds r0, r0, #1
    str r0, [r2]
    str r0, [r2, #4]
    .endm
    class alu_str_str
    .macro unit_alu_str_ldr
    adds r0, r0, #1
    str r0, [r2]
    ldr r1, [r2, #4]
    .endm
    class alu_str_ldr
    .macro unit_alu_ldr_str
    adds r0, r0, #1
    ldr r1, [r2]
    str r0, [r2, #4]
    .endm
    class alu_ldr_str
    .macro unit_ldr_str_str
    adds r0, r0, #1
    ldr r1, [r2]
    str r0, [r2, #4]
    str r0, [r2, #8]
    .endm
    class ldr_str_str
    .macro unit_str_reg_str
    adds r0, r0, #1
    str r0, [r2, r3]
    str r0, [r2]
    .endm
    class str_reg_str
    .macro unit_str_b
    str r0, [r2]
    b.n 1f
    nop
1:
    .endm
    class str_b
    .macro unit_str_umull
    str r0, [r2]
    umull r4, r5, r6, r7
    .endm
    class str_umull, set_ff
    .macro unit_str_strd
    adds r0, r0, #1
    str r0, [r2]
    strd r0, r1, [r2, #8]
    .endm
    class str_strd
    .macro unit_str_push
    str r0, [r2]
    push {r4}
    pop {r4}
    .endm
    class str_push
    .macro unit_str_post_str
    adds r0, r0, #1
    str r1, [r2]
    str r4, [r2], #0
    .endm
    class str_post_str
    .macro unit_it_str
    it eq
    streq r0, [r2]
    .endm
    class it_str, set_eq
@ ---- loads ----
    .macro unit_alu_ldr
    adds r0, r0, #1
    ldr r1, [r2]
    .endm
    class alu_ldr
    .macro unit_alu_ldr_ldr
    adds r0, r0, #1
    ldr r1, [r2]
    ldr r4, [r2, #4]
    .endm
    class alu_ldr_ldr
    .macro unit_ldr_reg_ldr
    adds r0, r0, #1
    ldr r1, [r2, r3]
    ldr r4, [r2]
    .endm
    class ldr_reg_ldr
    .macro unit_ldr_post_ldr
    adds r0, r0, #1
    ldr r1, [r2], #4
    ldr r4, [r2]
    subs r2, #4
    .endm
    class ldr_post_ldr
    .macro unit_ldr_ldr_post
    adds r0, r0, #1
    ldr r1, [r2]
    ldr r4, [r2, #4]!
    subs r2, #4
    .endm
    class ldr_ldr_post
    .macro unit_alu_addr_stall
    adds r2, r2, #0
    ldr r1, [r2]
    .endm
    class alu_addr_stall
    .macro unit_lit_ldr
    adds r0, r0, #1
    ldr r1, =0x12345678
    ldr r4, [r2]
    .endm
    class lit_ldr
    .macro unit_ldr_lit
    adds r0, r0, #1
    ldr r4, [r2]
    ldr r1, =0x12345678
    .endm
    class ldr_lit
    .macro unit_code_ldr_code
    adds r0, r0, #1
    ldr r1, [r6]
    ldr r4, [r6, #4]
    .endm
    class code_ldr_code
    .macro unit_code_str
    adds r0, r0, #1
    ldr r1, [r6]
    str r0, [r2]
    .endm
    class code_str
    .macro unit_ldrw_x4
    adds r0, r0, #1
    ldr.w r1, [r2, #4]
    ldr.w r4, [r2, #8]
    ldr.w r5, [r2, #12]
    ldr.w r7, [r2, #16]
    .endm
    class ldrw_x4
    .macro unit_alu_ldrd
    adds r0, r0, #1
    ldrd r4, r5, [r2]
    .endm
    class alu_ldrd
    .macro unit_alu_ldm4
    adds r0, r0, #1
    ldm r2, {r1, r4, r5, r7}
    .endm
    class alu_ldm4
    .macro unit_push_pop2
    push {r4, r5}
    pop {r4, r5}
    .endm
    class push_pop2
    .macro unit_tbb
    tbb [pc, r0]
    .byte 1, 1
    nop
    .endm
    class tbb
@ ---- branches ----
    .macro unit_b
    b.n 1f
    nop
1:  mov r1, r0
    .endm
    class b
    .macro unit_bw
    b.w 1f
    nop
1:  mov r1, r0
    .endm
    class bw
    .macro unit_b_to32half
    b.n 1f
1:  add.w r1, r1, #1
    nop
    .endm
    class b_to32half
    .macro unit_b_to32
    b.n 1f
    nop
1:  add.w r1, r1, #1
    nop
    nop
    .endm
    class b_to32
    .macro unit_beq
    beq.n 1f
    nop
1:  mov r1, r0
    .endm
    class beq, set_eq
    .macro unit_bne_untaken
    bne.n 1f
    mov r1, r0
1:
    .endm
    class bne_untaken, set_eq
    .macro unit_bnew_untaken
    bne.w 1f
    mov r1, r0
1:
    .endm
    class bnew_untaken, set_eq
    .macro unit_cbz
    cbz r0, 1f
    nop
1:  mov r1, r0
    .endm
    class cbz
    .macro unit_bl_bx
    bl mb_leaf_bx
    .endm
    class bl_bx
    .macro unit_bl_pop_pc
    bl mb_leaf_pop
    .endm
    class bl_pop_pc
    .macro unit_bx
    adr.w r4, 1f + 1
    mov r1, r0
    bx r4
1:  mov r1, r0
    .endm
    class bx
    .macro unit_pop_pc
    adr.w r4, 1f + 1
    push {r4}
    pop {pc}
1:  mov r1, r0
    .endm
    class pop_pc
    .macro unit_ldr_pc
    adr.w r4, 1f + 1
    str r4, [r2]
    mov r1, r0
    ldr pc, [r2]
1:  mov r1, r0
    .endm
    class ldr_pc
    .macro unit_b_run_str
    b.n 1f
1:  str.w r0, [r2]
    .rept 8
    add.w r1, r1, #1
    .endr
    mov r4, r0
    .endm
    class b_run_str
@ ---- IT ----
    .macro unit_it
    it eq
    moveq r1, r0
    .endm
    class it, set_eq
    .macro unit_it_skipped
    it ne
    movne r1, r0
    .endm
    class it_skipped, set_eq
    .macro unit_alu_it
    adds r0, r0, #1
    it eq
    moveq r1, r0
    .endm
    class alu_it
    .macro unit_alu32_it
    add.w r4, r4, #1
    it eq
    moveq r1, r0
    .endm
    class alu32_it
@ ---- long multiplies ----
    .macro unit_umull
    umull r4, r5, r6, r7
    .endm
    .macro unit_umull_ff
    unit_umull
    .endm
    .macro unit_umull_ll
    unit_umull
    .endm
    class umull_ff, set_ff
    class umull_ll, set_ll
    .macro unit_umlal
    umlal r4, r5, r6, r7
    .endm
    .macro unit_umlal_ff
    unit_umlal
    .endm
    .macro unit_umlal_ll
    unit_umlal
    .endm
    class umlal_ff, set_ff
    class umlal_ll, set_ll

    .text
    .thumb_func
    .type mb_leaf_bx, %function
mb_leaf_bx:
    bx lr
    .thumb_func
    .type mb_leaf_pop, %function
mb_leaf_pop:
    push {lr}
    pop {pc}

    .section .rodata
    .balign 8
mb_rodata:
    .word 1, 2, 3, 4, 5, 6, 7, 8
    .bss
    .balign 8
    .global mb_data
mb_data:
    .space 64
