/* SPDX-License-Identifier: ISC */
/*
 * Forgeries and malformed inputs, on the host (under ASan in host-asan) and
 * on the Cortex-M3:
 *  - every single-bit flip of a secretbox, a box, a onetimeauth and an auth
 *    (tag and message) and a signed message is refused with -1, and a failed
 *    open leaves no plaintext behind (m all zero; *mlen == 0 for sign_open).
 *    The first 16 bytes of a box are not part of it (NaCl's open ignores
 *    them), so flips start at byte 16;
 *  - NaCl's zero padding misused: a nonzero byte at any of the 32
 *    positions that must be zero makes secretbox, box and box_afternm return
 *    -1 with all of c zero (in place too); a box whose first 16 bytes are
 *    not zero opens;
 *  - signatures with S >= L (S = L, L + 1, L + 2^128, S + L, top bits set,
 *    all ones) are refused;
 *  - boxes shorter than ZEROBYTES and signed messages shorter than 64 bytes
 *    are refused without touching memory beyond their length (on a hosted
 *    build every buffer is an exact-size heap block, so ASan sees overruns);
 *  - a signature whose R is the neutral element (small order) is refused,
 *    although it satisfies the verification equation: S = k a with k =
 *    H(R || A || M) makes [S]B - [k]A = R, so only the small-order check on
 *    R (libsodium 1.0.18) refuses it; so is a signature under a public key
 *    of order 8 whose R (also of order 8) and S = 0 satisfy the equation;
 *  - X25519 with a low-order point (u = 0, 1, -1, the two points of order 8,
 *    and the non-canonical encodings p and p + 1, with and without bit 255)
 *    returns -1 and the all-zero result, as libsodium does; crypto_dh,
 *    crypto_box_beforenm, crypto_box and crypto_box_open refuse them too;
 *  - the libsodium API: every single-bit flip of an easy box (tag included)
 *    and of a detached box and its tag is refused by the six secretbox and
 *    box opens, which leave m untouched (libsodium writes nothing there
 *    either; the hardened build zeroes it); m == NULL only verifies; easy boxes shorter than MACBYTES are
 *    refused with exact-size buffers; every flip of a detached signature,
 *    of its message and of an Ed25519ph signature is refused, so are S >= L
 *    and a small-order R; pk_to_curve25519 refuses the small-order and
 *    non-canonical encodings and a key plus the point of order 2;
 *  - on a 32-bit core, a length above SIZE_MAX is refused by the streams
 *    and onetimeauth without a byte written.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include "halite.h"
#include "halite_rng.h"
#include "check.h"
#include "group/sc25519.h"

/* What a refused libsodium-style open leaves in m (filled with 0xa5): the
 * hardened build zeroes it, the default build writes nothing. */
#if HALITE_HARDENED
#define REFUSED_M 0
#else
#define REFUSED_M 0xa5
#endif

#ifdef __unix__
#include <stdlib.h>
#endif

static check_prng rng;

/* ---- buffers ---- */

#ifdef __unix__
/* Returns an exact-size heap block (ASan puts a redzone right after it). */
static unsigned char *get_buf(size_t n)
{
    unsigned char *p = malloc(n ? n : 1);
    if (p == NULL) {
        CHECK(!"out of memory");
        hal_exit(2);
    }
    return p;
}

/* Frees a block of get_buf. */
static void put_buf(unsigned char *p)
{
    free(p);
}
#else
/* No heap on the board: blocks come from a stack-like static pool. */
static unsigned char pool[4096];
static size_t pool_used;

/* Returns n bytes from the pool (released in reverse order by put_buf). */
static unsigned char *get_buf(size_t n)
{
    if (n > sizeof pool - pool_used) {
        CHECK(!"test pool exhausted");
        hal_exit(2);
    }
    pool_used += n;
    return pool + pool_used - n;
}

/* Releases the newest block of get_buf. */
static void put_buf(unsigned char *p)
{
    pool_used = (size_t)(p - pool);
}
#endif

/* Returns 1 if the n bytes at x are all zero. */
static int all_zero(const unsigned char *x, size_t n)
{
    unsigned char d = 0;
    for (size_t i = 0; i < n; i++)
        d |= x[i];
    return d == 0;
}

/* ---- authenticated encryption ---- */

#define PLAIN 40 /* plaintext bytes of the boxes under test */
#define CLEN (32 + PLAIN)

/* Opens c (clen bytes) under the key material of ctx into m. */
typedef int (*open_fn)(unsigned char *m, const unsigned char *c,
                       unsigned long long clen, const void *ctx);

struct box_keys {
    unsigned char n[24], k[32], pk[32], sk[32];
};

/* The open_fn of secretbox, box_open and box_open_afternm. */
static int open_secretbox(unsigned char *m, const unsigned char *c,
                          unsigned long long clen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_secretbox_open(m, c, clen, b->n, b->k);
}

static int open_box(unsigned char *m, const unsigned char *c,
                    unsigned long long clen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_box_open(m, c, clen, b->n, b->pk, b->sk);
}

static int open_afternm(unsigned char *m, const unsigned char *c,
                        unsigned long long clen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_box_open_afternm(m, c, clen, b->n, b->k);
}

/* The valid box c (CLEN bytes) opens to want; each single-bit flip from
 * byte 16 on is refused with m all zero; every clen
 * below ZEROBYTES is refused. */
static void check_box_flips(open_fn open, const void *ctx, const unsigned char *c,
                            const unsigned char *want)
{
    unsigned char *cc = get_buf(CLEN), *m = get_buf(CLEN);
    int bad = 0, flips = 0;

    memcpy(cc, c, CLEN);
    CHECK(open(m, cc, CLEN, ctx) == 0);
    CHECK_MEM(m, want, CLEN);
    for (int bit = 16 * 8; bit < CLEN * 8; bit++) {
        cc[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        memset(m, 0xa5, CLEN);
        bad |= open(m, cc, CLEN, ctx) != -1;
        bad |= !all_zero(m, CLEN);
        cc[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        flips++;
    }
    CHECK(bad == 0);
    check_note("    flips refused: ", (unsigned long long)flips);
    put_buf(m);
    put_buf(cc);

    /* too short: exact-size c and m, nothing read or written past clen */
    bad = 0;
    for (size_t clen = 0; clen < 32; clen++) {
        unsigned char *sc = get_buf(clen), *sm = get_buf(clen);
        memcpy(sc, c, clen);
        bad |= open(sm, sc, clen, ctx) != -1;
        put_buf(sm);
        put_buf(sc);
    }
    CHECK(bad == 0);
}

/* secretbox, box and box_afternm: one box each, every flip refused. */
static void check_boxes(void)
{
    struct box_keys sb, rx; /* secretbox key; the receiver's view of a box */
    unsigned char m[CLEN], c[CLEN], pks[32], sks[32];

    check_prng_fill(&rng, sb.n, 24);
    check_prng_fill(&rng, sb.k, 32);
    memset(m, 0, 32);
    check_prng_fill(&rng, m + 32, PLAIN);
    hal_send_str("  secretbox\n");
    CHECK(crypto_secretbox(c, m, CLEN, sb.n, sb.k) == 0);
    check_box_flips(open_secretbox, &sb, c, m);

    /* sender (pks, sks) boxes to the receiver, who opens with pks and rx.sk */
    memcpy(rx.n, sb.n, 24);
    CHECK(crypto_box_keypair(pks, sks) == 0);
    CHECK(crypto_box_keypair(rx.pk, rx.sk) == 0);
    CHECK(crypto_box(c, m, CLEN, rx.n, rx.pk, sks) == 0);
    memcpy(rx.pk, pks, 32);
    CHECK(crypto_box_beforenm(rx.k, rx.pk, rx.sk) == 0);
    hal_send_str("  box_open_afternm\n");
    check_box_flips(open_afternm, &rx, c, m);
    hal_send_str("  box_open\n");
    check_box_flips(open_box, &rx, c, m);
}

/* A NaCl seal under the key material of ctx: secretbox, box, box_afternm. */
typedef int (*seal_fn)(unsigned char *c, const unsigned char *m,
                       unsigned long long mlen, const void *ctx);

static int seal_secretbox(unsigned char *c, const unsigned char *m,
                          unsigned long long mlen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_secretbox(c, m, mlen, b->n, b->k);
}

static int seal_box(unsigned char *c, const unsigned char *m,
                    unsigned long long mlen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_box(c, m, mlen, b->n, b->pk, b->sk);
}

static int seal_afternm(unsigned char *c, const unsigned char *m,
                        unsigned long long mlen, const void *ctx)
{
    const struct box_keys *b = ctx;
    return crypto_box_afternm(c, m, mlen, b->n, b->k);
}

/* NaCl's padding misused: a nonzero byte at any of the 32 positions of m
 * that must be zero (bit i % 8 at position i) makes seal return -1 with
 * all of c zero (in place too when in_place); the padded m seals to want,
 * and want with its 16 leading bytes set opens to m (open does not read
 * them: NaCl's and libsodium's neither). */
static void check_padding(seal_fn seal, open_fn open, const void *ctx,
                          const unsigned char *m, const unsigned char *want, int in_place)
{
    unsigned char *c = get_buf(CLEN), *bad_m = get_buf(CLEN);
    int bad = 0;

    for (int i = 0; i < 32; i++) {
        memcpy(bad_m, m, CLEN);
        bad_m[i] = (unsigned char)(1 << (i % 8));
        memset(c, 0xa5, CLEN);
        bad |= seal(c, bad_m, CLEN, ctx) != -1;
        bad |= !all_zero(c, CLEN);
        if (in_place) {
            bad |= seal(bad_m, bad_m, CLEN, ctx) != -1;
            bad |= !all_zero(bad_m, CLEN);
        }
    }
    CHECK(bad == 0);
    CHECK(seal(c, m, CLEN, ctx) == 0);
    CHECK_MEM(c, want, CLEN);
    memset(c, 0xff, 16);
    CHECK(open(bad_m, c, CLEN, ctx) == 0);
    CHECK_MEM(bad_m, m, CLEN);
    put_buf(bad_m);
    put_buf(c);
}

/* secretbox, box and box_afternm refuse a misused padding. */
static void check_boxes_padding(void)
{
    struct box_keys b;
    unsigned char m[CLEN], c[CLEN], pk[32];

    check_prng_fill(&rng, b.n, 24);
    check_prng_fill(&rng, b.k, 32);
    memset(m, 0, 32);
    check_prng_fill(&rng, m + 32, PLAIN);
    hal_send_str("  padding: secretbox\n");
    CHECK(crypto_secretbox(c, m, CLEN, b.n, b.k) == 0);
    check_padding(seal_secretbox, open_secretbox, &b, m, c, 1);

    /* a box to oneself: beforenm(pk, sk) is the key both ways */
    CHECK(crypto_box_keypair(pk, b.sk) == 0);
    memcpy(b.pk, pk, 32);
    CHECK(crypto_box_beforenm(b.k, b.pk, b.sk) == 0);
    CHECK(crypto_box_afternm(c, m, CLEN, b.n, b.k) == 0);
    hal_send_str("  padding: box_afternm\n");
    check_padding(seal_afternm, open_afternm, &b, m, c, 1);
    hal_send_str("  padding: box\n");
    check_padding(seal_box, open_box, &b, m, c, 0);
    check_note("  padding positions refused per seal: ", 32);
}

/* ---- MACs ---- */

/* Every flip of the tag and of a 40-byte message is refused by
 * onetimeauth_verify and auth_verify. */
static void check_macs(void)
{
    unsigned char k[32], msg[PLAIN], a[32];
    int bad = 0, flips = 0;

    check_prng_fill(&rng, k, 32);
    check_prng_fill(&rng, msg, sizeof msg);

    CHECK(crypto_onetimeauth(a, msg, sizeof msg, k) == 0);
    CHECK(crypto_onetimeauth_verify(a, msg, sizeof msg, k) == 0);
    for (int bit = 0; bit < 16 * 8; bit++, flips++) {
        a[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_onetimeauth_verify(a, msg, sizeof msg, k) != -1;
        a[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    for (int bit = 0; bit < (int)sizeof msg * 8; bit++, flips++) {
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_onetimeauth_verify(a, msg, sizeof msg, k) != -1;
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    CHECK(bad == 0);
    check_note("  onetimeauth flips refused: ", (unsigned long long)flips);

    bad = flips = 0;
    CHECK(crypto_auth(a, msg, sizeof msg, k) == 0);
    CHECK(crypto_auth_verify(a, msg, sizeof msg, k) == 0);
    for (int bit = 0; bit < 32 * 8; bit++, flips++) {
        a[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_auth_verify(a, msg, sizeof msg, k) != -1;
        a[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    for (int bit = 0; bit < (int)sizeof msg * 8; bit++, flips++) {
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_auth_verify(a, msg, sizeof msg, k) != -1;
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    CHECK(bad == 0);
    check_note("  auth flips refused: ", (unsigned long long)flips);
}

/* A length above SIZE_MAX (more than a 32-bit core's memory holds) is
 * refused with -1 by the streams and onetimeauth, and nothing is written;
 * where size_t holds every length, there is nothing to check. */
static void check_huge_lengths(void)
{
#if SIZE_MAX < ULLONG_MAX
    const unsigned long long huge = (unsigned long long)SIZE_MAX + 1;
    unsigned char k[32], n[24], c[16], a[16];
    int bad = 0;

    check_prng_fill(&rng, k, sizeof k);
    check_prng_fill(&rng, n, sizeof n);
    memset(c, 0x5a, sizeof c);
    memset(a, 0x5a, sizeof a);
    bad |= crypto_stream_salsa20(c, huge, n, k) != -1;
    bad |= crypto_stream_salsa20_xor(c, c, huge, n, k) != -1;
    bad |= crypto_stream_xsalsa20(c, huge, n, k) != -1;
    bad |= crypto_stream_xsalsa20_xor(c, c, huge, n, k) != -1;
    bad |= crypto_onetimeauth(a, c, huge, k) != -1;
    bad |= crypto_onetimeauth_verify(a, c, huge, k) != -1;
    for (size_t i = 0; i < sizeof c; i++)
        bad |= c[i] != 0x5a || a[i] != 0x5a;
    CHECK(bad == 0);
    check_note("  lengths above SIZE_MAX refused: ", 6);
#endif
}

/* ---- signatures ---- */

#define SMSG 16 /* message bytes of the signed message under test */
#define SMLEN (64 + SMSG)

/* The group order L = 2^252 + 27742317777372353535851937790883648493,
 * little-endian (RFC 8032). */
static const unsigned char order_l[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2,
    0xde, 0xf9, 0xde, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10
};

/* s = a + b over 32 little-endian bytes (the carry out is dropped). */
static void add256(unsigned char s[32], const unsigned char a[32], const unsigned char b[32])
{
    unsigned int carry = 0;
    for (int i = 0; i < 32; i++) {
        carry += (unsigned int)a[i] + b[i];
        s[i] = (unsigned char)carry;
        carry >>= 8;
    }
}

/* sign_open of sm refuses, sets *mlen = 0 and leaves m without any of the
 * message (message bytes are never 0 or 0xa5, the fill). */
static int refused(const unsigned char *sm, const unsigned char *pk)
{
    unsigned char m[SMLEN];
    unsigned long long mlen = 99;
    int ok;

    memset(m, 0xa5, sizeof m);
    ok = crypto_sign_open(m, &mlen, sm, SMLEN, pk) == -1 && mlen == 0;
    for (size_t i = 0; i < sizeof m; i++)
        ok &= m[i] == 0 || m[i] == 0xa5;
    return ok;
}

/* Every bit flip of a signed message is refused; so are the S >= L
 * variants and every smlen below 64. */
static void check_sign(void)
{
    unsigned char pk[32], sk[64], msg[SMSG], sm[SMLEN], m[SMLEN], s[32];
    unsigned long long smlen = 0, mlen = 0;
    int bad = 0, flips = 0;

    for (int i = 0; i < SMSG; i++)
        msg[i] = (unsigned char)(0x11 + 7 * i); /* never 0 or 0xa5 */
    CHECK(crypto_sign_keypair(pk, sk) == 0);
    CHECK(crypto_sign(sm, &smlen, msg, SMSG, sk) == 0 && smlen == SMLEN);
    CHECK(crypto_sign_open(m, &mlen, sm, SMLEN, pk) == 0 && mlen == SMSG);
    CHECK_MEM(m, msg, SMSG);

    for (int bit = 0; bit < SMLEN * 8; bit++, flips++) {
        sm[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= !refused(sm, pk);
        sm[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    CHECK(bad == 0);
    check_note("  signed-message flips refused: ", (unsigned long long)flips);

    /* S >= L: S lives in bytes 32..63 of sm */
    memcpy(s, sm + 32, 32);
    memcpy(sm + 32, order_l, 32);                 /* S = L */
    CHECK(refused(sm, pk));
    sm[32] = (unsigned char)(order_l[0] + 1);     /* S = L + 1 */
    CHECK(refused(sm, pk));
    sm[32] = order_l[0];
    sm[48] = 1;                                   /* S = L + 2^128 */
    CHECK(refused(sm, pk));
    add256(sm + 32, s, order_l);                  /* S + L: same value mod L */
    CHECK(refused(sm, pk));
    memcpy(sm + 32, s, 32);
    sm[63] |= 0xe0;                               /* top three bits set */
    CHECK(refused(sm, pk));
    memset(sm + 32, 0xff, 32);                    /* S = 2^256 - 1 */
    CHECK(refused(sm, pk));
    memcpy(sm + 32, s, 32);
    CHECK(crypto_sign_open(m, &mlen, sm, SMLEN, pk) == 0 && mlen == SMSG);

    /* too short: exact-size sm and m */
    bad = 0;
    for (size_t len = 0; len < 64; len++) {
        unsigned char *ssm = get_buf(len), *sm2 = get_buf(len);
        memcpy(ssm, sm, len);
        mlen = 99;
        bad |= crypto_sign_open(sm2, &mlen, ssm, len, pk) != -1 || mlen != 0;
        put_buf(sm2);
        put_buf(ssm);
    }
    CHECK(bad == 0);
}

/* A signature with R = the neutral element (0, 1) and S = k a mod L, where
 * a is the signer's secret scalar and k = H(R || A || M) mod L, satisfies
 * [S]B - [k]A = R = (0, 1) exactly: every other check passes, and only the
 * small-order check on R (libsodium 1.0.18) refuses it; without that check
 * this test fails. */
static void check_sign_small_order_r(void)
{
    static const unsigned char zero[32] = { 0 };
    unsigned char pk[32], sk[64], h[64], a[32], k[64], sm[SMLEN], m[SMLEN];
    unsigned long long smlen = 0;

    CHECK(crypto_sign_keypair(pk, sk) == 0);
    crypto_hash_sha512(h, sk, 32);                /* a = clamp(H(seed)[0..31]) */
    memcpy(a, h, 32);
    a[0] &= 248;
    a[31] = (unsigned char)((a[31] & 127) | 64);
    for (int i = 0; i < SMSG; i++)
        sm[64 + i] = (unsigned char)(0x31 + 5 * i); /* never 0 or 0xa5 */
    memset(sm, 0, 32);
    sm[0] = 1;                                    /* R = (0, 1): y = 1, x = 0 */
    memcpy(sm + 32, pk, 32);                      /* k = H(R || A || M) */
    crypto_hash_sha512(k, sm, SMLEN);
    sc25519_reduce64(k, k);
    sc25519_muladd(sm + 32, k, a, zero);          /* S = k a mod L */
    CHECK(refused(sm, pk));

    /* the control: a real signature of the same message opens */
    CHECK(crypto_sign(m, &smlen, sm + 64, SMSG, sk) == 0 && smlen == SMLEN);
    memcpy(sm, m, SMLEN);
    CHECK(crypto_sign_open(m, &smlen, sm, SMLEN, pk) == 0 && smlen == SMSG);
}

/* A signature under the public key A = T, a point of order 8 (one of the
 * encodings libsodium blocks), with R = T and S = 0. For the message below
 * k = H(R || A || M) mod L is 7 mod 8, so [S]B - [k]A = [-7]T = T = R holds
 * exactly: the equation passes, and only the small-order checks on R and A
 * (libsodium 1.0.18) refuse it; without them this test fails. The message
 * was found offline among "halite: a small-order key NN" (NN = 00 is the
 * first with k = 7 mod 8); the premise is checked here. */
static void check_sign_small_order_a(void)
{
    static const char t_hex[] =
        "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";
    static const char msg[] = "halite: a small-order key 00";
    enum { MLEN = sizeof msg - 1 };
    unsigned char pk[32], sm[64 + MLEN], m[64 + MLEN], in[64 + MLEN], k[64];
    unsigned long long mlen = 99;
    int ok;

    CHECK(check_unhex(pk, t_hex, 32) == 0);
    memcpy(in, pk, 32);                           /* R = T */
    memcpy(in + 32, pk, 32);                      /* A = T */
    memcpy(in + 64, msg, MLEN);
    crypto_hash_sha512(k, in, sizeof in);
    sc25519_reduce64(k, k);
    CHECK((k[0] & 7) == 7);                       /* the premise: [-k]T = T */
    memcpy(sm, pk, 32);
    memset(sm + 32, 0, 32);                       /* S = 0 */
    memcpy(sm + 64, msg, MLEN);
    memset(m, 0xa5, sizeof m);
    ok = crypto_sign_open(m, &mlen, sm, sizeof sm, pk) == -1 && mlen == 0;
    for (size_t i = 0; i < MLEN; i++)
        ok &= m[i] == 0 || m[i] == 0xa5;
    CHECK(ok);
}

/* ---- X25519 low-order points ---- */

static const char *const low_order[] = {
    "0000000000000000000000000000000000000000000000000000000000000000", /* 0 */
    "0100000000000000000000000000000000000000000000000000000000000000", /* 1 */
    "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800", /* order 8 */
    "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157", /* order 8 */
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p - 1 */
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p */
    "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p + 1 */
};

/* Each point, and each with bit 255 set, gives -1 and an all-zero result. */
static void check_low_order(void)
{
    unsigned char u[32], n[32], q[32], k[32], pk[32];
    unsigned char m[32 + 8] = { 0 }, c[32 + 8], nonce[24] = { 0 };
    int bad = 0, cases = 0;

    check_prng_fill(&rng, n, 32);
    CHECK(crypto_box_keypair(pk, k) == 0);
    for (size_t i = 0; i < sizeof low_order / sizeof low_order[0]; i++) {
        for (int top = 0; top < 2; top++, cases++) {
            CHECK(check_unhex(u, low_order[i], 32) == 0);
            u[31] |= (unsigned char)(top << 7);
            memset(q, 0x5a, 32);
            bad |= crypto_scalarmult(q, n, u) != -1 || !all_zero(q, 32);
            bad |= crypto_dh_curve25519(q, u, n) != -1 || !all_zero(q, 32);
            bad |= crypto_box_beforenm(q, u, n) != -1;
            bad |= crypto_box(c, m, sizeof m, nonce, u, n) != -1;
            memset(c, 0, sizeof c);
            bad |= crypto_box_open(m, c, sizeof c, nonce, u, n) != -1;
            bad |= !all_zero(m, sizeof m);
        }
    }
    CHECK(bad == 0);
    check_note("  low-order points refused: ", (unsigned long long)cases);
}

/* ---- the libsodium API ---- */

/* Which of the six libsodium opens check_sodium_open runs. */
enum sodium_open { SB_EASY, SB_DET, BOX_EASY, BOX_DET, AFTERNM_EASY, AFTERNM_DET };

/* Runs open w on the box c (easy: clen bytes, tag first; detached: clen
 * bytes and the tag mac) into m. */
static int sodium_open(enum sodium_open w, unsigned char *m, const unsigned char *c,
                       const unsigned char *mac, size_t clen, const struct box_keys *b)
{
    switch (w) {
    case SB_EASY: return crypto_secretbox_open_easy(m, c, clen, b->n, b->k);
    case SB_DET: return crypto_secretbox_open_detached(m, c, mac, clen, b->n, b->k);
    case BOX_EASY: return crypto_box_open_easy(m, c, clen, b->n, b->pk, b->sk);
    case BOX_DET: return crypto_box_open_detached(m, c, mac, clen, b->n, b->pk, b->sk);
    case AFTERNM_EASY: return crypto_box_open_easy_afternm(m, c, clen, b->n, b->k);
    default: return crypto_box_open_detached_afternm(m, c, mac, clen, b->n, b->k);
    }
}

/* The valid box opens to want; each single-bit flip of the box (and of the
 * detached tag) is refused and leaves m as it was (0xa5); an easy box
 * shorter than MACBYTES is refused; a detached open with m == NULL verifies
 * only. */
static void check_sodium_open(enum sodium_open w, const struct box_keys *b,
                              const unsigned char *box, const unsigned char *tag,
                              const unsigned char *want)
{
    int easy = w == SB_EASY || w == BOX_EASY || w == AFTERNM_EASY;
    size_t clen = easy ? PLAIN + 16 : PLAIN;
    unsigned char *c = get_buf(clen), *m = get_buf(PLAIN), mac[16];
    int bad = 0, flips = 0;

    memcpy(c, box, clen);
    memcpy(mac, tag, 16);
    CHECK(sodium_open(w, m, c, mac, clen, b) == 0);
    CHECK_MEM(m, want, PLAIN);
    for (size_t bit = 0; bit < 8 * (clen + (easy ? 0 : 16)); bit++, flips++) {
        unsigned char *x = bit < 8 * clen ? c + bit / 8 : mac + (bit / 8 - clen);
        *x ^= (unsigned char)(1 << (bit % 8));
        memset(m, 0xa5, PLAIN);
        bad |= sodium_open(w, m, c, mac, clen, b) != -1;
        for (size_t i = 0; i < PLAIN; i++)
            bad |= m[i] != REFUSED_M;
        if (!easy)
            bad |= sodium_open(w, NULL, c, mac, clen, b) != -1;
        *x ^= (unsigned char)(1 << (bit % 8));
    }
    if (!easy)
        bad |= sodium_open(w, NULL, c, mac, clen, b) != 0;
    CHECK(bad == 0);
    check_note("    flips refused: ", (unsigned long long)flips);
    put_buf(m);
    put_buf(c);
    if (easy) {
        bad = 0;
        for (size_t n = 0; n < 16; n++) {
            unsigned char *sc = get_buf(n), *sm = get_buf(n);
            memcpy(sc, box, n);
            bad |= sodium_open(w, sm, sc, NULL, n, b) != -1;
            put_buf(sm);
            put_buf(sc);
        }
        CHECK(bad == 0);
    }
}

/* The six opens of libsodium's box API on one box each. */
static void check_sodium_boxes(void)
{
    static const char *const names[6] = {
        "  secretbox_open_easy\n", "  secretbox_open_detached\n", "  box_open_easy\n",
        "  box_open_detached\n", "  box_open_easy_afternm\n", "  box_open_detached_afternm\n"
    };
    struct box_keys b;
    unsigned char m[PLAIN], c[PLAIN + 16], mac[16], pks[32], sks[32];

    check_prng_fill(&rng, b.n, 24);
    check_prng_fill(&rng, b.k, 32);
    check_prng_fill(&rng, m, PLAIN);
    CHECK(crypto_box_keypair(pks, sks) == 0);
    CHECK(crypto_box_keypair(b.pk, b.sk) == 0);
    for (int w = 0; w < 6; w++) {
        int r;
        switch (w) {
        case SB_EASY: r = crypto_secretbox_easy(c, m, PLAIN, b.n, b.k); break;
        case SB_DET: r = crypto_secretbox_detached(c, mac, m, PLAIN, b.n, b.k); break;
        case BOX_EASY: r = crypto_box_easy(c, m, PLAIN, b.n, b.pk, sks); break;
        case BOX_DET: r = crypto_box_detached(c, mac, m, PLAIN, b.n, b.pk, sks); break;
        case AFTERNM_EASY: r = crypto_box_easy_afternm(c, m, PLAIN, b.n, b.k); break;
        default: r = crypto_box_detached_afternm(c, mac, m, PLAIN, b.n, b.k); break;
        }
        CHECK(r == 0);
        hal_send_str(names[w]);
        /* the receiver of a box opens with the sender's pk and its own sk */
        struct box_keys rx = b;
        memcpy(rx.pk, pks, 32);
        check_sodium_open((enum sodium_open)w, w == BOX_EASY || w == BOX_DET ? &rx : &b, c,
                          mac, m);
    }
}

/* verify_detached refuses every flip of the signature and of the message,
 * S >= L and a small-order R; Ed25519ph's final_verify every flip of its
 * signature. */
static void check_sodium_sign(void)
{
    static const unsigned char zero[32] = { 0 };
    unsigned char pk[32], sk[64], msg[SMSG], sig[64], h[64], a[32], k[64], ra[64 + SMSG];
    crypto_sign_state st;
    int bad = 0, flips = 0;

    for (int i = 0; i < SMSG; i++)
        msg[i] = (unsigned char)(0x21 + 3 * i);
    CHECK(crypto_sign_keypair(pk, sk) == 0);
    CHECK(crypto_sign_detached(sig, NULL, msg, SMSG, sk) == 0);
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == 0);
    for (int bit = 0; bit < 64 * 8; bit++, flips++) {
        sig[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_sign_verify_detached(sig, msg, SMSG, pk) != -1;
        sig[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    for (int bit = 0; bit < SMSG * 8; bit++, flips++) {
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        bad |= crypto_sign_verify_detached(sig, msg, SMSG, pk) != -1;
        msg[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    CHECK(bad == 0);
    check_note("  verify_detached flips refused: ", (unsigned long long)flips);

    memcpy(h, sig, 64);
    memcpy(sig + 32, order_l, 32);                /* S = L */
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == -1);
    add256(sig + 32, h + 32, order_l);            /* S + L */
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == -1);
    memcpy(sig, h, 64);
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == 0);

    /* R = (0, 1) with S = k a: the verification equation holds, the
     * small-order check refuses it (as check_sign_small_order_r) */
    crypto_hash_sha512(h, sk, 32);
    memcpy(a, h, 32);
    a[0] &= 248;
    a[31] = (unsigned char)((a[31] & 127) | 64);
    memset(ra, 0, 32);
    ra[0] = 1;
    memcpy(ra + 32, pk, 32);
    memcpy(ra + 64, msg, SMSG);
    crypto_hash_sha512(k, ra, sizeof ra);
    sc25519_reduce64(k, k);
    memcpy(sig, ra, 32);
    sc25519_muladd(sig + 32, k, a, zero);
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == -1);

    /* Ed25519ph */
    bad = flips = 0;
    CHECK(crypto_sign_init(&st) == 0 && crypto_sign_update(&st, msg, SMSG) == 0);
    CHECK(crypto_sign_final_create(&st, sig, NULL, sk) == 0);
    CHECK(crypto_sign_init(&st) == 0 && crypto_sign_update(&st, msg, SMSG) == 0);
    CHECK(crypto_sign_final_verify(&st, sig, pk) == 0);
    CHECK(crypto_sign_verify_detached(sig, msg, SMSG, pk) == -1); /* not Ed25519's */
    for (int bit = 0; bit < 64 * 8; bit++, flips++) {
        sig[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        crypto_sign_init(&st);
        crypto_sign_update(&st, msg, SMSG);
        bad |= crypto_sign_final_verify(&st, sig, pk) != -1;
        sig[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    msg[3] ^= 1;
    crypto_sign_init(&st);
    crypto_sign_update(&st, msg, SMSG);
    bad |= crypto_sign_final_verify(&st, sig, pk) != -1;
    CHECK(bad == 0);
    check_note("  final_verify flips refused: ", (unsigned long long)flips);
}

/* pk_to_curve25519 refuses the seven small-order encodings (each with
 * either sign bit), and, for a genuine key A = (x, y), the key A + (0, -1)
 * = (-x, -y): its y is p - y, its sign bit the opposite. */
static void check_sodium_pk_to_curve25519(void)
{
    static const char *const small[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
        "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    };
    unsigned char pk[32], sk[64], u[32], q[32];
    unsigned int borrow = 0;
    int bad = 0, cases = 0;

    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        for (int top = 0; top < 2; top++, cases++) {
            CHECK(check_unhex(q, small[i], 32) == 0);
            q[31] ^= (unsigned char)(top << 7);
            memset(u, 0x5a, 32);
            bad |= crypto_sign_ed25519_pk_to_curve25519(u, q) != -1;
            for (int j = 0; j < 32; j++)
                bad |= u[j] != 0x5a;
        }
    }
    CHECK(crypto_sign_keypair(pk, sk) == 0);
    CHECK(crypto_sign_ed25519_pk_to_curve25519(u, pk) == 0);
    /* q = p - y, with p = 2^255 - 19 */
    for (int j = 0; j < 32; j++) {
        unsigned int pj = j == 0 ? 0xed : j == 31 ? 0x7f : 0xff;
        unsigned int yj = j == 31 ? pk[31] & 0x7f : pk[j];
        unsigned int d = pj - yj - borrow;
        q[j] = (unsigned char)d;
        borrow = (d >> 8) & 1;
    }
    q[31] |= (unsigned char)(~pk[31] & 0x80);
    bad |= crypto_sign_ed25519_pk_to_curve25519(u, q) != -1;
    cases++;
    CHECK(bad == 0);
    check_note("  pk_to_curve25519 refusals: ", (unsigned long long)cases);
}

int main(void)
{
    static const unsigned char seed[32] = "halite test_negative seed 2026.";
    check_begin("test_negative");
    halite_rng_insecure_seed_for_testing(seed);
    check_prng_init(&rng, 0x6e656761ULL);
    check_boxes();
    check_boxes_padding();
    check_macs();
    check_huge_lengths();
    check_sign();
    check_sign_small_order_r();
    check_sign_small_order_a();
    check_low_order();
    hal_send_str("libsodium API\n");
    check_sodium_boxes();
    check_sodium_sign();
    check_sodium_pk_to_curve25519();
    return check_end();
}
