/* SPDX-License-Identifier: ISC */
/*
 * m3sim: Cortex-M timing models and constant-time gate (the cores and their
 * rules in README.md).
 * Usage: see README.md beside this file, or run m3sim with no arguments.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf.h"
#include "sim.h"

static const char usage[] =
    "usage: m3sim run  [--core C] [--part P] [--wb on|off] [--measure SYM] [--brief] [--profile]\n"
    "                  [--trace] <elf> <symbol> [arg0 .. arg3]\n"
    "       m3sim gate [--core C] [--part P] [--wb on|off] [--measure SYM] [--secret SYM] [--runs N]\n"
    "                  [--seed N] [--expect R] <elf> <symbol>\n"
    "       m3sim parts       (the parts: name, core, MHz, title, Code-region RAM\n"
    "                  address and bytes; tab-separated)\n"
    "       m3sim fault ...   (the fault-injection campaign; run through the\n"
    "                  tools/m3sim/m3sim script: docs/faults.md)\n"
    "Cores: m0, m0plus, m3 (the default), m4, m33, a8 (the Cortex-A8: ARM and\n"
    "Thumb-2 with NEON, L1 hits, branches predicted); --small-multiplier: an M0 or\n"
    "M0+ with the 32-cycle multiplier; --wb (M3, M4, M33): the default write\n"
    "buffer on (the reset state, the default) or off (ACTLR.DISDEFWBUF = 1).\n"
    "--part: instruction and literal fetch through a part's memory system (flash\n"
    "wait states, prefetch, cache; it implies the part's core): zero-wait (the\n"
    "default), cc2650, cc2650-nocache, lpc1768, stm32f103, stm32l152, stm32f091,\n"
    "stm32f401, kl25z.\n"
    "Arguments are numbers (0x.. for hex) or @SYM for the address of a symbol.\n";

struct options {
    const char *measure, *secret, *core, *wb, *part;
    int brief, profile, trace, runs, small_multiplier;
    unsigned long long seed;
    int has_expect;
    long expect;
    const char *elf, *symbol;
    const char *args[4];
    int nargs;
};

/* Parses the command line after the command word; returns 0 or -1. */
static int parse_options(int argc, char **argv, struct options *o)
{
    memset(o, 0, sizeof *o);
    o->secret = "gate_secret";
    o->runs = 16;
    o->seed = 1;
    int pos = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--measure") && more) o->measure = argv[++i];
        else if (!strcmp(a, "--secret") && more) o->secret = argv[++i];
        else if (!strcmp(a, "--core") && more) o->core = argv[++i];
        else if (!strcmp(a, "--part") && more) o->part = argv[++i];
        else if (!strcmp(a, "--small-multiplier")) o->small_multiplier = 1;
        else if (!strcmp(a, "--wb") && more) o->wb = argv[++i];
        else if (!strcmp(a, "--runs") && more) o->runs = atoi(argv[++i]);
        else if (!strcmp(a, "--seed") && more) o->seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--expect") && more) { o->has_expect = 1; o->expect = strtol(argv[++i], NULL, 0); }
        else if (!strcmp(a, "--brief")) o->brief = 1;
        else if (!strcmp(a, "--profile")) o->profile = 1;
        else if (!strcmp(a, "--trace")) o->trace = 1;
        else if (a[0] == '-' && a[1] == '-') return -1;
        else if (pos == 0) { o->elf = a; pos++; }
        else if (pos == 1) { o->symbol = a; pos++; }
        else if (o->nargs < 4) o->args[o->nargs++] = a;
        else return -1;
    }
    return o->elf && o->symbol && o->runs >= 2 ? 0 : -1;
}

/* Returns the address of the function called name, or 0 after printing why. */
static uint32_t function_address(const struct elf_image *img, const char *name)
{
    const struct elf_symbol *sym = elf_find(img, name);
    if (!sym || !sym->is_func) {
        fprintf(stderr, "m3sim: no function called %s\n", name);
        return 0;
    }
    return sym->value;
}

/* Prints a one-line location: pc, function+offset and disassembly. */
static void print_location(struct sim *s, const struct elf_image *img, uint32_t pc)
{
    const struct elf_symbol *f = elf_function_at(img, pc);
    const struct insn *in = sim_insn_at(s, pc);
    printf("pc 0x%08x (%s+0x%x): %s", pc, f ? f->name : "?", f ? pc - (f->value & ~1u) : pc,
           in ? in->text : "?");
}

/* Prints the statistics of one call on core c, through memory system mem
 * (NULL: zero wait states). */
static void print_stats(const struct options *o, const struct core *c, const struct memsys *mem,
                        const struct sim_stats *st)
{
    if (o->brief) {
        uint64_t long_muls = 0, divides = 0;
        for (int k = 0; k < K_UDIV - K_UMULL; k++)
            for (int a = 0; a < 4; a++)
                for (int b = 0; b < 4; b++)
                    long_muls += st->long_mul[k][a][b];
        for (int c = 0; c < 13; c++)
            divides += st->div_cycles[c];
        printf("cycles %llu instructions %llu stack %u longmul %llu div %llu r0 0x%08x\n",
               (unsigned long long)st->cycles, (unsigned long long)st->insns, st->stack_bytes,
               (unsigned long long)long_muls, (unsigned long long)divides, st->r0);
        return;
    }
    printf("symbol: %s%s%s\n", o->symbol, o->measure ? ", measuring " : "",
           o->measure ? o->measure : "");
    printf("cycles: %llu (modelled, %s %s%s%s)\n", (unsigned long long)st->cycles,
           mem ? mem->p->name : c->id == CORE_A8 ? "L1-hit" : "zero-wait-state", c->title,
           c->id == CORE_M33 ? ", with the Cortex-M4 rules: Arm publishes no M33 timings"
           : c->id == CORE_A8
               ? ", every branch predicted, NEON work still queued at the return not counted"
           : c->mul == 32 ? " with the 32-cycle multiplier" : "",
           c->isa == ISA_V6M || c->isa == ISA_V7A ? ""
           : c->write_buffer ? ", write buffer on" : ", write buffer off");
    if (mem)
        printf("memory: %s at %u MHz: %.3f ms; flash lines read %llu, buffer or cache hits"
               " %llu, stall %llu cycles\n", mem->p->title, mem->p->mhz,
               (double)st->cycles / (mem->p->mhz * 1000.0), (unsigned long long)mem->misses,
               (unsigned long long)mem->hits, (unsigned long long)mem->stall);
    printf("instructions: %llu (%llu taken branches, %llu skipped by IT)\n",
           (unsigned long long)st->insns, (unsigned long long)st->taken,
           (unsigned long long)st->skipped);
    printf("stack: %u bytes\n", st->stack_bytes);
    printf("unaligned data accesses: %llu\n", (unsigned long long)st->unaligned);
    printf("return: r0 = %d (0x%08x)\n", (int)st->r0, st->r0);
    printf("mix:");
    for (int k = 0; k < K_KINDS; k++)
        if (st->kinds[k])
            printf(" %s %llu", model_kind_names[k], (unsigned long long)st->kinds[k]);
    printf("\nlong multiplies%s:", c->long_mul_fixed ? " (fixed latency on this core)" : "");
    uint64_t total = 0;
    for (int k = 0; k < 4; k++)
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) {
                uint64_t n = st->long_mul[k][a][b];
                if (!n)
                    continue;
                total += n;
                if (c->long_mul_fixed)  /* classes do not matter: totals below */
                    continue;
                printf(" %s %cx%c %llu", model_kind_names[K_UMULL + k], model_class_names[a],
                       model_class_names[b], (unsigned long long)n);
            }
    for (int k = K_UMULL; c->long_mul_fixed && k <= K_SMLAL; k++)
        if (st->kinds[k])
            printf(" %s %llu", model_kind_names[k], (unsigned long long)st->kinds[k]);
    printf("%s\ndivides:", total ? "" : " none");
    total = 0;
    for (int c = 0; c < 13; c++)
        if (st->div_cycles[c]) {
            total += st->div_cycles[c];
            printf(" %d cycles %llu", c, (unsigned long long)st->div_cycles[c]);
        }
    printf("%s\n", total ? "" : " none");
}

/* Resolves a call argument: a number or @symbol. */
static int parse_arg(const struct elf_image *img, const char *a, uint32_t *out)
{
    if (a[0] == '@') {
        const struct elf_symbol *sym = elf_find(img, a + 1);
        if (!sym) {
            fprintf(stderr, "m3sim: no symbol called %s\n", a + 1);
            return -1;
        }
        *out = sym->value;
        return 0;
    }
    char *end;
    *out = (uint32_t)strtoll(a, &end, 0);
    return *end ? -1 : 0;
}

/* Cycles and instructions spent in one function (its own instructions). */
struct profile_row {
    const struct elf_symbol *fn;
    uint64_t cycles, insns;
};

/* Orders profile rows by cycles, largest first. */
static int by_cycles(const void *a, const void *b)
{
    const struct profile_row *x = a, *y = b;
    return x->cycles < y->cycles ? 1 : x->cycles > y->cycles ? -1 : 0;
}

/* Prints the recorded trace (--trace) and/or cycles per function (--profile). */
static void print_recorded(const struct options *o, struct sim *s, const struct elf_image *img,
                           uint64_t total)
{
    size_t n;
    const struct trace_entry *rec = sim_recorded(s, &n);
    struct profile_row *rows = calloc((size_t)img->nsymbols + 1, sizeof *rows);
    int nrows = 0, k = 0;
    const struct elf_symbol *fn = NULL;
    for (size_t i = 0; i < n; i++) {
        uint32_t pc = rec[i].pc;
        if (o->trace) {
            print_location(s, img, pc);
            printf("  ; %u%s\n", rec[i].cycles, rec[i].executed ? "" : " (skipped)");
        }
        /* Consecutive instructions are mostly in the same function. */
        if (!fn || pc < (fn->value & ~1u) || pc >= (fn->value & ~1u) + fn->size) {
            fn = elf_function_at(img, pc);
            for (k = 0; k < nrows && rows[k].fn != fn; k++)
                ;
            if (k == nrows)
                rows[nrows++].fn = fn;
        }
        rows[k].cycles += rec[i].cycles;
        rows[k].insns++;
    }
    if (o->profile) {
        qsort(rows, (size_t)nrows, sizeof *rows, by_cycles);
        printf("%12s %7s %12s  function\n", "cycles", "share", "instructions");
        for (int k = 0; k < nrows; k++)
            printf("%12llu %6.2f%% %12llu  %s\n", (unsigned long long)rows[k].cycles,
                   total ? 100.0 * (double)rows[k].cycles / (double)total : 0.0,
                   (unsigned long long)rows[k].insns, rows[k].fn ? rows[k].fn->name : "?");
    }
    free(rows);
}

/* m3sim run: one call on core c, its statistics. */
static int cmd_run(const struct options *o, const struct core *c, const struct elf_image *img)
{
    uint32_t entry = function_address(img, o->symbol), measure = 0, args[4];
    if (!entry || (o->measure && !(measure = function_address(img, o->measure))))
        return 2;
    for (int i = 0; i < o->nargs; i++)
        if (parse_arg(img, o->args[i], &args[i]) != 0)
            return 2;
    struct sim *s = sim_new(img, c);
    if (!s)
        return 2;
    if (sim_set_part(s, o->part ? memsys_part(o->part) : NULL) != 0) {
        sim_free(s);
        return 2;
    }
    struct sim_stats st;
    int record = o->profile || o->trace;
    int rc = sim_call(s, entry, args, o->nargs, measure, record ? TRACE_RECORD : TRACE_OFF, &st);
    if (rc == 0 && record)
        print_recorded(o, s, img, st.cycles);
    if (rc == 0)
        print_stats(o, c, sim_memsys(s), &st);
    sim_free(s);
    return rc == 0 ? 0 : 2;
}

/* Fills runs secrets of n bytes: run 1 all zero, run 2 all 0xff, run 3
 * with about half of its 16-bit half-words zero (edge cases that uniform
 * bytes almost never produce), every other run uniform random. */
static void make_secrets(unsigned char *secrets, size_t n, int runs, uint64_t seed)
{
    uint64_t state = seed;
    for (int k = 0; k < runs; k++) {
        unsigned char *p = secrets + (size_t)k * n;
        for (size_t i = 0; i < n; i++)
            p[i] = (unsigned char)sim_random(&state);
        if (k == 1 || k == 2)
            memset(p, k == 1 ? 0x00 : 0xff, n);
        for (size_t i = 0; k == 3 && i + 1 < n; i += 2)
            if (sim_random(&state) & 1)
                p[i] = p[i + 1] = 0;
    }
}

/* Runs the call with the given secret in place; 0 or -1. */
static int gate_run(struct sim *s, uint32_t entry, uint32_t measure, uint32_t secret_addr,
                    const unsigned char *secret, size_t n, enum trace_mode mode,
                    struct sim_stats *st)
{
    sim_reset_memory(s);
    if (sim_write(s, secret_addr, secret, n) != 0)
        return -1;
    return sim_call(s, entry, NULL, 0, measure, mode, st);
}

/* Explains the first difference between run 0 and run k on core c, one line. */
static void explain(struct sim *s, const struct core *c, const struct elf_image *img, int k,
                    uint64_t index, const struct trace_entry *ours)
{
    size_t nrec;
    const struct trace_entry *rec = sim_recorded(s, &nrec);
    const struct trace_entry *ref = index < nrec ? &rec[index] : NULL;
    printf("first divergence between run 0 and run %d at instruction %llu: ", k,
           (unsigned long long)index);
    if (!ref || ours->pc == 0 || ref->pc != ours->pc) {
        if (index == 0) {
            printf("control flow differs from the start\n");
            return;
        }
        printf("LEAK(branch) ");
        print_location(s, img, rec[index - 1].pc);
        if (ref && ours->pc)
            printf(" is followed by pc 0x%08x in run 0 but 0x%08x in run %d"
                   " (secret-dependent branch)\n", ref->pc, ours->pc, k);
        else
            printf(" ends the call in run %d but not in the other"
                   " (secret-dependent loop count)\n", ref ? k : 0);
        return;
    }
    const struct insn *in = sim_insn_at(s, ours->pc);
    int is_branch = in && (in->kind == K_BRANCH_COND || in->kind == K_CBZ || in->kind == K_CBNZ);
    if (is_branch && ref->cycles != ours->cycles) {
        printf("LEAK(branch) ");
        print_location(s, img, ours->pc);
        printf(" is %s in run 0 and %s in run %d (secret-dependent branch)\n",
               ref->cycles > 1 ? "taken" : "not taken", ours->cycles > 1 ? "taken" : "not taken", k);
    } else if (ref->executed != ours->executed) {
        printf("LEAK(branch) ");
        print_location(s, img, ours->pc);
        printf(" executes in one run and is skipped by its IT condition in the other"
               " (%u vs %u cycles)\n", ref->cycles, ours->cycles);
    } else if (ref->addr_hash != ours->addr_hash) {
        printf("LEAK(address) ");
        print_location(s, img, ours->pc);
        printf(" accesses 0x%08x in run 0 but 0x%08x in run %d (secret-dependent address)\n",
               ref->first_addr, ours->first_addr, k);
    } else if (in && model_latency_varies(c, in->kind) &&
               (ref->opnd_a != ours->opnd_a || ref->opnd_b != ours->opnd_b)) {
        printf("LEAK(latency) ");
        print_location(s, img, ours->pc);
        int div = in->kind == K_UDIV || in->kind == K_SDIV;
        if (div)
            printf(" operands %08x/%08x (%u cycles) in run 0 but %08x/%08x (%u cycles) in run %d",
                   ref->opnd_a, ref->opnd_b, ref->cycles, ours->opnd_a, ours->opnd_b,
                   ours->cycles, k);
        else
            printf(" operand classes %cx%c (%u cycles) in run 0 but %cx%c (%u cycles) in run %d",
                   model_class_names[model_class(ref->opnd_a)],
                   model_class_names[model_class(ref->opnd_b)], ref->cycles,
                   model_class_names[model_class(ours->opnd_a)],
                   model_class_names[model_class(ours->opnd_b)], ours->cycles, k);
        printf(" (operands of an operand-dependent-latency instruction depend on the secret)\n");
    } else {
        printf("LEAK(latency) ");
        print_location(s, img, ours->pc);
        printf(" takes %u cycles in run 0 but %u in run %d\n", ref->cycles, ours->cycles, k);
    }
}

/* m3sim gate on core c: many secrets, one trace; exit 0 constant-time, 1 leak,
 * 2 error. */
static int cmd_gate(const struct options *o, const struct core *c, const struct elf_image *img)
{
    uint32_t entry = function_address(img, o->symbol), measure = 0;
    if (!entry || (o->measure && !(measure = function_address(img, o->measure))))
        return 2;
    const struct elf_symbol *sec = elf_find(img, o->secret);
    if (!sec || sec->is_func || sec->size == 0) {
        fprintf(stderr, "m3sim: no data object called %s\n", o->secret);
        return 2;
    }
    struct sim *s = sim_new(img, c);
    if (!s)
        return 2;
    if (sim_set_part(s, o->part ? memsys_part(o->part) : NULL) != 0) {
        sim_free(s);
        return 2;
    }
    size_t n = sec->size;
    unsigned char *secrets = malloc(n * (size_t)o->runs);
    make_secrets(secrets, n, o->runs, o->seed);

    int verdict = 0, secret_used = 0;
    uint64_t hash0 = 0, len0 = 0, cycles0 = 0, values0 = 0;
    for (int k = 0; k < o->runs && verdict == 0; k++) {
        struct sim_stats st;
        if (gate_run(s, entry, measure, sec->value, secrets + k * n, n, TRACE_HASH, &st) != 0) {
            verdict = 2;
            break;
        }
        if (o->has_expect && (int32_t)st.r0 != (int32_t)o->expect) {
            printf("gate %s: setup error: run %d returned %d, expected %ld\n", o->symbol, k,
                   (int)st.r0, o->expect);
            verdict = 2;
            break;
        }
        if (k == 0) {
            hash0 = sim_trace_hash(s);
            len0 = sim_trace_length(s);
            cycles0 = st.cycles;
            values0 = sim_value_hash(s);
            continue;
        }
        secret_used |= sim_value_hash(s) != values0;
        if (sim_trace_hash(s) == hash0 && sim_trace_length(s) == len0)
            continue;
        /* Locate: record run 0, then replay run k against it. */
        uint64_t index;
        struct trace_entry ours;
        if (gate_run(s, entry, measure, sec->value, secrets, n, TRACE_RECORD, &st) != 0 ||
            gate_run(s, entry, measure, sec->value, secrets + k * n, n, TRACE_COMPARE, &st) != 0) {
            verdict = 2;
            break;
        }
        printf("gate %s: LEAK after %d runs\n", o->symbol, k + 1);
        if (sim_divergence(s, &index, &ours))
            explain(s, c, img, k, index, &ours);
        else
            printf("traces hash differently but compare equal (hash collision?)\n");
        verdict = 1;
    }
    if (verdict == 0 && !secret_used) {
        /* Same trace, but also the same data: the gate proved nothing. */
        printf("gate %s: setup error: no value the call loaded or stored depends on %s\n",
               o->symbol, o->secret);
        verdict = 2;
    }
    if (verdict == 0)
        printf("gate %s: constant-time (%d runs, %llu instructions, %llu cycles each)\n",
               o->symbol, o->runs, (unsigned long long)len0, (unsigned long long)cycles0);
    free(secrets);
    sim_free(s);
    return verdict;
}

/* Returns the core the options name (a copy with the small multiplier when
 * asked), or NULL after printing why. */
static const struct core *select_core(struct options *o, struct core *storage)
{
    if (o->part && !strcmp(o->part, "zero-wait"))
        o->part = NULL;
    if (o->part && !memsys_part(o->part)) {
        fprintf(stderr, "m3sim: unknown part %s (zero-wait; m3sim parts lists the others)\n",
                o->part);
        return NULL;
    }
    if (!o->core)
        o->core = o->part ? memsys_part(o->part)->core : "m3";
    if (!strcmp(o->core, "m7")) {
        fputs("m3sim: the Cortex-M7 is not modelled: it issues two instructions per cycle\n"
              "and has caches and TCMs, so a per-instruction table cannot price it; halite\n"
              "publishes no Cortex-M7 cycle figures (test M7 builds under QEMU, mps2-an500)\n",
              stderr);
        return NULL;
    }
    const struct core *c = model_core(o->core);
    if (!c) {
        fprintf(stderr, "m3sim: unknown core %s (m0, m0plus, m3, m4, m33, a8)\n", o->core);
        return NULL;
    }
    if (o->part) {
        const struct part *p = memsys_part(o->part);
        if (p && strcmp(p->core, o->core)) {
            fprintf(stderr, "m3sim: part %s has the core %s, not %s\n", o->part, p->core,
                    o->core);
            return NULL;
        }
    }
    *storage = *c;
    if (o->small_multiplier) {
        if (c->isa != ISA_V6M) {
            fprintf(stderr, "m3sim: --small-multiplier is an option of the Cortex-M0 and M0+\n");
            return NULL;
        }
        storage->mul = 32;   /* the iterative multiplier: 32 cycles, operand-independent */
    }
    if (o->wb) {
        if (c->isa == ISA_V6M || c->isa == ISA_V7A) {
            fprintf(stderr, "m3sim: --wb is an option of the Cortex-M3, M4 and M33\n");
            return NULL;
        }
        if (strcmp(o->wb, "on") && strcmp(o->wb, "off")) {
            fprintf(stderr, "m3sim: --wb takes on or off, not %s\n", o->wb);
            return NULL;
        }
        storage->write_buffer = !strcmp(o->wb, "on");
    }
    return storage;
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "parts")) {
        for (const struct part *p = memsys_parts(); p->name; p++)
            printf("%s\t%s\t%u\t%s\t0x%08x\t%u\n", p->name, p->core, p->mhz, p->title,
                   (unsigned)p->code_ram, (unsigned)p->code_ram_size);
        return 0;
    }
    struct options o;
    if (argc < 2 || parse_options(argc - 2, argv + 2, &o) != 0) {
        fputs(usage, stderr);
        return 2;
    }
    struct core storage;
    const struct core *c = select_core(&o, &storage);
    if (!c)
        return 2;
    struct elf_image img;
    if (elf_load(&img, o.elf) != 0)
        return 2;
    int rc;
    if (!strcmp(argv[1], "run"))
        rc = cmd_run(&o, c, &img);
    else if (!strcmp(argv[1], "gate"))
        rc = cmd_gate(&o, c, &img);
    else {
        fputs(usage, stderr);
        rc = 2;
    }
    elf_free(&img);
    return rc;
}
