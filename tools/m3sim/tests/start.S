@ Minimal Cortex-M3 start-up for m3sim's test firmware under QEMU
@ (mps2-an385): vector table, then main. Everything is linked into RAM that
@ QEMU loads directly, so there is nothing to copy or zero.
    .syntax unified
    .cpu cortex-m3
    .thumb
    .section .vectors, "a"
    .word __stack_top
    .word reset + 1
    .text
    .thumb_func
reset:
    bl main
1:  b 1b
