/* SPDX-License-Identifier: ISC */
/*
 * Cross-target check: one fixed pseudo-random input stream (check_prng)
 * through every API (NaCl's and libsodium's), with every output and return value chained into one
 * SHA-512 digest, printed as "crosscheck digest: <hex>". The host and the
 * Cortex-M3 builds must print the same digest; tests/run.d/30-crosscheck.sh
 * runs both and compares. The generator is seeded for testing first, so
 * keypairs are the same on every target.
 */
#include <string.h>
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

#define MAXMSG 1500

static check_prng rng;
static unsigned char acc[64];              /* the running digest */
/* message, output and opened-message buffers, used at every offset 0..3,
 * as kernels that assume word-aligned data would fault or differ on the M3
 * (shared by the tests, for the micro:bit's 16 KB of RAM) */
static unsigned char mbuf[67 + MAXMSG], cbuf[67 + MAXMSG], obuf[67 + MAXMSG];
static unsigned char chain[64 + 64 + MAXMSG];
static unsigned long absorbed;

/* acc = SHA-512(acc || x): chains n output bytes (n <= MAXMSG + 64). */
static void absorb(const unsigned char *x, size_t n)
{
    memcpy(chain, acc, 64);
    memcpy(chain + 64, x, n);
    crypto_hash(acc, chain, 64 + n);
    absorbed++;
}

/* Chains a return value, so a changed -1/0 changes the digest too. */
static void absorb_rc(int r)
{
    unsigned char b = (unsigned char)r;
    absorb(&b, 1);
}

/* Fills x with n bytes of the input stream. */
static void fill(unsigned char *x, size_t n)
{
    check_prng_fill(&rng, x, n);
}

/* The message lengths: block and padding boundaries, then random ones. */
static size_t length_of(int i)
{
    static const unsigned short fixed[] = {
        0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 111, 112, 127, 128, 129, 255, 256, 1000
    };
    if (i < (int)(sizeof fixed / sizeof fixed[0]))
        return fixed[i];
    return check_prng_u32(&rng) % (MAXMSG + 1);
}
#define NLENGTHS 24

/* Salsa20 and HSalsa20 cores, crypto_verify. */
static void cross_small(void)
{
    unsigned char in[16], k[32], c[16], out[64], y[32];

    for (int i = 0; i < 16; i++) {
        fill(in, 16);
        fill(k, 32);
        fill(c, 16);
        absorb_rc(crypto_core_salsa20(out, in, k, c));
        absorb(out, 64);
        absorb_rc(crypto_core_hsalsa20(out, in, k, c));
        absorb(out, 32);
        memcpy(y, k, 32);
        y[check_prng_u32(&rng) % 32] ^= (unsigned char)(i & 1);
        absorb_rc(crypto_verify_16(k, y));
        absorb_rc(crypto_verify_32(k, y));
    }
}

/* Everything that takes a message, at each length. */
static void cross_messages(void)
{
    unsigned char nbuf[27], kbuf[35], stbuf[67], a[64], pk[32], sk[64];
    unsigned char bpk[32], bsk[32], bk[32], kpk[32];
    unsigned char *m, *c, *o, *n, *k, *st;
    unsigned long long len2;

    CHECK(crypto_sign_keypair(pk, sk) == 0);
    absorb(sk, 64);
    CHECK(crypto_box_keypair(bpk, bsk) == 0);
    absorb(bpk, 32);
    absorb(bsk, 32);
    for (int i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i);

        m = mbuf + i % 4;
        c = cbuf + (i / 4) % 4;
        o = obuf + (i + 1) % 4;
        n = nbuf + (i + 2) % 4;
        k = kbuf + (i + 3) % 4;
        st = stbuf + (i / 2) % 4;
        fill(n, 24);
        fill(k, 32);
        fill(m, len);
        absorb_rc(crypto_stream_salsa20(c, len, n, k));
        absorb(c, len);
        absorb_rc(crypto_stream_salsa20_xor(c, m, len, n, k));
        absorb(c, len);
        absorb_rc(crypto_stream_xsalsa20(c, len, n, k));
        absorb(c, len);
        absorb_rc(crypto_stream_xsalsa20_xor(c, m, len, n, k));
        absorb(c, len);
        absorb_rc(crypto_onetimeauth(a, m, len, k));
        absorb(a, 16);
        absorb_rc(crypto_onetimeauth_verify(a, m, len, k));
        absorb_rc(crypto_auth(a, m, len, k));
        absorb(a, 32);
        absorb_rc(crypto_auth_verify(a, m, len, k));
        absorb_rc(crypto_hash(a, m, len));
        absorb(a, 64);
        fill(st, 64);
        absorb_rc(crypto_hashblocks(st, m, len));
        absorb(st, 64);

        /* secretbox and box: m is 32 zero bytes then len bytes */
        memmove(m + 32, m, len);
        memset(m, 0, 32);
        absorb_rc(crypto_secretbox(c, m, len + 32, n, k));
        absorb(c, len + 32);
        absorb_rc(crypto_secretbox_open(o, c, len + 32, n, k));
        absorb(o, len + 32);
        absorb_rc(crypto_box_beforenm(bk, bpk, k));
        absorb(bk, 32);
        absorb_rc(crypto_box_afternm(c, m, len + 32, n, bk));
        absorb(c, len + 32);
        absorb_rc(crypto_box_open_afternm(o, c, len + 32, n, bk));
        absorb(o, len + 32);
        /* k doubles as a sender's secret key, kpk its public key */
        absorb_rc(crypto_scalarmult_base(kpk, k));
        absorb_rc(crypto_box(c, m, len + 32, n, bpk, k));
        absorb(c, len + 32);
        absorb_rc(crypto_box_open(o, c, len + 32, n, kpk, bsk));
        absorb(o, len + 32);
        c[16 + len % 16] ^= 1; /* a forgery: refused, o zeroed */
        absorb_rc(crypto_box_open(o, c, len + 32, n, kpk, bsk));
        absorb(o, len + 32);

        /* sign: sm = 64-byte signature || message */
        absorb_rc(crypto_sign(c, &len2, m + 32, len, sk));
        absorb(c, (size_t)len2);
        absorb_rc(crypto_sign_open(o, &len2, c, len + 64, pk));
        absorb(o, (size_t)len2);
    }
}

/* Absorbs an incremental hash, MAC or Ed25519ph state fed the len bytes at
 * m in three chunks whose sizes come from the input stream. */
#define CHUNKED(update, state, m, len)                                       \
    do {                                                                     \
        size_t c1_ = check_prng_u32(&rng) % ((len) + 1);                     \
        size_t c2_ = check_prng_u32(&rng) % ((len) - c1_ + 1);               \
        absorb_rc(update(state, m, c1_));                                    \
        absorb_rc(update(state, (m) + c1_, c2_));                            \
        absorb_rc(update(state, (m) + c1_ + c2_, (len) - c1_ - c2_));         \
    } while (0)

/* The libsodium API at each length: easy and detached boxes out of place,
 * in place and overlapping (the output at a stream-chosen offset from the
 * message in one buffer), a forgery of each, seed key pairs, incremental
 * hashing and MACs on stream-chosen chunkings, detached and Ed25519ph
 * signatures with a forgery each, and key conversion. */
static void cross_sodium(void)
{
    unsigned char *buf = cbuf; /* one buffer for the overlapping layouts */
    unsigned char n[24], k[32], seed[32], pk[32], sk[64], bpk[32], bsk[32], mac[16], a[64];
    unsigned char x[32];
    crypto_onetimeauth_state ost;
    crypto_hash_sha512_state hst;
    crypto_auth_hmacsha512256_state ast;
    crypto_sign_state sst;
    unsigned long long slen;

    for (int i = 0; i < NLENGTHS; i++) {
        size_t len = length_of(i), off = check_prng_u32(&rng) % 48;
        unsigned char *m = mbuf + i % 4, *o = obuf + (i + 1) % 4;

        fill(n, 24);
        fill(k, 32);
        fill(m, len);
        absorb_rc(crypto_secretbox_easy(o, m, len, n, k));
        absorb(o, len + 16);
        absorb_rc(crypto_secretbox_open_easy(o, o, len + 16, n, k)); /* in place */
        absorb(o, len);
        /* message at buf + 32, output at buf + off (< 48): before, on or
         * after it; len + 64 <= sizeof cbuf */
        memcpy(buf + 32, m, len);
        absorb_rc(crypto_secretbox_detached(buf + off, mac, buf + 32, len, n, k));
        absorb(buf, len + 64);
        absorb(mac, 16);
        absorb_rc(crypto_secretbox_open_detached(buf + 32, buf + off, mac, len, n, k));
        absorb(buf, len + 64);
        mac[i % 16] ^= 0x20; /* a forgery: -1, nothing written */
        absorb_rc(crypto_secretbox_open_detached(o, buf + 32, mac, len, n, k));
        absorb(o, len);

        fill(seed, 32);
        absorb_rc(crypto_box_seed_keypair(bpk, bsk, seed));
        absorb(bpk, 32);
        absorb(bsk, 32);
        absorb_rc(crypto_box_easy(o, m, len, n, bpk, k));
        absorb(o, len + 16);
        absorb_rc(crypto_box_open_easy(o, o, len + 16, n, bpk, k));
        absorb(o, len);
        absorb_rc(crypto_box_detached(buf + off, mac, m, len, n, bpk, bsk));
        absorb(buf + off, len);
        absorb(mac, 16);
        absorb_rc(crypto_box_open_detached(o, buf + off, mac, len, n, bpk, bsk));
        absorb(o, len);
        absorb_rc(crypto_box_beforenm(x, bpk, k));
        absorb_rc(crypto_box_easy_afternm(buf + off, m, len, n, x));
        absorb(buf + off, len + 16);
        buf[off + len % 16] ^= 1; /* a forgery of the tag */
        absorb_rc(crypto_box_open_easy_afternm(o, buf + off, len + 16, n, x));
        absorb(o, len);
        absorb_rc(crypto_box_detached_afternm(o, mac, m, len, n, x));
        absorb(o, len);
        absorb(mac, 16);
        absorb_rc(crypto_box_open_detached_afternm(o, o, mac, len, n, x));
        absorb(o, len);

        absorb_rc(crypto_onetimeauth_init(&ost, k));
        CHUNKED(crypto_onetimeauth_update, &ost, m, len);
        absorb_rc(crypto_onetimeauth_final(&ost, a));
        absorb(a, 16);
        absorb_rc(crypto_hash_sha512_init(&hst));
        CHUNKED(crypto_hash_sha512_update, &hst, m, len);
        absorb_rc(crypto_hash_sha512_final(&hst, a));
        absorb(a, 64);
        /* key lengths 0..MAXMSG: hashed first beyond one block */
        absorb_rc(crypto_auth_hmacsha512256_init(&ast, m, len - len / 3));
        CHUNKED(crypto_auth_hmacsha512256_update, &ast, m, len);
        absorb_rc(crypto_auth_hmacsha512256_final(&ast, a));
        absorb(a, 32);

        absorb_rc(crypto_sign_seed_keypair(pk, sk, seed));
        absorb(sk, 64);
        absorb_rc(crypto_sign_detached(a, &slen, m, len, sk));
        absorb(a, (size_t)slen);
        absorb_rc(crypto_sign_verify_detached(a, m, len, pk));
        a[i % 64] ^= 0x40; /* a forgery */
        absorb_rc(crypto_sign_verify_detached(a, m, len, pk));
        absorb_rc(crypto_sign_init(&sst));
        CHUNKED(crypto_sign_update, &sst, m, len);
        absorb_rc(crypto_sign_final_create(&sst, a, &slen, sk));
        absorb(a, (size_t)slen);
        absorb_rc(crypto_sign_init(&sst));
        CHUNKED(crypto_sign_update, &sst, m, len);
        absorb_rc(crypto_sign_final_verify(&sst, a, pk));
        a[i % 64] ^= 0x40; /* a forgery */
        absorb_rc(crypto_sign_init(&sst));
        absorb_rc(crypto_sign_update(&sst, m, len));
        absorb_rc(crypto_sign_final_verify(&sst, a, pk));
        absorb_rc(crypto_sign_ed25519_sk_to_curve25519(x, sk));
        absorb(x, 32);
        absorb_rc(crypto_sign_ed25519_pk_to_curve25519(x, pk));
        absorb(x, 32);
        fill(x, 32); /* mostly not a key of the subgroup: -1 */
        absorb_rc(crypto_sign_ed25519_pk_to_curve25519(x, x));
        absorb(x, 32);
        absorb_rc(crypto_sign_ed25519_sk_to_pk(x, sk));
        absorb(x, 32);
        absorb_rc(crypto_sign_ed25519_sk_to_seed(x, sk));
        absorb(x, 32);
    }
}

/* X25519 on random points and scalars, its base point, and crypto_dh. */
static void cross_curve(void)
{
    unsigned char nn[32], p[32], q[32], pk[32], sk[32];

    for (int i = 0; i < 16; i++) {
        fill(nn, 32);
        fill(p, 32);
        absorb_rc(crypto_scalarmult(q, nn, p));
        absorb(q, 32);
        absorb_rc(crypto_scalarmult_base(q, nn));
        absorb(q, 32);
        absorb_rc(crypto_dh_curve25519(q, p, nn));
        absorb(q, 32);
    }
    absorb_rc(crypto_dh_curve25519_keypair(pk, sk));
    absorb(pk, 32);
    absorb(sk, 32);
    memset(p, 0, 32); /* u = 0: the all-zero result, -1 */
    absorb_rc(crypto_scalarmult(q, nn, p));
    absorb(q, 32);
    halite_randombytes(q, 32);
    absorb(q, 32);
}

int main(void)
{
    static const unsigned char seed[32] = "halite crosscheck seed";
    char hex[129];

    check_begin("test_crosscheck");
    halite_rng_insecure_seed_for_testing(seed);
    check_prng_init(&rng, 0x63726f7373ULL);
    cross_small();
    cross_messages();
    cross_curve();
    cross_sodium();
    check_hex(hex, acc, 64);
    check_note("outputs chained: ", absorbed);
    hal_send_str("crosscheck digest: ");
    hal_send_str(hex);
    hal_send_str("\n");
    CHECK(absorbed > 0);
    return check_end();
}
