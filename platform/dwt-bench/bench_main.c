/* SPDX-License-Identifier: ISC */
/*
 * Runs every bench_ entry point of bench/harness.c on the board and prints
 * "<api> <cycles>" per line, the cycles counted by the DWT around the API
 * call only (harness_clock = hal_get_cycles). bench_entries.h is generated
 * by build.sh from the entry points the harness defines.
 */
#include <stdint.h>

#include "check.h"
#include "hal.h"

extern unsigned (*harness_clock)(void);
extern unsigned harness_cycles;

#define ENTRY(name) int bench_##name(void);
#include "bench_entries.h"
#undef ENTRY

/* Reads the cycle counter through the harness's clock pointer type. */
static unsigned read_cycles(void)
{
    return hal_get_cycles();
}

int main(void)
{
    int failures = 0;
    hal_setup();
    harness_clock = read_cycles;
    hal_send_str("halite bench (DWT CYCCNT cycles of each API call)\n");
#define ENTRY(name)                                   \
    do {                                              \
        int r = bench_##name();                       \
        hal_send_str(#name " ");                      \
        check_put_dec(harness_cycles);                \
        hal_send_str(r == 0 ? "\n" : " FAILED\n");    \
        failures += r != 0;                           \
    } while (0);
#include "bench_entries.h"
#undef ENTRY
    return failures != 0;
}
