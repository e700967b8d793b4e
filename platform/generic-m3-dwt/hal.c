/*
 * platform/hal.h for any Cortex-M3 board: the DWT cycle counter for
 * hal_get_cycles, and the console and exit through semihosting (a debugger
 * such as OpenOCD with "arm semihosting enable" prints the output). A board
 * with a UART instead defines board_write() in its own file.
 */
#include <stdint.h>

#include "hal.h"

#define DEMCR (*(volatile uint32_t *)0xE000EDFCu)      /* Debug Exception and Monitor Control */
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000u)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)
#define DEMCR_TRCENA (1u << 24)
#define DWT_CTRL_CYCCNTENA 1u

/* Issues semihosting operation op with parameter arg. */
static int semihost(int op, const void *arg)
{
    register int r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

/* Writes a NUL-terminated string to the console; replace for a UART. */
__attribute__((weak)) void board_write(const char *s)
{
    semihost(0x04, s); /* SYS_WRITE0 */
}

void hal_setup(void)
{
    DEMCR |= DEMCR_TRCENA;
    DWT_CYCCNT = 0;
    DWT_CTRL |= DWT_CTRL_CYCCNTENA;
}

void hal_send_str(const char *s)
{
    board_write(s);
}

uint32_t hal_get_cycles(void)
{
    return DWT_CYCCNT;
}

void hal_exit(int status)
{
    semihost(0x18, (const void *)(status == 0 ? 0x20026u : 0x20023u)); /* SYS_EXIT */
    for (;;)
        __asm__ volatile("wfi");
}
