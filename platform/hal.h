/* SPDX-License-Identifier: ISC */
/*
 * The board abstraction (in the style of pqm4's hal.h): the few things a test,
 * example or benchmark program needs from the platform it runs on.
 * One implementation per folder: platform/host, platform/mps2-an385, ...
 */
#ifndef HALITE_HAL_H
#define HALITE_HAL_H

#include <stdint.h>

/* Brings the board up (clocks, console, cycle counter). Call first. */
void hal_setup(void);

/* Writes a NUL-terminated string to the console, as is (no newline added). */
void hal_send_str(const char *s);

/* Writes x as "0x" and eight lower-case hex digits (the bare-metal boards'
 * fault reports; platform/cortex-m/hal.c, which the Cortex-A boards share). */
void hal_send_hex32(uint32_t x);

/* Returns the free-running cycle counter (DWT CYCCNT on a real Cortex-M;
 * 0 where none exists, e.g. under QEMU). */
uint32_t hal_get_cycles(void);

/* Ends the program with the given status (0 = success); under QEMU the
 * emulator exits with it. Does not return. */
void hal_exit(int status) __attribute__((noreturn));

#endif /* HALITE_HAL_H */
