/* SPDX-License-Identifier: ISC */
/*
 * Start-up code for every Cortex-M board (ARMv6-M and up): the vector table,
 * the reset handler (enable the FPU when the program is built for one,
 * copy .ramfunc and .data, zero .bss, run main, exit with its status) and a
 * fault handler that reports where the program died instead of hanging.
 * .noinit.entropy is deliberately left alone (see sections.ld).
 */
#include <stdint.h>
#include "hal.h"

int main(void);

extern uint32_t __ramfunc_load[], __ramfunc_start[], __ramfunc_end[];
extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];
extern uint32_t __stack_top[];

void Reset_Handler(void) __attribute__((noreturn));
void Fault_Handler(void) __attribute__((naked, noreturn));
void fault_report(const uint32_t *frame, uint32_t exc_return) __attribute__((noreturn, used));
static void Default_Handler(void);
/* The SysTick handler: a program that starts the SysTick timer defines it. */
void SysTick_Handler(void) __attribute__((weak, alias("Default_Handler")));

/* Enables the FPU (when built for one), copies .ramfunc (code) and .data
 * from flash, zeroes .bss, runs main and exits with its status. Word loops,
 * volatile so they stay loops: no C library code may run before its data
 * exists. */
void Reset_Handler(void)
{
#if defined(__ARM_FP)
    /* Built with -mfloat-abi=hard or softfp: the compiler may use the FPU
     * anywhere in the program (halite itself never does), and an FPU
     * instruction faults (UsageFault NOCP) until CPACR grants CP10 and CP11
     * full access. The barriers make the grant take effect before the next
     * instruction. */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    volatile uint32_t *dst = __ramfunc_start;
    const uint32_t *src = __ramfunc_load;
    while (dst < __ramfunc_end)
        *dst++ = *src++;
    /* The copied code is fetched only after the stores complete. */
    __asm__ volatile("dsb\n\tisb" ::: "memory");
    dst = __data_start;
    src = __data_load;
    while (dst < __data_end)
        *dst++ = *src++;
    for (dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
#if __ARM_ARCH_ISA_THUMB == 1
    /* ARMv6-M code: trap unaligned LDR/STR as an ARMv6-M core does, also
     * when it runs on an ARMv7-M machine (the cortex-m0plus tests run on
     * QEMU's MPS2 Cortex-M3): CCR.UNALIGN_TRP, which ARMv6-M has fixed at 1. */
    *(volatile uint32_t *)0xE000ED14u |= 8u;
#endif
    hal_exit(main());
}

/* Hands the stacked exception frame (MSP or PSP, per EXC_RETURN bit 2) to
 * fault_report. Thumb-1 only, so that it assembles for ARMv6-M; the literal
 * reaches fault_report wherever the linker puts it. */
void Fault_Handler(void)
{
    __asm__ volatile(
        "movs  r0, #4\n"
        "mov   r1, lr\n"
        "tst   r0, r1\n"
        "bne   1f\n"
        "mrs   r0, msp\n"
        "b     2f\n"
        "1:\n"
        "mrs   r0, psp\n"
        "2:\n"
        "ldr   r2, =fault_report\n"
        "bx    r2\n"
        ".ltorg\n");
}

/* Prints the faulting PC (and, where the core has them, the fault status
 * registers), then exits with status 3, so the test runner reports a crash
 * rather than a timeout. */
void fault_report(const uint32_t *frame, uint32_t exc_return)
{
    volatile const uint32_t *scb = (volatile const uint32_t *)0xE000ED00u;
    uint32_t icsr = scb[1];
    hal_send_str("\n*** Cortex-M fault: exception ");
    hal_send_hex32(icsr & 0x1ffu);
    hal_send_str(" pc=");
    hal_send_hex32(frame[6]);
    hal_send_str(" lr=");
    hal_send_hex32(frame[5]);
#if __ARM_ARCH_ISA_THUMB >= 2
    /* CFSR and HFSR exist from ARMv7-M on; ARMv6-M has neither. */
    hal_send_str(" CFSR=");
    hal_send_hex32(scb[0x28 / 4]);
    hal_send_str(" HFSR=");
    hal_send_hex32(scb[0x2c / 4]);
#endif
    hal_send_str(" EXC_RETURN=");
    hal_send_hex32(exc_return);
    hal_send_str("\n");
    hal_exit(3);
}

/* An interrupt nobody enabled: treat it like a fault. */
static void Default_Handler(void)
{
    hal_send_str("\n*** unexpected interrupt\n");
    hal_exit(3);
}

/* The 16 system vectors (ARMv6-M leaves MemManage, BusFault, UsageFault and
 * DebugMonitor reserved; pointing them at handlers does no harm there). The
 * board's interrupts stay disabled. */
__attribute__((section(".vectors"), used))
static void (*const vectors[16])(void) = {
    (void (*)(void))__stack_top,
    Reset_Handler,
    Default_Handler, /* NMI */
    Fault_Handler,   /* HardFault */
    Fault_Handler,   /* MemManage */
    Fault_Handler,   /* BusFault */
    Fault_Handler,   /* UsageFault */
    0, 0, 0, 0,
    Default_Handler, /* SVCall */
    Default_Handler, /* DebugMonitor */
    0,
    Default_Handler, /* PendSV */
    SysTick_Handler,
};
