@ SPDX-License-Identifier: ISC
@ ARMv7E-M (Cortex-M4, M33) sequences for the timing model's tests, beside
@ model.S (assembled into the same image): the DSP-extension multiplies,
@ single-cycle on the M4. 50-m3sim.sh runs them under m3sim --core m4 and
@ --core m33, and checks that --core m3 refuses them.
    .syntax unified
    .cpu cortex-m4
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
case case_umaal
    umaal r2, r3, r0, r1
    bx lr
case case_smlad
    smlad r2, r0, r1, r3
    bx lr
case case_smulbb
    smulbb r2, r0, r1
    bx lr
case case_smmul
    smmul r2, r0, r1
    bx lr
case case_smlald
    smlald r2, r3, r0, r1
    bx lr
@ a 64-bit multiply result used as the next load's address: the
@ address-register stall applies as after any data processing (r0 = 1,
@ r1 = data address): 1 + (2+1)
case case_umaal_ldr
    movs r2, #0
    movs r3, #0
    umaal r2, r3, r0, r1
    ldr r0, [r2]
    bx lr
@ ... and a DSP SIMD instruction (an ALU operation): 1
case case_uadd8
    uadd8 r2, r0, r1
    bx lr
