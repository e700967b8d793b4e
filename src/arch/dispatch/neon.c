/* SPDX-License-Identifier: ISC */
/*
 * Run-time choice between a NEON kernel and the scalar one, for 32-bit Arm
 * Linux (linux-armhf), where NEON is not guaranteed: both are linked under
 * their own names (halite_<kernel>_armv7a_neon and the armv7a set's), and
 * the kernel's prototype name (src/internal.h, HALITE_DISPATCH_<STEM>) is
 * a function here that calls the one chosen on its first call, from
 * getauxval(AT_HWCAP) & HWCAP_NEON. HALITE_NO_NEON set in the environment
 * (to anything) forces the scalar kernels: the tests' hook for the scalar
 * path on a CPU with NEON. Built by cmake/kernels.cmake
 * (halite_add_neon_dispatch) in that build only.
 */
#include <stdlib.h>
#include <sys/auxv.h>
#include "internal.h"

#ifndef HWCAP_NEON
#define HWCAP_NEON (1 << 12) /* the Linux kernel's arch/arm/include/uapi/asm/hwcap.h */
#endif

/* Any kernel's address, as the slots below keep it. */
typedef void (*kernel_fn)(void);

/* Returns 1 when the NEON kernels may run: the CPU has NEON and
 * HALITE_NO_NEON is not set; 0 otherwise. */
static int neon_usable(void)
{
    return (getauxval(AT_HWCAP) & HWCAP_NEON) != 0 && getenv("HALITE_NO_NEON") == NULL;
}

int halite_dispatch_neon(void)
{
    static int usable = -1;
    int u = __atomic_load_n(&usable, __ATOMIC_RELAXED);

    if (u < 0) {
        u = neon_usable();
        __atomic_store_n(&usable, u, __ATOMIC_RELAXED);
    }
    return u;
}

/* Returns the kernel *slot holds, first setting it to neon or scalar by
 * halite_dispatch_neon(). Threads racing on the first call store the same
 * value. */
static kernel_fn choose(kernel_fn *slot, kernel_fn neon, kernel_fn scalar)
{
    kernel_fn f = __atomic_load_n(slot, __ATOMIC_RELAXED);

    if (f == NULL) {
        f = halite_dispatch_neon() ? neon : scalar;
        __atomic_store_n(slot, f, __ATOMIC_RELAXED);
    }
    return f;
}

#ifdef HALITE_DISPATCH_SALSA20
typedef void salsa20_xor_fn(unsigned char *c, const unsigned char *m, size_t mlen,
                            const unsigned char nc[16], const unsigned char k[32]);
salsa20_xor_fn HALITE_ARCH_KERNEL(halite_salsa20_xor, armv7a_neon);
salsa20_xor_fn HALITE_ARCH_KERNEL(halite_salsa20_xor, HALITE_ARCH_SALSA20);

/* The keystream XOR of src/internal.h: the NEON kernel or the scalar one. */
void halite_salsa20_xor(unsigned char *c, const unsigned char *m, size_t mlen,
                        const unsigned char nc[16], const unsigned char k[32])
{
    static kernel_fn chosen;
    salsa20_xor_fn *f = (salsa20_xor_fn *)choose(
        &chosen, (kernel_fn)HALITE_ARCH_KERNEL(halite_salsa20_xor, armv7a_neon),
        (kernel_fn)HALITE_ARCH_KERNEL(halite_salsa20_xor, HALITE_ARCH_SALSA20));

    f(c, m, mlen, nc, k);
}
#endif

#ifdef HALITE_DISPATCH_POLY1305
typedef void poly1305_blocks_fn(uint32_t h[5], const uint32_t r[4], const unsigned char *m,
                                size_t nblocks, uint32_t hibit);
poly1305_blocks_fn HALITE_ARCH_KERNEL(halite_poly1305_blocks, armv7a_neon);
poly1305_blocks_fn HALITE_ARCH_KERNEL(halite_poly1305_blocks, HALITE_ARCH_POLY1305);

/* The Poly1305 block function of src/internal.h: the NEON kernel or the
 * scalar one. */
void halite_poly1305_blocks(uint32_t h[5], const uint32_t r[4], const unsigned char *m,
                            size_t nblocks, uint32_t hibit)
{
    static kernel_fn chosen;
    poly1305_blocks_fn *f = (poly1305_blocks_fn *)choose(
        &chosen, (kernel_fn)HALITE_ARCH_KERNEL(halite_poly1305_blocks, armv7a_neon),
        (kernel_fn)HALITE_ARCH_KERNEL(halite_poly1305_blocks, HALITE_ARCH_POLY1305));

    f(h, r, m, nblocks, hibit);
}
#endif

#ifdef HALITE_DISPATCH_SHA512
typedef void sha512_blocks_fn(uint64_t st[8], const unsigned char *in, size_t nblocks);
sha512_blocks_fn HALITE_ARCH_KERNEL(halite_sha512_blocks, armv7a_neon);
sha512_blocks_fn HALITE_ARCH_KERNEL(halite_sha512_blocks, HALITE_ARCH_SHA512);

/* The SHA-512 compression of src/internal.h: the NEON kernel or the scalar
 * one. */
void halite_sha512_blocks(uint64_t st[8], const unsigned char *in, size_t nblocks)
{
    static kernel_fn chosen;
    sha512_blocks_fn *f = (sha512_blocks_fn *)choose(
        &chosen, (kernel_fn)HALITE_ARCH_KERNEL(halite_sha512_blocks, armv7a_neon),
        (kernel_fn)HALITE_ARCH_KERNEL(halite_sha512_blocks, HALITE_ARCH_SHA512));

    f(st, in, nblocks);
}
#endif
