/* SPDX-License-Identifier: ISC */
/*
 * platform/hal.h for a hosted system (Linux, macOS): stdio console, exit().
 * There is no portable cycle counter, so hal_get_cycles returns 0 here;
 * cycle figures come from the Cortex-M3 model (tools/m3sim), not the host.
 */
#include <stdio.h>
#include <stdlib.h>
#include "hal.h"

void hal_setup(void)
{
    /* Line-buffered, so a crash still leaves every finished line behind. */
    setvbuf(stdout, NULL, _IOLBF, 0);
}

void hal_send_str(const char *s)
{
    fputs(s, stdout);
}

uint32_t hal_get_cycles(void)
{
    return 0;
}

void hal_exit(int status)
{
    fflush(stdout);
    exit(status);
}
