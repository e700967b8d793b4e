/* SPDX-License-Identifier: ISC */
/*
 * Where the hot kernels live (docs/ramfunc.md). With HALITE_RAMFUNC=ON the
 * build defines HALITE_RAMFUNC, and the kernels' code goes to .ramfunc.*
 * sections, which the linker script places in RAM and the start-up code
 * copies there from flash; otherwise to .text.*, like any other code.
 * Included by C (src/internal.h) and by the assembly kernels, so it holds
 * preprocessor macros only.
 *
 *   HALITE_HOT_SECTION(name)   assembly: the section directive that opens a
 *                              kernel's code, .ramfunc.<name> or .text.<name>
 *   HALITE_HOT                 C: the attribute that puts a function there
 */
#ifndef HALITE_RAMFUNC_H
#define HALITE_RAMFUNC_H

#ifdef HALITE_RAMFUNC
#define HALITE_HOT_SECTION(name) .section .ramfunc.name, "ax", %progbits
#define HALITE_HOT __attribute__((section(".ramfunc")))
#else
#define HALITE_HOT_SECTION(name) .section .text.name, "ax", %progbits
#define HALITE_HOT
#endif

#endif
