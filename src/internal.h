/* SPDX-License-Identifier: ISC */
/*
 * Internal declarations shared by the halite sources.
 *
 * Each function has a one-line contract above it. Kernels (docs/design.md,
 * Kernels) are declared once here with one prototype; every kernel has a
 * portable C version in src/arch/generic (suffix _ref or named for its method)
 * and at most one assembly version per instruction set,
 * src/arch/<isa>/<stem>.S, named for it (suffix _armv6m, _armv7m or _armv7em).
 * The build defines HALITE_ARCH_<STEM>=<isa> for each such file it includes
 * (cmake/kernels.cmake); the selection macros below are the only place that
 * turns that into the name callers use.
 */
#ifndef HALITE_INTERNAL_H
#define HALITE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h" /* halite_randombytes_checked, for the keypair functions */
#include "ramfunc.h"         /* HALITE_HOT: a hot kernel, run from RAM with HALITE_RAMFUNC */

/* HALITE_ARCH_KERNEL(halite_x, HALITE_ARCH_X) is halite_x_<isa>: the name of
 * the kernel that src/arch/<isa> provides (cmake/kernels.cmake). */
#define HALITE_PASTE_ISA(name, isa) name##_##isa
#define HALITE_ARCH_KERNEL(name, isa) HALITE_PASTE_ISA(name, isa)

/* ---- byte order ---- */

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HALITE_LITTLE_ENDIAN 1
#endif

/* ARM cores without unaligned word access (ARMv6-M: the Cortex-M0, M0+)
 * compile a 4-byte memcpy to a call; bytes are cheaper there. */
#if defined(__arm__) && !defined(__ARM_FEATURE_UNALIGNED) && defined(HALITE_LITTLE_ENDIAN)
#define HALITE_BYTEWISE_ANY 1
#endif

/* Reads 4 bytes at any alignment, in the machine's byte order; one LDR on
 * ARMv7-M (unaligned loads are allowed while CCR.UNALIGN_TRP is clear, its
 * reset value). */
static inline uint32_t halite_load32_any(const unsigned char *p)
{
#ifdef HALITE_BYTEWISE_ANY
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
#else
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
#endif
}

/* Writes 4 bytes at any alignment, in the machine's byte order; one STR on
 * ARMv7-M. */
static inline void halite_store32_any(unsigned char *p, uint32_t x)
{
#ifdef HALITE_BYTEWISE_ANY
    p[0] = (unsigned char)x;
    p[1] = (unsigned char)(x >> 8);
    p[2] = (unsigned char)(x >> 16);
    p[3] = (unsigned char)(x >> 24);
#else
    memcpy(p, &x, 4);
#endif
}

/* Reads a little-endian 32-bit word. */
static inline uint32_t halite_load32_le(const unsigned char *p)
{
#ifdef HALITE_LITTLE_ENDIAN
    return halite_load32_any(p);
#else
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
#endif
}

/* Writes a little-endian 32-bit word. */
static inline void halite_store32_le(unsigned char *p, uint32_t x)
{
#ifdef HALITE_LITTLE_ENDIAN
    halite_store32_any(p, x);
#else
    p[0] = (unsigned char)x;
    p[1] = (unsigned char)(x >> 8);
    p[2] = (unsigned char)(x >> 16);
    p[3] = (unsigned char)(x >> 24);
#endif
}

/* Reads a big-endian 32-bit word (LDR + REV on ARMv7-M). */
static inline uint32_t halite_load32_be(const unsigned char *p)
{
#ifdef HALITE_LITTLE_ENDIAN
    return __builtin_bswap32(halite_load32_any(p));
#else
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) |
           (uint32_t)p[3];
#endif
}

/* Writes a big-endian 32-bit word (REV + STR on ARMv7-M). */
static inline void halite_store32_be(unsigned char *p, uint32_t x)
{
#ifdef HALITE_LITTLE_ENDIAN
    halite_store32_any(p, __builtin_bswap32(x));
#else
    p[0] = (unsigned char)(x >> 24);
    p[1] = (unsigned char)(x >> 16);
    p[2] = (unsigned char)(x >> 8);
    p[3] = (unsigned char)x;
#endif
}

/* Reads a big-endian 64-bit word. */
static inline uint64_t halite_load64_be(const unsigned char *p)
{
    return ((uint64_t)halite_load32_be(p) << 32) | halite_load32_be(p + 4);
}

/* Writes a big-endian 64-bit word. */
static inline void halite_store64_be(unsigned char *p, uint64_t x)
{
    halite_store32_be(p, (uint32_t)(x >> 32));
    halite_store32_be(p + 4, (uint32_t)x);
}

/* ---- memory ---- */

/* Zeroes n bytes in a way the compiler may not remove (secrets on the stack). */
void halite_wipe(void *p, size_t n);

/* Returns 0 if the n bytes at x and y are equal, -1 otherwise, in time that
 * depends on n only (src/verify/verify.c: one copy for every tag check). */
int halite_verify_n(const unsigned char *x, const unsigned char *y, size_t n);

/* ---- fault hardening (docs/hardened.md) ---- */

/* 1 in the fault-hardened build (the CMake option HALITE_HARDENED), else 0.
 * Its methods are the sources src/hardened.txt names; the constant itself
 * is read only by the helpers below, which the few loops and accept
 * decisions it shares with the default build call, and which compile to
 * nothing there. */
#ifndef HALITE_HARDENED
#define HALITE_HARDENED 0
#endif

/* Returns x through an empty asm statement that the compiler must assume
 * changed it: a value tested twice is then tested twice, and a count kept
 * through it is not derived from the loop it counts. */
static inline uint32_t halite_opaque(uint32_t x)
{
    __asm__ volatile("" : "+r"(x));
    return x;
}

/* Returns count + 1 in the hardened build (0 in the default build, no
 * code): one pass of a loop whose early exit would leak, counted for
 * halite_count_mask. */
static inline uint32_t halite_count_step(uint32_t count)
{
    return HALITE_HARDENED ? halite_opaque(count + 1) : 0;
}

/* Returns all ones when count == want, else 0 (all ones in the default
 * build), without a branch: a loop's output ANDed with it is spoiled when
 * the loop ended early. */
static inline uint32_t halite_count_mask(uint32_t count, uint32_t want)
{
    uint32_t d = count ^ want;

    return HALITE_HARDENED ? ((d | (0u - d)) >> 31) - 1 : 0xffffffffu;
}

/* ANDs the n words at w with mask, a halite_count_mask: spoils a loop's
 * output when the loop ended early (hardened build; no code otherwise). */
static inline void halite_spoil_unless(uint32_t *w, size_t n, uint32_t mask)
{
    if (HALITE_HARDENED)
        for (size_t i = 0; i < n; i++)
            w[i] &= mask;
}

/* Returns r: in the hardened build through halite_opaque, a copy that an
 * accept decision keeps for its second test (halite_confirm), which the
 * compiler cannot replace by what the first test (r == 0) implied; no
 * code in the default build. */
static inline int halite_keep_verdict(int r)
{
    return HALITE_HARDENED ? (int)halite_opaque((uint32_t)r) : r;
}

/* Returns 0 when r is 0, else -1, zeroing the n bytes at out (unless out
 * is NULL) when r is not 0: the hardened build's one way out of an accept
 * decision (src/verify/verify_checked.c). Exact under one fault: one
 * skipped instruction or flipped register in it, or a wrong r (a value
 * left by a skipped move), gives -1 with out wiped or the golden result;
 * only a flip of the returned register after its last write escapes. */
int halite_settle(int r, unsigned char *out, size_t n);

/* Returns r in the default build (no code); the hardened build settles it
 * (halite_settle): exactly 0 or -1, and out zeroed unless 0. Every open and
 * verify returns through it, and an accept decision that writes calls it
 * after the write, so that one skipped branch cannot leave the write
 * behind a refusal. */
static inline int halite_confirm(int r, unsigned char *out, size_t n)
{
    return HALITE_HARDENED ? halite_settle(r, out, n) : r;
}

/* What a passed check returns (src/verify/verify_checked.c, the hardened
 * build): neither 0 nor all ones, and at least 16 bits away from each value
 * a failed check returns. */
#define HALITE_CHECK_PASS 0xf5ac5696u

/* Returns HALITE_CHECK_PASS when the n bytes at x and y are equal by two
 * comparisons that load both themselves (words by exclusive or, from the
 * first; by subtraction, from the last), and x != y; another value
 * otherwise. Constant-time. The hardened build only. */
uint32_t halite_check_equal(const unsigned char *x, const unsigned char *y, size_t n);

/* Returns 0 when each of the n values at c is HALITE_CHECK_PASS, else -1
 * (under a fault, possibly another negative value), from two folds of them
 * that must both pass. The hardened build only. */
int halite_check_all(const uint32_t *c, size_t n);

/* halite_verify_n for 16 bytes (a tag) with no length operand: each of its
 * two comparisons unrolled. The hardened build only. */
int halite_verify_16(const unsigned char *x, const unsigned char *y);

/* ---- kernels chosen at run time (32-bit Arm Linux) ----
 * With HALITE_DISPATCH_NEON, a kernel whose HALITE_DISPATCH_<STEM> is
 * defined has both a NEON and a scalar implementation linked, and its
 * entry point calls the one chosen once (src/arch/dispatch/neon.c). */
#ifdef HALITE_DISPATCH_NEON
/* Returns 1 when the chosen kernels are the NEON ones (the CPU's AT_HWCAP
 * has HWCAP_NEON and the environment has no HALITE_NO_NEON), else 0; the
 * same value for the life of the process. */
int halite_dispatch_neon(void);
#endif

/* ---- kernels: Salsa20 ----
 * A Salsa20 kernel file (HALITE_ARCH_SALSA20) also provides
 * halite_crypto_core_salsa20 and halite_crypto_core_hsalsa20 themselves: its
 * cores leave 0 in r0 (src/core keeps its C for the other builds). */

/* The Salsa20 constant "expand 32-byte k" (sigma), for 32-byte keys. */
extern const unsigned char halite_sigma[16];

#ifdef HALITE_ARCH_SALSA20
/* With HALITE_DISPATCH_SALSA20 (32-bit Arm Linux), halite_salsa20_xor is
 * itself the function: it calls the NEON kernel or this set's, chosen at
 * run time (src/arch/dispatch/neon.c). */
#ifndef HALITE_DISPATCH_SALSA20
#define halite_salsa20_xor HALITE_ARCH_KERNEL(halite_salsa20_xor, HALITE_ARCH_SALSA20)
#endif
#define halite_salsa20_core HALITE_ARCH_KERNEL(halite_salsa20_core, HALITE_ARCH_SALSA20)
#define halite_hsalsa20_core HALITE_ARCH_KERNEL(halite_hsalsa20_core, HALITE_ARCH_SALSA20)
#else
#define halite_salsa20_xor halite_salsa20_xor_ref
#define halite_salsa20_core halite_salsa20_core_ref
#define halite_hsalsa20_core halite_hsalsa20_core_ref
#endif

/* Salsa20/20 keystream XOR: c = m XOR Salsa20(k, nc) for mlen bytes, where
 * nc is the 8-byte nonce followed by the 64-bit little-endian block counter.
 * m == NULL means m is all zero (c receives the keystream). c may equal m. */
void halite_salsa20_xor(unsigned char *c, const unsigned char *m, size_t mlen,
                        const unsigned char nc[16], const unsigned char k[32]);
void halite_salsa20_xor_ref(unsigned char *c, const unsigned char *m, size_t mlen,
                            const unsigned char nc[16], const unsigned char k[32]);

/* Salsa20/20 core: out = 64-byte block for input in, key k and constant c. */
void halite_salsa20_core(unsigned char out[64], const unsigned char in[16],
                         const unsigned char k[32], const unsigned char c[16]);
void halite_salsa20_core_ref(unsigned char out[64], const unsigned char in[16],
                             const unsigned char k[32], const unsigned char c[16]);

/* HSalsa20/20 core: out = words 0,5,10,15,6,7,8,9 of the final state; out
 * may be k (crypto_box's beforenm hashes the shared secret in place). */
void halite_hsalsa20_core(unsigned char out[32], const unsigned char in[16],
                          const unsigned char k[32], const unsigned char c[16]);
void halite_hsalsa20_core_ref(unsigned char out[32], const unsigned char in[16],
                              const unsigned char k[32], const unsigned char c[16]);

/* The 20 rounds of Salsa20 (10 column/row double rounds) on the 16-word
 * state x in place, without the feed-forward: the kernel of the small
 * build's Salsa20 (src/arch/generic/small/salsa20.c); _ref is the
 * portable one of src/arch/generic/salsa20.c. */
#ifdef HALITE_ARCH_SALSA20_ROUNDS
#define halite_salsa20_rounds HALITE_ARCH_KERNEL(halite_salsa20_rounds, HALITE_ARCH_SALSA20_ROUNDS)
#else
#define halite_salsa20_rounds halite_salsa20_rounds_ref
#endif
void halite_salsa20_rounds(uint32_t x[16]);
void halite_salsa20_rounds_ref(uint32_t x[16]);

/* ---- kernels: Poly1305 ---- */

/* With HALITE_DISPATCH_POLY1305 (32-bit Arm Linux), halite_poly1305_blocks
 * is itself the function: it calls the NEON kernel or this set's, chosen
 * at run time (src/arch/dispatch/neon.c). */
#ifdef HALITE_ARCH_POLY1305
#ifndef HALITE_DISPATCH_POLY1305
#define halite_poly1305_blocks HALITE_ARCH_KERNEL(halite_poly1305_blocks, HALITE_ARCH_POLY1305)
#endif
#else
#define halite_poly1305_blocks halite_poly1305_blocks_ctmul16
#endif

/* For each of the nblocks 16-byte blocks b of m: h = (h + b + hibit 2^128) r
 * mod 2^130 - 5, partially reduced. h: h[0..3] 32-bit words and h[4] <= 4,
 * on entry and on exit; r: the clamped r as four words; nblocks may be 0.
 * hibit is 0 or 1. The portable version's products of secrets are
 * 16x16->32 bits only (docs/design.md, Constant time). The rest of Poly1305 is
 * src/onetimeauth/poly1305.c. */
void halite_poly1305_blocks(uint32_t h[5], const uint32_t r[4], const unsigned char *m,
                            size_t nblocks, uint32_t hibit);
void halite_poly1305_blocks_ctmul16(uint32_t h[5], const uint32_t r[4],
                                    const unsigned char *m, size_t nblocks, uint32_t hibit);

/* ---- kernels: SHA-512 ---- */

/* With HALITE_DISPATCH_SHA512 (32-bit Arm Linux), halite_sha512_blocks is
 * itself the function: it calls the NEON kernel or this set's, chosen at
 * run time (src/arch/dispatch/neon.c). */
#ifdef HALITE_ARCH_SHA512
#ifndef HALITE_DISPATCH_SHA512
#define halite_sha512_blocks HALITE_ARCH_KERNEL(halite_sha512_blocks, HALITE_ARCH_SHA512)
#endif
#else
#define halite_sha512_blocks halite_sha512_blocks_ref
#endif

/* The 80 SHA-512 round constants (src/arch/generic/sha512.c). */
extern const uint64_t halite_sha512_k[80];

/* Compresses nblocks 128-byte blocks at in into the eight-word state st. */
void halite_sha512_blocks(uint64_t st[8], const unsigned char *in, size_t nblocks);
void halite_sha512_blocks_ref(uint64_t st[8], const unsigned char *in, size_t nblocks);

/* ---- Poly1305 (src/onetimeauth/poly1305.c) ---- */

/* Poly1305 tag of mlen bytes at m under the 32-byte one-time key, on the
 * selected block kernel; constant-time. */
void halite_poly1305(unsigned char tag[16], const unsigned char *m, size_t mlen,
                     const unsigned char key[32]);

/* Returns 0 if tag is the Poly1305 tag of mlen bytes at m under key, -1
 * otherwise, comparing in constant time; the tag it computes is wiped. */
int halite_poly1305_verify(const unsigned char tag[16], const unsigned char *m, size_t mlen,
                           const unsigned char key[32]);

#endif /* HALITE_INTERNAL_H */
