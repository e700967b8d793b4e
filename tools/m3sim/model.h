/*
 * The Cortex-M3 timing model: DESIGN.md §4, one instruction at a time.
 * model_decode turns an instruction into a struct insn once (m3sim caches
 * it by address); model_step prices one execution of it, given the
 * pipeline state left by the previous instruction and the register values
 * before it executes.
 */
#ifndef M3SIM_MODEL_H
#define M3SIM_MODEL_H

#include <stdint.h>
#include <capstone/capstone.h>

enum insn_kind {
    K_ALU,          /* data processing, 1 cycle (+P when it writes PC) */
    K_MUL,          /* MUL: 1 */
    K_MLA,          /* MLA, MLS: 2 */
    K_UMULL, K_SMULL, K_UMLAL, K_SMLAL, /* operand-dependent, 3..9 */
    K_UDIV, K_SDIV, /* operand-dependent, 2..12 */
    K_LOAD,         /* LDR/LDRB/LDRH/LDRSB/LDRSH/LDREX: 2, pipelined 1 */
    K_STORE,        /* STR/STRB/STRH/STREX: 2, immediate offset or pipelined 1 */
    K_LDRD_STRD,    /* 3, never pipelined */
    K_LDM_STM,      /* LDM/STM/PUSH/POP: 1+N (+P when PC is loaded) */
    K_BRANCH,       /* B, BL, BX, BLX: 1+P */
    K_BRANCH_COND,  /* B<cc>: 1, or 1+P taken */
    K_CBZ, K_CBNZ,  /* 1, or 1+P taken */
    K_TABLE_BRANCH, /* TBB/TBH: 2+P (TRM Table 3-1) */
    K_IT,           /* 1 */
    K_KINDS
};

/* The names of the kinds, for the instruction mix. */
extern const char *const model_kind_names[K_KINDS];

#define MODEL_P 2          /* pipeline refill after a taken branch */
#define COND_AL 14

struct insn {
    uint32_t addr;
    uint8_t size;
    uint8_t kind;
    uint8_t cond;          /* B<cc> condition in ARM encoding, COND_AL otherwise */
    uint8_t nregs;         /* LDM/STM/PUSH/POP register count */
    uint8_t writes_pc;
    uint8_t store_imm;     /* store addressed [Rn, #imm] (no index register) */
    int8_t op_a, op_b;     /* operand registers that set the latency (or CBZ's) */
    uint16_t addr_regs;    /* registers used to form the data address */
    uint16_t dst_regs;     /* registers the instruction writes (data results) */
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
 * (Thumb, M-class, detail on); returns 0, or -1 when it is not decodable. */
int model_decode(csh cs, const uint8_t *code, size_t len, uint32_t addr, struct insn *out);

/* Prices one execution of in; xpsr is the flags register before it. */
void model_step(struct model_state *st, const struct insn *in, uint32_t xpsr,
                reg_reader read_reg, void *ctx, struct step *out);

/* Prices an IT-block instruction that Unicorn skipped without reporting it:
 * consumes its slot; 1 cycle, not executed. */
void model_skip(struct model_state *st, struct step *out);

/* Returns the long-multiply operand class of x. */
int model_class(uint32_t x);

#endif
