/* SPDX-License-Identifier: ISC */
/*
 * The simulator: an ELF image in Unicorn (the CPU model of the core being
 * modelled), every instruction priced by that core's timing rules, and optionally a trace of PC, data addresses,
 * modelled cycles and the operands of variable-latency instructions — the
 * material the constant-time gate compares.
 */
#ifndef M3SIM_SIM_H
#define M3SIM_SIM_H

#include <stddef.h>
#include <stdint.h>
#include <unicorn/unicorn.h>

#include "elf.h"
#include "model.h"

enum trace_mode { TRACE_OFF, TRACE_HASH, TRACE_RECORD, TRACE_COMPARE };

/* One executed instruction as the gate sees it. */
struct trace_entry {
    uint32_t pc;
    uint32_t addr_hash;   /* all data addresses (and sizes, directions) it used */
    uint32_t first_addr;  /* the first of them, for the report */
    uint32_t opnd_a, opnd_b; /* operands of a variable-latency instruction of
                                the core (model_latency_varies), 0 otherwise */
    uint8_t cycles;
    uint8_t naddr;
    uint8_t executed;
};

struct sim_stats {
    uint64_t cycles, insns, taken, skipped;
    uint64_t kinds[K_KINDS];
    uint64_t long_mul[4][4][4]; /* [UMULL,SMULL,UMLAL,SMLAL][class a][class b] */
    uint64_t div_cycles[13];    /* UDIV/SDIV executions by modelled cycles */
    uint64_t unaligned;         /* data accesses not aligned to their size (the model
                                   charges nothing extra for them; see README) */
    uint32_t stack_bytes;       /* peak: entry SP minus lowest stack byte written */
    uint32_t r0;                /* return value */
};

struct sim;

/* Creates a simulator of core holding img (both kept by reference); NULL
 * after printing why. */
struct sim *sim_new(const struct elf_image *img, const struct core *core);

/* Prices instruction and literal fetch through part p's memory system
 * (NULL: zero wait states, the default); 0, or -1 out of memory. */
int sim_set_part(struct sim *s, const struct part *p);

/* The memory system in use (its statistics), or NULL at zero wait states. */
const struct memsys *sim_memsys(const struct sim *s);

/* Frees the simulator. */
void sim_free(struct sim *s);

/* Restores memory to the loaded image (zero .bss and stack). */
void sim_reset_memory(struct sim *s);

/* Writes n bytes at the target address addr; returns 0 or -1. */
int sim_write(struct sim *s, uint32_t addr, const void *p, size_t n);

/* Calls the function at entry (Thumb bit ignored; on the Cortex-A8 it
 * selects the Thumb state, clear the ARM state) with up to four arguments
 * and runs to its return. When measure is non-zero, only the first call of
 * the function at measure (made from within) is counted, traced and its
 * return value reported. Returns 0, or -1 after printing why. */
int sim_call(struct sim *s, uint32_t entry, const uint32_t *args, int nargs,
             uint32_t measure, enum trace_mode mode, struct sim_stats *out);

/* Trace results of the last sim_call: the rolling hash and the length. */
uint64_t sim_trace_hash(const struct sim *s);
uint64_t sim_trace_length(const struct sim *s);

/* After TRACE_HASH: a hash of every value the call loaded or stored (not
 * part of the trace; the gate uses it to see that the secret was used). */
uint64_t sim_value_hash(const struct sim *s);

/* After TRACE_RECORD, the recorded entries (kept until the next record). */
const struct trace_entry *sim_recorded(const struct sim *s, size_t *n);

/* After TRACE_COMPARE: 1 when the run diverged from the recorded trace, with
 * the index and this run's entry (ours.pc == 0 when this run ended early). */
int sim_divergence(const struct sim *s, uint64_t *index, struct trace_entry *ours);

/* Returns the decoded instruction at addr (decoding it if needed), or NULL. */
const struct insn *sim_insn_at(struct sim *s, uint32_t addr);

/* splitmix64: the next number of a reproducible sequence (the gate's
 * secrets, the fault campaign's sample) from *state. */
uint64_t sim_random(uint64_t *state);

/* ---- Fault injection (fault.c) ---- */

/* What a step hook asks of the call: go on (the instruction runs and is
 * priced), restart (the hook changed the state or the code: the
 * instruction at pc is not priced now and is fetched again, from the
 * current PC), or stop the call here (sim_call/sim_resume return 1). */
enum sim_step { SIM_STEP_RUN, SIM_STEP_RESTART, SIM_STEP_STOP };

/* Called before every counted instruction (inside --measure's call) with
 * its address and index: the instructions counted before it, IT-skipped
 * slots included, from the start of the measured call. */
typedef enum sim_step (*sim_step_fn)(void *ctx, uint32_t pc, uint64_t index);

/* Installs fn (NULL: none) for the following calls. */
void sim_set_step_hook(struct sim *s, sim_step_fn fn, void *ctx);

/* With on, an access that the core's alignment rules fault on (Unicorn
 * performs it) fails the call as an invalid access does: faulted code may
 * make one (an instruction flipped into an STM of an odd base). */
void sim_set_alignment_faults(struct sim *s, int on);

/* The engine, for the fault code's own register and memory access. */
uc_engine *sim_engine(struct sim *s);

/* Region i of the address space (0 <= i < sim_nregions); *is_stack tells
 * m3sim's stack, *is_return_page its return page. */
int sim_nregions(const struct sim *s);
void sim_region(const struct sim *s, int i, uint32_t *base, uint32_t *size, int *is_stack,
                int *is_return_page);

/* Replaces the len (2 or 4) bytes of code at addr with code until
 * sim_unpatch; the simulator decodes the patched bytes there meanwhile.
 * One patch at a time. Returns 0 or -1. */
int sim_patch(struct sim *s, uint32_t addr, const uint8_t *code, int len);

/* Restores the code sim_patch replaced (nothing when none is). */
void sim_unpatch(struct sim *s);

/* The simulator's side of a measured call in progress (the CPU context and
 * memory are the caller's to save), saved from inside a step hook. */
struct sim_call_state {
    struct model_state ms;
    uint32_t measure, measure_ret, measure_sp, lowest_write;
    uint64_t index;
};
void sim_save_call(const struct sim *s, struct sim_call_state *cs);

/* Resumes a measured call at pc with the simulator state cs (the caller
 * restored the CPU context and memory saved with it), without a trace;
 * returns as sim_call, out counting from cs->index. */
int sim_resume(struct sim *s, const struct sim_call_state *cs, uint32_t pc,
               struct sim_stats *out);

#endif
