/*
 * Internal declarations shared by the halite sources.
 *
 * Each function has a one-line contract above it. Kernels (DESIGN.md §2) are
 * declared once here with one prototype; every kernel has a portable C
 * version in src/arch/generic (suffix _ref or named for its method) and at
 * most one Thumb-2 version in src/arch/armv7m (suffix _armv7m). The build
 * defines HALITE_ARMV7M when it compiles the Thumb-2 kernels in; the
 * selection macros below are the only place that knows which one is used.
 */
#ifndef HALITE_INTERNAL_H
#define HALITE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define HALITE_NO_NACL_NAMES
#include "halite.h"

/* ---- byte order ---- */

/* Reads a little-endian 32-bit word. */
static inline uint32_t halite_load32_le(const unsigned char *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

/* Writes a little-endian 32-bit word. */
static inline void halite_store32_le(unsigned char *p, uint32_t x)
{
    p[0] = (unsigned char)x;
    p[1] = (unsigned char)(x >> 8);
    p[2] = (unsigned char)(x >> 16);
    p[3] = (unsigned char)(x >> 24);
}

/* Reads a big-endian 64-bit word. */
static inline uint64_t halite_load64_be(const unsigned char *p)
{
    uint64_t x = 0;
    for (int i = 0; i < 8; i++)
        x = (x << 8) | p[i];
    return x;
}

/* Writes a big-endian 64-bit word. */
static inline void halite_store64_be(unsigned char *p, uint64_t x)
{
    for (int i = 7; i >= 0; i--) {
        p[i] = (unsigned char)x;
        x >>= 8;
    }
}

/* ---- memory ---- */

/* Zeroes n bytes in a way the compiler may not remove (secrets on the stack). */
void halite_wipe(void *p, size_t n);

/* Reads 4 bytes at any alignment; one LDR on ARMv7-M (unaligned loads are
 * allowed while CCR.UNALIGN_TRP is clear, its reset value). */
static inline uint32_t halite_load32_any(const unsigned char *p)
{
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
}

/* Returns 0 if the n bytes at x and y are equal, -1 otherwise, in time that
 * depends on n only. Inline so that a constant n unrolls (crypto_verify_16/32
 * and the tag checks). */
static inline int halite_verify_n(const unsigned char *x, const unsigned char *y,
                                  size_t n)
{
    uint32_t d = 0;
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        d |= halite_load32_any(x + i) ^ halite_load32_any(y + i);
    for (; i < n; i++)
        d |= (uint32_t)(x[i] ^ y[i]);
    d = (d >> 16) | (d & 0xffff); /* d < 2^16, and d == 0 iff all bytes matched */
    /* (d - 1) >> 16 has its low bit set exactly when d == 0. */
    return (int)(((d - 1) >> 16) & 1) - 1;
}

/* ---- kernels: Salsa20 ---- */

/* Salsa20/20 keystream XOR: c = m XOR Salsa20(k, nc) for mlen bytes, where
 * nc is the 8-byte nonce followed by the 64-bit little-endian block counter.
 * m == NULL means m is all zero (c receives the keystream). c may equal m. */
void halite_salsa20_xor_ref(unsigned char *c, const unsigned char *m, size_t mlen,
                            const unsigned char nc[16], const unsigned char k[32]);
void halite_salsa20_xor_armv7m(unsigned char *c, const unsigned char *m, size_t mlen,
                               const unsigned char nc[16], const unsigned char k[32]);

/* Salsa20/20 core: out = 64-byte block for input in, key k and constant c. */
void halite_salsa20_core_ref(unsigned char out[64], const unsigned char in[16],
                             const unsigned char k[32], const unsigned char c[16]);
void halite_salsa20_core_armv7m(unsigned char out[64], const unsigned char in[16],
                                const unsigned char k[32], const unsigned char c[16]);

/* HSalsa20/20 core: out = words 0,5,10,15,6,7,8,9 of the final state. */
void halite_hsalsa20_core_ref(unsigned char out[32], const unsigned char in[16],
                              const unsigned char k[32], const unsigned char c[16]);
void halite_hsalsa20_core_armv7m(unsigned char out[32], const unsigned char in[16],
                                 const unsigned char k[32], const unsigned char c[16]);

/* ---- kernels: Poly1305 ---- */

/* Poly1305 tag of mlen bytes at m under the 32-byte one-time key; products
 * of secrets are 16x16->32 bits only (DESIGN.md §3). */
void halite_poly1305_ctmul16(unsigned char tag[16], const unsigned char *m, size_t mlen,
                             const unsigned char key[32]);
void halite_poly1305_armv7m(unsigned char tag[16], const unsigned char *m, size_t mlen,
                            const unsigned char key[32]);

/* ---- kernels: SHA-512 ---- */

/* Compresses nblocks 128-byte blocks at in into the eight-word state st. */
void halite_sha512_blocks_ref(uint64_t st[8], const unsigned char *in, size_t nblocks);
void halite_sha512_blocks_armv7m(uint64_t st[8], const unsigned char *in, size_t nblocks);

/* ---- kernel selection ---- */
#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_SALSA20_ARMV7M)
#define halite_salsa20_xor halite_salsa20_xor_armv7m
#define halite_salsa20_core halite_salsa20_core_armv7m
#define halite_hsalsa20_core halite_hsalsa20_core_armv7m
#else
#define halite_salsa20_xor halite_salsa20_xor_ref
#define halite_salsa20_core halite_salsa20_core_ref
#define halite_hsalsa20_core halite_hsalsa20_core_ref
#endif
#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_POLY1305_ARMV7M)
#define halite_poly1305 halite_poly1305_armv7m
#else
#define halite_poly1305 halite_poly1305_ctmul16
#endif
#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_SHA512_ARMV7M)
#define halite_sha512_blocks halite_sha512_blocks_armv7m
#else
#define halite_sha512_blocks halite_sha512_blocks_ref
#endif

/* ---- randomness (src/rng) ---- */

/* Fills x with n random bytes; returns 0, or -1 when no seeded generator is
 * available (then x is zeroed). Keypair functions use this and fail cleanly. */
int halite_randombytes_checked(unsigned char *x, size_t n);

#endif /* HALITE_INTERNAL_H */
