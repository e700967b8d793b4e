/* SPDX-License-Identifier: ISC */
/*
 * Differential test against libsodium (host only): every API of halite.h
 * that libsodium also has, on pseudo-random keys, nonces and messages of
 * every length 0..1100 and of some random larger lengths. Outputs and
 * return values must be identical; forged inputs must be refused by both.
 * A seal whose 32 bytes of zero padding are not zero is refused by halite
 * (libsodium seals it, as a rule into a box that does not open), and a box
 * whose 16 leading bytes are not zero opens in both. Prints the number of cases per API. The input stream is check_prng, so a
 * failure reproduces; argv[1] may choose another seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "check.h"
#include "differential.h"

/* crypto_core_salsa20 and crypto_core_hsalsa20 on random inputs. */
static void diff_core(void)
{
    struct tally ts = { "core_salsa20", 0, 0 }, th = { "core_hsalsa20", 0, 0 };
    unsigned char in[16], k[32], c[16], a[64], b[64];

    for (int i = 0; i < 1200; i++) {
        fill(in, 16);
        fill(k, 32);
        fill(c, 16);
        int ra = halite_crypto_core_salsa20(a, in, k, c);
        int rb = crypto_core_salsa20(b, in, k, c);
        RECORD(&ts, ra == rb && same(a, b, 64));
        ra = halite_crypto_core_hsalsa20(a, in, k, c);
        rb = crypto_core_hsalsa20(b, in, k, c);
        RECORD(&th, ra == rb && same(a, b, 32));
    }
    report(&ts);
    report(&th);
}

/* crypto_stream_salsa20/xsalsa20 and their _xor, out of place and in place. */
static void diff_stream(void)
{
    struct tally t20 = { "stream_salsa20", 0, 0 }, t20x = { "stream_salsa20_xor", 0, 0 };
    struct tally tx = { "stream_xsalsa20", 0, 0 }, txx = { "stream_xsalsa20_xor", 0, 0 };
    unsigned char n[24], k[32];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);
        unsigned char *m = alloc(len), *a = alloc(len), *b = alloc(len);
        int ok;

        fill(n, 24);
        fill(k, 32);
        fill(m, len);
        ok = halite_crypto_stream_salsa20(a, len, n, k) == 0;
        ok &= crypto_stream_salsa20(b, len, n, k) == 0;
        RECORD(&t20, ok && same(a, b, len));
        ok = halite_crypto_stream_salsa20_xor(a, m, len, n, k) == 0;
        ok &= crypto_stream_salsa20_xor(b, m, len, n, k) == 0;
        ok &= same(a, b, len);
        memcpy(a, m, len); /* in place: c == m */
        ok &= halite_crypto_stream_salsa20_xor(a, a, len, n, k) == 0;
        RECORD(&t20x, ok && same(a, b, len));

        ok = halite_crypto_stream_xsalsa20(a, len, n, k) == 0;
        ok &= crypto_stream_xsalsa20(b, len, n, k) == 0;
        RECORD(&tx, ok && same(a, b, len));
        ok = halite_crypto_stream_xsalsa20_xor(a, m, len, n, k) == 0;
        ok &= crypto_stream_xsalsa20_xor(b, m, len, n, k) == 0;
        ok &= same(a, b, len);
        memcpy(a, m, len);
        ok &= halite_crypto_stream_xsalsa20_xor(a, a, len, n, k) == 0;
        RECORD(&txx, ok && same(a, b, len));
        free(m);
        free(a);
        free(b);
    }
    report(&t20);
    report(&t20x);
    report(&tx);
    report(&txx);
}

/* crypto_onetimeauth and crypto_auth (with _verify on the right tag and on a
 * tag with one bit flipped). */
static void diff_mac(void)
{
    struct tally to = { "onetimeauth_poly1305", 0, 0 };
    struct tally tov = { "onetimeauth_poly1305_verify", 0, 0 };
    struct tally ta = { "auth_hmacsha512256", 0, 0 };
    struct tally tav = { "auth_hmacsha512256_verify", 0, 0 };
    unsigned char k[32], a[32], b[32];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);
        unsigned char *m = alloc(len);
        int ok;

        fill(k, 32);
        fill(m, len);
        ok = halite_crypto_onetimeauth_poly1305(a, m, len, k) == 0;
        ok &= crypto_onetimeauth_poly1305(b, m, len, k) == 0;
        RECORD(&to, ok && same(a, b, 16));
        ok = halite_crypto_onetimeauth_poly1305_verify(b, m, len, k) == 0;
        flip_random_bit(b, 16);
        ok &= halite_crypto_onetimeauth_poly1305_verify(b, m, len, k) == -1;
        ok &= crypto_onetimeauth_poly1305_verify(b, m, len, k) == -1;
        RECORD(&tov, ok);

        ok = halite_crypto_auth_hmacsha512256(a, m, len, k) == 0;
        ok &= crypto_auth_hmacsha512256(b, m, len, k) == 0;
        RECORD(&ta, ok && same(a, b, 32));
        ok = halite_crypto_auth_hmacsha512256_verify(b, m, len, k) == 0;
        flip_random_bit(b, 32);
        ok &= halite_crypto_auth_hmacsha512256_verify(b, m, len, k) == -1;
        ok &= crypto_auth_hmacsha512256_verify(b, m, len, k) == -1;
        RECORD(&tav, ok);
        free(m);
    }
    report(&to);
    report(&tov);
    report(&ta);
    report(&tav);
}

/* crypto_hash_sha512, and crypto_hashblocks_sha512 from the SHA-512 initial
 * value with the padding done here, both against libsodium's SHA-512. */
static void diff_hash(void)
{
    static const unsigned char iv[64] = {
        0x6a, 0x09, 0xe6, 0x67, 0xf3, 0xbc, 0xc9, 0x08, 0xbb, 0x67, 0xae, 0x85,
        0x84, 0xca, 0xa7, 0x3b, 0x3c, 0x6e, 0xf3, 0x72, 0xfe, 0x94, 0xf8, 0x2b,
        0xa5, 0x4f, 0xf5, 0x3a, 0x5f, 0x1d, 0x36, 0xf1, 0x51, 0x0e, 0x52, 0x7f,
        0xad, 0xe6, 0x82, 0xd1, 0x9b, 0x05, 0x68, 0x8c, 0x2b, 0x3e, 0x6c, 0x1f,
        0x1f, 0x83, 0xd9, 0xab, 0xfb, 0x41, 0xbd, 0x6b, 0x5b, 0xe0, 0xcd, 0x19,
        0x13, 0x7e, 0x21, 0x79
    };
    struct tally th = { "hash_sha512", 0, 0 }, tb = { "hashblocks_sha512", 0, 0 };
    unsigned char a[64], b[64], st[64], tail[256];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i), rest, padded;
        unsigned char *m = alloc(len);
        uint64_t bits = (uint64_t)len * 8;
        int ok;

        fill(m, len);
        ok = halite_crypto_hash_sha512(a, m, len) == 0;
        ok &= crypto_hash_sha512(b, m, len) == 0;
        RECORD(&th, ok && same(a, b, 64));

        memcpy(st, iv, 64);
        rest = (size_t)halite_crypto_hashblocks_sha512(st, m, len);
        ok = rest == len % 128;
        /* last 1 or 2 blocks: the rest, 0x80, zeros, 128-bit bit length */
        padded = rest + 17 <= 128 ? 128 : 256;
        memset(tail, 0, sizeof tail);
        memcpy(tail, m + len - rest, rest);
        tail[rest] = 0x80;
        for (int j = 0; j < 8; j++)
            tail[padded - 1 - j] = (unsigned char)(bits >> (8 * j));
        ok &= halite_crypto_hashblocks_sha512(st, tail, padded) == 0;
        RECORD(&tb, ok && same(st, b, 64));
        free(m);
    }
    report(&th);
    report(&tb);
}

/* A seal or open function: (out, in, len, nonce, 32-byte key), the key being
 * a secretbox key or a box's beforenm key. */
typedef int (*seal_fn)(unsigned char *, const unsigned char *, unsigned long long,
                       const unsigned char *, const unsigned char *);

/* Seals len random bytes with halite and with libsodium, opens each other's
 * box, and refuses a box with one flipped bit; returns 1 if all agreed. */
static int diff_seal_case(seal_fn hseal, seal_fn hopen, seal_fn sseal, seal_fn sopen,
                          size_t len, const unsigned char *n, const unsigned char *k)
{
    size_t clen = len + 32;
    unsigned char *m = alloc(clen), *a = alloc(clen), *b = alloc(clen);
    unsigned char *o = alloc(clen);
    int ok;

    memset(m, 0, 32);
    fill(m + 32, len);
    ok = hseal(a, m, clen, n, k) == 0;
    ok &= sseal(b, m, clen, n, k) == 0;
    ok &= same(a, b, clen);
    memset(o, 0xa5, clen);
    ok &= hopen(o, b, clen, n, k) == 0 && same(o, m, clen);
    memset(o, 0xa5, clen);
    ok &= sopen(o, a, clen, n, k) == 0 && same(o, m, clen);
    /* a flipped bit after the 16 zero bytes, which open does not read */
    flip_random_bit(a + 16, clen - 16);
    memset(o, 0xa5, clen);
    ok &= hopen(o, a, clen, n, k) == -1;
    ok &= sopen(b, a, clen, n, k) == -1;
    for (size_t j = 0; j < clen; j++)
        ok &= o[j] == 0;
    free(m);
    free(a);
    free(b);
    free(o);
    return ok;
}

/* NaCl's padding misused, len bytes after a padding with a nonzero byte at
 * position pos: halite's seal refuses it (-1, all of c zero); libsodium's
 * seals it, mixing the byte into the Poly1305 key, and both opens agree on
 * that box (*unopened counts the boxes they refuse: all but those where
 * the byte falls on bits the key's clamping clears, or on r with an empty
 * message). A valid box whose 16 leading bytes are set opens in both to
 * the same m. Returns 1 if so. */
static int diff_padding_case(seal_fn hseal, seal_fn hopen, seal_fn sseal, seal_fn sopen,
                             size_t len, size_t pos, const unsigned char *n,
                             const unsigned char *k, unsigned long *unopened)
{
    size_t clen = len + 32;
    unsigned char *m = alloc(clen), *a = alloc(clen), *b = alloc(clen);
    unsigned char *o = alloc(clen);
    int ok, opened;

    memset(m, 0, 32);
    fill(m + 32, len);
    m[pos] = (unsigned char)(1 + below(255));
    memset(a, 0xa5, clen);
    ok = hseal(a, m, clen, n, k) == -1;
    for (size_t j = 0; j < clen; j++)
        ok &= a[j] == 0;
    ok &= sseal(b, m, clen, n, k) == 0;
    opened = sopen(o, b, clen, n, k) == 0;
    ok &= opened == (hopen(o, b, clen, n, k) == 0);
    *unopened += !opened;
    m[pos] = 0;
    ok &= sseal(b, m, clen, n, k) == 0;
    fill(b, 16);
    ok &= hopen(a, b, clen, n, k) == 0 && same(a, m, clen);
    ok &= sopen(o, b, clen, n, k) == 0 && same(o, m, clen);
    free(m);
    free(a);
    free(b);
    free(o);
    return ok;
}

/* The padding misused with secretbox and box_afternm, at every position,
 * for every length. */
static void diff_padding(void)
{
    struct tally ts = { "secretbox padding misused", 0, 0 };
    struct tally tb = { "box_afternm padding misused", 0, 0 };
    unsigned long sodium_unopened = 0;
    unsigned char n[24], k[32];

    for (size_t i = 0; i < NLENGTHS; i++) {
        fill(n, 24);
        fill(k, 32);
        RECORD(&ts, diff_padding_case(halite_crypto_secretbox_xsalsa20poly1305,
                                      halite_crypto_secretbox_xsalsa20poly1305_open,
                                      crypto_secretbox_xsalsa20poly1305,
                                      crypto_secretbox_xsalsa20poly1305_open,
                                      length_of(i), i % 32, n, k, &sodium_unopened));
        RECORD(&tb, diff_padding_case(halite_crypto_box_curve25519xsalsa20poly1305_afternm,
                                      halite_crypto_box_curve25519xsalsa20poly1305_open_afternm,
                                      crypto_box_curve25519xsalsa20poly1305_afternm,
                                      crypto_box_curve25519xsalsa20poly1305_open_afternm,
                                      length_of(i), i % 32, n, k, &sodium_unopened));
    }
    report(&ts);
    report(&tb);
    printf("  (libsodium's boxes of those: %lu of %lu open nowhere)\n", sodium_unopened,
           ts.cases + tb.cases);
}

/* crypto_secretbox and _open; the libsodium side's open zeroes nothing
 * on failure, so only halite's output is checked for zeros. */
static void diff_secretbox(void)
{
    struct tally t = { "secretbox(+open)", 0, 0 };
    unsigned char n[24], k[32];

    for (size_t i = 0; i < NLENGTHS; i++) {
        fill(n, 24);
        fill(k, 32);
        RECORD(&t, diff_seal_case(halite_crypto_secretbox_xsalsa20poly1305,
                                  halite_crypto_secretbox_xsalsa20poly1305_open,
                                  crypto_secretbox_xsalsa20poly1305,
                                  crypto_secretbox_xsalsa20poly1305_open,
                                  length_of(i), n, k));
    }
    report(&t);
}

/* crypto_scalarmult(+base) on random scalars and random 32-byte points
 * (top bit included: both ignore it), and crypto_dh against crypto_scalarmult;
 * crypto_dh_keypair's pk must be the base multiple of its sk. */
static void diff_scalarmult(void)
{
    struct tally ts = { "scalarmult_curve25519", 0, 0 };
    struct tally tb = { "scalarmult_curve25519_base", 0, 0 };
    struct tally td = { "dh_curve25519(+keypair)", 0, 0 };
    unsigned char n[32], p[32], a[32], b[32];

    for (int i = 0; i < 1100; i++) {
        int ra, rb, ok;

        fill(n, 32);
        fill(p, 32);
        ra = halite_crypto_scalarmult_curve25519(a, n, p);
        rb = crypto_scalarmult_curve25519(b, n, p);
        RECORD(&ts, ra == rb && same(a, b, 32));
        ra = halite_crypto_scalarmult_curve25519_base(a, n);
        rb = crypto_scalarmult_curve25519_base(b, n);
        RECORD(&tb, ra == rb && same(a, b, 32));
        ra = halite_crypto_dh_curve25519(a, p, n);
        rb = crypto_scalarmult_curve25519(b, n, p);
        ok = ra == rb && same(a, b, 32);
        ok &= halite_crypto_dh_curve25519_keypair(p, n) == 0;
        ok &= crypto_scalarmult_curve25519_base(b, n) == 0 && same(p, b, 32);
        RECORD(&td, ok);
    }
    report(&ts);
    report(&tb);
    report(&td);
}

/* crypto_box: keys from each library's keypair; beforenm from both sides
 * against libsodium, then box/open and afternm/open_afternm crosswise. */
static void diff_box(void)
{
    struct tally tk = { "box_keypair+beforenm", 0, 0 };
    struct tally tb = { "box(+open)", 0, 0 };
    struct tally ta = { "box_afternm(+open_afternm)", 0, 0 };
    unsigned char pka[32], ska[32], pkb[32], skb[32], k1[32], k2[32], k3[32], n[24];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i), clen = len + 32;
        unsigned char *m = alloc(clen), *c1 = alloc(clen), *c2 = alloc(clen);
        int ok;

        ok = halite_crypto_box_curve25519xsalsa20poly1305_keypair(pka, ska) == 0;
        ok &= crypto_scalarmult_curve25519_base(k1, ska) == 0 && same(k1, pka, 32);
        ok &= crypto_box_curve25519xsalsa20poly1305_keypair(pkb, skb) == 0;
        ok &= halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k1, pkb, ska) == 0;
        ok &= halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k2, pka, skb) == 0;
        ok &= crypto_box_curve25519xsalsa20poly1305_beforenm(k3, pkb, ska) == 0;
        RECORD(&tk, ok && same(k1, k2, 32) && same(k1, k3, 32));

        fill(n, 24);
        memset(m, 0, 32);
        fill(m + 32, len);
        /* A -> B with halite, opened by libsodium, and back */
        ok = halite_crypto_box_curve25519xsalsa20poly1305(c1, m, clen, n, pkb, ska) == 0;
        ok &= crypto_box_curve25519xsalsa20poly1305(c2, m, clen, n, pkb, ska) == 0;
        ok &= same(c1, c2, clen);
        ok &= crypto_box_curve25519xsalsa20poly1305_open(c2, c1, clen, n, pka, skb) == 0;
        ok &= same(c2, m, clen);
        ok &= crypto_box_curve25519xsalsa20poly1305(c2, m, clen, n, pka, skb) == 0;
        ok &= halite_crypto_box_curve25519xsalsa20poly1305_open(c1, c2, clen, n,
                                                                pkb, ska) == 0;
        ok &= same(c1, m, clen);
        RECORD(&tb, ok);

        ok = diff_seal_case(halite_crypto_box_curve25519xsalsa20poly1305_afternm,
                            halite_crypto_box_curve25519xsalsa20poly1305_open_afternm,
                            crypto_box_curve25519xsalsa20poly1305_afternm,
                            crypto_box_curve25519xsalsa20poly1305_open_afternm,
                            len, n, k3);
        RECORD(&ta, ok);
        free(m);
        free(c1);
        free(c2);
    }
    report(&tk);
    report(&tb);
    report(&ta);
}

/* crypto_sign: libsodium derives pk from a random seed; halite signs with
 * sk = seed || pk and must produce libsodium's signed message; each opens
 * the other's, and a flipped bit is refused by both. */
static void diff_sign(void)
{
    struct tally tk = { "sign_keypair", 0, 0 };
    struct tally ts = { "sign", 0, 0 }, to = { "sign_open", 0, 0 };
    unsigned char seed[32], pk[32], sk[64], hsk[64], hpk[32];

    for (size_t i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);
        unsigned char *m = alloc(len), *a = alloc(len + 64), *b = alloc(len + 64);
        unsigned char *o = alloc(len + 64);
        unsigned long long alen = 0, blen = 0, olen = 0;
        int ok;

        ok = halite_crypto_sign_ed25519_keypair(hpk, hsk) == 0;
        ok &= crypto_sign_ed25519_seed_keypair(pk, sk, hsk) == 0;
        RECORD(&tk, ok && same(pk, hpk, 32) && same(sk, hsk, 64));
        fill(seed, 32);
        crypto_sign_ed25519_seed_keypair(pk, sk, seed);
        memcpy(hsk, seed, 32);
        memcpy(hsk + 32, pk, 32);
        fill(m, len);
        ok = halite_crypto_sign_ed25519(a, &alen, m, len, hsk) == 0;
        ok &= crypto_sign_ed25519(b, &blen, m, len, sk) == 0;
        RECORD(&ts, ok && alen == len + 64 && blen == alen && same(a, b, len + 64));

        ok = halite_crypto_sign_ed25519_open(o, &olen, b, len + 64, pk) == 0;
        ok &= olen == len && same(o, m, len);
        ok &= crypto_sign_ed25519_open(o, &olen, a, len + 64, pk) == 0;
        ok &= olen == len && same(o, m, len);
        flip_random_bit(a, len + 64);
        olen = 12345;
        memset(o, 0xa5, len + 64);
        ok &= halite_crypto_sign_ed25519_open(o, &olen, a, len + 64, pk) == -1;
        ok &= olen == 0;
        for (size_t j = 0; j < len; j++)
            ok &= o[j] == 0 || o[j] == 0xa5;
        ok &= crypto_sign_ed25519_open(o, &olen, a, len + 64, pk) == -1;
        RECORD(&to, ok);
        free(m);
        free(a);
        free(b);
        free(o);
    }
    report(&tk);
    report(&ts);
    report(&to);
}

/* crypto_verify_16/32 on equal inputs and on inputs differing in a random
 * number of random bytes. */
static void diff_verify(void)
{
    struct tally t16 = { "verify_16", 0, 0 }, t32 = { "verify_32", 0, 0 };
    unsigned char x[32], y[32];

    for (int i = 0; i < 2000; i++) {
        fill(x, 32);
        memcpy(y, x, 32);
        for (size_t d = below(4); d > 0; d--)
            y[below(32)] ^= (unsigned char)(1 + below(255));
        RECORD(&t16, halite_crypto_verify_16(x, y) == crypto_verify_16(x, y));
        RECORD(&t32, halite_crypto_verify_32(x, y) == crypto_verify_32(x, y));
    }
    report(&t16);
    report(&t32);
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 0x68616c697465ULL;

    check_begin("host_differential");
    if (sodium_init() < 0) {
        CHECK(!"sodium_init failed");
        return check_end();
    }
    check_prng_init(&rng, seed);
    printf("seed 0x%llx; lengths 0..%d and %d random up to %d\n",
           (unsigned long long)seed, MAXLEN, NLARGE, LARGEMAX);
    diff_core();
    diff_stream();
    diff_mac();
    diff_hash();
    diff_secretbox();
    diff_padding();
    diff_scalarmult();
    diff_box();
    diff_sign();
    diff_verify();
    return check_end();
}
