/* SPDX-License-Identifier: ISC */
/*
 * Start-up for every ARMv7-A board, after vectors.S: copies .data, zeroes
 * .bss, turns the MMU on with a flat map, runs main and exits with its
 * status; and the report of an exception (the vectors' fault_report). The
 * same linker script as the Cortex-M boards (platform/cortex-m/sections.ld)
 * lays the program out; .noinit.entropy is left alone as there.
 *
 * Why the MMU: with it off, every data access is Strongly-ordered, where an
 * unaligned LDR or STR faults (ARM DDI 0406C: Device and Strongly-ordered
 * memory take no unaligned access, whatever SCTLR.A), and the compiler and
 * halite's kernels use unaligned word accesses, as ARMv7 allows on Normal
 * memory. The flat map makes the program's memory Normal, non-cacheable
 * (the data cache stays off: no cache maintenance is needed, and a product's
 * start-up chooses its own cache policy), and the rest Device, never
 * executed. QEMU 7.2 does not fault either way; silicon does.
 */
#include <stdint.h>
#include "hal.h"

int main(void);

extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];

/* The program's extent in memory: the linker script's FLASH (code) and RAM
 * (data, stack) regions, from the vector table to the top of the stack. */
extern uint32_t __stack_top[];
extern const uint32_t vector_table[];

void start_c(void) __attribute__((noreturn, used));
void fault_report(uint32_t vector, uint32_t pc) __attribute__((noreturn, used));

/* First-level translation table entries (ARM DDI 0406C, B3.5.1): a 1 MB
 * section, full access (AP[1:0] = 11) in domain 0; Normal non-cacheable
 * (TEX 001, C 0, B 0) or shareable Device (TEX 000, C 0, B 1), never
 * executed (XN). */
#define SECTION 0x2u
#define SECTION_FULL_ACCESS (3u << 10)
#define SECTION_NORMAL_NC (1u << 12)
#define SECTION_DEVICE ((1u << 2) | (1u << 4))
#define SECTION_SHIFT 20
#define SCTLR_M (1u << 0)  /* MMU */
#define SCTLR_Z (1u << 11) /* branch prediction */
#define SCTLR_I (1u << 12) /* instruction cache */

/* The flat map: 4096 sections of 1 MB, 16 KB aligned as TTBR0 requires. */
static uint32_t translation_table[4096] __attribute__((aligned(16384)));

/* Maps all 4 GB flat, the program's sections Normal and the rest Device,
 * and turns on the MMU, the instruction cache and branch prediction (each
 * invalidated first, as the cores need after reset). */
static void mmu_on(void)
{
    uint32_t first = (uint32_t)(uintptr_t)vector_table >> SECTION_SHIFT;
    uint32_t last = ((uint32_t)(uintptr_t)__stack_top - 1) >> SECTION_SHIFT;
    for (uint32_t i = 0; i < 4096; i++) {
        uint32_t type = (i >= first && i <= last) ? SECTION_NORMAL_NC : SECTION_DEVICE;
        translation_table[i] = (i << SECTION_SHIFT) | SECTION | SECTION_FULL_ACCESS | type;
    }
    uint32_t sctlr;
    __asm__ volatile(
        "mcr p15, 0, %1, c2, c0, 0\n\t"  /* TTBR0: the table, uncached walks */
        "mcr p15, 0, %2, c2, c0, 2\n\t"  /* TTBCR: TTBR0 for every address */
        "mcr p15, 0, %3, c3, c0, 0\n\t"  /* DACR: domain 0 client */
        "mcr p15, 0, %2, c8, c7, 0\n\t"  /* TLBIALL */
        "mcr p15, 0, %2, c7, c5, 0\n\t"  /* ICIALLU */
        "mcr p15, 0, %2, c7, c5, 6\n\t"  /* BPIALL */
        "dsb\n\tisb\n\t"
        "mrc p15, 0, %0, c1, c0, 0"       /* SCTLR */
        : "=r"(sctlr)
        : "r"(translation_table), "r"(0), "r"(1)
        : "memory");
    sctlr |= SCTLR_M | SCTLR_Z | SCTLR_I;
    __asm__ volatile("mcr p15, 0, %0, c1, c0, 0\n\tisb" : : "r"(sctlr) : "memory");
}

/* Copies .data, zeroes .bss, turns the MMU on, runs main and exits with its
 * status. Word loops, volatile so they stay loops: no C library code may
 * run before its data exists. */
void start_c(void)
{
    volatile uint32_t *dst = __data_start;
    const uint32_t *src = __data_load;
    while (dst < __data_end)
        *dst++ = *src++;
    for (dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
    mmu_on();
    hal_exit(main());
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
    hal_send_hex32(pc);
    hal_send_str(" DFSR=");
    hal_send_hex32(dfsr);
    hal_send_str(" DFAR=");
    hal_send_hex32(dfar);
    hal_send_str(" IFSR=");
    hal_send_hex32(ifsr);
    hal_send_str("\n");
    hal_exit(3);
}
