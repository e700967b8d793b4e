/* SPDX-License-Identifier: ISC */
/*
 * A part's memory system for instruction and literal fetch (README.md
 * "Memory systems"): flash behind wait states at the part's clock, read a
 * line at a time, through prefetch buffers and, where the part has one, a
 * cache or accelerator. Only the flash region is priced; every other
 * address (a part's RAM in the Code region, SRAM: code copied there by
 * HALITE_RAMFUNC) is zero-wait here, and the fetch model (model.c) adds
 * the System bus's own cost to code at 0x20000000 and above.
 *
 * Time is the fetch model's cycle count. A request made at cycle t answers
 * with its extra delay over a zero-wait memory: 0 on a hit, the wait states
 * (plus any wait for the flash to finish another read) on a miss.
 */
#ifndef M3SIM_MEMSYS_H
#define M3SIM_MEMSYS_H

#include <stdint.h>

/* The flash region of every part: the code region below 0x10000000, where
 * the harness and the parts link code and read-only data. */
#define MEMSYS_FLASH_END 0x10000000u

enum { REPLACE_LRU, REPLACE_RANDOM };

/* One part (README.md "Memory systems", the table of parts). */
struct part {
    const char *name;       /* the --part value */
    const char *title;      /* "TI CC2650" */
    const char *core;       /* the --core it implies */
    unsigned mhz;           /* the clock the figures are given at */
    uint8_t ws;             /* flash wait states at that clock (a read takes 1 + ws) */
    uint8_t clock_div;      /* core clocks per flash clock: reads start on its edges */
    uint8_t line;           /* bytes the flash returns per read */
    uint8_t buffers;        /* instruction line (prefetch) buffers */
    uint8_t prefetch;       /* the next sequential line is read ahead */
    uint8_t read_gap;       /* idle cycles of the flash between two reads */
    uint16_t sets;          /* cache sets (0: no cache) */
    uint8_t ways;           /* cache ways */
    uint8_t replace;        /* REPLACE_* */
    uint8_t data_cached;    /* data reads look up and fill the instruction cache */
    uint8_t data_lines;     /* data line buffers (or the data cache's lines) */
    uint32_t code_ram;      /* RAM in the Code region (I-Code bus, zero wait states,
                               above the flash region), where HALITE_RAMFUNC's
                               kernels go on this part: its address ... */
    uint32_t code_ram_size; /* ... and bytes (0: none) */
};

/* Returns the part called name, or NULL (zero-wait is no part: NULL too). */
const struct part *memsys_part(const char *name);

/* The parts, ending with one whose name is NULL. */
const struct part *memsys_parts(void);

#define MEMSYS_MAX_LINES 8
struct mem_line {
    uint32_t tag;        /* line address */
    int64_t avail;       /* cycle from which a request has no extra delay */
    uint64_t used;       /* last use, for LRU */
    uint8_t valid;
};

struct memsys {
    const struct part *p;
    int64_t busy;                          /* the flash reads until this cycle */
    int64_t port_free;                     /* the next fetched word completes from here */
    struct mem_line buf[MEMSYS_MAX_LINES]; /* instruction line and prefetch buffers */
    struct mem_line data[MEMSYS_MAX_LINES];/* data line buffers */
    struct mem_line *cache;                /* sets * ways, or NULL */
    uint64_t clock, rng;
    uint64_t hits, misses, stall;          /* fetch and data statistics */
};

/* Initialises m for part p (NULL: m is unused); 0, or -1 out of memory. */
int memsys_init(struct memsys *m, const struct part *p);

/* Empties every buffer and the cache and restarts the replacement sequence
 * and the statistics: each call starts from the same state (the gate
 * compares runs). */
void memsys_reset(struct memsys *m);

/* Frees what memsys_init allocated. */
void memsys_free(struct memsys *m);

/* Restarts the timeline at cycle 0 (every read finished); contents stay. */
void memsys_retime(struct memsys *m);

/* Returns 1 when addr is priced by the memory system (the flash region). */
int memsys_in_flash(const struct memsys *m, uint32_t addr);

/* An instruction fetch of the word at addr requested at cycle t: returns
 * its extra delay over zero-wait memory (0 outside the flash region). */
int memsys_fetch(struct memsys *m, uint32_t addr, int64_t t);

/* A data read of size bytes at addr at cycle t: returns the stall. */
int memsys_data(struct memsys *m, uint32_t addr, int size, int64_t t);

#endif
