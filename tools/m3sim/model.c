#include "model.h"

#include <stdio.h>
#include <string.h>

const char *const model_kind_names[K_KINDS] = {
    "alu", "mul", "mla/mls", "umull", "smull", "umlal", "smlal", "udiv", "sdiv",
    "load", "store", "ldrd/strd", "ldm/stm", "branch", "b<cc>", "cbz", "cbnz",
    "tbb/tbh", "it",
};

const char model_class_names[4] = {'0', 'L', 'H', 'F'};

/* Maps a Capstone register to 0..15, or -1 for anything else. */
static int reg_index(unsigned reg)
{
    if (reg >= ARM_REG_R0 && reg <= ARM_REG_R12)
        return (int)(reg - ARM_REG_R0);
    if (reg == ARM_REG_SP) return 13;
    if (reg == ARM_REG_LR) return 14;
    if (reg == ARM_REG_PC) return 15;
    return -1;
}

/* Returns the bit of register reg in a 16-bit register mask (0 if none). */
static uint16_t reg_bit(unsigned reg)
{
    int r = reg_index(reg);
    return r < 0 ? 0 : (uint16_t)(1u << r);
}

int model_class(uint32_t x)
{
    int lo = (x & 0xffffu) != 0, hi = (x >> 16) != 0;
    return lo && hi ? CLASS_F : hi ? CLASS_H : lo ? CLASS_L : CLASS_0;
}

/* UMULL cycles for operand classes a, b (DESIGN.md §4 table). */
static int umull_cycles(int a, int b)
{
    if (a == CLASS_0 || b == CLASS_0 || (a == CLASS_L && b == CLASS_L) ||
        (a == CLASS_H && b == CLASS_H))
        return 3;
    if (a == CLASS_F && b == CLASS_F)
        return 5;
    return 4;
}

/* UMLAL cycles for operand classes a, b (DESIGN.md §4 table). */
static int umlal_cycles(int a, int b)
{
    if (a == CLASS_0 || b == CLASS_0 || (a == CLASS_L && b == CLASS_L))
        return 3;
    if (a == CLASS_F && b == CLASS_F)
        return 7;
    if ((a == CLASS_F && b == CLASS_H) || (a == CLASS_H && b == CLASS_F))
        return 6;
    return 5;
}

/* Returns the position of the highest set bit of x (x != 0). */
static int top_bit(uint32_t x)
{
    return 31 - __builtin_clz(x);
}

/* UDIV cycles for dividend n and divisor d (DESIGN.md §4 rule). */
static int div_cycles(uint32_t n, uint32_t d)
{
    if (n == 0 || d == 0)
        return 2;
    int x = top_bit(n), y = top_bit(d);
    return x < y ? 3 : 5 + (x - y) / 4;
}

/* Returns 1 when condition cond (ARM encoding) holds for flags xpsr. */
static int cond_passed(int cond, uint32_t xpsr)
{
    int n = xpsr >> 31 & 1, z = xpsr >> 30 & 1, c = xpsr >> 29 & 1, v = xpsr >> 28 & 1;
    int r;
    switch (cond >> 1) {
    case 0: r = z; break;
    case 1: r = c; break;
    case 2: r = n; break;
    case 3: r = v; break;
    case 4: r = c && !z; break;
    case 5: r = n == v; break;
    case 6: r = !z && n == v; break;
    default: return 1;
    }
    return cond & 1 ? !r : r;
}

/* Sets the kind of in from the Capstone instruction id. */
static void classify(struct insn *in, unsigned id)
{
    switch (id) {
    case ARM_INS_MUL: in->kind = K_MUL; break;
    case ARM_INS_MLA: case ARM_INS_MLS: in->kind = K_MLA; break;
    case ARM_INS_UMULL: in->kind = K_UMULL; break;
    case ARM_INS_SMULL: in->kind = K_SMULL; break;
    case ARM_INS_UMLAL: in->kind = K_UMLAL; break;
    case ARM_INS_SMLAL: in->kind = K_SMLAL; break;
    case ARM_INS_UDIV: in->kind = K_UDIV; break;
    case ARM_INS_SDIV: in->kind = K_SDIV; break;
    case ARM_INS_LDR: case ARM_INS_LDRB: case ARM_INS_LDRH: case ARM_INS_LDRSB:
    case ARM_INS_LDRSH: case ARM_INS_LDRT: case ARM_INS_LDRBT: case ARM_INS_LDRHT:
    case ARM_INS_LDRSBT: case ARM_INS_LDRSHT: case ARM_INS_LDREX: case ARM_INS_LDREXB:
    case ARM_INS_LDREXH:
        in->kind = K_LOAD; break;
    case ARM_INS_STR: case ARM_INS_STRB: case ARM_INS_STRH: case ARM_INS_STRT:
    case ARM_INS_STRBT: case ARM_INS_STRHT: case ARM_INS_STREX: case ARM_INS_STREXB:
    case ARM_INS_STREXH:
        in->kind = K_STORE; break;
    case ARM_INS_LDRD: case ARM_INS_STRD: in->kind = K_LDRD_STRD; break;
    case ARM_INS_LDM: case ARM_INS_LDMDB: case ARM_INS_STM: case ARM_INS_STMDB:
    case ARM_INS_PUSH: case ARM_INS_POP:
        in->kind = K_LDM_STM; break;
    case ARM_INS_B: in->kind = K_BRANCH; break;
    case ARM_INS_BL: case ARM_INS_BX: case ARM_INS_BLX: in->kind = K_BRANCH; break;
    case ARM_INS_CBZ: in->kind = K_CBZ; break;
    case ARM_INS_CBNZ: in->kind = K_CBNZ; break;
    case ARM_INS_TBB: case ARM_INS_TBH: in->kind = K_TABLE_BRANCH; break;
    case ARM_INS_IT: in->kind = K_IT; break;
    default: in->kind = K_ALU; break;
    }
}

/* Reads the condition of a B encoding (T1 or T3); COND_AL for T2/T4. */
static int branch_cond(const uint8_t *code, int size)
{
    uint32_t hw1 = (uint32_t)code[0] | (uint32_t)code[1] << 8;
    if (size == 2)
        return (hw1 >> 12) == 0xd ? (int)(hw1 >> 8 & 15) : COND_AL;
    uint32_t hw2 = (uint32_t)code[2] | (uint32_t)code[3] << 8;
    return (hw2 >> 12 & 1) ? COND_AL : (int)(hw1 >> 6 & 15);
}

/* Fills the IT block conditions from an IT encoding (firstcond, mask). */
static void decode_it(struct insn *in, const uint8_t *code)
{
    int firstcond = code[0] >> 4, mask = code[0] & 15;
    in->it_len = (mask & 1) ? 4 : (mask & 2) ? 3 : (mask & 4) ? 2 : 1;
    in->it_conds[0] = (uint8_t)firstcond;
    for (int k = 1; k < in->it_len; k++) {
        int bit = mask >> (4 - k) & 1;
        in->it_conds[k] = (uint8_t)(bit == (firstcond & 1) ? firstcond : firstcond ^ 1);
    }
}

int model_decode(csh cs, const uint8_t *code, size_t len, uint32_t addr, struct insn *out)
{
    cs_insn *ci;
    memset(out, 0, sizeof *out);
    if (cs_disasm(cs, code, len, addr, 1, &ci) != 1)
        return -1;
    const cs_arm *arm = &ci->detail->arm;
    out->addr = addr;
    out->size = (uint8_t)ci->size;
    out->cond = COND_AL;
    out->op_a = out->op_b = -1;
    snprintf(out->text, sizeof out->text, "%.11s %.31s", ci->mnemonic, ci->op_str);
    classify(out, ci->id);

    int first_list = (ci->id == ARM_INS_PUSH || ci->id == ARM_INS_POP) ? 0 : 1;
    int regs[8] = {-1, -1, -1, -1, -1, -1, -1, -1}, nreg = 0;
    for (int i = 0; i < arm->op_count; i++) {
        const cs_arm_op *op = &arm->operands[i];
        if (op->type == ARM_OP_MEM) {
            out->addr_regs |= reg_bit(op->mem.base) | reg_bit(op->mem.index);
            if (op->mem.index == ARM_REG_INVALID)
                out->store_imm = 1;
            if (arm->writeback)
                out->dst_regs |= reg_bit(op->mem.base);
            continue;
        }
        if (op->type != ARM_OP_REG)
            continue;
        if (nreg < 8)
            regs[nreg++] = reg_index(op->reg);
        if (op->access & CS_AC_WRITE)
            out->dst_regs |= reg_bit(op->reg);
        if (out->kind == K_LDM_STM && i >= first_list) {
            out->nregs++;
            if (reg_index(op->reg) == 15 && (ci->id == ARM_INS_POP || ci->id == ARM_INS_LDM ||
                                             ci->id == ARM_INS_LDMDB))
                out->writes_pc = 1;
        }
    }
    if (out->kind != K_STORE)
        out->store_imm = 0;
    switch (out->kind) {
    case K_UMULL: case K_SMULL: case K_UMLAL: case K_SMLAL:
    case K_UDIV: case K_SDIV:
        if (nreg >= 2) {
            out->op_a = (int8_t)regs[nreg - 2];
            out->op_b = (int8_t)regs[nreg - 1];
        }
        if ((out->kind == K_UMULL || out->kind == K_SMULL || out->kind == K_UMLAL ||
             out->kind == K_SMLAL) && regs[0] >= 0 && regs[1] >= 0)
            out->dst_regs = (uint16_t)((1u << regs[0]) | (1u << regs[1]));
        break;
    case K_LDM_STM:
        if (ci->id == ARM_INS_PUSH || ci->id == ARM_INS_POP)
            out->addr_regs = 1u << 13;
        else if (nreg > 0 && regs[0] >= 0)
            out->addr_regs = (uint16_t)(1u << regs[0]);
        break;
    case K_CBZ: case K_CBNZ:
        out->op_a = (int8_t)regs[0];
        break;
    case K_TABLE_BRANCH:
        for (int i = 0; i < nreg; i++)
            if (regs[i] >= 0)
                out->addr_regs |= (uint16_t)(1u << regs[i]);
        break;
    case K_BRANCH:
        if (ci->id == ARM_INS_B)
            out->cond = (uint8_t)branch_cond(code, ci->size);
        if (out->cond != COND_AL)
            out->kind = K_BRANCH_COND;
        break;
    case K_IT:
        decode_it(out, code);
        break;
    default:
        break;
    }
    if (out->kind == K_LOAD && nreg > 0 && regs[0] >= 0)
        out->dst_regs = (uint16_t)(1u << regs[0]); /* the loaded value, not a write-back base */
    if (out->kind == K_ALU || out->kind == K_LOAD)
        out->writes_pc = (out->dst_regs >> 15) & 1;
    if (out->kind == K_LDM_STM || out->kind == K_STORE || out->kind == K_LDRD_STRD) {
        /* Only the base register write-back is a register result here. */
        uint16_t wb = 0;
        for (int i = 0; i < arm->op_count; i++)
            if (arm->operands[i].type == ARM_OP_MEM && arm->writeback)
                wb |= reg_bit(arm->operands[i].mem.base);
        if (ci->id == ARM_INS_POP || ci->id == ARM_INS_LDM || ci->id == ARM_INS_LDMDB ||
            ci->id == ARM_INS_LDRD)
            wb = out->dst_regs;
        out->dst_regs = wb;
    }
    cs_free(ci, 1);
    return 0;
}

/* Cycles of a long multiply with its operand classes and signs. */
static int long_mul_cycles(int kind, uint32_t a, uint32_t b, struct step *out)
{
    int is_signed = kind == K_SMULL || kind == K_SMLAL;
    int extra = 0;
    if (is_signed) {
        /* Reading of DESIGN.md §4: classes of the magnitudes, +1 cycle
         * for each negative operand. */
        if ((int32_t)a < 0) { a = 0u - a; extra++; }
        if ((int32_t)b < 0) { b = 0u - b; extra++; }
    }
    out->class_a = model_class(a);
    out->class_b = model_class(b);
    int base = (kind == K_UMULL || kind == K_SMULL) ? umull_cycles(out->class_a, out->class_b)
                                                    : umlal_cycles(out->class_a, out->class_b);
    return base + extra;
}

void model_skip(struct model_state *st, struct step *out)
{
    memset(out, 0, sizeof *out);
    out->cycles = 1;
    st->it_pos++;
    st->it_left--;
    st->prev_load_single = 0;
    st->prev_load_dst = 0;
    st->prev_dp_dst = 0;
}

void model_step(struct model_state *st, const struct insn *in, uint32_t xpsr,
                reg_reader read_reg, void *ctx, struct step *out)
{
    memset(out, 0, sizeof *out);
    out->executed = 1;
    int cond = in->cond;
    if (st->it_left) {
        cond = st->it_conds[st->it_pos++];
        st->it_left--;
    }
    int passed = cond == COND_AL || cond_passed(cond, xpsr);
    uint16_t load_dst = st->prev_load_single ? st->prev_load_dst : 0;
    int pipelined = st->prev_load_single && !(in->addr_regs & load_dst);
    int stall = (in->addr_regs & st->prev_dp_dst) != 0;
    st->prev_load_single = 0;
    st->prev_load_dst = 0;
    st->prev_dp_dst = 0;

    if (!passed && in->kind != K_BRANCH_COND) {
        /* An instruction skipped by its IT condition: 1 cycle (our choice;
         * it issues and is discarded, writes nothing, touches no memory). */
        out->executed = 0;
        out->cycles = 1;
        return;
    }
    int c = 1;
    switch (in->kind) {
    case K_ALU:
        c = 1 + (in->writes_pc ? MODEL_P : 0);
        st->prev_dp_dst = in->dst_regs;
        out->taken = in->writes_pc;
        break;
    case K_IT:
        c = 1;
        st->it_left = in->it_len;
        st->it_pos = 0;
        memcpy(st->it_conds, in->it_conds, sizeof st->it_conds);
        break;
    case K_MUL:
        c = 1;
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_MLA:
        c = 2;
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_UMULL: case K_SMULL: case K_UMLAL: case K_SMLAL:
        out->opnd_a = read_reg(ctx, in->op_a);
        out->opnd_b = read_reg(ctx, in->op_b);
        c = long_mul_cycles(in->kind, out->opnd_a, out->opnd_b, out);
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_UDIV: case K_SDIV: {
        uint32_t n = out->opnd_a = read_reg(ctx, in->op_a);
        uint32_t d = out->opnd_b = read_reg(ctx, in->op_b);
        if (in->kind == K_SDIV) {
            if ((int32_t)n < 0) n = 0u - n;
            if ((int32_t)d < 0) d = 0u - d;
        }
        c = div_cycles(n, d);
        st->prev_dp_dst = in->dst_regs;
        break;
    }
    case K_LOAD:
        c = (pipelined ? 1 : 2) + stall + (in->writes_pc ? MODEL_P : 0);
        out->taken = in->writes_pc;
        st->prev_load_single = 1;
        st->prev_load_dst = in->dst_regs;
        break;
    case K_STORE:
        c = (in->store_imm || pipelined ? 1 : 2) + stall;
        break;
    case K_LDRD_STRD:
        c = 3 + stall;
        break;
    case K_LDM_STM:
        c = 1 + in->nregs + stall + (in->writes_pc ? MODEL_P : 0);
        out->taken = in->writes_pc;
        break;
    case K_BRANCH:
        c = 1 + MODEL_P;
        out->taken = 1;
        break;
    case K_BRANCH_COND:
        out->taken = passed;
        c = 1 + (passed ? MODEL_P : 0);
        break;
    case K_CBZ: case K_CBNZ: {
        int zero = read_reg(ctx, in->op_a) == 0;
        out->taken = in->kind == K_CBZ ? zero : !zero;
        c = 1 + (out->taken ? MODEL_P : 0);
        break;
    }
    case K_TABLE_BRANCH:
        c = 2 + MODEL_P + stall;
        out->taken = 1;
        break;
    }
    out->cycles = c;
}
