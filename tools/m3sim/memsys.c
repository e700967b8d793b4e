/* SPDX-License-Identifier: ISC */
#include "memsys.h"

#include <stdlib.h>
#include <string.h>

/* The parts, each with its sources in README.md "Memory systems". */
static const struct part parts[] = {
    /* CC26x0 TRM (SWCU117) ch. 7, VIMS: 64-bit flash reads, 2 wait states at
     * 48 MHz, an 8 KB 4-way cache of 8-byte lines holding code and DCode
     * data. Calibrated on CMEmu: a read every 4 cycles (3 and an idle one),
     * its prefetch left out (README.md, "Checked against CMEmu from flash"). */
    {.name = "cc2650", .title = "TI CC2650 (VIMS cache on)", .core = "m3", .mhz = 48, .ws = 2,
     .clock_div = 1, .line = 8, .buffers = 1, .read_gap = 1, .sets = 256,
     .ways = 4, .replace = REPLACE_RANDOM, .data_cached = 1, .data_lines = 1},
    /* The same flash with the VIMS off: a line buffer for code, one for data;
     * the cache's 8 KB then serve as GPRAM at 0x11000000 (SWCU117 ch. 7). */
    {.name = "cc2650-nocache", .title = "TI CC2650 (VIMS cache off)", .core = "m3", .mhz = 48,
     .ws = 2, .clock_div = 1, .line = 8, .buffers = 1, .read_gap = 1, .data_lines = 1,
     .code_ram = 0x11000000, .code_ram_size = 8192},
    /* UM10360 ch. 5 (flash accelerator): 128-bit lines, FLASHTIM = 4 (5 CPU
     * clocks) at 96 MHz, a buffer array with prefetch of the next line, data
     * in their own buffer; 32 KB of local SRAM at 0x10000000 (UM10360 ch. 2). */
    {.name = "lpc1768", .title = "NXP LPC1768", .core = "m3", .mhz = 96, .ws = 4, .clock_div = 1,
     .line = 16, .buffers = 4, .prefetch = 1, .data_lines = 1, .code_ram = 0x10000000,
     .code_ram_size = 32768},
    /* RM0008 §3.3.3: 2 wait states above 48 MHz, 64-bit reads, a prefetch
     * buffer of two 64-bit blocks; data reads go to the flash. */
    {.name = "stm32f103", .title = "ST STM32F103", .core = "m3", .mhz = 72, .ws = 2,
     .clock_div = 1, .line = 8, .buffers = 2, .prefetch = 1},
    /* RM0038 §3.3: 1 wait state at 32 MHz (range 1), 64-bit access (ACC64),
     * prefetch on. */
    {.name = "stm32l152", .title = "ST STM32L152", .core = "m3", .mhz = 32, .ws = 1,
     .clock_div = 1, .line = 8, .buffers = 2, .prefetch = 1},
    /* RM0091 §3.2: 1 wait state above 24 MHz, prefetch buffer on. */
    {.name = "stm32f091", .title = "ST STM32F091", .core = "m0", .mhz = 48, .ws = 1,
     .clock_div = 1, .line = 8, .buffers = 2, .prefetch = 1},
    /* RM0368 §3.4: 2 wait states at 84 MHz (2.7-3.6 V), ART accelerator:
     * 128-bit lines, prefetch, instruction cache of 64 lines, data cache of
     * 8 lines. */
    {.name = "stm32f401", .title = "ST STM32F401", .core = "m4", .mhz = 84, .ws = 2,
     .clock_div = 1, .line = 16, .buffers = 2, .prefetch = 1, .sets = 1, .ways = 64,
     .replace = REPLACE_LRU, .data_lines = 8},
    /* KL25 RM ch. 27 (FMC): flash clock 24 MHz beside the 48 MHz core (a read
     * is one flash clock, two core clocks, starting on a flash clock edge),
     * 32-bit reads, a 4-way 4-set cache of 32-bit entries (64 bytes) for
     * code and data, a speculation buffer reading the next word. */
    {.name = "kl25z", .title = "NXP KL25Z", .core = "m0plus", .mhz = 48, .ws = 1,
     .clock_div = 2, .line = 4, .buffers = 2, .prefetch = 1, .sets = 4, .ways = 4,
     .replace = REPLACE_LRU, .data_cached = 1},
    {.name = NULL},
};

const struct part *memsys_part(const char *name)
{
    for (const struct part *p = parts; p->name; p++)
        if (!strcmp(p->name, name))
            return p;
    return NULL;
}

const struct part *memsys_parts(void)
{
    return parts;
}

int memsys_init(struct memsys *m, const struct part *p)
{
    memset(m, 0, sizeof *m);
    m->p = p;
    if (p && p->sets) {
        m->cache = calloc((size_t)p->sets * p->ways, sizeof *m->cache);
        if (!m->cache)
            return -1;
    }
    memsys_reset(m);
    return 0;
}

void memsys_reset(struct memsys *m)
{
    const struct part *p = m->p;
    struct mem_line *cache = m->cache;
    memset(m, 0, sizeof *m);
    m->p = p;
    m->cache = cache;
    m->rng = 0x9e3779b97f4a7c15ull;
    if (cache)
        memset(cache, 0, (size_t)p->sets * p->ways * sizeof *cache);
}

void memsys_free(struct memsys *m)
{
    free(m->cache);
    m->cache = NULL;
}

void memsys_retime(struct memsys *m)
{
    m->busy = m->port_free = 0;
    for (int i = 0; i < MEMSYS_MAX_LINES; i++)
        m->buf[i].avail = m->data[i].avail = 0;
}

int memsys_in_flash(const struct memsys *m, uint32_t addr)
{
    return m && m->p && addr < MEMSYS_FLASH_END;
}

/* Returns the line of lines[0..n) holding tag, or NULL. */
static struct mem_line *find_line(struct mem_line *lines, int n, uint32_t tag)
{
    for (int i = 0; i < n; i++)
        if (lines[i].valid && lines[i].tag == tag)
            return &lines[i];
    return NULL;
}

/* Returns the line of lines[0..n) to replace: an empty one, else by policy. */
static struct mem_line *victim(struct memsys *m, struct mem_line *lines, int n)
{
    struct mem_line *v = &lines[0];
    for (int i = 0; i < n; i++) {
        if (!lines[i].valid)
            return &lines[i];
        if (lines[i].used < v->used)
            v = &lines[i];
    }
    if (m->p->replace == REPLACE_RANDOM) {
        /* xorshift64: a fixed pseudo-random sequence, reproducible runs */
        m->rng ^= m->rng << 13;
        m->rng ^= m->rng >> 7;
        m->rng ^= m->rng << 17;
        v = &lines[m->rng % (uint64_t)n];
    }
    return v;
}

/* Puts tag into lines[0..n) (replacing by policy), available from avail. */
static void install(struct memsys *m, struct mem_line *lines, int n, uint32_t tag, int64_t avail)
{
    if (n == 0)
        return;
    struct mem_line *l = find_line(lines, n, tag);
    if (!l)
        l = victim(m, lines, n);
    *l = (struct mem_line){.tag = tag, .avail = avail, .used = ++m->clock, .valid = 1};
}

/* Returns the cache set of tag (ways consecutive lines), or NULL without a cache. */
static struct mem_line *cache_set(struct memsys *m, uint32_t tag)
{
    if (!m->cache)
        return NULL;
    return m->cache + (size_t)((tag / m->p->line) % m->p->sets) * m->p->ways;
}

/* Returns 1 when tag is in the cache (and marks it used). */
static int cache_hit(struct memsys *m, uint32_t tag)
{
    struct mem_line *set = cache_set(m, tag);
    struct mem_line *l = set ? find_line(set, m->p->ways, tag) : NULL;
    if (l)
        l->used = ++m->clock;
    return l != NULL;
}

/* Reads a line from the flash at cycle t or when it is free; returns the
 * cycle from which its data is there. */
static int64_t flash_read(struct memsys *m, int64_t t)
{
    int64_t start = t > m->busy ? t : m->busy;
    int div = m->p->clock_div;
    if (div > 1)
        start = (start + div - 1) / div * div;
    m->busy = start + 1 + m->p->ws + m->p->read_gap;
    return start + m->p->ws;
}

/* Reads the line after tag ahead, at cycle t, unless it is held already. */
static void prefetch_after(struct memsys *m, uint32_t tag, int64_t t)
{
    uint32_t next = tag + m->p->line;
    if (!m->p->prefetch || next >= MEMSYS_FLASH_END || find_line(m->buf, m->p->buffers, next))
        return;
    struct mem_line *set = cache_set(m, next);
    if (set && find_line(set, m->p->ways, next))
        return;
    int64_t avail = flash_read(m, t);
    install(m, m->buf, m->p->buffers, next, avail);
    if (set)
        install(m, set, m->p->ways, next, 0);
}

int memsys_fetch(struct memsys *m, uint32_t addr, int64_t t)
{
    if (!memsys_in_flash(m, addr))
        return 0;
    uint32_t tag = addr & ~(uint32_t)(m->p->line - 1);
    struct mem_line *b = find_line(m->buf, m->p->buffers, tag);
    int64_t avail;
    if (b) {
        avail = b->avail > t ? b->avail : t;
        b->used = ++m->clock;
        m->hits++;
    } else if (cache_hit(m, tag)) {
        avail = t;
        install(m, m->buf, m->p->buffers, tag, t);
        m->hits++;
    } else {
        avail = flash_read(m, t);
        install(m, m->buf, m->p->buffers, tag, avail);
        struct mem_line *set = cache_set(m, tag);
        if (set)
            install(m, set, m->p->ways, tag, 0);
        m->misses++;
    }
    /* one word a cycle through the fetch port: a word behind a stalled
     * one completes the cycle after it (AHB data phases do not overlap) */
    if (avail < m->port_free)
        avail = m->port_free;
    m->port_free = avail + 1;
    prefetch_after(m, tag, avail);
    m->stall += (uint64_t)(avail - t);
    return (int)(avail - t);
}

int memsys_data(struct memsys *m, uint32_t addr, int size, int64_t t)
{
    if (!memsys_in_flash(m, addr))
        return 0;
    uint32_t line = m->p->line;
    int64_t now = t;
    for (uint32_t tag = addr & ~(line - 1); tag < addr + (uint32_t)size; tag += line) {
        struct mem_line *d = find_line(m->data, m->p->data_lines, tag);
        if (d) {
            if (d->avail > now)
                now = d->avail;
            d->used = ++m->clock;
            continue;
        }
        if (m->p->data_cached && cache_hit(m, tag))
            continue;
        now = flash_read(m, now);
        install(m, m->data, m->p->data_lines, tag, now);
        struct mem_line *set = m->p->data_cached ? cache_set(m, tag) : NULL;
        if (set)
            install(m, set, m->p->ways, tag, 0);
        m->misses++;
    }
    m->stall += (uint64_t)(now - t);
    return (int)(now - t);
}
