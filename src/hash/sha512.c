/* SPDX-License-Identifier: ISC */
/*
 * crypto_hash_sha512 (FIPS 180-4), on the halite_sha512_blocks kernel.
 */
#include <string.h>
#include "hash/sha512.h"

void halite_sha512_init(uint64_t st[8])
{
    static const uint64_t iv[8] = {
        0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
        0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
        0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
    };
    memcpy(st, iv, sizeof iv);
}

/* halite_sha512_blocks for the hardened build: one block a kernel call,
 * counted, and st spoiled when the count misses n (a loop left early), so
 * that no digest of a prefix of the input comes out. */
static void blocks_counted(uint64_t st[8], const unsigned char *in, size_t n)
{
    uint32_t count = 0;
    uint64_t mask;

    for (size_t i = 0; i < n; i++) {
        halite_sha512_blocks(st, in + 128 * i, 1);
        count = halite_count_step(count);
    }
    /* widened by a subtraction: GCC makes (x << 32) | x a UMULL */
    mask = 0 - (uint64_t)(halite_count_mask(count, (uint32_t)n) & 1);
    for (int i = 0; i < 8; i++)
        st[i] &= mask;
}

/* Compresses n blocks: by the kernel, or counted in the hardened build. */
static inline void run_blocks(uint64_t st[8], const unsigned char *in, size_t n)
{
    if (HALITE_HARDENED)
        blocks_counted(st, in, n);
    else
        halite_sha512_blocks(st, in, n);
}

const unsigned char *halite_sha512_blocks_long(uint64_t st[8], const unsigned char *in,
                                               unsigned long long nblocks)
{
    /* the kernels take any size_t count, 0 included */
    for (; nblocks > SIZE_MAX / 128; nblocks -= SIZE_MAX / 128) {
        run_blocks(st, in, SIZE_MAX / 128);
        in += SIZE_MAX / 128 * 128;
    }
    run_blocks(st, in, (size_t)nblocks);
    return in + 128 * (size_t)nblocks;
}

void halite_sha512_store(unsigned char out[64], const uint64_t st[8])
{
    for (int i = 0; i < 8; i++)
        halite_store64_be(out + 8 * i, st[i]);
}

/* Whole blocks go straight from m to the kernel; the tail, the 0x80 byte
 * and the 128-bit bit length go through one padding block on the stack,
 * compressed twice when they do not fit in one. */
void halite_sha512_finish(uint64_t st[8], const unsigned char *m,
                          unsigned long long mlen, unsigned long long prefixlen,
                          unsigned char out[64])
{
    unsigned char pad[128];
    unsigned long long total = prefixlen + mlen;
    size_t tail = (size_t)(mlen % 128);

    m = halite_sha512_blocks_long(st, m, mlen / 128);
    /* tail < 128; with the 0x80 byte and 16 length bytes it needs a second
     * block when tail >= 112, which is then zeros and the length (and the
     * message bytes are gone from pad) */
    memcpy(pad, m, tail);
    memset(pad + tail, 0, 128 - tail);
    pad[tail] = 0x80;
    if (tail >= 112) {
        halite_sha512_blocks(st, pad, 1);
        memset(pad, 0, 120);
    }
    /* bit length = 8 * total, a 67-bit number: its top 3 bits end the
     * high 64-bit word (pad[112..118] are zero), the rest is the low word */
    pad[119] = (unsigned char)(total >> 61);
    halite_store64_be(pad + 120, total << 3);
    halite_sha512_blocks(st, pad, 1);
    halite_sha512_store(out, st);
    /* the tail is all the message pad held (a tail of 112 or more is gone
     * already); 0x80, zeros and length are public */
    halite_wipe(pad, tail);
    halite_wipe(st, 8 * sizeof st[0]);
}

int halite_crypto_hash_sha512(unsigned char *out, const unsigned char *m,
                              unsigned long long mlen)
{
    uint64_t st[8];

    halite_sha512_init(st);
    halite_sha512_finish(st, m, mlen, 0, out);
    return 0;
}

/* ---- libsodium's incremental interface ---- */

int halite_crypto_hash_sha512_init(halite_crypto_hash_sha512_state *state)
{
    halite_sha512_init(state->state);
    state->count = 0;
    return 0;
}

/* Whole blocks go from in to the kernel in place, in size_t-sized runs;
 * only a block split across two updates passes through state->buf. */
int halite_crypto_hash_sha512_update(halite_crypto_hash_sha512_state *state,
                                     const unsigned char *in, unsigned long long inlen)
{
    size_t used = (size_t)(state->count % 128), len, nblocks;

    if (inlen > SIZE_MAX)
        return -1;
    len = (size_t)inlen;
    if (len == 0)
        return 0; /* in may be NULL */
    state->count += len;
    if (used > 0) {
        size_t n = 128 - used; /* 1..127 */
        if (n > len)
            n = len;
        memcpy(state->buf + used, in, n);
        in += n;
        len -= n;
        if (used + n < 128)
            return 0;
        halite_sha512_blocks(state->state, state->buf, 1);
    }
    nblocks = len / 128;
    if (nblocks > 0)
        halite_sha512_blocks(state->state, in, nblocks);
    memcpy(state->buf, in + 128 * nblocks, len % 128);
    return 0;
}

int halite_crypto_hash_sha512_final(halite_crypto_hash_sha512_state *state,
                                    unsigned char *out)
{
    size_t used = (size_t)(state->count % 128);

    halite_sha512_finish(state->state, state->buf, used, state->count - used, out);
    halite_wipe(state, sizeof *state);
    return 0;
}

size_t halite_crypto_hash_sha512_bytes(void)
{
    return halite_crypto_hash_sha512_BYTES;
}

size_t halite_crypto_hash_sha512_statebytes(void)
{
    return sizeof(halite_crypto_hash_sha512_state);
}

const char *halite_crypto_hash_sha512_primitive(void)
{
    return halite_crypto_hash_sha512_PRIMITIVE;
}
