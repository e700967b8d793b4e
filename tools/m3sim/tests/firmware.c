/*
 * m3sim's own test firmware (not part of the library):
 *  - func_checksum: a computation mixing long multiplies, divides, IT blocks,
 *    byte and word loads/stores; main() prints it under QEMU so 50-m3sim.sh
 *    can check that m3sim computes the same values;
 *  - three planted leaks and one constant-time control for the gate's
 *    self-test, each reading its secret from gate_secret.
 */
#include <stdint.h>

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

int main(void)
{
    static const char hex[] = "0123456789abcdef";
    char line[] = "checksum 00000000\n";
    for (uint32_t seed = 1; seed <= 4; seed++) {
        uint32_t v = func_checksum(seed * 0x9e3779b9u);
        for (int i = 0; i < 8; i++)
            line[9 + i] = hex[v >> (28 - 4 * i) & 15];
        semihost(0x04, line); /* SYS_WRITE0 */
    }
    semihost(0x18, (const void *)0x20026); /* SYS_EXIT, ADP_Stopped_ApplicationExit */
    for (;;)
        ;
}
