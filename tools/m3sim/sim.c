/* SPDX-License-Identifier: ISC */
#include "sim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAGE 0x1000u
#define STACK_BASE 0x3f000000u       /* a region no mps2-an385 image uses */
#define STACK_SIZE 0x00100000u
#define RETURN_PAGE 0x0ffff000u      /* LR points here; reaching it ends a call */
#define MAX_REGIONS 32
#define MAX_INSNS 500000000ull       /* runaway guard: 40x the longest API call */

struct region {
    uint32_t base, size;
    unsigned char *image;            /* contents after loading, for resets */
};

struct sim {
    uc_engine *uc;
    csh cs;                          /* Thumb (M-class for the Cortex-M cores) */
    csh cs_arm;                      /* ARM state (Cortex-A8 only) */
    const struct core *core;
    const struct elf_image *img;
    struct region regions[MAX_REGIONS];
    int nregions;

    /* decode cache: open addressing on the instruction address */
    struct insn *cache;
    uint32_t *cache_keys;            /* address + 1; 0 = empty */
    size_t cache_cap, cache_used;

    /* the current call */
    struct model_state ms;
    struct memsys mem;        /* the part's memory system (mem.p NULL: zero wait) */
    struct sim_stats *st;
    uint32_t measure, measure_ret, measure_sp;
    int measuring, failed;
    uint32_t lowest_write;

    /* the trace */
    enum trace_mode mode;
    uint64_t hash, length;
    uint64_t value_hash;             /* values loaded and stored (TRACE_HASH only) */
    struct trace_entry cur;
    int have_cur;
    struct trace_entry *rec;
    size_t nrec, caprec;
    int diverged;
    uint64_t div_index;
    struct trace_entry div_entry;

    /* fault injection: the step hook, and the one patched instruction */
    sim_step_fn step_hook;
    void *step_ctx;
    int stopped;
    int patched;
    uint32_t patch_addr;
    int patch_len;
    uint8_t patch_orig[4];
    struct insn patch_decoded[2];    /* at patch_addr and patch_addr + 2 */
    int alignment_faults;            /* an access the core faults on stops the call */
    uint8_t exec_kind;               /* the kind of the instruction executing */
};

/* One step of the rolling trace hash (FNV-1a style, a 32-bit word at a time). */
static uint64_t mix(uint64_t h, uint32_t x)
{
    return (h ^ x) * 0x100000001b3ull;
}

/* Same, 32-bit state, for the per-instruction address digest. */
static uint32_t mix32(uint32_t h, uint32_t x)
{
    return (h ^ x) * 0x01000193u;
}

/* Reads register r (0..15) for the timing model. */
static uint32_t read_reg(void *ctx, int r)
{
    struct sim *s = ctx;
    static const int ids[16] = {
        UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3, UC_ARM_REG_R4,
        UC_ARM_REG_R5, UC_ARM_REG_R6, UC_ARM_REG_R7, UC_ARM_REG_R8, UC_ARM_REG_R9,
        UC_ARM_REG_R10, UC_ARM_REG_R11, UC_ARM_REG_R12, UC_ARM_REG_SP, UC_ARM_REG_LR,
        UC_ARM_REG_PC,
    };
    uint32_t v = 0;
    if (r >= 0 && r < 16)
        uc_reg_read(s->uc, ids[r], &v);
    return v;
}

/* Decodes the instruction at addr into *out from memory (not cached); 0 or -1. */
static int decode_at(struct sim *s, uint32_t addr, struct insn *out)
{
    uint8_t code[4];
    if (uc_mem_read(s->uc, addr, code, 4) != UC_ERR_OK &&
        uc_mem_read(s->uc, addr, code, 2) != UC_ERR_OK)
        return -1;
    csh cs = s->cs;
    if (s->core->isa == ISA_V7A) {
        uint32_t cpsr = 0;
        uc_reg_read(s->uc, UC_ARM_REG_CPSR, &cpsr);
        if (!(cpsr & 0x20))
            cs = s->cs_arm;   /* CPSR.T clear: ARM state */
    }
    return model_decode(cs, s->core, code, 4, addr, out);
}

const struct insn *sim_insn_at(struct sim *s, uint32_t addr)
{
    if (s->patched && addr - s->patch_addr < 4) {
        /* patched code is decoded afresh and never cached */
        struct insn *p = &s->patch_decoded[(addr - s->patch_addr) / 2];
        return decode_at(s, addr, p) == 0 ? p : NULL;
    }
    size_t mask = s->cache_cap - 1, i = (addr * 2654435761u) & mask;
    while (s->cache_keys[i]) {
        if (s->cache_keys[i] == addr + 1)
            return &s->cache[i];
        i = (i + 1) & mask;
    }
    struct insn in;
    if (decode_at(s, addr, &in) != 0)
        return NULL;
    if (2 * (s->cache_used + 1) > s->cache_cap) {
        /* grow: rehash into a table twice the size */
        size_t old_cap = s->cache_cap;
        struct insn *old = s->cache;
        uint32_t *old_keys = s->cache_keys;
        s->cache_cap *= 2;
        s->cache = calloc(s->cache_cap, sizeof *s->cache);
        s->cache_keys = calloc(s->cache_cap, sizeof *s->cache_keys);
        s->cache_used = 0;
        for (size_t k = 0; k < old_cap; k++) {
            if (!old_keys[k])
                continue;
            size_t j = ((old_keys[k] - 1) * 2654435761u) & (s->cache_cap - 1);
            while (s->cache_keys[j])
                j = (j + 1) & (s->cache_cap - 1);
            s->cache_keys[j] = old_keys[k];
            s->cache[j] = old[k];
            s->cache_used++;
        }
        free(old);
        free(old_keys);
        mask = s->cache_cap - 1;
        i = (addr * 2654435761u) & mask;
        while (s->cache_keys[i])
            i = (i + 1) & mask;
    }
    s->cache_keys[i] = addr + 1;
    s->cache[i] = in;
    s->cache_used++;
    return &s->cache[i];
}

/* Closes the trace entry of the previous instruction: hash, record or compare. */
static void finish_entry(struct sim *s)
{
    if (!s->have_cur)
        return;
    s->have_cur = 0;
    const struct trace_entry *e = &s->cur;
    uint64_t h = s->hash;
    h = mix(h, e->pc);
    h = mix(h, e->cycles);
    h = mix(h, e->addr_hash);
    h = mix(h, e->opnd_a);
    h = mix(h, e->opnd_b);
    s->hash = h;
    if (s->mode == TRACE_RECORD) {
        if (s->nrec == s->caprec) {
            s->caprec = s->caprec ? 2 * s->caprec : 1 << 16;
            s->rec = realloc(s->rec, s->caprec * sizeof *s->rec);
            if (!s->rec) {
                fprintf(stderr, "m3sim: out of memory recording the trace\n");
                exit(2);
            }
        }
        s->rec[s->nrec++] = *e;
    } else if (s->mode == TRACE_COMPARE && !s->diverged) {
        const struct trace_entry *r = s->length < s->nrec ? &s->rec[s->length] : NULL;
        if (!r || r->pc != e->pc || r->cycles != e->cycles || r->addr_hash != e->addr_hash ||
            r->opnd_a != e->opnd_a || r->opnd_b != e->opnd_b) {
            s->diverged = 1;
            s->div_index = s->length;
            s->div_entry = *e;
            uc_emu_stop(s->uc);
        }
    }
    s->length++;
}

/* Stops the call when the measured function returns. */
static void end_measure(struct sim *s)
{
    finish_entry(s);
    s->measuring = 0;
    s->st->r0 = read_reg(s, 0);
    uc_emu_stop(s->uc);
}

/* Adds one priced instruction to the statistics and the trace. */
static void account(struct sim *s, uint32_t pc, const struct insn *in, const struct step *step)
{
    struct sim_stats *st = s->st;
    st->cycles += (uint64_t)step->cycles;
    st->insns++;
    if (step->executed) {
        st->kinds[in->kind]++;
        st->taken += (uint64_t)step->taken;
        if (in->kind >= K_UMULL && in->kind <= K_SMLAL)
            st->long_mul[in->kind - K_UMULL][step->class_a][step->class_b]++;
        if (in->kind == K_UDIV || in->kind == K_SDIV)
            st->div_cycles[step->cycles]++;
    } else {
        st->skipped++;
    }
    if (st->insns > MAX_INSNS) {
        fprintf(stderr, "m3sim: more than %llu instructions, stopping\n", MAX_INSNS);
        s->failed = 1;
        uc_emu_stop(s->uc);
        return;
    }
    if (s->mode == TRACE_OFF)
        return;
    finish_entry(s);
    memset(&s->cur, 0, sizeof s->cur);
    s->cur.pc = pc;
    s->cur.cycles = (uint8_t)step->cycles;
    s->cur.executed = (uint8_t)step->executed;
    s->cur.opnd_a = step->opnd_a;
    s->cur.opnd_b = step->opnd_b;
    s->have_cur = 1;
}

/* Says why the instruction in at pc cannot run on the core, and fails the call. */
static void report_refusal(struct sim *s, const struct insn *in, uint32_t pc)
{
    static const char *const isa_names[] = {"ARMv6-M", "ARMv7-M", "ARMv7E-M"};
    if (in->refused == REFUSE_FLOAT)
        fprintf(stderr, "m3sim: %s at 0x%08x: floating-point instructions are not modelled\n",
                in->text, pc);
    else
        fprintf(stderr, "m3sim: %s at 0x%08x is not an %s instruction: the %s cannot run it\n",
                in->text, pc, isa_names[s->core->isa], s->core->title);
    s->failed = 1;
}

/* Clears the pipeline state, keeping the memory system (its contents stay). */
static void reset_pipeline(struct sim *s)
{
    memset(&s->ms, 0, sizeof s->ms);
    s->ms.fetch.mem = s->mem.p ? &s->mem : NULL;
}

/* UC_HOOK_CODE: prices the instruction about to execute. */
static void on_code(uc_engine *uc, uint64_t address, uint32_t size, void *user)
{
    struct sim *s = user;
    uint32_t pc = (uint32_t)address;
    (void)size;
    if (s->failed)
        return;
    if (s->measure && !s->measuring) {
        if (pc != s->measure || s->measure_ret)
            return;
        s->measuring = 1;
        s->measure_ret = read_reg(s, 14) & ~1u;
        s->measure_sp = read_reg(s, 13);
        s->lowest_write = s->measure_sp;
        reset_pipeline(s);
    } else if (s->measuring && pc == s->measure_ret && read_reg(s, 13) == s->measure_sp) {
        end_measure(s);
        return;
    }
    /* Unicorn does not always report an instruction its IT condition skips:
     * catch up on the slots between the last one seen and this one. */
    struct step step;
    while (s->ms.it_left && pc != s->ms.it_addrs[s->ms.it_pos]) {
        uint32_t slot = s->ms.it_addrs[s->ms.it_pos];
        model_skip(s->core, &s->ms, sim_insn_at(s, slot), &step);
        account(s, slot, sim_insn_at(s, slot), &step);
    }
    if (s->step_hook && s->measuring) {
        enum sim_step ask = s->step_hook(s->step_ctx, pc, s->st->insns);
        if (ask == SIM_STEP_STOP) {
            s->stopped = 1;
            uc_emu_stop(uc);
        }
        if (ask != SIM_STEP_RUN)
            return;
    }
    const struct insn *in = sim_insn_at(s, pc);
    if (!in) {
        fprintf(stderr, "m3sim: cannot decode the instruction at 0x%08x\n", pc);
        s->failed = 1;
        uc_emu_stop(uc);
        return;
    }
    if (in->refused) {
        report_refusal(s, in, pc);
        uc_emu_stop(uc);
        return;
    }
    s->exec_kind = in->kind;
    uint32_t xpsr = 0;
    if (s->ms.it_left || in->kind == K_BRANCH_COND)
        uc_reg_read(uc, s->core->isa == ISA_V7A ? UC_ARM_REG_CPSR : UC_ARM_REG_XPSR, &xpsr);
    model_step(s->core, &s->ms, in, xpsr, read_reg, s, &step);
    if (in->kind == K_IT && step.executed) {
        uint32_t a = pc + in->size;
        for (int k = 0; k < in->it_len; k++) {
            const struct insn *slot = sim_insn_at(s, a);
            s->ms.it_addrs[k] = a;
            a += slot ? slot->size : 2;
        }
    }
    account(s, pc, in, &step);
}

/* Returns 1 when an access of size bytes at a by the executing instruction
 * faults on the core although Unicorn performs it: on ARMv6-M every
 * unaligned access, on ARMv7-M an LDM, STM, PUSH, POP, LDRD or STRD not
 * word-aligned (UsageFault whatever CCR.UNALIGN_TRP says). */
static int alignment_fault(const struct sim *s, uint32_t a, int size)
{
    if (s->core->isa == ISA_V6M)
        return (a & (uint32_t)(size - 1)) != 0;
    return (s->exec_kind == K_LDM_STM || s->exec_kind == K_LDRD_STRD) && (a & 3) != 0;
}

/* UC_HOOK_MEM_READ/WRITE: data addresses for the trace, stack depth. */
static void on_mem(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
                   int64_t value, void *user)
{
    struct sim *s = user;
    uint32_t a = (uint32_t)address;
    (void)uc;
    if (s->measure && !s->measuring)
        return;
    if (type == UC_MEM_WRITE && a >= STACK_BASE && a < s->lowest_write)
        s->lowest_write = a;
    if (a & (uint32_t)(size - 1) & 3)
        s->st->unaligned++;
    if (s->alignment_faults && alignment_fault(s, a, size)) {
        fprintf(stderr, "m3sim: unaligned %s of %d bytes at 0x%08x, pc 0x%08x: an alignment "
                "fault on the %s\n", type == UC_MEM_WRITE ? "store" : "load", size, a,
                read_reg(s, 15), s->core->title);
        s->failed = 1;
        uc_emu_stop(uc);
    }
    if (type == UC_MEM_WRITE && s->mode == TRACE_HASH)
        s->value_hash = mix(s->value_hash, (uint32_t)value);
    if (s->have_cur) {
        if (s->cur.naddr == 0)
            s->cur.first_addr = a;
        if (s->cur.naddr < 255)
            s->cur.naddr++;
        s->cur.addr_hash = mix32(s->cur.addr_hash ? s->cur.addr_hash : 0x811c9dc5u,
                                 a ^ (uint32_t)size << 28 ^ (type == UC_MEM_WRITE) << 31);
    }
}

/* UC_HOOK_MEM_READ_AFTER: folds loaded values into the value hash. */
static void on_read_value(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
                          int64_t value, void *user)
{
    struct sim *s = user;
    (void)uc;
    (void)type;
    (void)address;
    (void)size;
    if (s->mode == TRACE_HASH && (!s->measure || s->measuring))
        s->value_hash = mix(s->value_hash, (uint32_t)value);
}

/* UC_HOOK_MEM_INVALID: reports the access and stops. */
static bool on_bad_mem(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
                       int64_t value, void *user)
{
    struct sim *s = user;
    (void)value;
    fprintf(stderr, "m3sim: invalid memory access (type %d) of %d bytes at 0x%08x, pc 0x%08x\n",
            (int)type, size, (uint32_t)address, read_reg(s, 15));
    s->failed = 1;
    uc_emu_stop(uc);
    return false;
}

/* Adds [base, base+size) rounded to pages to the region list, merging. */
static void add_range(struct sim *s, uint32_t base, uint32_t size)
{
    uint64_t lo = base & ~(uint64_t)(PAGE - 1);
    uint64_t hi = ((uint64_t)base + size + PAGE - 1) & ~(uint64_t)(PAGE - 1);
    for (int i = 0; i < s->nregions; i++) {
        struct region *r = &s->regions[i];
        uint64_t rlo = r->base, rhi = (uint64_t)r->base + r->size;
        if (lo <= rhi && hi >= rlo) {
            lo = lo < rlo ? lo : rlo;
            hi = hi > rhi ? hi : rhi;
            s->regions[i] = s->regions[--s->nregions];
            add_range(s, (uint32_t)lo, (uint32_t)(hi - lo));
            return;
        }
    }
    if (s->nregions < MAX_REGIONS)
        s->regions[s->nregions++] = (struct region){(uint32_t)lo, (uint32_t)(hi - lo), NULL};
}

/* Returns 1 when region r meets [base, base+size). */
static int overlaps(const struct region *r, uint32_t base, uint32_t size)
{
    return (uint64_t)r->base < (uint64_t)base + size && (uint64_t)base < (uint64_t)r->base + r->size;
}

/* The Unicorn CPU model of core c. Unicorn has no Cortex-M0+: the M0's
 * (the same ARMv6-M instruction set) runs its code. */
static int unicorn_model(const struct core *c)
{
    switch (c->id) {
    case CORE_M0: case CORE_M0PLUS: return UC_CPU_ARM_CORTEX_M0;
    case CORE_M4: return UC_CPU_ARM_CORTEX_M4;
    case CORE_M33: return UC_CPU_ARM_CORTEX_M33;
    case CORE_A8: return UC_CPU_ARM_CORTEX_A8;
    default: return UC_CPU_ARM_CORTEX_M3;
    }
}

struct sim *sim_new(const struct elf_image *img, const struct core *core)
{
    struct sim *s = calloc(1, sizeof *s);
    s->img = img;
    s->core = core;
    s->cache_cap = 1 << 14;
    s->cache = calloc(s->cache_cap, sizeof *s->cache);
    s->cache_keys = calloc(s->cache_cap, sizeof *s->cache_keys);
    /* Not UC_MODE_MCLASS: with it, Unicorn 2.0.1 ignores the CPU model and
     * always builds a Cortex-M33 (README.md "Instruction sets"). The M-class
     * models are M-profile without it. */
    int a_profile = core->isa == ISA_V7A;
    uc_err err = uc_open(UC_ARCH_ARM, a_profile ? UC_MODE_ARM : UC_MODE_THUMB, &s->uc);
    if (err == UC_ERR_OK)
        err = uc_ctl_set_cpu_model(s->uc, unicorn_model(core));
    if (err == UC_ERR_OK && a_profile) {
        /* NEON and VFP on: CPACR grants cp10/cp11, FPEXC.EN set */
        uint32_t cpacr = 0xf00000u, fpexc = 0x40000000u;
        err = uc_reg_write(s->uc, UC_ARM_REG_C1_C0_2, &cpacr);
        if (err == UC_ERR_OK)
            err = uc_reg_write(s->uc, UC_ARM_REG_FPEXC, &fpexc);
    }
    if (err != UC_ERR_OK) {
        fprintf(stderr, "m3sim: unicorn: %s\n", uc_strerror(err));
        free(s);
        return NULL;
    }
    if (cs_open(CS_ARCH_ARM, a_profile ? CS_MODE_THUMB : CS_MODE_THUMB | CS_MODE_MCLASS,
                &s->cs) != CS_ERR_OK ||
        (a_profile && cs_open(CS_ARCH_ARM, CS_MODE_ARM, &s->cs_arm) != CS_ERR_OK)) {
        fprintf(stderr, "m3sim: capstone failed to open\n");
        uc_close(s->uc);
        free(s);
        return NULL;
    }
    cs_option(s->cs, CS_OPT_DETAIL, CS_OPT_ON);
    if (a_profile)
        cs_option(s->cs_arm, CS_OPT_DETAIL, CS_OPT_ON);

    for (int i = 0; i < img->nsegments; i++) {
        const struct elf_segment *g = &img->segments[i];
        add_range(s, g->vaddr, g->memsz);
        if (g->paddr != g->vaddr && g->filesz)
            add_range(s, g->paddr, g->filesz);
    }
    for (int i = 0; i < s->nregions; i++) {
        const struct region *r = &s->regions[i];
        if (overlaps(r, STACK_BASE, STACK_SIZE) || overlaps(r, RETURN_PAGE, PAGE)) {
            fprintf(stderr, "m3sim: the image overlaps m3sim's stack or return page\n");
            sim_free(s);
            return NULL;
        }
    }
    add_range(s, STACK_BASE, STACK_SIZE);
    add_range(s, RETURN_PAGE, PAGE);
    for (int i = 0; i < s->nregions; i++) {
        struct region *r = &s->regions[i];
        if (uc_mem_map(s->uc, r->base, r->size, UC_PROT_ALL) != UC_ERR_OK) {
            fprintf(stderr, "m3sim: cannot map 0x%08x+0x%x\n", r->base, r->size);
            sim_free(s);
            return NULL;
        }
    }
    for (int i = 0; i < img->nsegments; i++) {
        const struct elf_segment *g = &img->segments[i];
        if (g->filesz) {
            uc_mem_write(s->uc, g->vaddr, g->data, g->filesz);
            if (g->paddr != g->vaddr)
                uc_mem_write(s->uc, g->paddr, g->data, g->filesz);
        }
    }
    static const uint8_t spin[2] = {0xfe, 0xe7}; /* b . */
    uc_mem_write(s->uc, RETURN_PAGE, spin, sizeof spin);
    for (int i = 0; i < s->nregions; i++) {
        struct region *r = &s->regions[i];
        r->image = malloc(r->size);
        uc_mem_read(s->uc, r->base, r->image, r->size);
    }
    uc_hook h;
    uc_hook_add(s->uc, &h, UC_HOOK_CODE, (void *)on_code, s, 1, 0);
    uc_hook_add(s->uc, &h, UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE, (void *)on_mem, s, 1, 0);
    uc_hook_add(s->uc, &h, UC_HOOK_MEM_READ_AFTER, (void *)on_read_value, s, 1, 0);
    uc_hook_add(s->uc, &h, UC_HOOK_MEM_INVALID, (void *)on_bad_mem, s, 1, 0);
    return s;
}

void sim_free(struct sim *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nregions; i++)
        free(s->regions[i].image);
    memsys_free(&s->mem);
    uc_close(s->uc);
    cs_close(&s->cs);
    if (s->cs_arm)
        cs_close(&s->cs_arm);
    free(s->cache);
    free(s->cache_keys);
    free(s->rec);
    free(s);
}

void sim_reset_memory(struct sim *s)
{
    for (int i = 0; i < s->nregions; i++)
        uc_mem_write(s->uc, s->regions[i].base, s->regions[i].image, s->regions[i].size);
}

int sim_write(struct sim *s, uint32_t addr, const void *p, size_t n)
{
    return uc_mem_write(s->uc, addr, p, n) == UC_ERR_OK ? 0 : -1;
}

static int run_call(struct sim *s, uint32_t pc, struct sim_stats *out);

int sim_call(struct sim *s, uint32_t entry, const uint32_t *args, int nargs,
             uint32_t measure, enum trace_mode mode, struct sim_stats *out)
{
    memset(out, 0, sizeof *out);
    reset_pipeline(s);
    if (s->mem.p)
        memsys_reset(&s->mem);
    s->st = out;
    s->measure = measure & ~1u;
    s->measure_ret = 0;
    s->measuring = 0;
    s->failed = 0;
    s->stopped = 0;
    s->mode = mode;
    s->hash = 0xcbf29ce484222325ull;
    s->value_hash = 0xcbf29ce484222325ull;
    s->length = 0;
    s->have_cur = 0;
    s->diverged = 0;
    if (mode == TRACE_RECORD)
        s->nrec = 0;

    static const int arg_regs[4] = {UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3};
    for (int i = 0; i < 4; i++) {
        uint32_t v = i < nargs ? args[i] : 0;
        uc_reg_write(s->uc, arg_regs[i], &v);
    }
    uint32_t sp = STACK_BASE + STACK_SIZE, lr = RETURN_PAGE | 1;
    uc_reg_write(s->uc, UC_ARM_REG_SP, &sp);
    uc_reg_write(s->uc, UC_ARM_REG_LR, &lr);
    s->lowest_write = sp;
    s->measure_sp = sp;

    return run_call(s, entry, out);
}

/* Runs the call set up in s from pc to its end; returns as sim_call. */
static int run_call(struct sim *s, uint32_t pc, struct sim_stats *out)
{
    /* the Cortex-A8 enters ARM-state code (the symbol's bit 0 clear) in ARM state */
    uint32_t start = s->core->isa == ISA_V7A ? pc : pc | 1;
    uc_err err = uc_emu_start(s->uc, start, RETURN_PAGE, 0, 0);
    if (s->stopped)
        return 1;
    if (err != UC_ERR_OK && !s->failed) {
        /* Unicorn rejects some instructions when it translates them, before
         * the code hook could see them: say why when m3sim knows. */
        uint32_t at = read_reg(s, 15);
        const struct insn *in = sim_insn_at(s, at);
        if (in && in->refused)
            report_refusal(s, in, at);
        else
            fprintf(stderr, "m3sim: unicorn stopped at pc 0x%08x: %s\n", at, uc_strerror(err));
        s->failed = 1;
    }
    if (s->failed)
        return -1;
    if (s->measure && s->measure_ret == 0) {
        fprintf(stderr, "m3sim: the measured function was never called\n");
        return -1;
    }
    if (s->measuring && !s->diverged) {
        /* Reached the return page: the measured function was tail-called
         * and returned straight there; otherwise it never returned. */
        if (s->measure_ret != RETURN_PAGE || read_reg(s, 13) != s->measure_sp) {
            fprintf(stderr, "m3sim: the measured function did not return\n");
            return -1;
        }
        finish_entry(s);
        s->measuring = 0;
        out->r0 = read_reg(s, 0);
    }
    finish_entry(s);
    if (!s->measure)
        out->r0 = read_reg(s, 0);
    if (s->mode == TRACE_COMPARE && !s->diverged && s->length != s->nrec) {
        s->diverged = 1;
        s->div_index = s->length;
        memset(&s->div_entry, 0, sizeof s->div_entry);
    }
    out->stack_bytes = s->measure_sp - s->lowest_write;
    return 0;
}

uint64_t sim_trace_hash(const struct sim *s) { return s->hash; }

uint64_t sim_trace_length(const struct sim *s) { return s->length; }

uint64_t sim_value_hash(const struct sim *s) { return s->value_hash; }

const struct trace_entry *sim_recorded(const struct sim *s, size_t *n)
{
    *n = s->nrec;
    return s->rec;
}

int sim_divergence(const struct sim *s, uint64_t *index, struct trace_entry *ours)
{
    *index = s->div_index;
    *ours = s->div_entry;
    return s->diverged;
}

void sim_set_step_hook(struct sim *s, sim_step_fn fn, void *ctx)
{
    s->step_hook = fn;
    s->step_ctx = ctx;
}

void sim_set_alignment_faults(struct sim *s, int on) { s->alignment_faults = on; }

uc_engine *sim_engine(struct sim *s) { return s->uc; }

int sim_nregions(const struct sim *s) { return s->nregions; }

void sim_region(const struct sim *s, int i, uint32_t *base, uint32_t *size, int *is_stack,
                int *is_return_page)
{
    *base = s->regions[i].base;
    *size = s->regions[i].size;
    *is_stack = *base == STACK_BASE;
    *is_return_page = *base == RETURN_PAGE;
}

int sim_patch(struct sim *s, uint32_t addr, const uint8_t *code, int len)
{
    if (s->patched || uc_mem_read(s->uc, addr, s->patch_orig, (size_t)len) != UC_ERR_OK ||
        uc_mem_write(s->uc, addr, code, (size_t)len) != UC_ERR_OK)
        return -1;
    /* translated blocks holding the old bytes must go */
    uc_ctl_remove_cache(s->uc, addr, addr + (uint32_t)len);
    s->patched = 1;
    s->patch_addr = addr;
    s->patch_len = len;
    return 0;
}

void sim_unpatch(struct sim *s)
{
    if (!s->patched)
        return;
    uc_mem_write(s->uc, s->patch_addr, s->patch_orig, (size_t)s->patch_len);
    uc_ctl_remove_cache(s->uc, s->patch_addr, s->patch_addr + (uint32_t)s->patch_len);
    s->patched = 0;
}

void sim_save_call(const struct sim *s, struct sim_call_state *cs)
{
    cs->ms = s->ms;
    cs->measure = s->measure;
    cs->measure_ret = s->measure_ret;
    cs->measure_sp = s->measure_sp;
    cs->lowest_write = s->lowest_write;
    cs->index = s->st->insns;
}

int sim_resume(struct sim *s, const struct sim_call_state *cs, uint32_t pc,
               struct sim_stats *out)
{
    memset(out, 0, sizeof *out);
    out->insns = cs->index;
    s->st = out;
    s->ms = cs->ms;
    s->measure = cs->measure;
    s->measure_ret = cs->measure_ret;
    s->measure_sp = cs->measure_sp;
    s->lowest_write = cs->lowest_write;
    s->measuring = 1;
    s->failed = 0;
    s->stopped = 0;
    s->mode = TRACE_OFF;
    s->length = 0;
    s->have_cur = 0;
    s->diverged = 0;
    return run_call(s, pc, out);
}

uint64_t sim_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int sim_set_part(struct sim *s, const struct part *p)
{
    memsys_free(&s->mem);
    return memsys_init(&s->mem, p);
}

const struct memsys *sim_memsys(const struct sim *s)
{
    return s->mem.p ? &s->mem : NULL;
}
