/* SPDX-License-Identifier: ISC */
/*
 * Start-up for every ARMv7-A board, after vectors.S: copies .data, zeroes
 * .bss, runs main and exits with its status; and the report of an
 * exception (the vectors' fault_report). The same linker script as the
 * Cortex-M boards (platform/cortex-m/sections.ld) lays the program out;
 * .noinit.entropy is left alone as there.
 */
#include <stdint.h>
#include "hal.h"

int main(void);

extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];

void start_c(void) __attribute__((noreturn, used));
void fault_report(uint32_t vector, uint32_t pc) __attribute__((noreturn, used));

/* Copies .data, zeroes .bss, runs main and exits with its status. Word
 * loops, volatile so they stay loops: no C library code may run before its
 * data exists. */
void start_c(void)
{
    volatile uint32_t *dst = __data_start;
    const uint32_t *src = __data_load;
    while (dst < __data_end)
        *dst++ = *src++;
    for (dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
    hal_exit(main());
}

/* Writes x as eight hex digits. */
static void put_hex32(uint32_t x)
{
    char buf[11];
    buf[0] = '0';
    buf[1] = 'x';
    for (int i = 0; i < 8; i++)
        buf[2 + i] = "0123456789abcdef"[(x >> (28 - 4 * i)) & 15];
    buf[10] = 0;
    hal_send_str(buf);
}

/* Prints the exception, the address it came from and the fault status and
 * address registers (DFSR, DFAR, IFSR), then exits with status 3, so the
 * test runner reports a crash rather than a timeout. */
void fault_report(uint32_t vector, uint32_t pc)
{
    static const char *const names[8] = {
        "reset", "undefined instruction", "SVC", "prefetch abort",
        "data abort", "reserved", "IRQ", "FIQ",
    };
    uint32_t dfsr, dfar, ifsr;
    __asm__ volatile("mrc p15, 0, %0, c5, c0, 0" : "=r"(dfsr));
    __asm__ volatile("mrc p15, 0, %0, c6, c0, 0" : "=r"(dfar));
    __asm__ volatile("mrc p15, 0, %0, c5, c0, 1" : "=r"(ifsr));
    hal_send_str("\n*** Cortex-A exception: ");
    hal_send_str(names[vector & 7]);
    hal_send_str(" pc=");
    put_hex32(pc);
    hal_send_str(" DFSR=");
    put_hex32(dfsr);
    hal_send_str(" DFAR=");
    put_hex32(dfar);
    hal_send_str(" IFSR=");
    put_hex32(ifsr);
    hal_send_str("\n");
    hal_exit(3);
}
