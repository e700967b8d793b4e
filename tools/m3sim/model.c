/* SPDX-License-Identifier: ISC */
#include "model.h"

#include <stdio.h>
#include <string.h>

const char *const model_kind_names[K_KINDS] = {
    "alu", "mul", "mla/mls", "umull", "smull", "umlal", "smlal", "udiv", "sdiv",
    "load", "store", "ldrd/strd", "ldm/stm", "branch", "b<cc>", "cbz", "cbnz",
    "tbb/tbh", "it", "umaal", "dsp-mul", "system",
};

#define KIND_BIT(k) (1u << (k))

/* The cores, with the sources of their rules in README.md "Timing rules". */
static const struct core cores[] = {
    /* Cortex-M0 TRM Table 3-1: 3-stage pipeline, taken branch 3 = 1+P, BL 4,
     * POP {..,PC} 4+N, loads and stores 2, MULS 1 (fast multiplier). */
    {.id = CORE_M0, .name = "m0", .title = "Cortex-M0", .isa = ISA_V6M, .refill = 2,
     .refill_decode = 2, .refill_load = 2, .table_branch = 2, .bl_extra = 1, .mul = 1,
     .system = 4},
    /* Cortex-M0+ TRM Table 3.1: 2-stage pipeline, taken branch 2 = 1+P, BL 3,
     * POP {..,PC} 3+N, loads and stores 2 (1 only to the single-cycle I/O port). */
    {.id = CORE_M0PLUS, .name = "m0plus", .title = "Cortex-M0+", .isa = ISA_V6M, .refill = 1,
     .refill_decode = 1, .refill_load = 1, .table_branch = 2, .bl_extra = 1, .mul = 1,
     .system = 3},
    /* Cortex-M3 TRM Table 3-1 and §3.3.2, with the refills, store timing, IT
     * folding, pipelining limits and fetch measured on CMEmu and the measured
     * long-multiply and divide latencies (README.md, Cortex-M3). */
    {.id = CORE_M3, .name = "m3", .title = "Cortex-M3", .isa = ISA_V7M, .refill = 2,
     .refill_decode = 1, .refill_load = 3, .table_branch = 3, .mul = 1, .mla = 2,
     .v7_load_store = 1, .system = 1, .it_fold = 1, .prefetch = 1, .write_buffer = 1,
     .ct_kinds = KIND_BIT(K_UMULL) | KIND_BIT(K_SMULL) | KIND_BIT(K_UMLAL) |
                 KIND_BIT(K_SMLAL) | KIND_BIT(K_UDIV) | KIND_BIT(K_SDIV)},
    /* Cortex-M4 TRM Table 3-1: the M3's pipeline (and so the M3's refills,
     * stores, pipelining limits and fetch), every multiply 1 cycle, divides
     * 2..12 operand-dependent. */
    {.id = CORE_M4, .name = "m4", .title = "Cortex-M4", .isa = ISA_V7EM, .refill = 2,
     .refill_decode = 1, .refill_load = 3, .table_branch = 3, .mul = 1, .mla = 1,
     .long_mul_fixed = 1, .v7_load_store = 1, .system = 1, .it_fold = 1, .prefetch = 1,
     .write_buffer = 1,
     .ct_kinds = KIND_BIT(K_UDIV) | KIND_BIT(K_SDIV)},
    /* No Arm timing table: the M4's rules (README.md). */
    {.id = CORE_M33, .name = "m33", .title = "Cortex-M33", .isa = ISA_V7EM, .refill = 2,
     .refill_decode = 1, .refill_load = 3, .table_branch = 3, .mul = 1, .mla = 1,
     .long_mul_fixed = 1, .v7_load_store = 1, .system = 1, .it_fold = 1, .prefetch = 1,
     .write_buffer = 1,
     .ct_kinds = KIND_BIT(K_UDIV) | KIND_BIT(K_SDIV)},
    /* Cortex-A8 TRM chapter 16 (model_a8.c, README.md "Cortex-A8"): ARM and
     * Thumb-2 with NEON; its multiplies take fixed cycles. */
    {.id = CORE_A8, .name = "a8", .title = "Cortex-A8", .isa = ISA_V7A},
};

const struct core *model_core(const char *name)
{
    for (size_t i = 0; i < sizeof cores / sizeof cores[0]; i++)
        if (!strcmp(cores[i].name, name))
            return &cores[i];
    return NULL;
}

int model_latency_varies(const struct core *c, int kind)
{
    return (c->ct_kinds >> kind) & 1;
}

const char model_class_names[4] = {'0', 'L', 'H', 'F'};

int model_reg_index(unsigned reg)
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
    int r = model_reg_index(reg);
    return r < 0 ? 0 : (uint16_t)(1u << r);
}

int model_class(uint32_t x)
{
    int lo = (x & 0xffffu) != 0, hi = (x >> 16) != 0;
    return lo && hi ? CLASS_F : hi ? CLASS_H : lo ? CLASS_L : CLASS_0;
}

/* UMULL cycles for operand classes a, b (README.md, Cortex-M3). */
static int umull_cycles(int a, int b)
{
    if (a == CLASS_0 || b == CLASS_0 || (a == CLASS_L && b == CLASS_L) ||
        (a == CLASS_H && b == CLASS_H))
        return 3;
    if (a == CLASS_F && b == CLASS_F)
        return 5;
    return 4;
}

/* UMLAL cycles for operand classes a, b (README.md, Cortex-M3). */
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

/* UDIV cycles for dividend n and divisor d (README.md, Cortex-M3). */
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
    case ARM_INS_UMAAL: in->kind = K_UMAAL; break;
    case ARM_INS_SMLABB: case ARM_INS_SMLABT: case ARM_INS_SMLATB: case ARM_INS_SMLATT:
    case ARM_INS_SMLAD: case ARM_INS_SMLADX: case ARM_INS_SMLALBB: case ARM_INS_SMLALBT:
    case ARM_INS_SMLALTB: case ARM_INS_SMLALTT: case ARM_INS_SMLALD: case ARM_INS_SMLALDX:
    case ARM_INS_SMLAWB: case ARM_INS_SMLAWT: case ARM_INS_SMLSD: case ARM_INS_SMLSDX:
    case ARM_INS_SMLSLD: case ARM_INS_SMLSLDX: case ARM_INS_SMMLA: case ARM_INS_SMMLAR:
    case ARM_INS_SMMLS: case ARM_INS_SMMLSR: case ARM_INS_SMMUL: case ARM_INS_SMMULR:
    case ARM_INS_SMUAD: case ARM_INS_SMUADX: case ARM_INS_SMULBB: case ARM_INS_SMULBT:
    case ARM_INS_SMULTB: case ARM_INS_SMULTT: case ARM_INS_SMULWB: case ARM_INS_SMULWT:
    case ARM_INS_SMUSD: case ARM_INS_SMUSDX:
        in->kind = K_DSP_MUL; break;
    case ARM_INS_MRS: case ARM_INS_MSR: case ARM_INS_DMB: case ARM_INS_DSB: case ARM_INS_ISB:
        in->kind = K_SYSTEM; break;
    default: in->kind = K_ALU; break;
    }
}

/* Returns 1 when the instruction writes a 64-bit result to two registers
 * (RdLo, RdHi: its first two register operands). */
static int writes_pair(unsigned id)
{
    switch (id) {
    case ARM_INS_UMULL: case ARM_INS_SMULL: case ARM_INS_UMLAL: case ARM_INS_SMLAL:
    case ARM_INS_UMAAL: case ARM_INS_SMLALBB: case ARM_INS_SMLALBT: case ARM_INS_SMLALTB:
    case ARM_INS_SMLALTT: case ARM_INS_SMLALD: case ARM_INS_SMLALDX: case ARM_INS_SMLSLD:
    case ARM_INS_SMLSLDX:
        return 1;
    default:
        return 0;
    }
}

/* Returns why ci cannot run on core c (REFUSE_*). ARMv6-M has the 16-bit
 * Thumb instructions but CBZ, CBNZ and IT, and six 32-bit ones; ARMv7-M
 * lacks the DSP extension of ARMv7E-M. Unicorn does not enforce either
 * fully (README.md "Instruction sets"), so m3sim does. */
static int refusal(csh cs, const struct core *c, const cs_insn *ci)
{
    if (c->isa == ISA_V7A)
        return REFUSE_NONE;   /* ARM, Thumb-2, VFP and NEON */
    static const int float_groups[] = {ARM_GRP_VFP2, ARM_GRP_VFP3, ARM_GRP_VFP4,
                                       ARM_GRP_FPARMV8, ARM_GRP_NEON, ARM_GRP_DPVFP};
    for (size_t i = 0; i < sizeof float_groups / sizeof float_groups[0]; i++)
        if (cs_insn_group(cs, ci, float_groups[i]))
            return REFUSE_FLOAT;
    switch (c->isa) {
    case ISA_V6M:
        if (ci->size == 4)
            return ci->id == ARM_INS_BL || ci->id == ARM_INS_MRS || ci->id == ARM_INS_MSR ||
                           ci->id == ARM_INS_DMB || ci->id == ARM_INS_DSB || ci->id == ARM_INS_ISB
                       ? REFUSE_NONE
                       : REFUSE_ISA;
        return ci->id == ARM_INS_CBZ || ci->id == ARM_INS_CBNZ || ci->id == ARM_INS_IT
                   ? REFUSE_ISA
                   : REFUSE_NONE;
    case ISA_V7M:
        return cs_insn_group(cs, ci, ARM_GRP_THUMB2DSP) ||
                       cs_insn_group(cs, ci, ARM_GRP_T2EXTRACTPACK)
                   ? REFUSE_ISA
                   : REFUSE_NONE;
    default:
        return REFUSE_NONE;
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

int model_decode(csh cs, const struct core *c, const uint8_t *code, size_t len, uint32_t addr,
                 struct insn *out)
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
    out->refused = (uint8_t)refusal(cs, c, ci);
    out->bl = ci->id == ARM_INS_BL;
    out->branch_reg = ci->id == ARM_INS_BX || ci->id == ARM_INS_BLX;
    if (out->branch_reg || ci->id == ARM_INS_MOV)
        out->return_lr = arm->op_count == (ci->id == ARM_INS_MOV ? 2 : 1) &&
                         arm->operands[arm->op_count - 1].type == ARM_OP_REG &&
                         arm->operands[arm->op_count - 1].reg == ARM_REG_LR &&
                         (ci->id != ARM_INS_MOV || arm->operands[0].reg == ARM_REG_PC);
    out->base_reg = -1;
    out->index_reg = -1;

    int first_list = (ci->id == ARM_INS_PUSH || ci->id == ARM_INS_POP) ? 0 : 1;
    int regs[8] = {-1, -1, -1, -1, -1, -1, -1, -1}, nreg = 0;
    for (int i = 0; i < arm->op_count; i++) {
        const cs_arm_op *op = &arm->operands[i];
        if (op->type == ARM_OP_MEM) {
            out->addr_regs |= reg_bit(op->mem.base) | reg_bit(op->mem.index);
            out->base_reg = (int8_t)model_reg_index(op->mem.base);
            out->index_reg = (int8_t)model_reg_index(op->mem.index);
            out->index_shift = (uint8_t)(op->shift.type == ARM_SFT_LSL ? op->shift.value : 0);
            out->mem_disp = op->mem.disp;
            if (op->mem.index == ARM_REG_INVALID)
                out->store_imm = 1;
            if (arm->writeback)
                out->dst_regs |= reg_bit(op->mem.base);
            continue;
        }
        if (op->type != ARM_OP_REG)
            continue;
        if (nreg < 8)
            regs[nreg++] = model_reg_index(op->reg);
        if (op->access & CS_AC_WRITE)
            out->dst_regs |= reg_bit(op->reg);
        if (out->kind == K_LDM_STM && i >= first_list) {
            out->nregs++;
            if (model_reg_index(op->reg) == 15 &&
                (ci->id == ARM_INS_POP || ci->id == ARM_INS_LDM || ci->id == ARM_INS_LDMDB))
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
            out->cond = (uint8_t)(c->id != CORE_A8 ? branch_cond(code, ci->size)
                                  : arm->cc == ARM_CC_AL || arm->cc == ARM_CC_INVALID ? COND_AL
                                  : (int)arm->cc - ARM_CC_EQ);
        if (out->cond != COND_AL)
            out->kind = K_BRANCH_COND;
        break;
    case K_IT:
        decode_it(out, code);
        break;
    default:
        break;
    }
    if (writes_pair(ci->id) && regs[0] >= 0 && regs[1] >= 0)
        out->dst_regs = (uint16_t)((1u << regs[0]) | (1u << regs[1]));
    if (out->kind == K_LOAD && nreg > 0 && regs[0] >= 0) {
        /* The loaded value and a written-back base: a load or store that
         * addresses with either is not pipelined behind this one (CMEmu). */
        uint16_t wb = 0;
        for (int i = 0; i < arm->op_count; i++)
            if (arm->operands[i].type == ARM_OP_MEM && arm->writeback)
                wb |= reg_bit(arm->operands[i].mem.base);
        out->dst_regs = (uint16_t)(1u << regs[0] | wb);
    }
    if (out->kind != K_LOAD && out->kind != K_STORE)
        out->base_reg = -1;
    else
        out->writeback = arm->writeback;
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
    if (c->id == CORE_A8)
        a8_decode(cs, ci, out);
    cs_free(ci, 1);
    return 0;
}

/* Cycles of a long multiply with its operand classes and signs. */
static int long_mul_cycles(int kind, uint32_t a, uint32_t b, struct step *out)
{
    int is_signed = kind == K_SMULL || kind == K_SMLAL;
    int extra = 0;
    if (is_signed) {
        /* Reading of the measured rule (README.md, Choices): classes of the
         * magnitudes, +1 cycle for each negative operand. */
        if ((int32_t)a < 0) { a = 0u - a; extra++; }
        if ((int32_t)b < 0) { b = 0u - b; extra++; }
    }
    out->class_a = model_class(a);
    out->class_b = model_class(b);
    int base = (kind == K_UMULL || kind == K_SMULL) ? umull_cycles(out->class_a, out->class_b)
                                                    : umlal_cycles(out->class_a, out->class_b);
    return base + extra;
}

/* ---- instruction fetch (struct fetch_model) ---- */

#define FETCH_SLOTS 6   /* halfwords: three words */
#define SYSTEM_REGION 0x20000000u  /* code from here on is fetched on the System bus */

/* Requests the next word in the current cycle; it is decodable two cycles later
 * (from the System region, later still). */
static void fetch_request(struct fetch_model *f)
{
    if (f->ninflight == FETCH_INFLIGHT)
        return;
    int64_t arrives = f->cycle + 2;
    if (f->next_word >= SYSTEM_REGION) {
        /* System bus (TRM 12.5.6; README.md "Instruction fetch"): the
         * request is registered, a cycle later on the bus; no two fetches
         * back to back; none while a data access holds the bus */
        int64_t issue = f->cycle > f->sys_free ? f->cycle : f->sys_free;
        if (issue >= f->sys_data_from && issue < f->sys_data_to)
            issue = f->sys_data_to;
        f->sys_free = issue + 2;
        arrives = issue + 3;
        if (f->ninflight && arrives < f->inflight[f->ninflight - 1].arrives)
            arrives = f->inflight[f->ninflight - 1].arrives;
    }
    if (f->mem) {
        /* a word delayed by the memory system holds up the ones behind it */
        arrives += memsys_fetch(f->mem, f->next_word, f->cycle);
        if (f->ninflight && arrives < f->inflight[f->ninflight - 1].arrives)
            arrives = f->inflight[f->ninflight - 1].arrives;
    }
    f->inflight[f->ninflight].word = f->next_word;
    f->inflight[f->ninflight].arrives = arrives;
    f->inflight[f->ninflight].skip_half = f->skip_half;
    f->ninflight++;
    f->skip_half = 0;
    f->next_word += 4;
}

/* Restarts the fetch at target: the buffer is flushed, the target's word requested. */
static void fetch_redirect(struct fetch_model *f, uint32_t target)
{
    f->nhead = f->nqueue = f->ninflight = 0;
    f->leaving = 0;
    f->redirect_pending = 0;
    f->redirect = -1;
    f->next_word = target & ~3u;
    f->skip_half = (target & 2) != 0;
    fetch_request(f);
}

/* Moves halfwords from the queue into the decode register. */
static void fetch_refill(struct fetch_model *f)
{
    while (f->nhead < 2 && f->nqueue > 0) {
        f->head[f->nhead++] = f->queue[0];
        memmove(f->queue, f->queue + 1, (size_t)--f->nqueue * sizeof f->queue[0]);
    }
}

/* Starts the next cycle: arrived words join the queue, the decoded
 * instruction leaves the decode register when it moves to execute. */
static void fetch_tick(struct fetch_model *f)
{
    f->cycle++;
    int kept = 0;
    for (int i = 0; i < f->ninflight; i++) {
        if (f->inflight[i].arrives > f->cycle) {
            f->inflight[kept++] = f->inflight[i];
            continue;
        }
        uint32_t w = f->inflight[i].word;
        if (!f->inflight[i].skip_half && f->nqueue < FETCH_QUEUE)
            f->queue[f->nqueue++] = w;
        if (f->nqueue < FETCH_QUEUE)
            f->queue[f->nqueue++] = w + 2;
    }
    f->ninflight = kept;
    if (f->leaving && f->leaves <= f->cycle) {
        f->nhead -= f->leaving;
        if (f->nhead > 0)
            f->head[0] = f->head[1];
        f->leaving = 0;
    }
    fetch_refill(f);
}

/* Returns 1 when an LSU, multi-cycle multiply or divide instruction executes
 * in the current cycle (the fetch then makes no speculative request). */
static int fetch_postponed(const struct fetch_model *f)
{
    for (int i = 0; i < 2; i++)
        if (f->busy_from[i] <= f->cycle && f->cycle < f->busy_to[i])
            return 1;
    return 0;
}

/* The fetch request of the current cycle: the refill after a branch when it
 * is due; else the next word when the buffer has room for it, counting the
 * slots of the instruction in decode as free when it moves on this cycle. */
static void fetch_cycle(struct fetch_model *f, uint32_t redirect_target)
{
    if (f->redirect >= 0) {
        if (f->redirect <= f->cycle)
            fetch_redirect(f, redirect_target);
        return;
    }
    int slots = (f->nhead ? 2 : 0) + f->nqueue + 2 * f->ninflight;
    if (slots + 2 <= FETCH_SLOTS) {
        fetch_request(f);
    } else if (f->leaving && f->leaves == f->cycle + 1 && !fetch_postponed(f)) {
        int freed = f->leaving == 2 || f->nhead == 1 ? 2 : 1;
        if (slots - freed + 2 <= FETCH_SLOTS)
            fetch_request(f);
    }
}

/* Returns 1 when the instruction at addr (size bytes) is whole in the decode register. */
static int fetch_ready(const struct fetch_model *f, uint32_t addr, int size)
{
    if (f->leaving || f->redirect >= 0 || f->nhead < size / 2 || f->head[0] != addr)
        return 0;
    return size == 2 || f->head[1] == addr + 2;
}

/* Removes the folded IT at addr with the instruction before it. */
static void fetch_fold(struct fetch_model *f, uint32_t addr)
{
    for (int i = 0; i < f->nhead; i++)
        if (f->head[i] == addr) {
            if (i == 0)
                f->head[0] = f->head[1];
            f->nhead--;
            fetch_refill(f);
            return;
        }
    for (int i = 0; i < f->nqueue; i++)
        if (f->queue[i] == addr) {
            memmove(f->queue + i, f->queue + i + 1,
                    (size_t)(f->nqueue - i - 1) * sizeof f->queue[0]);
            f->nqueue--;
            return;
        }
}

/* Returns the cycles of an instruction at addr (size bytes) that the rules
 * price at cost, with the wait for its fetch: it is decoded once whole in
 * the decode register and the previous one has moved to execute, and starts
 * when both that and the previous one's cycles allow. pipelined: its address
 * phase overlaps the previous data phase (lost when decoded too late);
 * postpones: LSU, multi-cycle multiply, divide; taken: the next instruction
 * is a branch target; spec_slot: an untaken B<cc>, whose speculative target
 * fetch takes the cycle's request; sys_data: it accesses data on the System
 * bus, which no fetch may use meanwhile. */
static int fetch_step(struct fetch_model *f, uint32_t addr, int size, int cost, int pipelined,
                      int postpones, int taken, int spec_slot, int sys_data)
{
    if (!f->started) {
        /* entered by a branch: its refill is not counted, a stall is */
        struct memsys *mem = f->mem;
        memset(f, 0, sizeof *f);
        f->mem = mem;
        if (mem)
            memsys_retime(mem);
        f->started = 1;
        f->redirect = -1;          /* cycles count from 16: -1 is "no refill due" */
        f->cycle = 16;
        f->start_prev = 17;
        f->cost_prev = 2;
        fetch_redirect(f, addr);
        f->redirect_pending = 0;
        fetch_tick(f);
    } else if (f->redirect_pending) {
        /* the previous instruction branched here: finish its decode cycle */
        f->redirect_pending = 0;
        fetch_cycle(f, addr);
        fetch_tick(f);
    }
    if (cost == 0) {
        fetch_fold(f, addr);
        return 0;
    }
    for (int waited = 0; !fetch_ready(f, addr, size); waited++) {
        if (waited == 64)          /* lost track of the flow: restart at addr */
            fetch_redirect(f, addr);
        fetch_cycle(f, addr);
        fetch_tick(f);
    }
    int64_t decoded = f->cycle, nominal = f->start_prev + f->cost_prev;
    if (pipelined && decoded + 1 > nominal - 1) {
        cost++;              /* too late to overlap the previous data phase */
        pipelined = 0;
    }
    int64_t start = decoded + 1 + pipelined > nominal ? decoded + 1 + pipelined : nominal;
    f->leaves = start - pipelined;
    f->leaving = size / 2;
    if (postpones) {
        f->busy_from[0] = f->busy_from[1];
        f->busy_to[0] = f->busy_to[1];
        f->busy_from[1] = start - pipelined;
        f->busy_to[1] = start + cost;
    }
    if (sys_data) {
        f->sys_data_from = start - pipelined;
        f->sys_data_to = start + cost;
    }
    int stall = (int)(start - nominal);
    f->start_prev = start;
    f->cost_prev = cost;
    if (taken) {
        int64_t at = start + cost - 3;
        f->redirect = at > f->cycle ? at : f->cycle;
        f->redirect_pending = 1;   /* the target is the next instruction's address */
        return cost + stall;
    }
    if (!spec_slot)
        fetch_cycle(f, 0);
    fetch_tick(f);
    return cost + stall;
}

void model_skip(const struct core *c, struct model_state *st, const struct insn *in,
                struct step *out)
{
    memset(out, 0, sizeof *out);
    if (c->id == CORE_A8) {
        /* an IT-skipped instruction still takes its issue slot */
        out->cycles = in ? a8_step(&st->a8, in) : 1;
        st->it_pos++;
        st->it_left--;
        return;
    }
    out->cycles =
        c->prefetch && in ? fetch_step(&st->fetch, in->addr, in->size, 1, 0, 0, 0, 0, 0) : 1;
    st->it_pos++;
    st->it_left--;
    st->prev_load_single = 0;
    st->prev_store_single = 0;
    st->prev_dp16 = 0;
    st->prev_wrote_lr = 0;
    st->prev_load_dst = 0;
    st->prev_dp_dst = 0;
}

/* Returns the bus of a data access based on register base (BUS_*): the
 * code region below 0x20000000 (and every PC-relative access), else the
 * system bus. */
static int data_bus(int base, reg_reader read_reg, void *ctx)
{
    return base == 15 || read_reg(ctx, base) < 0x20000000u ? BUS_CODE : BUS_SYSTEM;
}

/* Returns the stall of in's data reads in the memory system mem at cycle t
 * (0 for stores, and for reads outside the flash region). */
static int data_stall(struct memsys *mem, const struct insn *in, reg_reader read_reg, void *ctx,
                      int64_t t)
{
    uint32_t addr;
    int size;
    switch (in->kind) {
    case K_LOAD:
        if (in->base_reg == 15) {
            addr = ((in->addr + 4) & ~3u) + (uint32_t)in->mem_disp;
        } else {
            addr = read_reg(ctx, in->base_reg) + (uint32_t)in->mem_disp;
            if (in->index_reg >= 0)
                addr += read_reg(ctx, in->index_reg) << in->index_shift;
        }
        size = 4;
        break;
    case K_LDRD_STRD: case K_LDM_STM:
        /* a store to flash cannot happen: a read when in flash */
        if (!(in->addr_regs & 0x7fff))
            return 0;
        addr = read_reg(ctx, __builtin_ctz(in->addr_regs));
        size = in->kind == K_LDRD_STRD ? 8 : 4 * in->nregs;
        break;
    default:
        return 0;
    }
    return memsys_data(mem, addr, size, t);
}

/* Returns 1 when in reads or writes memory over the System bus (its base
 * register at 0x20000000 or above). */
static int data_on_system_bus(const struct insn *in, reg_reader read_reg, void *ctx)
{
    int base;
    switch (in->kind) {
    case K_LOAD: case K_STORE:
        base = in->base_reg;
        break;
    case K_LDRD_STRD: case K_LDM_STM:
        if (!(in->addr_regs & 0x7fff))
            return 0;
        base = __builtin_ctz(in->addr_regs);
        break;
    default:
        return 0;
    }
    return base >= 0 && data_bus(base, read_reg, ctx) == BUS_SYSTEM;
}

/* ARMv6-M fetch through the memory system: returns the stall before in
 * starts, fetching each word it needs (one word ahead of the one it
 * executes from, as the core does), and advances st->v6_now. */
static int v6_fetch_stall(struct model_state *st, const struct insn *in)
{
    struct memsys *mem = st->fetch.mem;
    int stall = 0;
    uint32_t first = in->addr & ~3u, last = (in->addr + in->size - 1) & ~3u;
    for (uint32_t w = first; w <= last; w += 4) {
        if (st->v6_started && w == st->v6_next - 4)
            continue;   /* the word it is executing from */
        int64_t wait;
        if (st->v6_started && w == st->v6_next)
            wait = st->v6_avail > st->v6_now ? st->v6_avail - st->v6_now : 0;
        else
            wait = memsys_fetch(mem, w, st->v6_now);
        stall += (int)wait;
        st->v6_now += wait;
        st->v6_next = w + 4;
        st->v6_avail = st->v6_now + memsys_fetch(mem, w + 4, st->v6_now);
        st->v6_started = 1;
    }
    return stall;
}

void model_step(const struct core *c, struct model_state *st, const struct insn *in,
                uint32_t xpsr, reg_reader read_reg, void *ctx, struct step *out)
{
    memset(out, 0, sizeof *out);
    out->executed = 1;
    if (c->id == CORE_A8) {
        /* fixed timings: neither conditions nor operand values change the cycles */
        if (in->kind == K_IT) {
            st->it_left = in->it_len;
            st->it_pos = 0;
            memcpy(st->it_conds, in->it_conds, sizeof st->it_conds);
        } else if (st->it_left) {
            st->it_pos++;
            st->it_left--;
        }
        out->taken = in->writes_pc || in->kind == K_BRANCH ||
                     (in->kind == K_BRANCH_COND && cond_passed(in->cond, xpsr));
        out->cycles = a8_step(&st->a8, in);
        return;
    }
    int cond = in->cond;
    int in_it = st->it_left > 0;
    if (st->it_left) {
        cond = st->it_conds[st->it_pos++];
        st->it_left--;
    }
    int passed = cond == COND_AL || cond_passed(cond, xpsr);
    int p = c->refill;
    /* ARMv7-M only: a load or store single pipelined behind the previous
     * load single (a store also behind a store single with an immediate
     * offset, when stores are not buffered), on the same bus, not addressed
     * by a register that one wrote and not writing its own base back; and
     * the stall of an address register the previous instruction computed. */
    int bus = BUS_CODE, after_load = 0, after_store = 0;
    if (c->v7_load_store && in->base_reg >= 0) {
        bus = data_bus(in->base_reg, read_reg, ctx);
        int free = bus == st->prev_bus && !(in->addr_regs & st->prev_load_dst) && !in->writeback;
        after_load = free && st->prev_load_single;
        after_store = free && st->prev_store_single;
    }
    int stall = c->v7_load_store && (in->addr_regs & st->prev_dp_dst) != 0;
    int fold = c->it_fold && st->prev_dp16;
    /* BX LR, BLX LR and MOV PC, LR branch in decode unless the instruction
     * ahead of them in execute writes LR (TRM 15.3, Table 15-3; CMEmu). */
    int p_lr = in->return_lr && !st->prev_wrote_lr ? c->refill_decode : p;
    st->prev_wrote_lr = 0;
    st->prev_load_single = 0;
    st->prev_store_single = 0;
    st->prev_dp16 = 0;
    st->prev_load_dst = 0;
    st->prev_dp_dst = 0;

    if (!passed && in->kind != K_BRANCH_COND) {
        /* An instruction skipped by its IT condition: 1 cycle (our choice;
         * it issues and is discarded, writes nothing, touches no memory). */
        out->executed = 0;
        out->cycles =
            c->prefetch ? fetch_step(&st->fetch, in->addr, in->size, 1, 0, 0, 0, 0, 0) : 1;
        return;
    }
    int cyc = 1, pipelined = 0;
    switch (in->kind) {
    case K_ALU:
        cyc = 1 + (in->writes_pc ? p_lr : 0);
        st->prev_dp_dst = in->dst_regs;
        st->prev_dp16 = in->size == 2 && !in_it && !in->writes_pc;
        out->taken = in->writes_pc;
        break;
    case K_IT:
        cyc = fold ? 0 : 1;
        st->it_left = in->it_len;
        st->it_pos = 0;
        memcpy(st->it_conds, in->it_conds, sizeof st->it_conds);
        break;
    case K_MUL:
        cyc = c->mul;
        st->prev_dp_dst = in->dst_regs;
        st->prev_dp16 = in->size == 2 && !in_it;
        break;
    case K_MLA:
        cyc = c->mla;
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_UMULL: case K_SMULL: case K_UMLAL: case K_SMLAL: {
        uint32_t a = read_reg(ctx, in->op_a), b = read_reg(ctx, in->op_b);
        cyc = long_mul_cycles(in->kind, a, b, out);
        if (c->long_mul_fixed)
            cyc = c->long_mul_fixed;
        if (model_latency_varies(c, in->kind)) {
            out->opnd_a = a;
            out->opnd_b = b;
        }
        st->prev_dp_dst = in->dst_regs;
        break;
    }
    case K_UDIV: case K_SDIV: {
        uint32_t n = read_reg(ctx, in->op_a), d = read_reg(ctx, in->op_b);
        if (model_latency_varies(c, in->kind)) {
            out->opnd_a = n;
            out->opnd_b = d;
        }
        if (in->kind == K_SDIV) {
            if ((int32_t)n < 0) n = 0u - n;
            if ((int32_t)d < 0) d = 0u - d;
        }
        cyc = div_cycles(n, d);
        st->prev_dp_dst = in->dst_regs;
        break;
    }
    case K_UMAAL: case K_DSP_MUL:
        cyc = 1;   /* ARMv7E-M only: the M4's single-cycle multiplier */
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_SYSTEM:
        cyc = c->system;
        st->prev_dp_dst = in->dst_regs;
        break;
    case K_LOAD:
        pipelined = after_load && !stall;
        cyc = (after_load ? 1 : 2) + stall + (in->writes_pc ? c->refill_load : 0);
        out->taken = in->writes_pc;
        st->prev_load_single = 1;
        st->prev_load_dst = in->dst_regs;
        st->prev_bus = (uint8_t)bus;
        break;
    case K_STORE:
        if (!c->v7_load_store) {
            cyc = 2;
        } else if (c->write_buffer) {
            /* TRM 3.3.2: the data phase overlaps the next instruction */
            cyc = (in->store_imm || after_load ? 1 : 2) + stall;
            pipelined = !in->store_imm && after_load && !stall;
        } else {
            /* CMEmu: an address and a data phase, unless pipelined */
            cyc = (after_load || after_store ? 1 : 2) + stall;
            pipelined = (after_load || after_store) && !stall;
        }
        st->prev_store_single = in->store_imm;
        st->prev_load_dst = in->dst_regs;
        st->prev_bus = (uint8_t)bus;
        break;
    case K_LDRD_STRD:
        cyc = 3 + stall;
        break;
    case K_LDM_STM:
        cyc = 1 + in->nregs + stall + (in->writes_pc ? c->refill_load : 0);
        out->taken = in->writes_pc;
        break;
    case K_BRANCH:
        if (in->branch_reg)
            cyc = 1 + p_lr;
        else
            cyc = 1 + (in->bl ? c->bl_extra : 0) + c->refill_decode;
        out->taken = 1;
        break;
    case K_BRANCH_COND:
        out->taken = passed;
        cyc = 1 + (passed ? c->refill_decode : 0);
        break;
    case K_CBZ: case K_CBNZ: {
        int zero = read_reg(ctx, in->op_a) == 0;
        out->taken = in->kind == K_CBZ ? zero : !zero;
        cyc = 1 + (out->taken ? p : 0);
        break;
    }
    case K_TABLE_BRANCH:
        cyc = c->table_branch + c->refill_load + stall;
        out->taken = 1;
        break;
    }
    st->prev_wrote_lr = (in->dst_regs >> 14 & 1) && !out->taken;
    struct memsys *mem = st->fetch.mem;
    if (mem && !c->prefetch) {
        if (!st->v6_started)
            memsys_retime(mem);
        int fetch = v6_fetch_stall(st, in);
        int data = data_stall(mem, in, read_reg, ctx, st->v6_now + 1);
        st->v6_now += cyc + data;
        cyc += fetch + data;
    } else if (mem) {
        cyc += data_stall(mem, in, read_reg, ctx, st->fetch.cycle + 1);
    }
    if (c->prefetch) {
        int lsu = in->kind == K_LOAD || in->kind == K_STORE || in->kind == K_LDRD_STRD ||
                  in->kind == K_LDM_STM || in->kind == K_TABLE_BRANCH;
        int postpones = lsu || (cyc > 1 && in->kind != K_BRANCH && in->kind != K_BRANCH_COND &&
                                in->kind != K_CBZ && in->kind != K_CBNZ && in->kind != K_ALU);
        int spec_slot = in->kind == K_BRANCH_COND && !out->taken;
        cyc = fetch_step(&st->fetch, in->addr, in->size, cyc, pipelined, postpones, out->taken,
                         spec_slot, data_on_system_bus(in, read_reg, ctx));
    }
    out->cycles = cyc;
}
