/* SPDX-License-Identifier: ISC */
/*
 * m3sim's own test firmware (not part of the library), built for ARMv6-M
 * (-mcpu=cortex-m0plus), ARMv7-M (cortex-m3) and ARMv7E-M (cortex-m4):
 *  - func_checksum: a computation mixing multiplies, divides, selects, byte
 *    and word loads/stores (long multiplies, UDIV and IT blocks on ARMv7-M;
 *    libgcc calls on ARMv6-M); on ARMv7E-M also func_dsp (UMAAL, SMLAD,
 *    SMULBB, SMMUL); main() prints them under QEMU so 50-m3sim.sh can check
 *    that m3sim computes the same values;
 *  - planted leaks and constant-time controls for the gate's self-test, each
 *    reading its secret from gate_secret.
 */
#include <stdint.h>
#if defined(__ARM_FEATURE_DSP)
#include <arm_acle.h>
#endif

unsigned char gate_secret[32];
volatile uint32_t gate_sink;

/* A public table, indexed by a secret in gate_leak_index. */
static const unsigned char sbox[256] = {
#define ROW(x) x, x + 1, x + 2, x + 3, x + 4, x + 5, x + 6, x + 7
    ROW(7), ROW(99), ROW(31), ROW(200), ROW(17), ROW(5), ROW(64), ROW(128),
    ROW(3), ROW(77), ROW(150), ROW(9), ROW(42), ROW(111), ROW(240), ROW(60),
    ROW(1), ROW(88), ROW(190), ROW(13), ROW(55), ROW(170), ROW(230), ROW(36),
    ROW(11), ROW(140), ROW(26), ROW(95), ROW(210), ROW(48), ROW(120), ROW(70),
#undef ROW
};

/* Reads a little-endian word of the secret. */
static uint32_t secret_word(int i)
{
    const unsigned char *p = gate_secret + 4 * i;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Mixes x into a running value; kept out of line so branches stay branches. */
__attribute__((noinline)) static uint32_t churn(uint32_t v, uint32_t x)
{
    for (int i = 0; i < 8; i++)
        v = (v << 5 | v >> 27) ^ (x + (uint32_t)i);
    return v;
}

/* Deterministic mix of multiplies, divides, selects and memory traffic. */
__attribute__((noinline)) uint32_t func_checksum(uint32_t seed)
{
    unsigned char buf[64];
    uint32_t acc = seed, x = seed | 1;
    uint64_t wide = seed;
    for (int i = 0; i < 64; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        buf[i] = (unsigned char)(x ^ sbox[(x >> 3) & 255]);
    }
    for (int i = 0; i < 64; i += 4) {
        uint32_t a = buf[i] | (uint32_t)buf[i + 1] << 8 | (uint32_t)buf[i + 2] << 16;
        uint32_t b = acc ^ (uint32_t)buf[i + 3] << 24;
        wide += (uint64_t)a * b;                               /* umlal */
        int64_t sp = (int64_t)(int32_t)b * (int32_t)(a - 0x800000u); /* smull */
        acc += (uint32_t)(wide >> 32) ^ (uint32_t)sp ^ (uint32_t)(sp >> 32);
        acc += b / (a | 1) + (uint32_t)((int32_t)b / (int32_t)((a >> 4) | 1)); /* udiv, sdiv */
        acc = (acc & 1) ? acc * 3 + 1 : acc >> 1;              /* IT or branch */
        buf[(i + 7) & 63] ^= (unsigned char)acc;
    }
    return acc ^ (uint32_t)wide;
}

/* Planted leak 1: the secret decides a branch. */
__attribute__((noinline)) void gate_leak_branch(void)
{
    uint32_t v = secret_word(0);
    if (gate_secret[1] & 1)
        v = churn(v, secret_word(1));
    gate_sink = v;
}

/* Calls leak 1 from a wrapper, for the gate's --measure path. */
void gate_call_leak_branch(void)
{
    gate_leak_branch();
    gate_sink++;
}

/* Planted leak 2: the secret decides a load address. */
void gate_leak_index(void)
{
    gate_sink = sbox[gate_secret[2]] ^ secret_word(0);
}

/* Planted leak 3: UMULL on secret operands. */
void gate_leak_umull(void)
{
    uint64_t p = (uint64_t)secret_word(0) * secret_word(1);
    gate_sink = (uint32_t)p ^ (uint32_t)(p >> 32);
}

/* Planted leak 4: a division of secret operands: UDIV (operand-dependent
 * latency on every core that has it) or, on ARMv6-M, libgcc's division
 * loop. */
void gate_leak_udiv(void)
{
    gate_sink = secret_word(0) / (secret_word(1) | 1u);
}

/* A public divisor the compiler cannot turn into a multiplication. */
static volatile uint32_t public_divisor = 3;

/* Planted leaks 5 and 6: a divide and a long multiply whose latency is the
 * same for every secret (the top bits are set: UDIV 12 cycles, UMULL FxF)
 * but whose operands are secret: only the gate's operand comparison
 * catches them (on the cores where the latency is operand-dependent). */
void gate_leak_udiv_same_latency(void)
{
    gate_sink = (secret_word(0) | 0x80000000u) / public_divisor;
}

void gate_leak_umull_same_latency(void)
{
    uint64_t p = (uint64_t)(secret_word(0) | 0x80008000u) * (secret_word(1) | 0x80008000u);
    gate_sink = (uint32_t)p ^ (uint32_t)(p >> 32);
}

#if defined(__ARM_FEATURE_DSP)
/* UMAAL of secret operands: fixed latency on the Cortex-M4 and M33, so the
 * gate must call it constant-time there. */
void gate_ct_umaal(void)
{
    uint32_t lo = secret_word(0), hi = secret_word(1);
    __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(secret_word(2)), "r"(secret_word(3)));
    gate_sink = lo ^ hi;
}

/* ARMv7E-M multiplies chained on seed; main() prints the result. */
__attribute__((noinline)) uint32_t func_dsp(uint32_t seed)
{
    uint32_t lo = seed, hi = ~seed, x = seed | 1;
    for (int i = 0; i < 16; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(x), "r"(seed));
        lo = (uint32_t)__smlad(x, lo, hi);
        uint32_t t;
        __asm__("smulbb %0, %1, %2" : "=r"(t) : "r"(x), "r"(hi));
        hi ^= t;
        __asm__("smmul %0, %1, %2" : "=r"(seed) : "r"(x), "r"(lo ^ seed));
    }
    return lo ^ hi ^ seed;
}
#endif

/* Control: secret data only in ALU ops, 16-bit MULs, masked selects and a
 * full scan of the table; the gate must call it constant-time. */
void gate_ct_control(void)
{
    uint32_t a = secret_word(0), b = secret_word(1), picked = 0;
    uint32_t lo = (a & 0xffff) * (b & 0xffff);
    uint32_t index = gate_secret[2];
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t mask = 0u - (uint32_t)(((i ^ index) - 1u) >> 31);
        picked |= sbox[i] & mask;
    }
    gate_sink = churn(lo ^ picked, b);
}

/* ---- QEMU side: print the checksums through semihosting ---- */

/* Issues a semihosting call (operation op, parameter arg). */
static int semihost(int op, const void *arg)
{
    register int r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

/* Prints "<label> <v in hex>" through semihosting; label is 8 characters. */
static void print_value(const char *label, uint32_t v)
{
    static const char hex[] = "0123456789abcdef";
    char line[] = "xxxxxxxx 00000000\n";
    for (int i = 0; i < 8; i++) {
        line[i] = label[i];
        line[9 + i] = hex[v >> (28 - 4 * i) & 15];
    }
    semihost(0x04, line); /* SYS_WRITE0 */
}

int main(void)
{
    for (uint32_t seed = 1; seed <= 4; seed++) {
        print_value("checksum", func_checksum(seed * 0x9e3779b9u));
#if defined(__ARM_FEATURE_DSP)
        print_value("dsp-mult", func_dsp(seed * 0x9e3779b9u));
#endif
    }
    semihost(0x18, (const void *)0x20026); /* SYS_EXIT, ADP_Stopped_ApplicationExit */
    for (;;)
        ;
}
