/* SPDX-License-Identifier: ISC */
/*
 * The libsodium API of halite.h against libsodium 1.0.18 itself (host only).
 * Every function, on pseudo-random inputs, must give libsodium's return
 * value and write exactly the bytes libsodium writes:
 *  - the incremental hashes and MACs on random chunkings (empty chunks
 *    included) of every length 0..1100 and some longer ones, HMAC with keys
 *    of every length 0..300 (longer than a block too); final must clear the
 *    state;
 *  - the easy and detached boxes with the message and the output at every
 *    relative offset -24..24 inside one buffer (in place, and overlapping
 *    the way libsodium allows: it moves the message first), libsodium
 *    running on an identical copy of the buffer; forgeries (one flipped bit
 *    of the ciphertext or the tag, a wrong key, a short clen) must give -1
 *    and leave the output as libsodium leaves it (untouched); small-order
 *    public keys refused;
 *  - detached signatures both ways, forgeries, signatures with S >= L and
 *    small-order R, Ed25519ph multi-part signatures on random chunkings;
 *  - key conversion on valid keys, random bytes, the small-order and
 *    non-canonical encodings, and valid keys plus a torsion point;
 *  - the size and primitive functions against libsodium's, once each.
 * Prints the cases per function. The input stream is check_prng; argv[1]
 * may choose another seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"
#include "check.h"
#include "differential.h"

#define MAXOFF 24     /* relative offsets of input and output, -MAXOFF..MAXOFF */

/* Returns 1 if the n bytes at x are all zero. */
static int all_zero(const void *x, size_t n)
{
    const unsigned char *p = x;
    unsigned char d = 0;
    for (size_t i = 0; i < n; i++)
        d |= p[i];
    return d == 0;
}

/* The next chunk of a random chunking of what is left (left > 0 or not):
 * often empty, often small, sometimes everything. */
static size_t next_chunk(size_t left)
{
    size_t n;
    switch (below(6)) {
    case 0: return 0;
    case 1: return left;
    case 2: n = below(17); break;
    case 3: n = below(129); break;
    default: n = below(left + 1); break;
    }
    return n < left ? n : left;
}

/* An incremental update function of one of halite's states. */
typedef int (*update_fn)(void *state, const unsigned char *in, unsigned long long inlen);

/* Feeds the len bytes at m to update in a random chunking, ending with
 * the whole message absorbed; returns 1 if every update returned 0. */
static int feed(update_fn update, void *state, const unsigned char *m, size_t len)
{
    size_t done = 0;
    int ok = 1;
    for (int steps = 0; done < len || steps == 0; steps++) {
        size_t n = next_chunk(len - done);
        if (steps > 40)
            n = len - done;
        ok &= update(state, m + done, n) == 0;
        done += n;
    }
    return ok;
}

static int poly_update(void *st, const unsigned char *in, unsigned long long n)
{
    return halite_crypto_onetimeauth_poly1305_update(st, in, n);
}

static int sha_update(void *st, const unsigned char *in, unsigned long long n)
{
    return halite_crypto_hash_sha512_update(st, in, n);
}

static int hmac_update(void *st, const unsigned char *in, unsigned long long n)
{
    return halite_crypto_auth_hmacsha512256_update(st, in, n);
}

static int ph_update(void *st, const unsigned char *in, unsigned long long n)
{
    return halite_crypto_sign_ed25519ph_update(st, in, n);
}

/* ---- incremental hashes and MACs ---- */

static void diff_incremental(void)
{
    struct tally tp = { "onetimeauth_poly1305_init/update/final", 0, 0 };
    struct tally th = { "hash_sha512_init/update/final", 0, 0 };
    struct tally ta = { "auth_hmacsha512256_init/update/final", 0, 0 };
    halite_crypto_onetimeauth_poly1305_state ps;
    halite_crypto_hash_sha512_state hs;
    halite_crypto_auth_hmacsha512256_state as;
    crypto_auth_hmacsha512256_state sas;
    unsigned char k[300], a[64], b[64];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i), klen = i % 301;
        unsigned char *m = alloc(len);
        int ok;

        fill(k, sizeof k);
        fill(m, len);
        ok = halite_crypto_onetimeauth_poly1305_init(&ps, k) == 0;
        ok &= feed(poly_update, &ps, m, len);
        ok &= halite_crypto_onetimeauth_poly1305_final(&ps, a) == 0;
        ok &= all_zero(&ps, sizeof ps);
        crypto_onetimeauth_poly1305(b, m, len, k);
        RECORD(&tp, ok && same(a, b, 16));

        ok = halite_crypto_hash_sha512_init(&hs) == 0;
        ok &= feed(sha_update, &hs, m, len);
        ok &= halite_crypto_hash_sha512_final(&hs, a) == 0;
        ok &= all_zero(&hs, sizeof hs);
        crypto_hash_sha512(b, m, len);
        RECORD(&th, ok && same(a, b, 64));

        /* every key length 0..300 in turn, 32 (the one-shot's) included */
        ok = halite_crypto_auth_hmacsha512256_init(&as, k, klen) == 0;
        ok &= feed(hmac_update, &as, m, len);
        memset(a, 0x5a, sizeof a);
        ok &= halite_crypto_auth_hmacsha512256_final(&as, a) == 0;
        ok &= all_zero(&as, sizeof as) && a[32] == 0x5a; /* 32 bytes, no more */
        crypto_auth_hmacsha512256_init(&sas, k, klen);
        crypto_auth_hmacsha512256_update(&sas, m, len);
        crypto_auth_hmacsha512256_final(&sas, b);
        ok &= same(a, b, 32);
        if (klen == 32) {
            crypto_auth_hmacsha512256(b, m, len, k);
            ok &= same(a, b, 32);
        }
        RECORD(&ta, ok);
        free(m);
    }
    report(&tp);
    report(&th);
    report(&ta);
}

/* ---- secretbox and box: easy and detached ---- */

/* The key material of one box case: a secretbox key, or a sender's secret
 * key and a receiver's public key (afternm: their beforenm key). */
struct keys {
    unsigned char n[24], k[32], pk[32], sk[32];
};

/* One of the eight box functions under test, run by halite (h = 1) or
 * libsodium (h = 0) on a layout: out and in in the same buffer. */
enum kind { SB, BOX, AFTERNM };

static int seal_easy(int h, enum kind kind, unsigned char *c, const unsigned char *m,
                     size_t len, const struct keys *key)
{
    switch (kind) {
    case SB:
        return h ? halite_crypto_secretbox_easy(c, m, len, key->n, key->k)
                 : crypto_secretbox_easy(c, m, len, key->n, key->k);
    case BOX:
        return h ? halite_crypto_box_easy(c, m, len, key->n, key->pk, key->sk)
                 : crypto_box_easy(c, m, len, key->n, key->pk, key->sk);
    default:
        return h ? halite_crypto_box_easy_afternm(c, m, len, key->n, key->k)
                 : crypto_box_easy_afternm(c, m, len, key->n, key->k);
    }
}

static int open_easy(int h, enum kind kind, unsigned char *m, const unsigned char *c,
                     size_t clen, const struct keys *key)
{
    switch (kind) {
    case SB:
        return h ? halite_crypto_secretbox_open_easy(m, c, clen, key->n, key->k)
                 : crypto_secretbox_open_easy(m, c, clen, key->n, key->k);
    case BOX:
        return h ? halite_crypto_box_open_easy(m, c, clen, key->n, key->pk, key->sk)
                 : crypto_box_open_easy(m, c, clen, key->n, key->pk, key->sk);
    default:
        return h ? halite_crypto_box_open_easy_afternm(m, c, clen, key->n, key->k)
                 : crypto_box_open_easy_afternm(m, c, clen, key->n, key->k);
    }
}

static int seal_detached(int h, enum kind kind, unsigned char *c, unsigned char *mac,
                         const unsigned char *m, size_t len, const struct keys *key)
{
    switch (kind) {
    case SB:
        return h ? halite_crypto_secretbox_detached(c, mac, m, len, key->n, key->k)
                 : crypto_secretbox_detached(c, mac, m, len, key->n, key->k);
    case BOX:
        return h ? halite_crypto_box_detached(c, mac, m, len, key->n, key->pk, key->sk)
                 : crypto_box_detached(c, mac, m, len, key->n, key->pk, key->sk);
    default:
        return h ? halite_crypto_box_detached_afternm(c, mac, m, len, key->n, key->k)
                 : crypto_box_detached_afternm(c, mac, m, len, key->n, key->k);
    }
}

static int open_detached(int h, enum kind kind, unsigned char *m, const unsigned char *c,
                         const unsigned char *mac, size_t len, const struct keys *key)
{
    switch (kind) {
    case SB:
        return h ? halite_crypto_secretbox_open_detached(m, c, mac, len, key->n, key->k)
                 : crypto_secretbox_open_detached(m, c, mac, len, key->n, key->k);
    case BOX:
        return h ? halite_crypto_box_open_detached(m, c, mac, len, key->n, key->pk, key->sk)
                 : crypto_box_open_detached(m, c, mac, len, key->n, key->pk, key->sk);
    default:
        return h ? halite_crypto_box_open_detached_afternm(m, c, mac, len, key->n, key->k)
                 : crypto_box_open_detached_afternm(m, c, mac, len, key->n, key->k);
    }
}

/* Two copies of one working buffer, for halite (x) and libsodium (y). */
struct pair {
    unsigned char *x, *y;
    size_t size;
};

/* Runs one case of seal-then-open with the easy or the detached layout:
 * the message at offset moff and the box at coff of a buffer (so they are
 * equal, overlapping or apart), the opened message at ooff of the same
 * buffer as the box. forge: 0 genuine, 1 a flipped bit in the box, 2 a
 * flipped bit in the detached tag (or the easy box's first 16 bytes), 3 a
 * wrong key; returns 1 if halite did exactly what libsodium did. */
static int box_case(enum kind kind, int detached, size_t len, size_t moff, size_t coff,
                    size_t ooff, int forge, struct keys *key, struct pair *p)
{
    unsigned char mac[2][16], *bx, *by;
    size_t clen = detached ? len : len + 16;
    int rx, ry, ok;

    fill(p->x, p->size);
    memcpy(p->y, p->x, p->size);
    if (detached) {
        rx = seal_detached(1, kind, p->x + coff, mac[0], p->x + moff, len, key);
        ry = seal_detached(0, kind, p->y + coff, mac[1], p->y + moff, len, key);
        ok = same(mac[0], mac[1], 16);
    } else {
        rx = seal_easy(1, kind, p->x + coff, p->x + moff, len, key);
        ry = seal_easy(0, kind, p->y + coff, p->y + moff, len, key);
        ok = 1;
    }
    ok &= rx == ry && same(p->x, p->y, p->size);
    bx = p->x + coff;
    by = p->y + coff;
    if (forge == 1 && clen > 0) {
        size_t bit = below(8 * clen);
        bx[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        by[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    } else if (forge == 2 || (forge == 1 && clen == 0)) {
        size_t bit = below(128);
        unsigned char *tx = detached ? mac[0] : bx, *ty = detached ? mac[1] : by;
        tx[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        ty[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    } else if (forge == 3) {
        /* bytes 1..30 of sk: X25519's clamping ignores bits of 0 and 31 */
        key->k[below(32)] ^= (unsigned char)(1 + below(255));
        key->sk[1 + below(30)] ^= (unsigned char)(1 + below(255));
    }
    if (detached) {
        rx = open_detached(1, kind, p->x + ooff, bx, mac[0], len, key);
        ry = open_detached(0, kind, p->y + ooff, by, mac[1], len, key);
    } else {
        rx = open_easy(1, kind, p->x + ooff, bx, clen, key);
        ry = open_easy(0, kind, p->y + ooff, by, clen, key);
    }
    ok &= rx == ry && same(p->x, p->y, p->size);
    ok &= forge ? rx == -1 : rx == 0;
    return ok;
}

/* A random offset triple within the working buffer: the message and the
 * box, and the opened message, within MAXOFF of each other. */
static void offsets(size_t *moff, size_t *coff, size_t *ooff)
{
    *coff = MAXOFF + below(MAXOFF + 1);
    *moff = *coff + below(2 * MAXOFF + 1) - MAXOFF;
    *ooff = *coff + below(2 * MAXOFF + 1) - MAXOFF;
    if (below(4) == 0)
        *moff = *coff; /* in place, often */
    if (below(4) == 0)
        *ooff = *coff;
}

static void diff_boxes(void)
{
    static const char *const names[3][2] = {
        { "secretbox_easy+open_easy", "secretbox_detached+open_detached" },
        { "box_easy+open_easy", "box_detached+open_detached" },
        { "box_easy_afternm+open_easy_afternm", "box_detached_afternm+open_detached_afternm" },
    };
    struct tally t[3][2];
    struct tally tf = { "  of which forgeries refused", 0, 0 };
    struct tally tn = { "secretbox/box open_detached(m = NULL)", 0, 0 };
    struct tally ts = { "box opens, clen < MACBYTES", 0, 0 };
    struct keys key;
    unsigned char rpk[32], rsk[32];

    for (int kd = 0; kd < 3; kd++)
        for (int d = 0; d < 2; d++)
            t[kd][d] = (struct tally){ names[kd][d], 0, 0 };
    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);
        struct pair p;

        p.size = len + 16 + 4 * MAXOFF;
        p.x = alloc(p.size);
        p.y = alloc(p.size);
        for (int kd = 0; kd < 3; kd++) {
            for (int d = 0; d < 2; d++) {
                size_t moff, coff, ooff;
                int forge = (int)below(6); /* 0..3 forgeries, 4, 5 genuine */
                if (forge > 3)
                    forge = 0;
                fill(key.n, 24);
                fill(key.k, 32);
                /* a box to oneself (beforenm(pk, sk) is the same key on
                 * both sides); small-order keys are diff_box_small_order's */
                crypto_box_keypair(rpk, rsk);
                memcpy(key.pk, rpk, 32);
                memcpy(key.sk, rsk, 32);
                offsets(&moff, &coff, &ooff);
                int ok = box_case((enum kind)kd, d, len, moff, coff, ooff, forge, &key, &p);
                RECORD(&t[kd][d], ok);
                if (forge)
                    RECORD(&tf, ok);
            }
        }

        /* m = NULL: verification only */
        {
            unsigned char mac[16], *c = alloc(len), *m = alloc(len);
            int ok;
            fill(key.n, 24);
            fill(key.k, 32);
            fill(m, len);
            halite_crypto_secretbox_detached(c, mac, m, len, key.n, key.k);
            ok = halite_crypto_secretbox_open_detached(NULL, c, mac, len, key.n, key.k) ==
                 crypto_secretbox_open_detached(NULL, c, mac, len, key.n, key.k);
            mac[below(16)] ^= 4;
            ok &= halite_crypto_secretbox_open_detached(NULL, c, mac, len, key.n, key.k) == -1;
            ok &= crypto_secretbox_open_detached(NULL, c, mac, len, key.n, key.k) == -1;
            RECORD(&tn, ok);
            free(c);
            free(m);
        }
        p.size = 0;
        free(p.x);
        free(p.y);
    }
    /* clen below MACBYTES: exact-size buffers, -1 from both */
    for (size_t clen = 0; clen < 16; clen++) {
        unsigned char *c = alloc(clen), *m = alloc(clen);
        fill(c, clen);
        fill(key.k, 32);
        for (int kd = 0; kd < 3; kd++)
            RECORD(&ts, open_easy(1, (enum kind)kd, m, c, clen, &key) == -1 &&
                            open_easy(0, (enum kind)kd, m, c, clen, &key) == -1);
        free(c);
        free(m);
    }
    for (int kd = 0; kd < 3; kd++)
        for (int d = 0; d < 2; d++)
            report(&t[kd][d]);
    report(&tf);
    report(&tn);
    report(&ts);
}

/* The small-order X25519 public keys (libsodium's blacklist, with bit 255
 * either way): every box function refuses them and writes nothing. */
static void diff_box_small_order(void)
{
    static const char *const low[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
        "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    };
    struct tally t = { "box_*(small-order pk) refused", 0, 0 };
    unsigned char pk[32], sk[32], n[24], m[40], c[56], d[56], mac[16], o[40];

    for (int i = 0; i < 1400; i++) {
        int ok;
        check_unhex(pk, low[i % 7], 32);
        pk[31] |= (unsigned char)((i / 7) % 2 << 7);
        fill(sk, 32);
        fill(n, 24);
        fill(m, sizeof m);
        memset(c, 0x33, sizeof c);
        memset(d, 0x33, sizeof d);
        ok = halite_crypto_box_easy(c, m, sizeof m, n, pk, sk) == -1;
        ok &= crypto_box_easy(d, m, sizeof m, n, pk, sk) == -1;
        ok &= halite_crypto_box_detached(c, mac, m, sizeof m, n, pk, sk) == -1;
        ok &= same(c, d, sizeof c);
        fill(c, sizeof c);
        memset(o, 0x44, sizeof o);
        ok &= halite_crypto_box_open_easy(o, c, sizeof c, n, pk, sk) == -1;
        ok &= halite_crypto_box_open_detached(o, c, c + 40, sizeof o, n, pk, sk) == -1;
        ok &= crypto_box_open_easy(o, c, sizeof c, n, pk, sk) == -1;
        for (size_t j = 0; j < sizeof o; j++)
            ok &= o[j] == 0x44;
        RECORD(&t, ok);
    }
    report(&t);
}

/* crypto_box_seed_keypair against libsodium's. */
static void diff_box_seed_keypair(void)
{
    struct tally t = { "box_seed_keypair", 0, 0 };
    unsigned char seed[32], pa[32], sa[32], pb[32], sb[32];

    for (int i = 0; i < 1200; i++) {
        fill(seed, 32);
        int ok = halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair(pa, sa, seed) ==
                 crypto_box_seed_keypair(pb, sb, seed);
        RECORD(&t, ok && same(pa, pb, 32) && same(sa, sb, 32));
    }
    report(&t);
}

/* ---- signatures ---- */

/* The group order L, little-endian. */
static const unsigned char order_l[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2,
    0xde, 0xf9, 0xde, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10
};

/* Makes sig invalid in one of several ways (a flipped bit, S + L, S = L,
 * a small-order R, random bytes) and returns what it did. */
static int forge_sig(unsigned char sig[64])
{
    int how = (int)below(5);
    unsigned int carry = 0;

    switch (how) {
    case 0:
        flip_random_bit(sig, 64);
        break;
    case 1:
        for (int i = 0; i < 32; i++) { /* S + L: the same S mod L */
            carry += (unsigned int)sig[32 + i] + order_l[i];
            sig[32 + i] = (unsigned char)carry;
            carry >>= 8;
        }
        break;
    case 2:
        memcpy(sig + 32, order_l, 32);
        break;
    case 3:
        memset(sig, 0, 32);
        sig[0] = 1; /* R = the neutral element */
        break;
    default:
        fill(sig, 64);
        break;
    }
    return how;
}

static void diff_sign(void)
{
    struct tally tk = { "sign_seed_keypair", 0, 0 };
    struct tally td = { "sign_detached", 0, 0 };
    struct tally tv = { "sign_verify_detached", 0, 0 };
    struct tally tvf = { "  of which forgeries refused", 0, 0 };
    struct tally tp = { "sign_init/update/final_create", 0, 0 };
    struct tally tpv = { "sign_final_verify", 0, 0 };
    struct tally tpf = { "  of which forgeries refused", 0, 0 };
    struct tally tsp = { "sign_ed25519_sk_to_pk", 0, 0 };
    struct tally tss = { "sign_ed25519_sk_to_seed", 0, 0 };
    struct tally tsc = { "sign_ed25519_sk_to_curve25519", 0, 0 };
    unsigned char seed[32], pk[32], sk[64], hpk[32], hsk[64], a[64], b[64], x[32], y[32];
    halite_crypto_sign_ed25519ph_state hst;
    crypto_sign_state sst;

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);
        unsigned char *m = alloc(len);
        unsigned long long alen = 1, blen = 2;
        int ok, rx, ry;

        fill(seed, 32);
        fill(m, len);
        ok = halite_crypto_sign_ed25519_seed_keypair(hpk, hsk, seed) == 0;
        ok &= crypto_sign_seed_keypair(pk, sk, seed) == 0;
        RECORD(&tk, ok && same(hpk, pk, 32) && same(hsk, sk, 64));

        ok = halite_crypto_sign_ed25519_detached(a, &alen, m, len, hsk) == 0;
        ok &= halite_crypto_sign_ed25519_detached(b, NULL, m, len, hsk) == 0 && same(a, b, 64);
        ok &= crypto_sign_detached(b, &blen, m, len, sk) == 0;
        RECORD(&td, ok && alen == 64 && blen == 64 && same(a, b, 64));

        /* each verifies the other's; then a forgery, or a changed message
         * or key, gives both the same answer (-1 but for a lucky pk flip) */
        ok = halite_crypto_sign_ed25519_verify_detached(b, m, len, pk) == 0;
        ok &= crypto_sign_verify_detached(a, m, len, hpk) == 0;
        switch (below(3)) {
        case 0: forge_sig(a); break;
        case 1: if (len) flip_random_bit(m, len); else forge_sig(a); break;
        default: flip_random_bit(hpk, 32); break;
        }
        rx = halite_crypto_sign_ed25519_verify_detached(a, m, len, hpk);
        ry = crypto_sign_verify_detached(a, m, len, hpk);
        RECORD(&tv, ok && rx == ry);
        RECORD(&tvf, rx == ry && rx == -1);

        /* Ed25519ph: the same chunked message through both */
        ok = halite_crypto_sign_ed25519ph_init(&hst) == 0;
        ok &= feed(ph_update, &hst, m, len);
        ok &= halite_crypto_sign_ed25519ph_final_create(&hst, a, &alen, hsk) == 0;
        crypto_sign_init(&sst);
        crypto_sign_update(&sst, m, len);
        ok &= crypto_sign_final_create(&sst, b, &blen, sk) == 0;
        RECORD(&tp, ok && alen == 64 && same(a, b, 64));
        halite_crypto_sign_ed25519ph_init(&hst);
        feed(ph_update, &hst, m, len);
        ok = halite_crypto_sign_ed25519ph_final_verify(&hst, b, pk) == 0;
        if (below(2))
            forge_sig(b);
        else if (len)
            flip_random_bit(m, len);
        else
            forge_sig(b);
        halite_crypto_sign_ed25519ph_init(&hst);
        feed(ph_update, &hst, m, len);
        rx = halite_crypto_sign_ed25519ph_final_verify(&hst, b, pk);
        crypto_sign_init(&sst);
        crypto_sign_update(&sst, m, len);
        ry = crypto_sign_final_verify(&sst, b, pk);
        RECORD(&tpv, ok && rx == ry);
        RECORD(&tpf, rx == ry && rx == -1);

        memset(x, 0, 32);
        ok = halite_crypto_sign_ed25519_sk_to_pk(x, hsk) == 0 && crypto_sign_ed25519_sk_to_pk(y, sk) == 0;
        RECORD(&tsp, ok && same(x, y, 32));
        ok = halite_crypto_sign_ed25519_sk_to_seed(x, hsk) == 0 && crypto_sign_ed25519_sk_to_seed(y, sk) == 0;
        RECORD(&tss, ok && same(x, y, 32));
        fill(hsk, 64); /* any 64 bytes: only the seed half matters */
        rx = halite_crypto_sign_ed25519_sk_to_curve25519(x, hsk);
        ry = crypto_sign_ed25519_sk_to_curve25519(y, hsk);
        RECORD(&tsc, rx == ry && rx == 0 && same(x, y, 32));
        free(m);
    }
    report(&tk);
    report(&td);
    report(&tv);
    report(&tvf);
    report(&tp);
    report(&tpv);
    report(&tpf);
    report(&tsp);
    report(&tss);
    report(&tsc);
}

/* Ed25519 public keys through pk_to_curve25519: valid keys, random bytes,
 * the small-order encodings, every non-canonical y (p .. 2^255 - 1) with
 * either sign, and valid keys plus a point of order 2, 4 or 8. */
static void diff_pk_to_curve25519(void)
{
    static const char *const torsion[] = { /* points of order 2, 4, 8, 8 */
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "0000000000000000000000000000000000000000000000000000000000000080",
        "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
        "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
    };
    struct tally t = { "sign_ed25519_pk_to_curve25519", 0, 0 };
    unsigned long refused = 0;
    unsigned char pk[32], sk[64], q[32], x[32], y[32];

    for (int i = 0; i < 1600; i++) {
        int rx, ry;
        switch (i % 5) {
        case 0: /* a valid key */
            fill(q, 32);
            crypto_sign_seed_keypair(pk, sk, q);
            break;
        case 1: /* random bytes: mostly not a point, or not in the subgroup */
            fill(pk, 32);
            break;
        case 2: /* y = p + j, non-canonical, j = 0..18, sign bit 0 or 1 */
            memset(pk, 0xff, 32);
            pk[0] = (unsigned char)(0xed + (i / 5) % 19);
            pk[31] = (unsigned char)(0x7f | ((i / 95) % 2) << 7);
            break;
        case 3: /* a small-order point, sign bit 0 or 1 */
            check_unhex(pk, torsion[(i / 5) % 4], 32);
            if ((i / 20) % 2)
                pk[31] ^= 0x80;
            break;
        default: /* a valid key plus a torsion point */
            fill(q, 32);
            crypto_sign_seed_keypair(pk, sk, q);
            check_unhex(q, torsion[(i / 5) % 4], 32);
            if (crypto_core_ed25519_add(pk, pk, q) != 0)
                fill(pk, 32);
            break;
        }
        memset(x, 0x11, 32);
        memset(y, 0x11, 32);
        rx = halite_crypto_sign_ed25519_pk_to_curve25519(x, pk);
        ry = crypto_sign_ed25519_pk_to_curve25519(y, pk);
        refused += rx != 0;
        if (!(rx == ry && same(x, y, 32))) {
            char hex[65];
            check_hex(hex, pk, 32);
            printf("pk_to_curve25519 case %d: %s halite %d libsodium %d\n", i % 5, hex, rx, ry);
        }
        RECORD(&t, rx == ry && same(x, y, 32));
    }
    report(&t);
    printf("  %-40s %6lu of them\n", "  refused (by both)", refused);
}

/* ---- helpers, sizes, primitives, keygens ---- */

static void diff_helpers(void)
{
    struct tally tm = { "sodium_memcmp", 0, 0 }, tz = { "sodium_memzero", 0, 0 };
    struct tally tr = { "randombytes_buf", 0, 0 }, tk = { "*_keygen", 0, 0 };
    unsigned char x[80], y[80], r1[64], r2[64];

    for (int i = 0; i < 2000; i++) {
        size_t n = below(sizeof x + 1);
        fill(x, sizeof x);
        memcpy(y, x, sizeof x);
        for (size_t d = below(3); d > 0 && n > 0; d--)
            y[below(n)] ^= (unsigned char)(1 + below(255));
        RECORD(&tm, halite_sodium_memcmp(x, y, n) == sodium_memcmp(x, y, n));
        /* n bytes from offset 3 (n <= 77), and not one more */
        fill(x, sizeof x);
        memcpy(y, x, sizeof x);
        n = n > sizeof x - 3 ? sizeof x - 3 : n;
        halite_sodium_memzero(x + 3, n);
        memset(y + 3, 0, n);
        RECORD(&tz, same(x, y, sizeof x));
    }
    /* the generator is seeded for testing: two draws differ, and equal
     * halite_randombytes' output after the same seed */
    static const unsigned char seed[32] = "host_sodium_api randombytes....";
    for (int i = 0; i < 1000; i++) {
        size_t n = 1 + below(sizeof r1);
        halite_rng_insecure_seed_for_testing(seed);
        halite_randombytes_buf(r1, n);
        halite_rng_insecure_seed_for_testing(seed);
        halite_randombytes(r2, n);
        int ok = same(r1, r2, n);
        halite_randombytes_buf(r2, n);
        RECORD(&tr, ok && (n < 8 || !same(r1, r2, n)));
    }
    for (int i = 0; i < 1000; i++) {
        memset(r1, 0, 40);
        memset(r2, 0, 40);
        switch (i % 3) {
        case 0: halite_crypto_secretbox_xsalsa20poly1305_keygen(r1 + 4); break;
        case 1: halite_crypto_auth_hmacsha512256_keygen(r1 + 4); break;
        default: halite_crypto_onetimeauth_poly1305_keygen(r1 + 4); break;
        }
        halite_crypto_secretbox_xsalsa20poly1305_keygen(r2 + 4);
        /* 32 fresh bytes, nothing written around them */
        RECORD(&tk, !all_zero(r1 + 4, 32) && !same(r1 + 4, r2 + 4, 32) &&
                        all_zero(r1, 4) && all_zero(r1 + 36, 4));
    }
    report(&tm);
    report(&tz);
    report(&tr);
    report(&tk);
}

/* Every size and primitive function and constant of the new API, once,
 * against libsodium's. */
static void diff_sizes(void)
{
    struct tally t = { "size, primitive functions and constants", 0, 0 };
#define SZ(h, s) RECORD(&t, (h) == (s))
#define STR(h, s) RECORD(&t, strcmp((h), (s)) == 0)
    SZ(halite_crypto_onetimeauth_poly1305_bytes(), crypto_onetimeauth_poly1305_bytes());
    SZ(halite_crypto_onetimeauth_poly1305_keybytes(), crypto_onetimeauth_poly1305_keybytes());
    SZ(halite_crypto_onetimeauth_poly1305_statebytes(), sizeof(halite_crypto_onetimeauth_poly1305_state));
    STR(halite_crypto_onetimeauth_poly1305_primitive(), crypto_onetimeauth_primitive());
    STR(halite_crypto_onetimeauth_poly1305_PRIMITIVE, crypto_onetimeauth_PRIMITIVE);
    SZ(halite_crypto_hash_sha512_bytes(), crypto_hash_sha512_bytes());
    SZ(halite_crypto_hash_sha512_statebytes(), sizeof(halite_crypto_hash_sha512_state));
    STR(halite_crypto_hash_sha512_primitive(), crypto_hash_primitive());
    STR(halite_crypto_hash_sha512_PRIMITIVE, crypto_hash_PRIMITIVE);
    SZ(halite_crypto_auth_hmacsha512256_bytes(), crypto_auth_hmacsha512256_bytes());
    SZ(halite_crypto_auth_hmacsha512256_keybytes(), crypto_auth_hmacsha512256_keybytes());
    SZ(halite_crypto_auth_hmacsha512256_statebytes(), sizeof(halite_crypto_auth_hmacsha512256_state));
    STR(halite_crypto_auth_hmacsha512256_primitive(), crypto_auth_primitive());
    STR(halite_crypto_auth_hmacsha512256_PRIMITIVE, crypto_auth_PRIMITIVE);
    SZ(halite_crypto_secretbox_xsalsa20poly1305_keybytes(), crypto_secretbox_keybytes());
    SZ(halite_crypto_secretbox_xsalsa20poly1305_noncebytes(), crypto_secretbox_noncebytes());
    SZ(halite_crypto_secretbox_xsalsa20poly1305_macbytes(), crypto_secretbox_macbytes());
    SZ(halite_crypto_secretbox_xsalsa20poly1305_MACBYTES, crypto_secretbox_MACBYTES);
    SZ(halite_crypto_secretbox_xsalsa20poly1305_messagebytes_max(), crypto_secretbox_messagebytes_max());
    SZ(halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX, crypto_secretbox_MESSAGEBYTES_MAX);
    SZ(halite_crypto_secretbox_xsalsa20poly1305_zerobytes(), crypto_secretbox_zerobytes());
    SZ(halite_crypto_secretbox_xsalsa20poly1305_boxzerobytes(), crypto_secretbox_boxzerobytes());
    STR(halite_crypto_secretbox_xsalsa20poly1305_primitive(), crypto_secretbox_primitive());
    STR(halite_crypto_secretbox_xsalsa20poly1305_PRIMITIVE, crypto_secretbox_PRIMITIVE);
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_seedbytes(), crypto_box_seedbytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_SEEDBYTES, crypto_box_SEEDBYTES);
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_publickeybytes(), crypto_box_publickeybytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_secretkeybytes(), crypto_box_secretkeybytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_beforenmbytes(), crypto_box_beforenmbytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_noncebytes(), crypto_box_noncebytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_macbytes(), crypto_box_macbytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES, crypto_box_MACBYTES);
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_messagebytes_max(), crypto_box_messagebytes_max());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX, crypto_box_MESSAGEBYTES_MAX);
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_zerobytes(), crypto_box_zerobytes());
    SZ(halite_crypto_box_curve25519xsalsa20poly1305_boxzerobytes(), crypto_box_boxzerobytes());
    STR(halite_crypto_box_curve25519xsalsa20poly1305_primitive(), crypto_box_primitive());
    STR(halite_crypto_box_curve25519xsalsa20poly1305_PRIMITIVE, crypto_box_PRIMITIVE);
    SZ(halite_crypto_sign_ed25519_bytes(), crypto_sign_bytes());
    SZ(halite_crypto_sign_ed25519_seedbytes(), crypto_sign_seedbytes());
    SZ(halite_crypto_sign_ed25519_SEEDBYTES, crypto_sign_SEEDBYTES);
    SZ(halite_crypto_sign_ed25519_publickeybytes(), crypto_sign_publickeybytes());
    SZ(halite_crypto_sign_ed25519_secretkeybytes(), crypto_sign_secretkeybytes());
    SZ(halite_crypto_sign_ed25519_messagebytes_max(), crypto_sign_messagebytes_max());
    SZ(halite_crypto_sign_ed25519_MESSAGEBYTES_MAX, crypto_sign_MESSAGEBYTES_MAX);
    SZ(halite_crypto_sign_ed25519ph_statebytes(), sizeof(halite_crypto_sign_ed25519ph_state));
    STR(halite_crypto_sign_ed25519_primitive(), crypto_sign_primitive());
    STR(halite_crypto_sign_ed25519_PRIMITIVE, crypto_sign_PRIMITIVE);
#undef SZ
#undef STR
    report(&t);
}

/* Lengths libsodium aborts on (sodium_misuse) and halite refuses: easy
 * beyond MESSAGEBYTES_MAX; nothing is read or written. */
static void check_misuse(void)
{
    struct tally t = { "easy beyond MESSAGEBYTES_MAX refused", 0, 0 };
    unsigned char n[24] = { 0 }, k[32] = { 0 }, c[16], m[1];
    unsigned long long big = (unsigned long long)halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX + 1;

    RECORD(&t, halite_crypto_secretbox_easy(c, m, big, n, k) == -1);
    RECORD(&t, halite_crypto_box_easy_afternm(c, m, big, n, k) == -1);
    RECORD(&t, halite_crypto_box_easy(c, m, big, n, k, k) == -1);
    report(&t);
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 0x736f6469756dULL;

    check_begin("host_sodium_api");
    if (sodium_init() < 0 || halite_sodium_init() != 0) {
        CHECK(!"sodium_init failed");
        return check_end();
    }
    check_prng_init(&rng, seed);
    printf("seed 0x%llx; lengths 0..%d and %d random up to %d\n",
           (unsigned long long)seed, MAXLEN, NLARGE, LARGEMAX);
    diff_incremental();
    diff_boxes();
    diff_box_small_order();
    diff_box_seed_keypair();
    diff_sign();
    diff_pk_to_curve25519();
    diff_helpers();
    diff_sizes();
    check_misuse();
    return check_end();
}
