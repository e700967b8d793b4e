/* SPDX-License-Identifier: ISC */
/*
 * The Cortex-M timing models (README.md "Timing rules"), one instruction at
 * a time. A struct core holds one core's rules; model_decode turns an
 * instruction into a struct insn once (m3sim caches it by address) and
 * checks that it belongs to the core's instruction set; model_step prices
 * one execution of it, given the pipeline state left by the previous
 * instruction and the register values before it executes.
 */
#ifndef M3SIM_MODEL_H
#define M3SIM_MODEL_H

#include <stdint.h>
#include <capstone/capstone.h>

#include "memsys.h"
#include "model_a8.h"

/* Instruction kinds; the cycles are the Cortex-M3's (the other cores in
 * model.c's core table and README.md). */
enum insn_kind {
    K_ALU,          /* data processing, 1 cycle (+P when it writes PC) */
    K_MUL,          /* MUL: 1 (ARMv6-M MULS: 1, or 32 with the small multiplier) */
    K_MLA,          /* MLA, MLS: 2 (M4: 1) */
    K_UMULL, K_SMULL, K_UMLAL, K_SMLAL, /* operand-dependent, 3..9 (M4: 1) */
    K_UDIV, K_SDIV, /* operand-dependent, 2..12 */
    K_LOAD,         /* LDR/LDRB/LDRH/LDRSB/LDRSH/LDREX: 2, pipelined 1 */
    K_STORE,        /* STR/STRB/STRH/STREX: 2, pipelined 1 (write buffer on: imm. 1) */
    K_LDRD_STRD,    /* 3, never pipelined */
    K_LDM_STM,      /* LDM/STM/PUSH/POP: 1+N (+P when PC is loaded) */
    K_BRANCH,       /* B, BL, BX, BLX: 1+P (ARMv7-M B, BL, BX LR: 1+1) */
    K_BRANCH_COND,  /* B<cc>: 1, or 1+P taken */
    K_CBZ, K_CBNZ,  /* 1, or 1+P taken */
    K_TABLE_BRANCH, /* TBB/TBH: 3+P of a load of PC (CMEmu; TRM: 2+P) */
    K_IT,           /* 1 */
    K_UMAAL,        /* ARMv7E-M UMAAL: 1 */
    K_DSP_MUL,      /* ARMv7E-M SMLAD, SMULBB, SMMUL, SMLALD, ...: 1 */
    K_SYSTEM,       /* MRS, MSR, DMB, DSB, ISB: 1 (M0: 4, M0+: 3) */
    K_KINDS
};

/* The names of the kinds, for the instruction mix. */
extern const char *const model_kind_names[K_KINDS];

#define COND_AL 14

/* Instruction sets, smallest first. ARMv8-M Mainline (Cortex-M33) runs as
 * ISA_V7EM: Capstone 4 decodes none of its additions (TT, LDA, STL, ...). */
enum isa { ISA_V6M, ISA_V7M, ISA_V7EM, ISA_V7A };

enum core_id { CORE_M0, CORE_M0PLUS, CORE_M3, CORE_M4, CORE_M33, CORE_A8 };

/* One core's timing rules (README.md "Timing rules", a table per core). */
struct core {
    enum core_id id;
    const char *name;         /* the --core value: "m0plus" */
    const char *title;        /* "Cortex-M0+" */
    enum isa isa;
    uint8_t refill;           /* P: pipeline refill after a taken branch resolved in
                                 execute (BX, BLX, CBZ/CBNZ, an ALU write of PC) */
    uint8_t refill_decode;    /* P after B, BL or B<cc>, resolved in decode */
    uint8_t refill_load;      /* P after a load of PC (LDR PC, POP/LDM with PC) */
    uint8_t table_branch;     /* TBB/TBH: cycles before the refill */
    uint8_t bl_extra;         /* BL costs 1 + bl_extra + P */
    uint8_t mul;              /* MUL/MULS */
    uint8_t mla;              /* MLA, MLS */
    uint8_t long_mul_fixed;   /* long multiplies: 0 = operand-dependent (M3), else cycles */
    uint8_t v7_load_store;    /* ARMv7-M load/store pipelining, STR [Rn,#imm] = 1 and
                                 the address-register stall; ARMv6-M: every access 2 */
    uint8_t system;           /* MRS, MSR, DMB, DSB, ISB */
    uint8_t it_fold;          /* IT folds onto a preceding 16-bit data-processing
                                 instruction (0 cycles) */
    uint8_t prefetch;         /* instruction fetch through the prefetch buffer is
                                 modelled (struct fetch_model) */
    uint8_t write_buffer;     /* ARMv7-M: the default write buffer is on (the reset
                                 state): STR [Rn,#imm] 1 cycle, its data phase
                                 overlapping the next instruction; off (ACTLR.DISDEFWBUF):
                                 a store single 2 cycles, 1 when pipelined */
    uint32_t ct_kinds;        /* kinds whose operands the gate compares (bit per kind) */
};

/* Maps a Capstone register to 0..15 (r0..r12, sp, lr, pc), or -1. */
int model_reg_index(unsigned reg);

/* Returns the core called name (m0, m0plus, m3, m4, m33, a8), or NULL. */
const struct core *model_core(const char *name);

/* Returns 1 when the gate must compare the operands of kind on core c:
 * the instruction's latency depends on them. */
int model_latency_varies(const struct core *c, int kind);

/* Why an instruction cannot be run (struct insn.refused). */
enum { REFUSE_NONE, REFUSE_ISA, REFUSE_FLOAT };

struct insn {
    uint32_t addr;
    uint8_t size;
    uint8_t kind;
    uint8_t cond;          /* B<cc> condition in ARM encoding, COND_AL otherwise */
    uint8_t nregs;         /* LDM/STM/PUSH/POP register count */
    uint8_t writes_pc;
    uint8_t store_imm;     /* store addressed [Rn, #imm] (no index register) */
    uint8_t bl;            /* BL (32-bit on every core: one cycle more on ARMv6-M) */
    uint8_t branch_reg;    /* BX, BLX: the target is a register (resolved in execute) */
    uint8_t return_lr;     /* BX LR, BLX LR, MOV PC, LR: resolved in decode when the
                              previous instruction did not write LR */
    int8_t base_reg;       /* load/store single: base register (15 = PC-relative), else -1 */
    int8_t index_reg;      /* load/store single: index register, else -1 */
    uint8_t index_shift;   /* its left shift */
    int32_t mem_disp;      /* load/store single: the immediate offset */
    uint8_t writeback;     /* load/store single that writes its base back (never pipelined) */
    int8_t op_a, op_b;     /* operand registers that set the latency (or CBZ's) */
    uint16_t addr_regs;    /* registers used to form the data address */
    uint16_t dst_regs;     /* registers the instruction writes (data results) */
    uint8_t refused;       /* REFUSE_ISA: not in the core's instruction set;
                              REFUSE_FLOAT: floating point, not modelled */
    uint8_t it_len;        /* IT: number of instructions in the block */
    uint8_t it_conds[4];   /* IT: condition of each of them */
    char text[44];         /* "umull r2, r3, r0, r1" */
    struct a8_insn a8;     /* the Cortex-A8 model's view (--core a8 only) */
};

/* Operand classes of the long-multiply tables. */
enum { CLASS_0, CLASS_L, CLASS_H, CLASS_F };
extern const char model_class_names[4];

/* The bus a data access uses (ARMv7-M): the code region (below 0x20000000:
 * ICode/DCode) or the system bus. */
enum { BUS_CODE, BUS_SYSTEM };

/* The Cortex-M3/M4 instruction fetch (README.md "Instruction fetch"): a
 * prefetch buffer of three words (a decode register of two halfwords that
 * holds two slots whenever it is not empty, a queue of halfwords, and two
 * slots per word in flight), one aligned word requested a cycle and
 * decodable two cycles later, refilled from the target after a branch. */
#define FETCH_INFLIGHT 4
#define FETCH_QUEUE 8
struct fetch_model {
    struct memsys *mem;       /* the part's memory system, NULL at zero wait states
                                 (kept across restarts; set by m3sim) */
    int started;
    int64_t cycle;            /* the current cycle */
    uint32_t head[2], queue[FETCH_QUEUE]; /* halfword addresses */
    int nhead, nqueue;
    struct { uint32_t word; int64_t arrives; uint8_t skip_half; } inflight[FETCH_INFLIGHT];
    int ninflight;
    uint32_t next_word;       /* the next word to request */
    uint8_t skip_half;        /* its first halfword is before a branch target */
    int64_t leaves;           /* cycle the instruction in decode moves on ... */
    int leaving;              /* ... with this many halfwords (0: none) */
    int64_t redirect;         /* cycle of the refill request after a taken branch */
    uint8_t redirect_pending; /* a taken branch: its target is the next instruction */
    int64_t start_prev;       /* execute start of the previous instruction, accounting */
    int cost_prev;            /* its cycles */
    int64_t busy_from[2], busy_to[2]; /* execute spans of the last two LSU, multi-cycle
                                         multiply or divide instructions */
    int64_t sys_free;         /* the System bus takes a fetch from this cycle on */
    int64_t sys_data_from, sys_data_to; /* the span of the last data access on it */
};

/* What the previous instruction left in the pipeline, and the IT block. */
struct model_state {
    uint16_t prev_load_dst;   /* registers the previous load or store single wrote
                                 (loaded register, written-back base), else 0 */
    uint8_t prev_load_single;
    uint8_t prev_store_single;/* the previous instruction was a store single with an
                                 immediate offset (a store can pipeline behind it) */
    uint8_t prev_bus;         /* BUS_* of the previous load or store single */
    uint8_t prev_dp16;        /* the previous instruction was a 16-bit data-processing
                                 one outside an IT block (IT folds onto it) */
    uint8_t prev_wrote_lr;    /* the previous instruction, not a taken branch, wrote LR */
    uint16_t prev_dp_dst;     /* registers written by the previous data-processing insn */
    uint8_t it_conds[4];
    uint32_t it_addrs[4];     /* addresses of the IT block's instructions (set by m3sim) */
    uint8_t it_left, it_pos;
    struct fetch_model fetch;
    /* ARMv6-M fetch through a memory system (fetch.mem): the cycle, and the
     * word fetched ahead of the one executing, available from v6_avail. */
    int64_t v6_now, v6_avail;
    uint32_t v6_next;
    uint8_t v6_started;
    struct a8_state a8;       /* the Cortex-A8 pipelines (--core a8) */
};

/* The price of one execution. */
struct step {
    int cycles;
    int executed;          /* 0 when an IT condition failed (skipped, 1 cycle) */
    int taken;             /* a branch that changed the flow */
    int class_a, class_b;  /* long multiply: operand classes */
    uint32_t opnd_a, opnd_b; /* operand values of a variable-latency instruction */
};

/* Reads register r (0..15) before the instruction executes. */
typedef uint32_t (*reg_reader)(void *ctx, int r);

/* Decodes the instruction at addr from code (len bytes available) with cs
 * (Thumb, M-class, detail on) for core c; returns 0, or -1 when it is not
 * decodable. */
int model_decode(csh cs, const struct core *c, const uint8_t *code, size_t len, uint32_t addr,
                 struct insn *out);

/* Prices one execution of in on core c; xpsr is the flags register before it. */
void model_step(const struct core *c, struct model_state *st, const struct insn *in,
                uint32_t xpsr, reg_reader read_reg, void *ctx, struct step *out);

/* Prices the IT-block instruction in on core c that Unicorn skipped without
 * reporting it: consumes its slot; 1 cycle (and any fetch stall), not executed. */
void model_skip(const struct core *c, struct model_state *st, const struct insn *in,
                struct step *out);

/* Returns the long-multiply operand class of x. */
int model_class(uint32_t x);

#endif
