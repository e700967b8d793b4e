/* SPDX-License-Identifier: ISC */
/*
 * platform/hal.h for every Cortex-M board, and the Cortex-A boards
 * (platform/cortex-a): console and exit through Arm semihosting (QEMU with
 * -semihosting-config enable=on,target=native, or a debugger such as
 * OpenOCD with "arm semihosting enable"), cycles from the DWT cycle counter
 * where the core has one that counts (ARMv7-M and up; QEMU's does not
 * count, ARMv6-M has none, and the Cortex-A's performance monitor is not
 * read yet: hal_get_cycles returns 0).
 * A board with a UART instead defines board_write() in a file of its own.
 * randombytes' fatal handler (halite_rng.h) says why on this console and
 * ends the program with status 4.
 */
#include <stdint.h>
#include "hal.h"
#include "halite_rng.h"

#define SYS_WRITE0 0x04u
#define SYS_EXIT 0x18u
#define SYS_EXIT_EXTENDED 0x20u
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u
#define ADP_STOPPED_RUNTIME_ERROR 0x20023u
/* hal_exit's status when randombytes cannot deliver (faults exit with 3) */
#define EXIT_RNG_FATAL 4

#define DEMCR (*(volatile uint32_t *)0xE000EDFCu)
#define DEMCR_TRCENA (1u << 24)
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000u)
#define DWT_CTRL_NOCYCCNT (1u << 25)
#define DWT_CTRL_CYCCNTENA 1u
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)

static int have_cyccnt;

/* Makes semihosting call op with argument arg; returns the host's r0. */
static uint32_t semihost(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    /* The M profile traps with BKPT; the A profile, in Thumb state, with SVC. */
#if __ARM_ARCH_PROFILE == 'M'
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
#else
    __asm__ volatile("svc 0xab" : "+r"(r0) : "r"(r1) : "memory");
#endif
    return r0;
}

/* Writes a NUL-terminated string to the console; a board with a UART
 * replaces this. */
__attribute__((weak)) void board_write(const char *s)
{
    semihost(SYS_WRITE0, s);
}

void hal_setup(void)
{
#if __ARM_ARCH_ISA_THUMB >= 2 && __ARM_ARCH_PROFILE == 'M'
    /* A DWT may be absent, lack CYCCNT, or (QEMU) read as zero: trust the
     * counter only if it is seen to move. ARMv6-M has no CYCCNT. */
    DEMCR |= DEMCR_TRCENA;
    if (DWT_CTRL & DWT_CTRL_NOCYCCNT)
        return;
    DWT_CYCCNT = 0;
    DWT_CTRL |= DWT_CTRL_CYCCNTENA;
    uint32_t c0 = DWT_CYCCNT;
    __asm__ volatile("nop\n nop\n nop\n nop");
    have_cyccnt = DWT_CYCCNT != c0;
#endif
}

void hal_send_str(const char *s)
{
    board_write(s);
}

void hal_send_hex32(uint32_t x)
{
    char buf[11];
    buf[0] = '0';
    buf[1] = 'x';
    for (int i = 0; i < 8; i++)
        buf[2 + i] = "0123456789abcdef"[(x >> (28 - 4 * i)) & 15];
    buf[10] = 0;
    board_write(buf);
}

uint32_t hal_get_cycles(void)
{
    return have_cyccnt ? DWT_CYCCNT : 0;
}

void hal_exit(int status)
{
    /* SYS_EXIT_EXTENDED carries the status; where the debugger lacks it,
     * plain SYS_EXIT still tells success (0) from failure (1). */
    uint32_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, (uint32_t)status };
    semihost(SYS_EXIT_EXTENDED, block);
    semihost(SYS_EXIT, (const void *)(uintptr_t)(status == 0 ? ADP_STOPPED_APPLICATION_EXIT
                                                             : ADP_STOPPED_RUNTIME_ERROR));
    for (;;)
        __asm__ volatile("wfi");
}

/* randombytes' fatal handler on a semihosting board: the hosted library's
 * message on the console, then the end of the program, so that QEMU (or the
 * debugger) stops there. Weak: a program may define its own. */
__attribute__((weak)) void halite_rng_fatal(int reason, const char *message)
{
    (void)reason;
    hal_send_str("halite: randombytes: ");
    hal_send_str(message);
    hal_send_str("\n");
    hal_exit(EXIT_RNG_FATAL);
}
