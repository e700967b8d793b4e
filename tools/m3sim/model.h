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

/* Instruction kinds; the cycles are the Cortex-M3's (the other cores in
 * model.c's core table and README.md). */
enum insn_kind {
    K_ALU,          /* data processing, 1 cycle (+P when it writes PC) */
    K_MUL,          /* MUL: 1 (ARMv6-M MULS: 1, or 32 with the small multiplier) */
    K_MLA,          /* MLA, MLS: 2 (M4: 1) */
    K_UMULL, K_SMULL, K_UMLAL, K_SMLAL, /* operand-dependent, 3..9 (M4: 1) */
    K_UDIV, K_SDIV, /* operand-dependent, 2..12 */
    K_LOAD,         /* LDR/LDRB/LDRH/LDRSB/LDRSH/LDREX: 2, pipelined 1 */
    K_STORE,        /* STR/STRB/STRH/STREX: 2, immediate offset or pipelined 1 */
    K_LDRD_STRD,    /* 3, never pipelined */
    K_LDM_STM,      /* LDM/STM/PUSH/POP: 1+N (+P when PC is loaded) */
    K_BRANCH,       /* B, BL, BX, BLX: 1+P (ARMv6-M BL: 2+P) */
    K_BRANCH_COND,  /* B<cc>: 1, or 1+P taken */
    K_CBZ, K_CBNZ,  /* 1, or 1+P taken */
    K_TABLE_BRANCH, /* TBB/TBH: 2+P (TRM Table 3-1) */
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
enum isa { ISA_V6M, ISA_V7M, ISA_V7EM };

enum core_id { CORE_M0, CORE_M0PLUS, CORE_M3, CORE_M4, CORE_M33 };

/* One core's timing rules (README.md "Timing rules", a table per core). */
struct core {
    enum core_id id;
    const char *name;         /* the --core value: "m0plus" */
    const char *title;        /* "Cortex-M0+" */
    enum isa isa;
    uint8_t refill;           /* P: pipeline refill after a taken branch */
    uint8_t bl_extra;         /* BL costs 1 + bl_extra + P */
    uint8_t mul;              /* MUL/MULS */
    uint8_t mla;              /* MLA, MLS */
    uint8_t long_mul_fixed;   /* long multiplies: 0 = operand-dependent (M3), else cycles */
    uint8_t v7_load_store;    /* ARMv7-M load/store pipelining, STR [Rn,#imm] = 1 and
                                 the address-register stall; ARMv6-M: every access 2 */
    uint8_t system;           /* MRS, MSR, DMB, DSB, ISB */
    uint32_t ct_kinds;        /* kinds whose operands the gate compares (bit per kind) */
};

/* Returns the core called name (m0, m0plus, m3, m4, m33), or NULL. */
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
    int8_t op_a, op_b;     /* operand registers that set the latency (or CBZ's) */
    uint16_t addr_regs;    /* registers used to form the data address */
    uint16_t dst_regs;     /* registers the instruction writes (data results) */
    uint8_t refused;       /* REFUSE_ISA: not in the core's instruction set;
                              REFUSE_FLOAT: floating point, not modelled */
    uint8_t it_len;        /* IT: number of instructions in the block */
    uint8_t it_conds[4];   /* IT: condition of each of them */
    char text[44];         /* "umull r2, r3, r0, r1" */
};

/* Operand classes of the long-multiply tables. */
enum { CLASS_0, CLASS_L, CLASS_H, CLASS_F };
extern const char model_class_names[4];

/* What the previous instruction left in the pipeline, and the IT block. */
struct model_state {
    uint16_t prev_load_dst;   /* destination of the previous load single, else 0 */
    uint8_t prev_load_single;
    uint16_t prev_dp_dst;     /* registers written by the previous data-processing insn */
    uint8_t it_conds[4];
    uint32_t it_addrs[4];     /* addresses of the IT block's instructions (set by m3sim) */
    uint8_t it_left, it_pos;
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

/* Prices an IT-block instruction that Unicorn skipped without reporting it:
 * consumes its slot; 1 cycle, not executed. */
void model_skip(struct model_state *st, struct step *out);

/* Returns the long-multiply operand class of x. */
int model_class(uint32_t x);

#endif
