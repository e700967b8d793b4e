@ SPDX-License-Identifier: ISC
@ Start-up for every ARMv7-A board (Cortex-A7, A8, A9), in ARM state, as
@ the core resets in it: the exception vector table, and Reset_Handler,
@ which puts the core in Supervisor mode on the stack, points VBAR at the
@ table, grants VFP/NEON access (when the program is built for them) and
@ enters startup.c. An exception reports its kind and address through
@ startup.c's fault_report instead of hanging.

@ ARMv7-A system register bits (ARM DDI 0406C: B1.3.1 processor modes,
@ B4.1.130 SCTLR, B4.1.40 CPACR, B6.1.2 FPEXC)
    .equ    MODE_SVC, 0x13
    .equ    SCTLR_A, 1 << 1         @ alignment fault checking
    .equ    SCTLR_V, 1 << 13        @ high vectors
    .equ    SCTLR_TE, 1 << 30       @ exceptions in Thumb state
    .equ    CPACR_CP10_CP11_FULL, 0xf << 20
    .equ    FPEXC_EN, 1 << 30

    .syntax unified
    .arm

    .section .vectors, "ax"
    .balign 32              @ VBAR holds bits [31:5]
    .global vector_table
vector_table:
    b       Reset_Handler
    b       undefined_entry
    b       svc_entry       @ semihosting SVCs never get here: the debugger
                            @ or QEMU serves them
    b       prefetch_abort_entry
    b       data_abort_entry
    b       .               @ reserved
    b       irq_entry
    b       fiq_entry

@ Each entry hands fault_report the exception's number (its vector slot)
@ and the address of the instruction that caused it (LR less the offset
@ the exception adds: 4 for undefined in ARM state, 8 for a data abort;
@ an approximate address for the rest).
undefined_entry:        mov r0, #1
                        sub r1, lr, #4
                        b   report
svc_entry:              mov r0, #2
                        sub r1, lr, #4
                        b   report
prefetch_abort_entry:   mov r0, #3
                        sub r1, lr, #4
                        b   report
data_abort_entry:       mov r0, #4
                        sub r1, lr, #8
                        b   report
irq_entry:              mov r0, #6
                        sub r1, lr, #4
                        b   report
fiq_entry:              mov r0, #7
                        sub r1, lr, #4
                        b   report
@ Reports from Supervisor mode, on the program's stack: the exception
@ modes have none of their own.
report:
    cps     #MODE_SVC
    blx     fault_report

    .text
    .global Reset_Handler
    .type   Reset_Handler, %function
Reset_Handler:
    cpsid   aif, #MODE_SVC
    ldr     sp, =__stack_top
    ldr     r0, =vector_table
    mcr     p15, 0, r0, c12, c0, 0      @ VBAR
    mrc     p15, 0, r0, c1, c0, 0       @ SCTLR
    bic     r0, r0, #SCTLR_V            @ vectors at VBAR, not 0xffff0000
    bic     r0, r0, #SCTLR_TE           @ exceptions taken in ARM state
    bic     r0, r0, #SCTLR_A            @ unaligned LDR/STR allowed
    mcr     p15, 0, r0, c1, c0, 0
    isb
#if defined(__ARM_FP)
    @ Built with -mfloat-abi=hard or softfp: the compiler may use VFP and
    @ NEON anywhere in the program, and they are undefined instructions
    @ until CPACR grants CP10 and CP11 full access and FPEXC.EN is set.
    .fpu    neon
    mrc     p15, 0, r0, c1, c0, 2       @ CPACR
    orr     r0, r0, #CPACR_CP10_CP11_FULL
    mcr     p15, 0, r0, c1, c0, 2
    isb
    mov     r0, #FPEXC_EN
    vmsr    fpexc, r0
#endif
    blx     start_c
    .size   Reset_Handler, . - Reset_Handler
    .ltorg
