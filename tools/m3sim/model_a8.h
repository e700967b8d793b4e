/* SPDX-License-Identifier: ISC */
/*
 * The Cortex-A8 timing model (README.md "Cortex-A8"): a per-instruction
 * scoreboard of the in-order dual-issue integer pipeline and of the NEON
 * unit behind its instruction queue, with the source and result stages of
 * the Cortex-A8 TRM's instruction cycle timing tables. L1 hits assumed,
 * branches assumed predicted.
 */
#ifndef M3SIM_MODEL_A8_H
#define M3SIM_MODEL_A8_H

#include <stdint.h>
#include <capstone/capstone.h>

/* Where an instruction executes. */
enum a8_class {
    A8_ALU,      /* integer data processing, pipe 0 or 1 */
    A8_MUL,      /* integer multiply: pipe 0 only, multi-cycle */
    A8_LS,       /* integer load/store single or doubleword */
    A8_LSM,      /* LDM/STM/PUSH/POP: pipe 0, multi-cycle */
    A8_BRANCH,   /* changes the PC (predicted) */
    A8_SYSTEM,   /* MRS/MSR/barriers/CPS: pipe 0 alone */
    A8_NEON,     /* Advanced SIMD or VFP: a slot in the ARM pipe, then the NEON queue */
    A8_CLASSES
};

/* The NEON pipe an instruction issues to. */
enum a8_npipe { NP_DP, NP_LSP };

/* The A8 view of one instruction (struct insn.a8). Integer registers are
 * bits 0..15 and the flags bit 16; NEON registers are D0..D31. */
struct a8_insn {
    uint8_t cls;           /* enum a8_class */
    uint8_t issue;         /* ARM issue cycles (multi-cycle ones in pipe 0) */
    uint8_t res;           /* integer result stage (of the last issue cycle) */
    uint8_t ld_res;        /* result stage of loaded registers */
    uint8_t acc_fwd;       /* integer multiply-accumulate: accumulator forwarded
                              from a preceding multiply */
    uint8_t writes_flags, ls;
    uint32_t src_e1, src_e2, src_e3; /* integer sources needed in E1, E2, E3 */
    uint32_t src_acc;      /* multiply accumulators (E2 or forwarded) */
    uint32_t src_acc_hi;   /* ... of them, a long accumulate's RdHi */
    uint32_t dst;          /* integer results at stage res */
    uint32_t dst_wb;       /* written-back base registers (E2) */
    uint32_t dst_load;     /* loaded registers (ld_res) */
    /* NEON side */
    uint8_t npipe;         /* enum a8_npipe */
    uint8_t ncycles;       /* NEON issue cycles */
    uint8_t nsrc_stage, nacc_stage, nres; /* N-stages of sources, accumulator, result */
    uint8_t nmul;          /* multiply (its results forward to a multiply-accumulate) */
    uint8_t nacc_fwd;      /* multiply-accumulate (takes that forwarding) */
    uint8_t to_arm;        /* NEON->ARM transfer: integer dst ready late */
    uint32_t nsrc, nacc, ndst; /* D registers read, accumulated, written */
};

/* The pipeline state (part of struct model_state). */
#define A8_QUEUE 16
struct a8_state {
    int started;
    int64_t cycle;         /* ARM issue cycle of the last issued instruction (its last cycle) */
    int pair_open;         /* pipe 1 of that cycle is still free */
    struct a8_insn first;  /* the instruction in pipe 0 of that cycle */
    int first_branch;
    int64_t ready[17];     /* cycle + stage at which each integer result appears */
    uint8_t by_mul[17];    /* ... produced by a multiply (accumulate forwarding) */
    int64_t nready[32];    /* the same for D registers */
    uint8_t nby_mul[32];
    int64_t nlast;         /* NEON issue cycle of the last NEON instruction */
    int64_t nfree[2];      /* first cycle each NEON pipe is free */
    int64_t queue[A8_QUEUE]; /* NEON issue cycles of the last 16 NEON instructions */
    unsigned nqueued;
};

struct insn;

/* Fills in->a8 (and the generic fields m3sim uses) from the decoded ci. */
void a8_decode(csh cs, const cs_insn *ci, struct insn *in);

/* Prices one instruction: returns the cycles the ARM issue point advanced. */
int a8_step(struct a8_state *st, const struct insn *in);

#endif
