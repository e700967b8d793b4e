/* SPDX-License-Identifier: ISC */
/*
 * libFuzzer target (clang -fsanitize=fuzzer,address,undefined): arbitrary
 * bytes into every open and verify function, with exact-size heap buffers so
 * ASan catches any read or write past a length. libsodium is the oracle:
 * return values and outputs must agree, and a failed open must leave m all
 * zero (sign_open: *mlen == 0). Two modes also start from a genuine box or
 * signed message and flip one fuzzer-chosen bit: it must be refused, and the
 * unflipped one accepted. libsodium's API: the easy and detached opens of
 * secretbox and box (with and without a precomputed key) must give
 * libsodium's result and leave m exactly as libsodium does (untouched on
 * failure); verify_detached, Ed25519ph's final_verify (the message in
 * fuzzer-chosen chunks) and pk_to_curve25519 must agree with it; a genuine
 * easy box and a detached signature with one flipped bit must be refused.
 * Built and run by tests/run.d/70-fuzz.sh.
 *
 * Input: byte 0 picks the function, then fixed-size keys and nonces, then
 * the variable-length rest; short inputs are padded with zeros.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"

/* Stops the run: libFuzzer saves the input that got here. */
#define REQUIRE(cond) do { if (!(cond)) abort(); } while (0)

/* A cursor over the input: fixed fields first, then the rest. */
struct input {
    const uint8_t *p;
    size_t n;
};

/* Copies the next len bytes of in to out (zeros past the end). */
static void take(struct input *in, unsigned char *out, size_t len)
{
    size_t k = in->n < len ? in->n : len;
    memcpy(out, in->p, k);
    memset(out + k, 0, len - k);
    in->p += k;
    in->n -= k;
}

/* Returns an exact-size heap copy of the rest of in (at least 1 byte
 * allocated, so that malloc(0) is never asked); *len gets its length. */
static unsigned char *take_rest(struct input *in, size_t *len)
{
    unsigned char *p = malloc(in->n ? in->n : 1);
    REQUIRE(p != NULL);
    memcpy(p, in->p, in->n);
    *len = in->n;
    in->p += in->n;
    in->n = 0;
    return p;
}

/* Returns an exact-size heap block of n bytes. */
static unsigned char *alloc(size_t n)
{
    unsigned char *p = malloc(n ? n : 1);
    REQUIRE(p != NULL);
    return p;
}

/* Returns 1 if the n bytes at x are all zero. */
static int all_zero(const unsigned char *x, size_t n)
{
    unsigned char d = 0;
    for (size_t i = 0; i < n; i++)
        d |= x[i];
    return d == 0;
}

/* secretbox_open (box == 0), box_open_afternm (1) or box_open (2) on
 * arbitrary bytes, against libsodium. */
static void fuzz_box_open(struct input *in, int box)
{
    unsigned char k[32], pk[32], n[24], probe[32];
    size_t clen;
    take(in, k, 32);
    take(in, pk, 32);
    take(in, n, 24);
    unsigned char *c = take_rest(in, &clen), *m = alloc(clen), *s = alloc(clen);
    int r, rs;

    memset(m, 0xa5, clen);
    if (box == 0) {
        r = halite_crypto_secretbox_xsalsa20poly1305_open(m, c, clen, n, k);
        rs = clen < 32 ? -1 : crypto_secretbox_xsalsa20poly1305_open(s, c, clen, n, k);
    } else if (box == 1) {
        r = halite_crypto_box_curve25519xsalsa20poly1305_open_afternm(m, c, clen, n, k);
        rs = clen < 32 ? -1
                       : crypto_box_curve25519xsalsa20poly1305_open_afternm(s, c, clen, n, k);
    } else {
        r = halite_crypto_box_curve25519xsalsa20poly1305_open(m, c, clen, n, pk, k);
        rs = clen < 32 ? -1 : crypto_box_curve25519xsalsa20poly1305_open(s, c, clen, n, pk, k);
        if (r == -1 && rs == -1 &&
            crypto_box_curve25519xsalsa20poly1305_beforenm(probe, pk, k) == -1) {
            /* a low-order pk: nothing was decrypted, m was never written */
            free(c);
            free(m);
            free(s);
            return;
        }
    }
    REQUIRE(r == rs);
    REQUIRE(r == 0 ? memcmp(m, s, clen) == 0 : all_zero(m, clen));
    free(c);
    free(m);
    free(s);
}

/* onetimeauth_verify (auth == 0) or auth_verify (1) on arbitrary bytes. */
static void fuzz_mac_verify(struct input *in, int auth)
{
    unsigned char k[32], a[32];
    size_t mlen;
    take(in, k, 32);
    take(in, a, 32);
    unsigned char *m = take_rest(in, &mlen);

    if (auth)
        REQUIRE(halite_crypto_auth_hmacsha512256_verify(a, m, mlen, k) ==
                crypto_auth_hmacsha512256_verify(a, m, mlen, k));
    else
        REQUIRE(halite_crypto_onetimeauth_poly1305_verify(a, m, mlen, k) ==
                crypto_onetimeauth_poly1305_verify(a, m, mlen, k));
    free(m);
}

/* sign_open on an arbitrary public key and signed message. */
static void fuzz_sign_open(struct input *in)
{
    unsigned char pk[32];
    size_t smlen;
    take(in, pk, 32);
    unsigned char *sm = take_rest(in, &smlen), *m = alloc(smlen), *s = alloc(smlen);
    unsigned long long mlen = 12345, slen = 0;
    int r, rs;

    memset(m, 0xa5, smlen);
    r = halite_crypto_sign_ed25519_open(m, &mlen, sm, smlen, pk);
    rs = smlen < 64 ? -1 : crypto_sign_ed25519_open(s, &slen, sm, smlen, pk);
    REQUIRE(r == rs);
    if (r == 0)
        REQUIRE(mlen == slen && memcmp(m, s, slen) == 0);
    else
        REQUIRE(mlen == 0);
    free(sm);
    free(m);
    free(s);
}

/* X25519 on an arbitrary scalar and point; verify_16/32 on arbitrary bytes. */
static void fuzz_small(struct input *in)
{
    unsigned char n[32], p[32], q[32], qs[32];
    int r, rs;

    take(in, n, 32);
    take(in, p, 32);
    memset(qs, 0, 32);
    r = halite_crypto_scalarmult_curve25519(q, n, p);
    rs = crypto_scalarmult_curve25519(qs, n, p);
    REQUIRE(r == rs && (r == 0 ? memcmp(q, qs, 32) == 0 : all_zero(q, 32)));
    REQUIRE(halite_crypto_verify_16(n, p) == crypto_verify_16(n, p));
    REQUIRE(halite_crypto_verify_32(n, p) == crypto_verify_32(n, p));
}

/* A genuine secretbox (sign == 0) or signed message (1) of the rest of the
 * input, with the bit given by two bytes flipped when it falls inside: the
 * flipped one must be refused, the intact one opened. */
static void fuzz_flip(struct input *in, int sign)
{
    static const unsigned char seed[32] = "fuzz_open fixed signing key....";
    unsigned char pos[2], k[32], n[24], pk[32], sk[64];
    size_t len, blen, bit;
    take(in, pos, 2);
    take(in, k, 32);
    take(in, n, 24);
    unsigned char *msg = take_rest(in, &len);
    unsigned char *b, *o;
    unsigned long long olen = 1, blen2 = 0;
    int r;

    if (sign) {
        blen = len + 64;
        b = alloc(blen);
        o = alloc(blen);
        crypto_sign_ed25519_seed_keypair(pk, sk, seed);
        REQUIRE(crypto_sign_ed25519(b, &blen2, msg, len, sk) == 0 && blen2 == blen);
    } else {
        blen = len + 32;
        b = alloc(blen);
        o = alloc(blen);
        memset(o, 0, 32);
        memcpy(o + 32, msg, len);
        REQUIRE(crypto_secretbox_xsalsa20poly1305(b, o, blen, n, k) == 0);
    }
    /* secretbox bytes 0..15 are not part of the box: flips start at 16 */
    bit = (size_t)(pos[0] | pos[1] << 8) + (sign ? 0 : 128);
    if (bit < 8 * blen)
        b[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    memset(o, 0xa5, blen);
    if (sign)
        r = halite_crypto_sign_ed25519_open(o, &olen, b, blen, pk);
    else
        r = halite_crypto_secretbox_xsalsa20poly1305_open(o, b, blen, n, k);
    if (bit < 8 * blen) {
        REQUIRE(r == -1);
        REQUIRE(sign ? olen == 0 : all_zero(o, blen));
    } else {
        REQUIRE(r == 0);
        REQUIRE(sign ? olen == len && memcmp(o, msg, len) == 0
                     : memcmp(o + 32, msg, len) == 0);
    }
    free(msg);
    free(b);
    free(o);
}

/* One of libsodium's six box opens (w: 0 secretbox easy, 1 secretbox
 * detached, 2 box easy, 3 box detached, 4 easy afternm, 5 detached
 * afternm) by halite (h = 1) or libsodium (h = 0). */
static int sodium_open(int h, int w, unsigned char *m, const unsigned char *c,
                       const unsigned char *mac, size_t clen, const unsigned char *n,
                       const unsigned char *pk, const unsigned char *k)
{
    switch (w) {
    case 0: return h ? halite_crypto_secretbox_open_easy(m, c, clen, n, k)
                     : crypto_secretbox_open_easy(m, c, clen, n, k);
    case 1: return h ? halite_crypto_secretbox_open_detached(m, c, mac, clen, n, k)
                     : crypto_secretbox_open_detached(m, c, mac, clen, n, k);
    case 2: return h ? halite_crypto_box_open_easy(m, c, clen, n, pk, k)
                     : crypto_box_open_easy(m, c, clen, n, pk, k);
    case 3: return h ? halite_crypto_box_open_detached(m, c, mac, clen, n, pk, k)
                     : crypto_box_open_detached(m, c, mac, clen, n, pk, k);
    case 4: return h ? halite_crypto_box_open_easy_afternm(m, c, clen, n, k)
                     : crypto_box_open_easy_afternm(m, c, clen, n, k);
    default: return h ? halite_crypto_box_open_detached_afternm(m, c, mac, clen, n, k)
                      : crypto_box_open_detached_afternm(m, c, mac, clen, n, k);
    }
}

/* A libsodium open on arbitrary bytes: the same result as libsodium, and
 * m holds what libsodium's holds (the opened message, or the untouched
 * fill); detached opens also run with m == NULL. */
static void fuzz_sodium_open(struct input *in, int w)
{
    unsigned char k[32], pk[32], n[24], mac[16];
    size_t clen, mlen;
    take(in, k, 32);
    take(in, pk, 32);
    take(in, n, 24);
    take(in, mac, 16);
    unsigned char *c = take_rest(in, &clen);
    int easy = w % 2 == 0;
    mlen = easy ? (clen < 16 ? 0 : clen - 16) : clen;
    unsigned char *m = alloc(mlen), *s = alloc(mlen);
    int r, rs;

    memset(m, 0xa5, mlen);
    memset(s, 0xa5, mlen);
    r = sodium_open(1, w, m, c, mac, clen, n, pk, k);
    rs = sodium_open(0, w, s, c, mac, clen, n, pk, k);
    REQUIRE(r == rs && memcmp(m, s, mlen) == 0);
    if (!easy)
        REQUIRE(sodium_open(1, w, NULL, c, mac, clen, n, pk, k) == r);
    free(c);
    free(m);
    free(s);
}

/* verify_detached and Ed25519ph's final_verify (the message in two
 * fuzzer-chosen parts) on an arbitrary signature, key and message. */
static void fuzz_verify_detached(struct input *in, int ph)
{
    unsigned char sig[64], pk[32], cut[2];
    size_t mlen;
    take(in, sig, 64);
    take(in, pk, 32);
    take(in, cut, 2);
    unsigned char *m = take_rest(in, &mlen);

    if (ph) {
        size_t a = mlen ? (size_t)(cut[0] | cut[1] << 8) % (mlen + 1) : 0;
        halite_crypto_sign_ed25519ph_state hs;
        crypto_sign_state ss;
        halite_crypto_sign_ed25519ph_init(&hs);
        halite_crypto_sign_ed25519ph_update(&hs, m, a);
        halite_crypto_sign_ed25519ph_update(&hs, m + a, mlen - a);
        crypto_sign_init(&ss);
        crypto_sign_update(&ss, m, mlen);
        REQUIRE(halite_crypto_sign_ed25519ph_final_verify(&hs, sig, pk) ==
                crypto_sign_final_verify(&ss, sig, pk));
    } else {
        REQUIRE(halite_crypto_sign_ed25519_verify_detached(sig, m, mlen, pk) ==
                crypto_sign_verify_detached(sig, m, mlen, pk));
    }
    free(m);
}

/* pk_to_curve25519 on 32 arbitrary bytes: libsodium's result and output. */
static void fuzz_pk_to_curve25519(struct input *in)
{
    unsigned char pk[32], u[32], us[32];
    take(in, pk, 32);
    memset(u, 0x11, 32);
    memset(us, 0x11, 32);
    REQUIRE(halite_crypto_sign_ed25519_pk_to_curve25519(u, pk) ==
            crypto_sign_ed25519_pk_to_curve25519(us, pk));
    REQUIRE(memcmp(u, us, 32) == 0);
}

/* A genuine easy secretbox (sign == 0) or detached signature (1) of the
 * rest of the input, with the bit given by two bytes flipped when it falls
 * inside (box, or signature then message): refused, m untouched; the
 * intact one accepted. */
static void fuzz_sodium_flip(struct input *in, int sign)
{
    static const unsigned char seed[32] = "fuzz_open fixed signing key....";
    unsigned char pos[2], k[32], n[24], pk[32], sk[64], sig[64];
    size_t len, bit;
    take(in, pos, 2);
    take(in, k, 32);
    take(in, n, 24);
    unsigned char *msg = take_rest(in, &len);
    unsigned char *b = alloc(len + 16), *o = alloc(len);
    int r;

    bit = (size_t)(pos[0] | pos[1] << 8);
    if (sign) {
        crypto_sign_seed_keypair(pk, sk, seed);
        REQUIRE(crypto_sign_detached(sig, NULL, msg, len, sk) == 0);
        if (bit < 8 * 64)
            sig[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        else if (bit - 8 * 64 < 8 * len)
            msg[(bit - 512) / 8] ^= (unsigned char)(1u << (bit % 8));
        r = halite_crypto_sign_ed25519_verify_detached(sig, msg, len, pk);
        REQUIRE(bit < 8 * (64 + len) ? r == -1 : r == 0);
    } else {
        REQUIRE(crypto_secretbox_easy(b, msg, len, n, k) == 0);
        if (bit < 8 * (len + 16))
            b[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        memset(o, 0xa5, len);
        r = halite_crypto_secretbox_open_easy(o, b, len + 16, n, k);
        if (bit < 8 * (len + 16)) {
            REQUIRE(r == -1);
            for (size_t i = 0; i < len; i++)
                REQUIRE(o[i] == 0xa5);
        } else {
            REQUIRE(r == 0 && memcmp(o, msg, len) == 0);
        }
    }
    free(msg);
    free(b);
    free(o);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct input in = { data, size };
    unsigned char mode;

    if (size == 0)
        return 0;
    REQUIRE(sodium_init() >= 0);
    take(&in, &mode, 1);
    switch (mode % 19) {
    case 0: fuzz_box_open(&in, 0); break;
    case 1: fuzz_box_open(&in, 1); break;
    case 2: fuzz_box_open(&in, 2); break;
    case 3: fuzz_mac_verify(&in, 0); break;
    case 4: fuzz_mac_verify(&in, 1); break;
    case 5: fuzz_sign_open(&in); break;
    case 6: fuzz_small(&in); break;
    case 7: fuzz_flip(&in, 0); break;
    case 8: fuzz_flip(&in, 1); break;
    case 9: case 10: case 11: case 12: case 13: case 14:
        fuzz_sodium_open(&in, mode % 19 - 9); break;
    case 15: fuzz_verify_detached(&in, 0); break;
    case 16: fuzz_verify_detached(&in, 1); break;
    case 17: fuzz_pk_to_curve25519(&in); break;
    default: fuzz_sodium_flip(&in, mode & 1); break;
    }
    return 0;
}
