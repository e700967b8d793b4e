/* SPDX-License-Identifier: ISC */
/*
 * crypto_onetimeauth_poly1305 (RFC 8439 §2.5) around the block kernel that
 * src/internal.h selects (Thumb-2 on the Cortex-M3, ctmul16 elsewhere): the
 * key's clamping, the padded last block, the final reduction mod
 * 2^130 - 5 and the addition of s live here once, for every kernel.
 * Constant-time: only lengths decide branches.
 */
#include "internal.h"

/* r = the clamped first half of the key, as four little-endian words. */
static void poly1305_load_r(uint32_t r[4], const unsigned char key[16])
{
    r[0] = halite_load32_le(key) & 0x0fffffff;
    r[1] = halite_load32_le(key + 4) & 0x0ffffffc;
    r[2] = halite_load32_le(key + 8) & 0x0ffffffc;
    r[3] = halite_load32_le(key + 12) & 0x0ffffffc;
}

/* tag = (h' mod 2^130 - 5) + s mod 2^128, where h' is h after the last
 * taillen < 16 bytes at tail, padded with 1 then zeros (no 2^128 bit), when
 * taillen > 0; h4 <= 4 (the kernel's bound). Works on h itself: this runs
 * once per tag. h is left for the caller to wipe. */
static void poly1305_finish(unsigned char tag[16], uint32_t h[5], const uint32_t r[4],
                            const unsigned char *tail, size_t taillen,
                            const unsigned char s[16])
{
    uint32_t mask;
    uint64_t c, g;
    int i;

    if (taillen > 0) {
        unsigned char last[16] = {0};
        memcpy(last, tail, taillen);
        last[taillen] = 1;
        halite_poly1305_blocks(h, r, last, 1, 0);
        halite_wipe(last, sizeof last);
    }

    /* One pass folds the bits at 2^130 and above (h4 >> 2 <= 1) into the
     * words, h < 2^130 + 5 after it, and carries h + 5 along (g, the carry
     * out of each word): h >= p exactly when h + 5 reaches 2^130, bit 2 of
     * its fifth word (h4 + carry < 8). */
    c = 5 * (h[4] >> 2);                /* a 32-bit product: no UMULL */
    g = 5;
    for (i = 0; i < 4; i++) {
        c += h[i];
        h[i] = (uint32_t)c;
        c >>= 32;
        g = (g + h[i]) >> 32;
    }
    h[4] = (h[4] & 3) + (uint32_t)c;
    mask = 0 - ((h[4] + (uint32_t)g) >> 2);

    /* tag = h + (5 if h >= p) + s, mod 2^128: h mod p = h + 5 - 2^130
     * then, which is h + 5 mod 2^128 */
    c = mask & 5;
    for (i = 0; i < 4; i++) {
        c += (uint64_t)h[i] + halite_load32_le(s + 4 * i);
        halite_store32_le(tag + 4 * i, (uint32_t)c);
        c >>= 32;
    }
}

void halite_poly1305(unsigned char tag[16], const unsigned char *m, size_t mlen,
                     const unsigned char key[32])
{
    /* h and r together, so that one call wipes them */
    struct {
        uint32_t h[5], r[4];
    } st = {{0, 0, 0, 0, 0}, {0, 0, 0, 0}};
    size_t full = mlen / 16;

    poly1305_load_r(st.r, key);
    halite_poly1305_blocks(st.h, st.r, m, full, 1);
    /* m may be NULL when mlen is 0: no arithmetic on it then */
    poly1305_finish(tag, st.h, st.r, full ? m + 16 * full : m, mlen % 16, key + 16);
    halite_wipe(&st, sizeof st);
}

int halite_crypto_onetimeauth_poly1305(unsigned char *a, const unsigned char *m,
                                       unsigned long long mlen, const unsigned char *k)
{
    /* a message longer than size_t cannot be in memory: refuse it rather
     * than authenticate a truncated length */
    if (mlen > SIZE_MAX)
        return -1;
    halite_poly1305(a, m, (size_t)mlen, k);
    return 0;
}

int halite_poly1305_verify(const unsigned char tag[16], const unsigned char *m, size_t mlen,
                           const unsigned char key[32])
{
    unsigned char t[16];
    int r;

    /* the computed tag is a secret until the comparison has been made */
    halite_poly1305(t, m, mlen, key);
#if HALITE_HARDENED
    r = halite_verify_16(t, tag);   /* no length that one flip could zero */
#else
    r = halite_verify_n(t, tag, 16);
#endif
    halite_wipe(t, sizeof t);
    return r;
}

int halite_crypto_onetimeauth_poly1305_verify(const unsigned char *a,
                                              const unsigned char *m,
                                              unsigned long long mlen,
                                              const unsigned char *k)
{
    if (mlen > SIZE_MAX)
        return -1;
    return halite_confirm(halite_poly1305_verify(a, m, (size_t)mlen, k), NULL, 0);
}

/* ---- libsodium's incremental interface ---- */

int halite_crypto_onetimeauth_poly1305_init(halite_crypto_onetimeauth_poly1305_state *state,
                                            const unsigned char *key)
{
    memset(state->h, 0, sizeof state->h);
    poly1305_load_r(state->r, key);
    memcpy(state->s, key + 16, 16);
    state->buflen = 0;
    return 0;
}

/* Whole blocks go from m to the kernel in place; only a block split across
 * two updates passes through state->buf. */
int halite_crypto_onetimeauth_poly1305_update(halite_crypto_onetimeauth_poly1305_state *state,
                                              const unsigned char *m,
                                              unsigned long long mlen)
{
    size_t len, full;

    if (mlen > SIZE_MAX)
        return -1;
    len = (size_t)mlen;
    if (len == 0)
        return 0; /* m may be NULL */
    if (state->buflen > 0) {
        size_t n = 16 - state->buflen; /* 1..15 */
        if (n > len)
            n = len;
        memcpy(state->buf + state->buflen, m, n);
        state->buflen += n;
        m += n;
        len -= n;
        if (state->buflen < 16)
            return 0;
        halite_poly1305_blocks(state->h, state->r, state->buf, 1, 1);
        state->buflen = 0;
    }
    full = len / 16;
    halite_poly1305_blocks(state->h, state->r, m, full, 1);
    memcpy(state->buf, m + 16 * full, len % 16);
    state->buflen = len % 16;
    return 0;
}

int halite_crypto_onetimeauth_poly1305_final(halite_crypto_onetimeauth_poly1305_state *state,
                                             unsigned char *out)
{
    poly1305_finish(out, state->h, state->r, state->buf, state->buflen, state->s);
    halite_wipe(state, sizeof *state);
    return 0;
}

void halite_crypto_onetimeauth_poly1305_keygen(unsigned char *k)
{
    halite_randombytes(k, 32);
}

size_t halite_crypto_onetimeauth_poly1305_bytes(void)
{
    return halite_crypto_onetimeauth_poly1305_BYTES;
}

size_t halite_crypto_onetimeauth_poly1305_keybytes(void)
{
    return halite_crypto_onetimeauth_poly1305_KEYBYTES;
}

size_t halite_crypto_onetimeauth_poly1305_statebytes(void)
{
    return sizeof(halite_crypto_onetimeauth_poly1305_state);
}

const char *halite_crypto_onetimeauth_poly1305_primitive(void)
{
    return halite_crypto_onetimeauth_poly1305_PRIMITIVE;
}
