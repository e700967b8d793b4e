@ SPDX-License-Identifier: ISC
@ Minimal Cortex-M start-up for m3sim's test firmware under QEMU
@ (mps2-an385, mps2-an386, microbit): vector table, then main. It is
@ ARMv6-M code (the build's -mcpu chooses the core). QEMU loads every
@ section where it is linked (RAM too), so there is nothing to copy or zero.
    .syntax unified
    .thumb
    .section .vectors, "a"
    .word __stack_top
    .word reset + 1
    .text
    .thumb_func
reset:
    bl main
1:  b 1b
