/* SPDX-License-Identifier: ISC */
#include "model_a8.h"

#include <stdlib.h>
#include <string.h>

#include "model.h"

/* Stages and costs the Cortex-A8 TRM (ARM DDI 0344, chapter 16) gives;
 * README.md "Cortex-A8" cites each. */
enum {
    ALU_RES = 2,       /* Table 16.2: data-processing result in E2 */
    MOV_RES = 1,       /* MOV/MVN without a shift: result in E1 */
    LOAD_RES = 3,      /* 16.2.4: loaded data in E3 */
    WB_RES = 2,        /* written-back base in E2 */
    MUL_RES = 5,       /* Table 16.4: multiply results in E5 of the last cycle */
    N_ALU_SRC = 2, N_ALU_RES = 3,     /* 16.6.1: integer ALU: N2 -> N3 */
    N_SHIFT_SRC = 1, N_SHIFT_ACC = 3, N_SHIFT_RES = 3, /* 16.6.2: shifts: N1 -> N3 */
    N_MUL_SRC = 2, N_MUL_ACC = 3, N_MUL_RES = 6,       /* Table 16.19: N2 (N3) -> N6 */
    N_PERM_SRC = 1, N_PERM_RES = 2,   /* 16.6.9: permutes N1 -> N2 */
    N_LOAD_RES = 1,                   /* 16.6.8: loaded D registers in N1 of the last cycle */
    N_TO_ARM = 20,     /* NEON->ARM transfer: cycles from its NEON issue to the
                          ARM register (16.5: the ARM pipeline waits) */
};

/* Maps a Capstone D, Q or S register to a mask of D registers (0 if none). */
static uint32_t dmask(unsigned reg)
{
    if (reg >= ARM_REG_D0 && reg <= ARM_REG_D31)
        return 1u << (reg - ARM_REG_D0);
    if (reg >= ARM_REG_Q0 && reg <= ARM_REG_Q15)
        return 3u << (2 * (reg - ARM_REG_Q0));
    if (reg >= ARM_REG_S0 && reg <= ARM_REG_S31)
        return 1u << ((reg - ARM_REG_S0) / 2);
    return 0;
}

/* Returns the integer register mask bit of reg (0 if none). */
static uint32_t rbit(unsigned reg)
{
    int r = model_reg_index(reg);
    return r < 0 ? 0 : 1u << r;
}

/* Returns 1 when mnemonic m's base (before '.') is one of the names in list
 * (space-separated, each followed by a space). */
static int base_in(const char *m, const char *list)
{
    char base[16];
    size_t n = strcspn(m, ".");
    if (n >= sizeof base - 1)
        return 0;
    memcpy(base, m, n);
    base[n] = ' ';
    base[n + 1] = 0;
    for (const char *p = list; (p = strstr(p, base)); p += n + 1)
        if (p == list || p[-1] == ' ')
            return 1;
    return 0;
}

/* Returns the element size in bits named in mnemonic m (".u32" -> 32), or 0. */
static int element_bits(const char *m)
{
    const char *dot = strchr(m, '.');
    if (!dot)
        return 0;
    while (*dot && (*dot < '0' || *dot > '9'))
        dot++;
    return atoi(dot);
}

/* Integer multiply issue cycles (Table 16.4), or 0 when id is no multiply. */
static int mul_cycles(unsigned id)
{
    switch (id) {
    case ARM_INS_MUL: case ARM_INS_MLA: case ARM_INS_MLS:
    case ARM_INS_SMULBB: case ARM_INS_SMULBT: case ARM_INS_SMULTB: case ARM_INS_SMULTT:
    case ARM_INS_SMLABB: case ARM_INS_SMLABT: case ARM_INS_SMLATB: case ARM_INS_SMLATT:
    case ARM_INS_SMLALBB: case ARM_INS_SMLALBT: case ARM_INS_SMLALTB: case ARM_INS_SMLALTT:
    case ARM_INS_SMLAWB: case ARM_INS_SMLAWT:
    case ARM_INS_SMMUL: case ARM_INS_SMMULR: case ARM_INS_SMMLA: case ARM_INS_SMMLAR:
    case ARM_INS_SMMLS: case ARM_INS_SMMLSR:
    case ARM_INS_SMLAD: case ARM_INS_SMLADX: case ARM_INS_SMLSD: case ARM_INS_SMLSDX:
    case ARM_INS_SMLALD: case ARM_INS_SMLALDX: case ARM_INS_SMLSLD: case ARM_INS_SMLSLDX:
        return 2;
    case ARM_INS_UMULL: case ARM_INS_SMULL: case ARM_INS_UMLAL: case ARM_INS_SMLAL:
    case ARM_INS_UMAAL:
        return 3;
    case ARM_INS_SMULWB: case ARM_INS_SMULWT: case ARM_INS_SMUAD: case ARM_INS_SMUADX:
    case ARM_INS_SMUSD: case ARM_INS_SMUSDX:
        return 1;
    default:
        return 0;
    }
}

/* Fills the NEON side of in->a8 from ci (a NEON or VFP instruction). */
static void decode_neon(const cs_insn *ci, struct insn *in)
{
    struct a8_insn *a = &in->a8;
    const cs_arm *arm = &ci->detail->arm;
    const char *m = ci->mnemonic;
    int quad = 0, after_mem = 0, core_read = 0, core_write = 0;
    int list_write = base_in(m, "vld1 vld2 vld3 vld4 vldmia vldmdb vldr vpop ");
    int list_read = base_in(m, "vst1 vst2 vst3 vst4 vstmia vstmdb vstr vpush ");
    int swaps = base_in(m, "vtrn vzip vuzp vswp ");
    int nd = 0;
    a->cls = A8_NEON;
    a->issue = 1;
    a->ls = list_write || list_read;
    for (int i = 0; i < arm->op_count; i++) {
        const cs_arm_op *op = &arm->operands[i];
        if (op->type == ARM_OP_MEM) {
            a->src_e1 |= rbit(op->mem.base) | rbit(op->mem.index);
            if (arm->writeback)
                a->dst_wb |= rbit(op->mem.base);
            after_mem = 1;
            continue;
        }
        if (op->type != ARM_OP_REG)
            continue;
        uint32_t d = dmask(op->reg), r = rbit(op->reg);
        if (r) {
            /* a register after the address is a post-index: written back */
            if (after_mem) {
                a->src_e1 |= r;
                a->dst_wb |= a->src_e1 & ~r;
            } else if (op->access & CS_AC_WRITE) {
                a->dst |= r;
                core_write = 1;
            } else {
                a->src_e2 |= r;
                core_read = 1;
            }
            continue;
        }
        if (op->reg >= ARM_REG_Q0 && op->reg <= ARM_REG_Q15)
            quad = 1;
        nd += __builtin_popcount(d);
        int acc = op->access;
        if (list_write)
            acc = CS_AC_WRITE;
        else if (list_read)
            acc = CS_AC_READ;
        else if (swaps)
            acc = CS_AC_READ | CS_AC_WRITE;
        else if (!acc)
            acc = i == 0 ? CS_AC_WRITE : CS_AC_READ;
        if (acc & CS_AC_WRITE)
            a->ndst |= d;
        if ((acc & CS_AC_READ) && (acc & CS_AC_WRITE))
            a->nacc |= d;
        else if (acc & CS_AC_READ)
            a->nsrc |= d;
    }
    a->ncycles = 1;
    if (list_write || list_read) {
        /* 16.6.8: two D registers a cycle, one cycle more for a VLD1/VST1/
         * VLD2/VST2 without an alignment qualifier; VLD3/4, VST3/4 4 */
        a->npipe = NP_LSP;
        a->ncycles = (uint8_t)(nd > 2 ? (nd + 1) / 2 : 1);
        if (base_in(m, "vld3 vld4 vst3 vst4 "))
            a->ncycles = 4;
        else if (base_in(m, "vld1 vld2 vst1 vst2 ") && !strchr(ci->op_str, ':'))
            a->ncycles++;
        a->nsrc_stage = N_PERM_SRC;
        a->nres = (uint8_t)(N_LOAD_RES + a->ncycles - 1);
        a->nsrc |= a->nacc;
        a->nacc = 0;
        return;
    }
    if (core_write || base_in(m, "vmrs ")) {
        a->npipe = NP_LSP;
        a->to_arm = 1;
        a->nsrc_stage = N_PERM_SRC;
        a->nres = N_PERM_RES;
        return;
    }
    if (core_read || base_in(m, "vmsr vtrn vzip vuzp vswp vext vrev16 vrev32 vrev64 vdup vtbl "
                                "vtbx vmovn vqmovn vqmovun ")) {
        a->npipe = NP_LSP;
        a->nsrc_stage = N_PERM_SRC;
        a->nres = N_PERM_RES;
        a->nsrc |= a->nacc;
        a->nacc = 0;
        if (quad)
            a->ncycles = base_in(m, "vzip vuzp ") ? 3 : 2;
        return;
    }
    a->npipe = NP_DP;
    if (base_in(m, "vmul vmla vmls vmull vmlal vmlsl vqdmull vqdmlal vqdmlsl vqdmulh "
                   "vqrdmulh ")) {
        int longform = base_in(m, "vmull vmlal vmlsl vqdmull vqdmlal vqdmlsl ");
        int bits = element_bits(m);
        a->nmul = 1;
        a->nacc_fwd = 1;
        a->nsrc_stage = N_MUL_SRC;
        a->nacc_stage = N_MUL_ACC;
        a->nres = N_MUL_RES;
        if (bits == 32)
            a->ncycles = longform ? 2 : quad ? 4 : 2;
        else
            a->ncycles = quad && !longform ? 2 : 1;
        return;
    }
    if (base_in(m, "vshl vshr vsra vrshr vrsra vsli vsri vqshl vqshlu vqrshl vrshl vshrn "
                   "vrshrn vqshrn vqshrun vqrshrn vqrshrun vshll ")) {
        a->nsrc_stage = N_SHIFT_SRC;
        a->nacc_stage = N_SHIFT_ACC;
        a->nres = N_SHIFT_RES;
        /* 16.6.2: shift-accumulate results in N6; narrowing and saturating
         * shifts in N4; a Q shift by a register takes 2 cycles */
        if (base_in(m, "vsra vrsra "))
            a->nres = N_MUL_RES;
        else if (base_in(m, "vqshl vqshlu vqrshl vrshl vshrn vrshrn vqshrn vqshrun vqrshrn "
                            "vqrshrun "))
            a->nres = N_SHIFT_RES + 1;
        if (quad && arm->op_count == 3 && arm->operands[2].type == ARM_OP_REG)
            a->ncycles = 2;
        return;
    }
    a->nsrc_stage = N_ALU_SRC;
    a->nacc_stage = N_ALU_SRC;
    a->nres = N_ALU_RES;
}

void a8_decode(csh cs, const cs_insn *ci, struct insn *in)
{
    struct a8_insn *a = &in->a8;
    const cs_arm *arm = &ci->detail->arm;
    unsigned id = ci->id;
    memset(a, 0, sizeof *a);
    if (cs_insn_group(cs, ci, ARM_GRP_NEON) || cs_insn_group(cs, ci, ARM_GRP_VFP2) ||
        cs_insn_group(cs, ci, ARM_GRP_VFP3) || cs_insn_group(cs, ci, ARM_GRP_VFP4) ||
        ci->mnemonic[0] == 'v') {
        decode_neon(ci, in);
        return;
    }
    a->issue = 1;
    a->res = ALU_RES;
    a->cls = A8_ALU;
    int mul = mul_cycles(id);
    int lsm = id == ARM_INS_LDM || id == ARM_INS_LDMDA || id == ARM_INS_LDMDB ||
              id == ARM_INS_LDMIB || id == ARM_INS_STM || id == ARM_INS_STMDA ||
              id == ARM_INS_STMDB || id == ARM_INS_STMIB || id == ARM_INS_PUSH ||
              id == ARM_INS_POP;
    int lsm_load = id == ARM_INS_LDM || id == ARM_INS_LDMDA || id == ARM_INS_LDMDB ||
                   id == ARM_INS_LDMIB || id == ARM_INS_POP;
    int load = in->kind == K_LOAD || id == ARM_INS_LDRD || id == ARM_INS_LDREXD ||
               id == ARM_INS_TBB || id == ARM_INS_TBH;
    int store = in->kind == K_STORE || id == ARM_INS_STRD || id == ARM_INS_STREXD;
    int nregs = 0;
    for (int i = 0; i < arm->op_count; i++) {
        const cs_arm_op *op = &arm->operands[i];
        if (op->type == ARM_OP_MEM) {
            a->src_e1 |= rbit(op->mem.base) | rbit(op->mem.index);
            if (arm->writeback)
                a->dst_wb |= rbit(op->mem.base);
            continue;
        }
        if (op->type != ARM_OP_REG)
            continue;
        uint32_t r = rbit(op->reg);
        int acc = op->access;
        if (lsm && i >= (id == ARM_INS_PUSH || id == ARM_INS_POP ? 0 : 1)) {
            nregs++;
            acc = lsm_load ? CS_AC_WRITE : CS_AC_READ;
        } else if (lsm) {
            a->src_e1 |= r;
            if (arm->writeback)
                a->dst_wb |= r;
            continue;
        }
        if (mul && i < 2 && (id == ARM_INS_UMLAL || id == ARM_INS_SMLAL || id == ARM_INS_UMAAL ||
                             (id >= ARM_INS_SMLALBB && id <= ARM_INS_SMLALTT) ||
                             id == ARM_INS_SMLALD || id == ARM_INS_SMLALDX ||
                             id == ARM_INS_SMLSLD || id == ARM_INS_SMLSLDX))
            acc = CS_AC_READ | CS_AC_WRITE;
        if (!acc)
            acc = i == 0 ? CS_AC_WRITE : CS_AC_READ;
        if (acc & CS_AC_WRITE) {
            if (load || lsm)
                a->dst_load |= r;
            else
                a->dst |= r;
        }
        if (!(acc & CS_AC_READ))
            continue;
        if (mul && (acc & CS_AC_WRITE)) {
            a->src_acc |= r;            /* long accumulators: RdLo, RdHi */
            if (i == 1)
                a->src_acc_hi |= r;
        } else if (mul && i == 3) {
            a->src_acc |= r;            /* MLA's Ra */
            a->acc_fwd = 1;
        } else if (mul || store || lsm) {
            if ((store || lsm) && !(op->type == ARM_OP_MEM))
                a->src_e3 |= r;         /* stored data */
            else
                a->src_e1 |= r;
        } else if (op->shift.type != ARM_SFT_INVALID && op->shift.value) {
            a->src_e1 |= r;             /* shifted operand */
            if (op->shift.type >= ARM_SFT_ASR_REG)
                a->src_e1 |= 1u << model_reg_index(op->shift.value);
        } else if ((id == ARM_INS_MOV || id == ARM_INS_MVN) && arm->op_count == 2) {
            a->src_e1 |= r;
            a->res = MOV_RES;
        } else {
            a->src_e2 |= r;
        }
    }
    if ((id == ARM_INS_MOV || id == ARM_INS_MVN) && arm->op_count == 2 &&
        arm->operands[1].type == ARM_OP_IMM)
        a->res = MOV_RES;
    if (arm->update_flags || id == ARM_INS_CMP || id == ARM_INS_CMN || id == ARM_INS_TST ||
        id == ARM_INS_TEQ)
        a->writes_flags = 1;
    if ((arm->cc != ARM_CC_AL && arm->cc != ARM_CC_INVALID && !in->writes_pc) ||
        id == ARM_INS_ADC || id == ARM_INS_SBC || id == ARM_INS_RSC || id == ARM_INS_RRX)
        a->src_e2 |= 1u << 16;
    if (mul) {
        a->cls = A8_MUL;
        a->issue = (uint8_t)mul;
        a->res = MUL_RES;
    } else if (lsm) {
        a->cls = A8_LSM;
        a->ls = 1;
        a->issue = (uint8_t)(nregs > 2 ? (nregs + 1) / 2 : 1);
        a->ld_res = LOAD_RES;
    } else if (load || store) {
        a->cls = A8_LS;
        a->ls = 1;
        a->ld_res = LOAD_RES;
    } else if (in->kind == K_SYSTEM || id == ARM_INS_CPS || id == ARM_INS_SVC) {
        a->cls = A8_SYSTEM;
    }
    if (in->kind == K_BRANCH || in->kind == K_BRANCH_COND || in->kind == K_CBZ ||
        in->kind == K_CBNZ || (a->dst | a->dst_load) >> 15 & 1) {
        if (a->cls == A8_ALU)
            a->cls = A8_BRANCH;
        a->src_e1 = a->src_e2 = 0;    /* predicted: no wait for the target */
    }
    a->dst &= 0x7fff;
    a->dst_load &= 0x7fff;
    if (in->bl)
        a->dst |= 1u << 14;
}

/* Earliest issue cycle that lets every integer source of a be read. */
static int64_t int_sources(const struct a8_state *st, const struct a8_insn *a)
{
    int64_t t = 0;
    for (int r = 0; r < 17; r++) {
        uint32_t b = 1u << r;
        int64_t need = 0;
        if (a->src_e1 & b) need = st->ready[r];
        else if (a->src_e2 & b) need = st->ready[r] - 1;
        else if (a->src_e3 & b) need = st->ready[r] - 2;
        else if (a->src_acc & b)
            /* Table 16.4 note 1: a multiply's result forwards to the next
             * multiply-accumulate (E5 into its E4); else the accumulator is
             * read in E2, a long one's RdLo in E2 and RdHi in E1 of its
             * second cycle */
            need = a->acc_fwd && st->by_mul[r] ? st->ready[r] - 4
                 : a->acc_fwd || (a->src_acc_hi & b) ? st->ready[r] - 1 : st->ready[r] - 2;
        if (need > t)
            t = need;
    }
    return t;
}

/* Returns the cycle offset, within a NEON instruction of cycles, at which
 * D register d of Q-pair mask q is handled: the high half of a Q register
 * in a multi-cycle instruction comes half-way through. */
static int half_offset(int cycles, uint32_t q, int d)
{
    return cycles >= 2 && (d & 1) && (q >> (d - 1) & 1) ? cycles / 2 : 0;
}

/* Issues the NEON side of a (entering the queue at ARM cycle t); returns
 * its NEON issue cycle and updates the NEON scoreboard. */
static int64_t neon_issue(struct a8_state *st, const struct a8_insn *a, int64_t t)
{
    int64_t nt = t;
    if (nt < st->nlast) nt = st->nlast;       /* in order */
    if (nt < st->nfree[a->npipe]) nt = st->nfree[a->npipe];
    uint32_t pairs = a->ndst | a->nacc;
    for (int d = 0; d < 32; d++) {
        uint32_t b = 1u << d;
        int64_t need = 0;
        if (a->nsrc & b)
            need = st->nready[d] - a->nsrc_stage + 1;
        if (a->nacc & b) {
            int off = half_offset(a->ncycles, pairs, d);
            /* Table 16.19 note a: an accumulator from a multiply of the same
             * kind forwards, and the two issue back-to-back */
            int64_t acc = a->nacc_fwd && st->nby_mul[d]
                              ? st->nready[d] - N_MUL_RES + 1 - off
                              : st->nready[d] - a->nacc_stage + 1 - off;
            if (acc > need) need = acc;
        }
        if (need > nt) nt = need;
    }
    st->nlast = nt;
    st->nfree[a->npipe] = nt + a->ncycles;
    for (int d = 0; d < 32; d++)
        if (a->ndst >> d & 1) {
            st->nready[d] = nt + half_offset(a->ncycles, pairs, d) + a->nres;
            st->nby_mul[d] = a->nmul;
        }
    st->queue[st->nqueued++ % A8_QUEUE] = nt;
    return nt;
}

int a8_step(struct a8_state *st, const struct insn *in)
{
    const struct a8_insn *a = &in->a8;
    if (!st->started) {
        memset(st, 0, sizeof *st);
        st->started = 1;
        st->cycle = -1;
    }
    int64_t need = int_sources(st, a);
    if (a->cls == A8_NEON && st->nqueued >= A8_QUEUE) {
        /* 16.5: the 16-entry NEON queue is full until its oldest issues */
        int64_t oldest = st->queue[st->nqueued % A8_QUEUE];
        if (oldest > need) need = oldest;
    }
    uint32_t writes = a->dst | a->dst_wb | a->dst_load;
    uint32_t first_writes = st->first.dst | st->first.dst_wb | st->first.dst_load;
    /* Table 16.12: the second of a pair issues in pipe 1, never a multiply or
     * multi-cycle instruction; one load/store and one branch per cycle; no
     * common destination; its sources ready */
    int pair = st->pair_open && a->issue == 1 && a->cls != A8_MUL && a->cls != A8_LSM &&
               a->cls != A8_SYSTEM && st->first.cls != A8_SYSTEM && !st->first_branch &&
               !(a->ls && st->first.ls) && !(writes & first_writes) && need <= st->cycle;
    int64_t t, old = st->cycle;
    if (pair) {
        t = st->cycle;
        st->pair_open = 0;
    } else {
        t = st->cycle + 1 > need ? st->cycle + 1 : need;
        st->cycle = t + a->issue - 1;
        st->pair_open = 1;
        st->first = *a;
        st->first_branch = a->cls == A8_BRANCH || in->writes_pc;
    }
    int64_t last = t + a->issue - 1;
    for (int r = 0; r < 15; r++) {
        if (a->dst >> r & 1) {
            st->ready[r] = last + a->res;
            st->by_mul[r] = a->cls == A8_MUL;
        }
        if (a->dst_load >> r & 1) {
            st->ready[r] = last + a->ld_res;
            st->by_mul[r] = 0;
        }
        if (a->dst_wb >> r & 1) {
            st->ready[r] = t + WB_RES;
            st->by_mul[r] = 0;
        }
    }
    if (a->writes_flags) {
        st->ready[16] = last + a->res;
        st->by_mul[16] = 0;
    }
    if (a->cls == A8_NEON) {
        int64_t nt = neon_issue(st, a, t);
        if (a->to_arm)
            for (int r = 0; r < 15; r++)
                if (a->dst >> r & 1)
                    st->ready[r] = nt + N_TO_ARM;
    }
    return (int)(st->cycle - old);
}
