/* SPDX-License-Identifier: ISC */
/*
 * m3sim fault: the fault-injection campaign (docs/faults.md). For one API
 * entry of bench/fault-harness.c: a golden run that saves checkpoints (CPU
 * context, the simulator's call state, the memory the call writes), then
 * faulted runs, each resumed from the last checkpoint before its fault:
 *   model 1  skip: the n-th dynamic instruction is replaced by a NOP of its
 *            size for that one execution (IT state advances as for any
 *            instruction of the block);
 *   model 2  one bit of one destination register flipped after the n-th
 *            instruction;
 *   model 3  one bit of the n-th instruction's encoding flipped for that
 *            one execution.
 * A faulted run stops early as masked when, at a later checkpoint, the PC,
 * every register, xPSR, the IT state and the written memory equal the
 * golden run's there (the rest of the run is then the golden one); it is a
 * crash when Unicorn stops it (invalid instruction or memory, a write to
 * code, a refused instruction) and a timeout past twice the golden
 * instruction count. fault_classify() gives the verdict.
 */
#include "fault.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fault_classify.h"
#include "fault_recover.h"
#include "sim.h"

/* The APIs of bench/fault-harness.c: name, entry, measured function, kind. */
static const struct fault_api {
    const char *name, *entry, *measure;
    enum fault_api_kind kind;
} apis[] = {
    {"crypto_sign_detached", "fault_sign_detached", "halite_crypto_sign_ed25519_detached", API_SIGN},
    {"crypto_sign", "fault_sign", "halite_crypto_sign_ed25519", API_SIGN},
    {"crypto_scalarmult", "fault_scalarmult", "halite_crypto_scalarmult_curve25519", API_PRODUCE},
    {"crypto_box_beforenm", "fault_box_beforenm",
     "halite_crypto_box_curve25519xsalsa20poly1305_beforenm", API_PRODUCE},
    {"crypto_box_open_easy", "fault_box_open_easy_forged", "halite_crypto_box_open_easy", API_CHECK},
    {"crypto_secretbox_open_easy", "fault_secretbox_open_easy_forged",
     "halite_crypto_secretbox_open_easy", API_CHECK},
    {"crypto_sign_verify_detached", "fault_sign_verify_detached_forged",
     "halite_crypto_sign_ed25519_verify_detached", API_CHECK},
};
#define NAPIS (int)(sizeof apis / sizeof apis[0])

/* Functions outside the exhaustive skip campaign: the scalar multiplications
 * (field arithmetic, group operations, the ladder, the comb and the
 * variable-time double multiplication) and the SHA-512 compression. A name
 * ending in '*' is a prefix. */
static const char *const excluded[] = {
    "halite_fe25519_*", "halite_ge25519_*", "ge_*", "ladder", "wnaf", "big_first_batch",
    "words_sh*", "cached_*", "halite_sha512_blocks*",
};
#define NEXCLUDED (int)(sizeof excluded / sizeof excluded[0])

#define OUT_MAX 256
#define MAX_WINDOWS 8
#define STACK_WINDOW 0x4000u        /* the top of m3sim's stack that checkpoints keep */
#define RETURN_PAGE_ADDR 0x0ffff000u /* m3sim's return page (sim.c) */
#define MAX_CHECKPOINTS 1000
#define MIN_INTERVAL 256

/* The golden state at one point of the call. */
struct checkpoint {
    uint64_t index;
    uint32_t pc;
    uint32_t regs[17];                /* r0-r12, sp, lr, xpsr, pc */
    uc_context *ctx;
    struct sim_call_state cs;
    uint8_t *mem;                     /* the windows, one after another */
};

/* One fault: the model, the dynamic instruction, and its bit (or register
 * and bit, register * 32 + bit). */
struct fault {
    int model;                        /* FAULT_NONE restarts only (self-check) */
    uint64_t index;
    uint32_t param;
};

enum phase { PH_GOLDEN, PH_BEFORE, PH_PATCHED, PH_RAN, PH_FLIP, PH_DONE };

struct campaign {
    const struct fault_options *o;
    const struct fault_api *api;
    const struct elf_image *img;
    const struct core *core;
    struct sim *s;
    uc_engine *uc;
    uint32_t entry, measure, out_addr;
    size_t out_n;

    /* the golden run */
    uint64_t golden_n, budget;
    int32_t golden_rc;
    uint8_t golden_out[OUT_MAX], prefill[OUT_MAX];
    uint8_t seed[32], pk[32], msg[64];
    uint8_t secret_a[32];
    struct checkpoint *cps;
    size_t ncps, capcps;
    uint32_t *pcs;                    /* the golden PC of each index (0: an IT-skipped slot) */
    uint64_t interval;

    /* memory that the call may write: the data regions and the used stack */
    struct { uint32_t base, size; } win[MAX_WINDOWS];
    int nwin;
    size_t win_bytes;
    uint8_t *scratch;
    uint32_t stack_base, stack_lo;
    uint8_t *stack_low_copy;          /* [stack_base, stack_lo) at the start */
    uint32_t low_dirty_from;          /* lowest address written below stack_lo, or stack_lo */
    uint32_t code_lo, code_hi;        /* writes here crash the run */
    uint8_t *code_copy, return_copy[0x1000]; /* to undo them */
    int code_dirty;
    int ran_data;                     /* the faulted run executed outside the code */

    /* the faulted run in progress */
    struct fault f;
    enum phase phase;
    int flip_reg;
    int crashed, timed_out, reconverged;
    size_t next_cp;
};

static const int reg_ids[17] = {
    UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3, UC_ARM_REG_R4, UC_ARM_REG_R5,
    UC_ARM_REG_R6, UC_ARM_REG_R7, UC_ARM_REG_R8, UC_ARM_REG_R9, UC_ARM_REG_R10, UC_ARM_REG_R11,
    UC_ARM_REG_R12, UC_ARM_REG_SP, UC_ARM_REG_LR, UC_ARM_REG_PC, UC_ARM_REG_XPSR,
};

/* Reads r0-r15 and xPSR into regs (the order of reg_ids). */
static void read_regs(uc_engine *uc, uint32_t regs[17])
{
    void *ptrs[17];
    for (int i = 0; i < 17; i++)
        ptrs[i] = &regs[i];
    uc_reg_read_batch(uc, (int *)reg_ids, ptrs, 17);
}

/* Copies the memory windows into buf. */
static void read_windows(struct campaign *c, uint8_t *buf)
{
    for (int i = 0; i < c->nwin; i++) {
        uc_mem_read(c->uc, c->win[i].base, buf, c->win[i].size);
        buf += c->win[i].size;
    }
}

/* Writes the memory windows back from buf. */
static void write_windows(struct campaign *c, const uint8_t *buf)
{
    for (int i = 0; i < c->nwin; i++) {
        uc_mem_write(c->uc, c->win[i].base, buf, c->win[i].size);
        buf += c->win[i].size;
    }
}

/* Returns 1 when name is matched by an entry of excluded[]. */
static int name_excluded(const char *name)
{
    for (int i = 0; i < NEXCLUDED; i++) {
        size_t n = strlen(excluded[i]);
        if (excluded[i][n - 1] == '*' ? strncmp(name, excluded[i], n - 1) == 0
                                      : strcmp(name, excluded[i]) == 0)
            return 1;
    }
    return 0;
}

/* Returns 1 when pc lies in an excluded function. */
static int pc_excluded(const struct elf_image *img, uint32_t pc)
{
    const struct elf_symbol *f = elf_function_at(img, pc);
    return f && pc - (f->value & ~1u) < f->size && name_excluded(f->name);
}

/* Saves a checkpoint at the instruction at pc (from the step hook). */
static void save_checkpoint(struct campaign *c, uint32_t pc)
{
    if (c->ncps == c->capcps) {
        c->capcps = c->capcps ? 2 * c->capcps : 256;
        c->cps = realloc(c->cps, c->capcps * sizeof *c->cps);
    }
    struct checkpoint *cp = &c->cps[c->ncps++];
    sim_save_call(c->s, &cp->cs);
    cp->index = cp->cs.index;
    cp->pc = pc;
    read_regs(c->uc, cp->regs);
    cp->regs[15] = pc;
    uc_context_alloc(c->uc, &cp->ctx);
    uc_context_save(c->uc, cp->ctx);
    cp->mem = malloc(c->win_bytes);
    read_windows(c, cp->mem);
}

/* Returns 1 when the state at pc equals checkpoint cp's. */
static int state_equals(struct campaign *c, const struct checkpoint *cp, uint32_t pc)
{
    if (pc != cp->pc || c->low_dirty_from < c->stack_lo)
        return 0;
    struct sim_call_state cs;
    sim_save_call(c->s, &cs);
    if (cs.ms.it_left != cp->cs.ms.it_left || cs.ms.it_pos != cp->cs.ms.it_pos)
        return 0;
    uint32_t regs[17];
    read_regs(c->uc, regs);
    regs[15] = pc;
    if (memcmp(regs, cp->regs, sizeof regs) != 0)
        return 0;
    read_windows(c, c->scratch);
    return memcmp(c->scratch, cp->mem, c->win_bytes) == 0;
}

/* Sets PC to pc (Thumb): Unicorn leaves the current block and fetches from there. */
static void restart_at(struct campaign *c, uint32_t pc)
{
    uint32_t v = pc | 1;
    uc_reg_write(c->uc, UC_ARM_REG_PC, &v);
}

/* Starts the fault at the instruction at pc: patches it, or arms the flip. */
static enum sim_step inject(struct campaign *c, uint32_t pc)
{
    const struct insn *in = sim_insn_at(c->s, pc);
    if (!in)
        return SIM_STEP_RUN;             /* sim reports the undecodable instruction */
    uint8_t code[4];
    int len = in->size;
    uc_mem_read(c->uc, pc, code, (size_t)len);
    switch (c->f.model) {
    case FAULT_SKIP:
        if (len == 2) {
            code[0] = 0x00, code[1] = 0xbf;                      /* nop */
        } else if (c->core->isa != ISA_V6M) {
            code[0] = 0xaf, code[1] = 0xf3, code[2] = 0x00, code[3] = 0x80; /* nop.w */
        } else {
            code[0] = 0x00, code[1] = 0xe0, len = 2;              /* b .+4 (no IT on v6-M) */
        }
        break;
    case FAULT_CODE_FLIP:
        code[(c->f.param % (8u * (unsigned)len)) / 8] ^= (uint8_t)(1u << (c->f.param % 8));
        break;
    case FAULT_REG_FLIP: {
        uint16_t dst = in->dst_regs;
        int k = (int)(c->f.param / 32) % (__builtin_popcount(dst) ? __builtin_popcount(dst) : 1);
        c->flip_reg = -1;
        for (int r = 0; r < 16 && dst; r++)
            if ((dst >> r) & 1 && k-- == 0)
                c->flip_reg = r;
        c->phase = PH_FLIP;
        return SIM_STEP_RUN;
    }
    default:                                                    /* FAULT_NONE */
        break;
    }
    if (sim_patch(c->s, pc, code, len) != 0)
        return SIM_STEP_RUN;
    c->phase = PH_PATCHED;
    restart_at(c, pc);
    return SIM_STEP_RESTART;
}

static enum sim_step step(struct campaign *c, uint32_t pc, uint64_t index);

/* Prints the instruction about to run at pc with r0-r7 (--trace). */
static void trace_insn(struct campaign *c, uint32_t pc, uint64_t index)
{
    const struct elf_symbol *fn = elf_function_at(c->img, pc);
    const struct insn *in = sim_insn_at(c->s, pc);
    uint32_t regs[17];
    read_regs(c->uc, regs);
    printf("  %8llu %08x %s+0x%-4x %-32s", (unsigned long long)index, pc, fn ? fn->name : "?",
           fn ? pc - (fn->value & ~1u) : 0, in ? in->text : "?");
    for (int r = 0; r < 8; r++)
        printf(" %08x", regs[r]);
    printf("\n");
}

/* on_step, printing each instruction of a faulted run that runs from the
 * fault on (--trace: the restarts of the injection are not printed). */
static enum sim_step on_step(void *ctx, uint32_t pc, uint64_t index)
{
    struct campaign *c = ctx;
    enum sim_step ask = step(c, pc, index);
    if (c->o->trace && c->f.model != FAULT_NONE && ask == SIM_STEP_RUN && c->phase != PH_GOLDEN &&
        index >= c->f.index)
        trace_insn(c, pc, index);
    return ask;
}

/* The step hook: checkpoints in the golden run; in a faulted run the
 * injection, the restore, the reconvergence test and the budget. */
static enum sim_step step(struct campaign *c, uint32_t pc, uint64_t index)
{
    if (pc - c->code_lo > c->code_hi - c->code_lo)
        c->ran_data = 1;
    switch (c->phase) {
    case PH_GOLDEN: {
        /* checkpoints outside IT blocks only: Unicorn keeps the IT state of
         * a block being executed out of the saved context */
        struct sim_call_state cs;
        sim_save_call(c->s, &cs);
        if ((c->ncps == 0 || index >= c->cps[c->ncps - 1].index + c->interval) && !cs.ms.it_left)
            save_checkpoint(c, pc);
        if (index < c->golden_n)
            c->pcs[index] = pc;
        return SIM_STEP_RUN;
    }
    case PH_BEFORE:
        return index == c->f.index ? inject(c, pc) : SIM_STEP_RUN;
    case PH_PATCHED:                     /* the patched instruction, fetched again */
        c->phase = PH_RAN;
        return SIM_STEP_RUN;
    case PH_RAN:                         /* the one after it: restore the code */
        sim_unpatch(c->s);
        c->phase = PH_DONE;
        restart_at(c, pc);
        return SIM_STEP_RESTART;
    case PH_FLIP: {
        c->phase = PH_DONE;
        if (c->flip_reg < 0)
            return SIM_STEP_RUN;         /* no destination register: nothing to flip */
        uint32_t bit = 1u << (c->f.param % 32);
        if (c->flip_reg == 13)
            bit &= ~3u;                  /* SP[1:0] read as zero, ignore writes */
        if (c->flip_reg == 15) {
            uint32_t v = pc ^ bit;
            uc_reg_write(c->uc, UC_ARM_REG_PC, &v);
        } else {
            uint32_t v;
            uc_reg_read(c->uc, reg_ids[c->flip_reg], &v);
            v ^= bit;
            uc_reg_write(c->uc, reg_ids[c->flip_reg], &v);
            restart_at(c, pc);
        }
        return SIM_STEP_RESTART;
    }
    case PH_DONE:
        if (index > c->budget) {
            c->timed_out = 1;
            return SIM_STEP_STOP;
        }
        while (c->next_cp < c->ncps && c->cps[c->next_cp].index < index)
            c->next_cp++;
        if (c->o->early_stop && c->next_cp < c->ncps && c->cps[c->next_cp].index == index) {
            if (state_equals(c, &c->cps[c->next_cp++], pc)) {
                c->reconverged = 1;
                return SIM_STEP_STOP;
            }
        }
        return SIM_STEP_RUN;
    }
    return SIM_STEP_RUN;
}

/* UC_HOOK_MEM_WRITE on the code and return page: a faulted store there
 * stops the run (flash does not take plain stores). */
static bool on_code_write(uc_engine *uc, uc_mem_type type, uint64_t addr, int size, int64_t value,
                          void *user)
{
    struct campaign *c = user;
    (void)type, (void)addr, (void)size, (void)value;
    c->crashed = 1;
    c->code_dirty = 1;
    uc_emu_stop(uc);
    return true;
}

/* UC_HOOK_MEM_WRITE below the golden run's stack: noted, restored after the run. */
static bool on_low_stack_write(uc_engine *uc, uc_mem_type type, uint64_t addr, int size,
                               int64_t value, void *user)
{
    struct campaign *c = user;
    (void)uc, (void)type, (void)size, (void)value;
    if ((uint32_t)addr < c->low_dirty_from)
        c->low_dirty_from = (uint32_t)addr & ~3u;
    return true;
}

/* Returns the address of symbol name (function or object), or 0 after saying so. */
static uint32_t symbol(const struct elf_image *img, const char *name)
{
    const struct elf_symbol *sym = elf_find(img, name);
    if (!sym)
        printf("m3sim fault: no symbol %s in the image (bench/fault-harness.c)\n", name);
    return sym ? sym->value : 0;
}

/* Reads a 32-bit word at addr. */
static uint32_t read_word(struct campaign *c, uint32_t addr)
{
    uint32_t v = 0;
    uc_mem_read(c->uc, addr, &v, 4);
    return v;
}

/* The golden runs: the first measures the call, the second saves the
 * checkpoints. Returns 0 or -1 after saying why. */
static int golden(struct campaign *c)
{
    struct sim_stats st;
    sim_reset_memory(c->s);
    if (sim_call(c->s, c->entry, NULL, 0, c->measure, TRACE_OFF, &st) != 0) {
        printf("m3sim fault: the golden run of %s failed\n", c->api->entry);
        return -1;
    }
    c->golden_n = st.insns;
    c->golden_rc = (int32_t)st.r0;
    c->budget = c->o->budget_factor * c->golden_n;
    c->out_n = read_word(c, symbol(c->img, "fault_out_bytes"));
    if (c->out_n > OUT_MAX) {
        printf("m3sim fault: fault_out_bytes %zu is over %d\n", c->out_n, OUT_MAX);
        return -1;
    }
    uc_mem_read(c->uc, c->out_addr, c->golden_out, c->out_n);
    uint32_t sk = symbol(c->img, "fault_sk"), msg = symbol(c->img, "fault_msg");
    uc_mem_read(c->uc, sk, c->seed, 32);
    uc_mem_read(c->uc, sk + 32, c->pk, 32);
    uc_mem_read(c->uc, msg, c->msg, 64);
    fault_secret_scalar(c->secret_a, c->seed);

    /* the windows: every region but the code, the stack and the return
     * page in full, and the top STACK_WINDOW bytes of the stack (the call
     * and the harness use far less; faulted runs that go deeper are caught
     * by on_low_stack_write) */
    c->nwin = 0;
    c->win_bytes = 0;
    for (int i = 0; i < sim_nregions(c->s); i++) {
        uint32_t base, size;
        int is_stack, is_return;
        sim_region(c->s, i, &base, &size, &is_stack, &is_return);
        if (is_return)
            continue;
        if (c->entry >= base && c->entry - base < size) {
            c->code_lo = base;
            c->code_hi = base + size - 1;
            continue;
        }
        if (c->nwin == MAX_WINDOWS) {
            printf("m3sim fault: more than %d data regions\n", MAX_WINDOWS);
            return -1;
        }
        if (is_stack) {
            c->stack_base = base;
            c->stack_lo = base + size - STACK_WINDOW;
            base = c->stack_lo;
            size = STACK_WINDOW;
        }
        c->win[c->nwin].base = base;
        c->win[c->nwin].size = size;
        c->win_bytes += size;
        c->nwin++;
    }
    c->scratch = malloc(c->win_bytes);
    c->code_copy = malloc(c->code_hi - c->code_lo + 1);
    uc_mem_read(c->uc, c->code_lo, c->code_copy, c->code_hi - c->code_lo + 1);
    uc_mem_read(c->uc, RETURN_PAGE_ADDR, c->return_copy, sizeof c->return_copy);
    c->stack_low_copy = malloc(c->stack_lo - c->stack_base);
    c->low_dirty_from = c->stack_lo;
    uc_hook h;
    uc_hook_add(c->uc, &h, UC_HOOK_MEM_WRITE, (void *)on_code_write, c, c->code_lo, c->code_hi);
    uc_hook_add(c->uc, &h, UC_HOOK_MEM_WRITE, (void *)on_code_write, c, RETURN_PAGE_ADDR,
                RETURN_PAGE_ADDR + 0xfff);
    uc_hook_add(c->uc, &h, UC_HOOK_MEM_WRITE, (void *)on_low_stack_write, c, c->stack_base,
                c->stack_lo - 1);

    /* about MAX_CHECKPOINTS checkpoints, at least MIN_INTERVAL apart */
    c->interval = c->golden_n / MAX_CHECKPOINTS;
    if (c->interval < MIN_INTERVAL)
        c->interval = MIN_INTERVAL;
    c->pcs = calloc(c->golden_n, sizeof *c->pcs);
    c->phase = PH_GOLDEN;
    sim_set_step_hook(c->s, on_step, c);
    sim_reset_memory(c->s);
    int rc = sim_call(c->s, c->entry, NULL, 0, c->measure, TRACE_OFF, &st);
    if (rc != 0 || c->ncps == 0 || c->crashed || c->low_dirty_from != c->stack_lo) {
        printf("m3sim fault: the checkpointing golden run of %s failed\n",
                c->api->entry);
        return -1;
    }
    if (c->cps[0].cs.measure_sp - st.stack_bytes < c->stack_lo + STACK_WINDOW / 2) {
        printf("m3sim fault: the call uses more stack than the window\n");
        return -1;
    }
    uc_mem_read(c->uc, c->stack_base, c->stack_low_copy, c->stack_lo - c->stack_base);
    /* the output buffer as the caller left it, from the first checkpoint */
    size_t off = 0;
    for (int i = 0; i < c->nwin; i++) {
        if (c->out_addr >= c->win[i].base && c->out_addr - c->win[i].base < c->win[i].size) {
            memcpy(c->prefill, c->cps[0].mem + off + (c->out_addr - c->win[i].base), c->out_n);
            break;
        }
        off += c->win[i].size;
    }
    return 0;
}

/* Returns 1 when the golden run is not what the harness sets up: a
 * forgery refused with a clean output buffer, a valid signature, success. */
static int golden_exploitable(struct campaign *c)
{
    if (c->api->kind == API_CHECK) {
        struct fault_golden g = {API_CHECK, -1, c->prefill, c->prefill, c->out_n, 0};
        enum fault_exploit why;
        return fault_classify(&g, END_RETURNED, c->golden_rc, c->golden_out, NULL, NULL, &why) ==
               FC_EXPLOITABLE;
    }
    if (c->golden_rc != 0)
        return 1;
    return c->api->kind == API_SIGN && !fault_signature_valid(c->golden_out, c->msg, sizeof c->msg,
                                                              c->pk);
}

/* Host facts about a faulty signature (fault_sig_check). */
static int check_signature(void *ctx, const uint8_t sig[64], int *key_recovered)
{
    struct campaign *c = ctx;
    uint8_t a[32];
    *key_recovered = fault_recover_scalar(a, c->golden_out, sig, c->pk, c->msg, sizeof c->msg) == 0 &&
                     memcmp(a, c->secret_a, 32) == 0;
    return fault_signature_valid(sig, c->msg, sizeof c->msg, c->pk);
}

/* Runs fault f from the last checkpoint before it; returns how it ended,
 * with the return value and output. */
static enum fault_end run_fault(struct campaign *c, const struct fault *f, int32_t *rc,
                                uint8_t *out)
{
    size_t lo = 0, hi = c->ncps;         /* last checkpoint with index <= f->index */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (c->cps[mid].index <= f->index)
            lo = mid;
        else
            hi = mid;
    }
    const struct checkpoint *cp = &c->cps[lo];
    uc_context_restore(c->uc, cp->ctx);
    write_windows(c, cp->mem);
    if (c->low_dirty_from < c->stack_lo) {
        uint32_t from = c->low_dirty_from;
        uc_mem_write(c->uc, from, c->stack_low_copy + (from - c->stack_base), c->stack_lo - from);
        c->low_dirty_from = c->stack_lo;
    }
    c->f = *f;
    c->phase = PH_BEFORE;
    c->crashed = c->timed_out = c->reconverged = 0;
    c->next_cp = lo + 1;
    struct sim_stats st;
    int r = sim_resume(c->s, &cp->cs, cp->pc, &st);
    sim_unpatch(c->s);
    if (c->code_dirty) {
        /* the store that stopped the run may have landed: undo it */
        uc_mem_write(c->uc, c->code_lo, c->code_copy, c->code_hi - c->code_lo + 1);
        uc_mem_write(c->uc, RETURN_PAGE_ADDR, c->return_copy, sizeof c->return_copy);
        uc_ctl_remove_cache(c->uc, c->code_lo, c->code_hi + 1);
        uc_ctl_remove_cache(c->uc, RETURN_PAGE_ADDR, RETURN_PAGE_ADDR + sizeof c->return_copy);
        c->code_dirty = 0;
    }
    if (c->ran_data) {
        /* code translated from data pages: Unicorn 2.0.1 crashes on a later
         * store there (page_collection_lock), so drop every translation */
        uc_ctl_flush_tlb(c->uc);
        c->ran_data = 0;
    }
    *rc = (int32_t)st.r0;
    if (c->reconverged)
        return END_RECONVERGED;
    if (c->timed_out)
        return END_TIMEOUT;
    if (r != 0 || c->crashed)
        return END_CRASH;
    uc_mem_read(c->uc, c->out_addr, out, c->out_n);
    return END_RETURNED;
}

/* Tallies of one fault model. */
struct tally {
    uint64_t n, cls[FC_CLASSES], timeouts, why[FX_KINDS];
};

/* Prints a 32-byte value in hex. */
static void print_hex(FILE *fp, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fprintf(fp, "%02x", p[i]);
}

/* Runs, classifies and tallies one fault; prints the first key recovery
 * (the attack end to end) and, with --verbose, every exploitable run. */
static enum fault_class one_fault(struct campaign *c, const struct fault *f, struct tally *t,
                                  struct fault_report *rep)
{
    struct fault_golden g = {c->api->kind, c->golden_rc, c->golden_out, c->prefill, c->out_n,
                             c->o->hedged};
    int32_t rc;
    uint8_t out[OUT_MAX];
    enum fault_end end = run_fault(c, f, &rc, out);
    enum fault_exploit why;
    enum fault_class cls = fault_classify(&g, end, rc, out, check_signature, c, &why);
    t->n++;
    t->cls[cls]++;
    t->timeouts += end == END_TIMEOUT;
    t->why[why]++;
    if (c->o->point_model ||
        (cls == FC_EXPLOITABLE && (why == FX_KEY_RECOVERED ? !rep->key_shown : c->o->verbose))) {
        uint32_t at = c->pcs[f->index];
        const struct elf_symbol *fn = elf_function_at(c->img, at);
        const struct insn *in = sim_insn_at(c->s, at);
        printf("%s: model %d at instruction %llu, pc 0x%08x (%s+0x%x: %s), bit %u: %s\n",
               c->api->name, f->model, (unsigned long long)f->index, at, fn ? fn->name : "?",
               fn ? at - (fn->value & ~1u) : 0, in ? in->text : "?", f->param,
               cls == FC_EXPLOITABLE ? fault_exploit_names[why] : fault_class_names[cls]);
        if (c->o->point_model && end == END_RETURNED) {
            printf("  returned %d, output ", (int)rc);
            print_hex(stdout, out, c->out_n);
            printf("\n");
        }
        if (why == FX_KEY_RECOVERED) {
            uint8_t a[32];
            fault_recover_scalar(a, c->golden_out, out, c->pk, c->msg, sizeof c->msg);
            printf("  golden signature R = "); print_hex(stdout, c->golden_out, 32);
            printf("\n                   S = "); print_hex(stdout, c->golden_out + 32, 32);
            printf("\n  faulty signature R'= "); print_hex(stdout, out, 32);
            printf("\n                   S'= "); print_hex(stdout, out + 32, 32);
            printf("\n  recovered a = (S - S')/(h - h') mod L = "); print_hex(stdout, a, 32);
            printf("\n  secret scalar a (clamped SHA-512(seed)[0..32) mod L) = ");
            print_hex(stdout, c->secret_a, 32);
            printf("\n  %s\n", memcmp(a, c->secret_a, 32) == 0 ? "the recovered key equals the secret key"
                                                               : "MISMATCH");
            rep->key_shown = 1;
        }
    }
    return cls;
}

/* The names of the fault models, as the results file spells them. */
static const char *const model_names[FAULT_MODELS] = {
    "restart", "skip", "register_bit_flip", "instruction_bit_flip",
};

/* The exhaustive rows' names in the table. */
static const char *const exhaustive_names[FAULT_MODELS] = {
    "restart (exhaustive)", "skip (exhaustive)", "reg. flip (exhaustive)", "insn. flip (exhaustive)",
};

/* Returns 1 when the instruction at index is a fault point of model:
 * executed (not an IT-skipped slot), and for model 2 with a destination
 * register. */
static int fault_point(struct campaign *c, uint64_t index, int model)
{
    if (!c->pcs[index])
        return 0;
    if (model != FAULT_REG_FLIP)
        return 1;
    const struct insn *in = sim_insn_at(c->s, c->pcs[index]);
    return in && in->dst_regs;
}

/* Draws a random fault of one of the models in o->models. */
static void draw_fault(struct campaign *c, uint64_t *state, struct fault *f)
{
    int models[FAULT_MODELS], nmodels = 0;
    for (int m = 1; m < FAULT_MODELS; m++)
        if (c->o->models >> m & 1)
            models[nmodels++] = m;
    f->model = models[sim_random(state) % (uint64_t)nmodels];
    do
        f->index = sim_random(state) % c->golden_n;
    while (!fault_point(c, f->index, f->model));
    const struct insn *in = sim_insn_at(c->s, c->pcs[f->index]);
    uint32_t r = (uint32_t)sim_random(state);
    if (f->model == FAULT_SKIP)
        f->param = 0;
    else if (f->model == FAULT_CODE_FLIP)
        f->param = r % (8u * (in ? in->size : 2));
    else
        f->param = r % (32u * 16u);   /* register choice * 32 + bit */
}

/* Writes one tally as a JSON object. */
static void json_tally(FILE *fp, const struct tally *t)
{
    fprintf(fp, "{\"n\": %llu, \"masked\": %llu, \"detected\": %llu, \"crash\": %llu, "
            "\"timeout\": %llu, \"exploitable\": %llu, \"exploitable_kinds\": {",
            (unsigned long long)t->n, (unsigned long long)t->cls[FC_MASKED],
            (unsigned long long)t->cls[FC_DETECTED], (unsigned long long)t->cls[FC_CRASH],
            (unsigned long long)t->timeouts, (unsigned long long)t->cls[FC_EXPLOITABLE]);
    const char *sep = "";
    for (int k = 1; k < FX_KINDS; k++)
        if (t->why[k]) {
            fprintf(fp, "%s\"%s\": %llu", sep, fault_exploit_names[k], (unsigned long long)t->why[k]);
            sep = ", ";
        }
    fprintf(fp, "}}");
}

/* Prints one row of the table. */
static void print_row(const char *api, const char *what, const struct tally *t)
{
    printf("%-28s %-22s %8llu %8llu %8llu %8llu %11llu", api, what, (unsigned long long)t->n,
           (unsigned long long)t->cls[FC_MASKED], (unsigned long long)t->cls[FC_DETECTED],
           (unsigned long long)t->cls[FC_CRASH], (unsigned long long)t->cls[FC_EXPLOITABLE]);
    const char *sep = "  (";
    for (int k = 1; k < FX_KINDS; k++)
        if (t->why[k]) {
            printf("%s%s %llu", sep, fault_exploit_names[k], (unsigned long long)t->why[k]);
            sep = ", ";
        }
    printf("%s\n", *sep == ',' ? ")" : "");
}

/* The results of one API. */
struct api_result {
    const struct fault_api *api;
    uint64_t golden_n, exhaustive_points, runs;
    int32_t golden_rc;
    size_t ncps;
    uint64_t interval, budget;
    double seconds, cpu_seconds;      /* wall clock and this process's CPU time */
    struct tally exhaustive, random[FAULT_MODELS];
    int key_recovered, golden_exploitable;
};

/* Re-fetches 16 instructions unchanged, from checkpoints all along the
 * call: each run must end as the golden one (when says before or after
 * the campaign, whose runs must leave nothing behind). 0, or -1 after
 * saying so. */
static int self_check(struct campaign *c, uint64_t *state, struct tally *self,
                      struct fault_report *rep, const char *when)
{
    uint64_t masked = self->cls[FC_MASKED], n = self->n;
    for (int k = 0; k < 16; k++) {
        struct fault f = {FAULT_NONE, sim_random(state) % c->golden_n, 0};
        if (c->pcs[f.index])
            one_fault(c, &f, self, rep);
    }
    if (self->cls[FC_MASKED] - masked == self->n - n)
        return 0;
    printf("%s: SELF-CHECK FAILED %s the campaign: %llu of %llu unchanged re-fetches were not "
           "masked\n", c->api->name, when, (unsigned long long)(self->n - n - (self->cls[FC_MASKED] - masked)),
           (unsigned long long)(self->n - n));
    return -1;
}

/* Runs the campaign of one API; 0, or -1 after saying why. */
static int campaign_api(const struct fault_options *o, const struct core *core,
                        const struct elf_image *img, const struct fault_api *api,
                        struct api_result *res)
{
    struct campaign c;
    memset(&c, 0, sizeof c);
    memset(res, 0, sizeof *res);
    res->api = api;
    c.o = o;
    c.api = api;
    c.img = img;
    c.core = core;
    if (!(c.entry = symbol(img, api->entry)) || !(c.measure = symbol(img, api->measure)) ||
        !(c.out_addr = symbol(img, "fault_out")))
        return -1;
    c.s = sim_new(img, core);
    if (!c.s)
        return -1;
    c.uc = sim_engine(c.s);
    /* an unaligned STM that an encoding flip made is a UsageFault on the
     * core, not a store (Unicorn would perform it) */
    sim_set_alignment_faults(c.s, 1);
    int rc = -1;
    struct fault_report rep = {0};
    struct tally self = {0};
    uint64_t state = o->seed ^ 0x5eed;
    struct timespec t0, t1, c0, c1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    if (golden(&c) != 0)
        goto out;
    if (golden_exploitable(&c)) {
        printf("%s: the golden run is itself exploitable: %s\n", api->name,
               c.api->kind == API_CHECK ? (c.golden_rc != -1 ? "forgery accepted"
                                                             : "output left after an error")
                                        : c.golden_rc != 0 ? "error returned"
                                                           : "invalid signature returned");
        res->golden_exploitable = 1;
    }
    res->golden_n = c.golden_n;
    res->golden_rc = c.golden_rc;
    res->ncps = c.ncps;
    res->interval = c.interval;
    res->budget = c.budget;

    if (!o->plan && self_check(&c, &state, &self, &rep, "before") != 0)
        goto out;

    if (o->point_model) {
        struct fault f = {o->point_model, o->point_index, o->point_param};
        if (f.index >= c.golden_n || !fault_point(&c, f.index, f.model)) {
            printf("%s: instruction %llu is no model %d fault point (golden: %llu instructions)\n",
                   api->name, (unsigned long long)f.index, f.model, (unsigned long long)c.golden_n);
            goto out;
        }
        one_fault(&c, &f, &res->random[f.model], &rep);
        rc = 0;
        goto out;
    }
    if (o->exhaustive_skip) {
        const struct elf_symbol *fn = NULL;
        int fn_excluded = 0;
        for (uint64_t i = o->from; i < c.golden_n; i++) {
            uint32_t pc = c.pcs[i];
            if (!pc)
                continue;
            if (!fn || pc - (fn->value & ~1u) >= fn->size) {
                fn = elf_function_at(img, pc);
                fn_excluded = o->function ? !fn || strcmp(fn->name, o->function) != 0
                                          : pc_excluded(img, pc);
            }
            if (fn_excluded)
                continue;
            /* every bit of the encoding (model 3), of each destination
             * register (model 2), or the one skip or restart */
            const struct insn *in = sim_insn_at(c.s, pc);
            uint32_t params = o->exhaustive_model == FAULT_CODE_FLIP ? 8u * (in ? in->size : 2)
                            : o->exhaustive_model == FAULT_REG_FLIP
                                ? 32u * (uint32_t)__builtin_popcount(in ? in->dst_regs : 0)
                                : 1;
            for (uint32_t p = 0; p < params; p++) {
                struct fault f = {o->exhaustive_model, i, p};
                res->exhaustive_points++;
                if (!o->plan)
                    one_fault(&c, &f, &res->exhaustive, &rep);
            }
        }
    }
    if (o->plan) {
        rc = 0;
        goto out;
    }
    state = o->seed;
    for (uint64_t k = 0; k < o->random; k++) {
        struct fault f;
        draw_fault(&c, &state, &f);
        one_fault(&c, &f, &res->random[f.model], &rep);
    }
    res->key_recovered = rep.key_shown;
    if (self_check(&c, &state, &self, &rep, "after") != 0)
        goto out;
    rc = 0;
out:
    clock_gettime(CLOCK_MONOTONIC, &t1);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    res->seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
    res->cpu_seconds = (double)(c1.tv_sec - c0.tv_sec) + 1e-9 * (double)(c1.tv_nsec - c0.tv_nsec);
    res->runs = res->exhaustive.n + self.n;
    for (int m = 1; m < FAULT_MODELS; m++)
        res->runs += res->random[m].n;
    for (size_t i = 0; i < c.ncps; i++) {
        uc_context_free(c.cps[i].ctx);
        free(c.cps[i].mem);
    }
    free(c.cps);
    free(c.pcs);
    free(c.scratch);
    free(c.code_copy);
    free(c.stack_low_copy);
    sim_free(c.s);
    return rc;
}

/* Writes the results of every API to o->json. */
static void write_json(const struct fault_options *o, const struct core *core,
                       const struct api_result *res, int n)
{
    FILE *fp = fopen(o->json, "w");
    if (!fp) {
        printf("m3sim fault: cannot write %s\n", o->json);
        return;
    }
    fprintf(fp, "{\"core\": \"%s\", \"build\": \"%s\", \"random_points\": %llu, \"seed\": %llu,\n"
            " \"budget\": \"%llu x the golden instructions\", \"excluded_from_exhaustive\": [",
            core->name, o->label, (unsigned long long)o->random, (unsigned long long)o->seed,
            (unsigned long long)o->budget_factor);
    for (int i = 0; i < NEXCLUDED; i++)
        fprintf(fp, "%s\"%s\"", i ? ", " : "", excluded[i]);
    fprintf(fp, "],\n \"apis\": [\n");
    for (int i = 0; i < n; i++) {
        const struct api_result *r = &res[i];
        fprintf(fp, "  {\"api\": \"%s\", \"golden_instructions\": %llu, \"golden_return\": %d, "
                "\"checkpoints\": %zu, \"exhaustive_points\": %llu, \"seconds\": %.1f, "
                "\"cpu_seconds\": %.1f, \"runs\": %llu, \"runs_per_cpu_second\": %.1f, "
                "\"key_recovered\": %s, \"golden_exploitable\": %s,\n   \"exhaustive_%s\": ",
                r->api->name, (unsigned long long)r->golden_n, (int)r->golden_rc, r->ncps,
                (unsigned long long)r->exhaustive_points, r->seconds, r->cpu_seconds,
                (unsigned long long)r->runs, r->cpu_seconds > 0 ? (double)r->runs / r->cpu_seconds : 0.0,
                r->key_recovered ? "true" : "false", r->golden_exploitable ? "true" : "false",
                model_names[o->exhaustive_model]);
        json_tally(fp, &r->exhaustive);
        for (int m = 1; m < FAULT_MODELS; m++) {
            fprintf(fp, ",\n   \"random_%s\": ", model_names[m]);
            json_tally(fp, &r->random[m]);
        }
        fprintf(fp, "}%s\n", i + 1 < n ? "," : "");
    }
    fprintf(fp, " ]}\n");
    fclose(fp);
}

int fault_campaign(const struct fault_options *o, const struct core *core,
                   const struct elf_image *img)
{
    struct api_result res[NAPIS];
    int n = 0, status = 0;
    /* faulted runs crash by design: m3sim's own diagnostics are not wanted */
    fflush(stderr);
    int saved_stderr = dup(2), devnull = open("/dev/null", O_WRONLY);
    printf("%s, %s build: %llu random points per API (models", core->title, o->label,
           (unsigned long long)o->random);
    for (int m = 1; m < FAULT_MODELS; m++)
        if (o->models >> m & 1)
            printf(" %d", m);
    printf("), seed %llu", (unsigned long long)o->seed);
    if (o->exhaustive_skip)
        printf(", model %d exhaustive %s%s", o->exhaustive_model,
               o->function ? "in " : "outside the exclusions", o->function ? o->function : "");
    printf("; timeout %llu x golden\n", (unsigned long long)o->budget_factor);
    printf("%-28s %-22s %8s %8s %8s %8s %11s\n", "api", "fault model", "N", "masked", "detected",
           "crash", "exploitable");
    fflush(stdout);
    for (int i = 0; i < NAPIS; i++) {
        if (strcmp(o->api, "all") != 0 && strcmp(o->api, apis[i].name) != 0)
            continue;
        dup2(devnull, 2);
        int rc = campaign_api(o, core, img, &apis[i], &res[n]);
        dup2(saved_stderr, 2);
        if (rc != 0) {
            status = 2;
            continue;
        }
        const struct api_result *r = &res[n++];
        if (r->golden_exploitable)
            status = 1;
        if (o->plan) {
            printf("%-28s golden %llu instructions, %zu checkpoints; %llu exhaustive points\n",
                   r->api->name, (unsigned long long)r->golden_n, r->ncps,
                   (unsigned long long)r->exhaustive_points);
            continue;
        }
        if (o->exhaustive_skip)
            print_row(r->api->name, exhaustive_names[o->exhaustive_model], &r->exhaustive);
        for (int m = 1; m < FAULT_MODELS; m++)
            if (r->random[m].n)
                print_row(r->api->name, model_names[m], &r->random[m]);
        printf("%-28s golden %llu instructions, return %d; %llu runs in %.1f s, %.1f s of CPU "
               "(%.0f runs per CPU second), %zu checkpoints\n", r->api->name,
               (unsigned long long)r->golden_n, (int)r->golden_rc, (unsigned long long)r->runs,
               r->seconds, r->cpu_seconds, r->cpu_seconds > 0 ? (double)r->runs / r->cpu_seconds : 0.0,
               r->ncps);
        fflush(stdout);
    }
    if (n == 0 && status == 0) {
        printf("m3sim fault: no API called %s\n", o->api);
        status = 2;
    }
    close(devnull);
    close(saved_stderr);
    if (o->json)
        write_json(o, core, res, n);
    return status;
}
