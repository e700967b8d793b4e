/*
 * Poly1305 kernels, on the host and on every core.
 *
 *  - RFC 8439 section 2.5.2 and the eleven Poly1305 vectors of Appendix A.3
 *    (A.3 #5 to #11 are built to hit the final reduction mod 2^130 - 5);
 *  - the "Cryptography in NaCl" onetimeauth example lives in test_kat.c;
 *  - accumulators at and around p = 2^130 - 5 with r = 1 (the tag is then
 *    h mod p, known by hand);
 *  - crypto_onetimeauth_poly1305_verify on the right tag and on every
 *    single-bit flip of it;
 *  - when an assembly kernel is built in, it (halite_poly1305) against
 *    halite_poly1305_ctmul16 on random keys and every length 0..300 plus a
 *    few long ones, unaligned message, key and tag, and keys and messages
 *    chosen for the carry and reduction edges (r and s all-ones within
 *    clamping, 0xff blocks).
 */
#include <string.h>
#include "internal.h"
#include "check.h"

/* Parses 2n hex digits into out and records that they were well formed. */
static void unhex(unsigned char *out, const char *hex, size_t n)
{
    CHECK(strlen(hex) == 2 * n && check_unhex(out, hex, n) == 0);
}

/* Checks every kernel, and the API, on one vector given in hex. */
static void check_vector(const char *key_hex, const unsigned char *m, size_t mlen,
                         const char *tag_hex)
{
    unsigned char key[32], want[16], got[16];

    unhex(key, key_hex, 32);
    unhex(want, tag_hex, 16);
    halite_poly1305_ctmul16(got, m, mlen, key);
    CHECK_MEM(got, want, 16);
#ifdef HALITE_ARCH_POLY1305
    halite_poly1305(got, m, mlen, key);
    CHECK_MEM(got, want, 16);
#endif
    CHECK(halite_crypto_onetimeauth_poly1305(got, m, mlen, key) == 0);
    CHECK_MEM(got, want, 16);
    CHECK(halite_crypto_onetimeauth_poly1305_verify(want, m, mlen, key) == 0);
}

/* As check_vector, with the message in hex. */
static void check_vector_hex(const char *key_hex, const char *m_hex, const char *tag_hex)
{
    unsigned char m[64];
    size_t n = strlen(m_hex) / 2;

    CHECK(n <= sizeof m);
    unhex(m, m_hex, n);
    check_vector(key_hex, m, n, tag_hex);
}

static const char ietf_text[] =
    "Any submission to the IETF intended by the Contributor for publication as all or "
    "part of an IETF Internet-Draft or RFC and any statement made within the context "
    "of an IETF activity is considered an \"IETF Contribution\". Such statements "
    "include oral statements in IETF sessions, as well as written and electronic "
    "communications made at any time or place, which are addressed to";

static const char jabberwocky[] =
    "'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\n"
    "All mimsy were the borogoves,\nAnd the mome raths outgrabe.";

static const char zero16[] = "00000000000000000000000000000000";

/* RFC 8439 section 2.5.2 and Appendix A.3. */
static void test_rfc8439(void)
{
    static const unsigned char zeros[64];
    static const char csfrg[] = "Cryptographic Forum Research Group";

    CHECK(sizeof ietf_text - 1 == 375);
    check_vector("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
                 (const unsigned char *)csfrg, sizeof csfrg - 1,
                 "a8061dc1305136c6c22b8baf0c0127a9");
    /* #1 */
    check_vector("0000000000000000000000000000000000000000000000000000000000000000",
                 zeros, 64, zero16);
    /* #2, #3: r = 0 gives the tag s; then the same s as r */
    check_vector("0000000000000000000000000000000036e5f6b5c5e06070f0efca96227a863e",
                 (const unsigned char *)ietf_text, 375, "36e5f6b5c5e06070f0efca96227a863e");
    check_vector("36e5f6b5c5e06070f0efca96227a863e00000000000000000000000000000000",
                 (const unsigned char *)ietf_text, 375, "f3477e7cd95417af89a6b8794c310cf0");
    /* #4 */
    check_vector("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0",
                 (const unsigned char *)jabberwocky, sizeof jabberwocky - 1,
                 "4541669a7eaaee61e708dc7cbcc5eb62");
    /* #5: h reaches 2^130 - 5 + 3 exactly */
    check_vector_hex("0200000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff", "03000000000000000000000000000000");
    /* #6: the addition of s wraps mod 2^128 */
    check_vector_hex("02000000000000000000000000000000ffffffffffffffffffffffffffffffff",
                     "02000000000000000000000000000000", "03000000000000000000000000000000");
    /* #7 */
    check_vector_hex("0100000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff"
                     "f0ffffffffffffffffffffffffffffff"
                     "11000000000000000000000000000000",
                     "05000000000000000000000000000000");
    /* #8: h = p exactly */
    check_vector_hex("0100000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff"
                     "fbfefefefefefefefefefefefefefefe"
                     "01010101010101010101010101010101",
                     zero16);
    /* #9: h = p - 8, below p */
    check_vector_hex("0200000000000000000000000000000000000000000000000000000000000000",
                     "fdffffffffffffffffffffffffffffff", "faffffffffffffffffffffffffffffff");
    /* #10, #11: carries through the 2^130 fold */
    check_vector_hex("0100000000000000040000000000000000000000000000000000000000000000",
                     "e33594d7505e43b90000000000000000"
                     "3394d7505e4379cd0100000000000000"
                     "00000000000000000000000000000000"
                     "01000000000000000000000000000000",
                     "14000000000000005500000000000000");
    check_vector_hex("0100000000000000040000000000000000000000000000000000000000000000",
                     "e33594d7505e43b90000000000000000"
                     "3394d7505e4379cd0100000000000000"
                     "00000000000000000000000000000000",
                     "13000000000000000000000000000000");
}

/* With r = 1 and s = 0 two full blocks give h = m1 + m2 + 2^129: take
 * m1 = 2^128 - 1 and m2 = 2^128 - 4 + d so that h = p + d; the tag is
 * d mod p, below 2^128, or 2^128 - 6 for d = -1. */
static void test_near_p(void)
{
    static const char *const tags[5] = {
        "faffffffffffffffffffffffffffffff", /* d = -1 */
        "00000000000000000000000000000000",
        "01000000000000000000000000000000",
        "02000000000000000000000000000000",
        "03000000000000000000000000000000",
    };
    unsigned char m[32];

    for (int d = -1; d <= 3; d++) {
        memset(m, 0xff, sizeof m);
        m[16] = (unsigned char)(0xfc + d);
        check_vector("0100000000000000000000000000000000000000000000000000000000000000",
                     m, sizeof m, tags[d + 1]);
    }
}

/* The verify function accepts the right tag and rejects every one-bit flip. */
static void test_verify(void)
{
    unsigned char key[32], m[100], tag[16];
    int ok = 1;
    check_prng p;

    check_prng_init(&p, 7);
    check_prng_fill(&p, key, sizeof key);
    check_prng_fill(&p, m, sizeof m);
    CHECK(halite_crypto_onetimeauth_poly1305(tag, m, sizeof m, key) == 0);
    CHECK(halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == 0);
    for (int i = 0; i < 128; i++) {
        tag[i / 8] ^= (unsigned char)(1 << (i % 8));
        ok &= halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == -1;
        tag[i / 8] ^= (unsigned char)(1 << (i % 8));
    }
    CHECK(ok);
    m[99] ^= 1;
    CHECK(halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == -1);
}

#ifdef HALITE_ARCH_POLY1305
#define BIG 4100
static unsigned char big[BIG + 3];

/* Records whether both kernels agree on mlen bytes at m under key. */
static int same(const unsigned char *m, size_t mlen, const unsigned char key[32])
{
    unsigned char a[16], b[16];

    halite_poly1305_ctmul16(a, m, mlen, key);
    halite_poly1305(b, m, mlen, key);
    return memcmp(a, b, 16) == 0;
}

/* The assembly kernel against ctmul16: random keys and every length 0..300, unaligned
 * messages, long messages, and the carry and reduction edges. */
static void test_arch(void)
{
    unsigned char key[32];
    check_prng p;
    int ok = 1;

    check_prng_init(&p, 1305);
    for (size_t len = 0; len <= 300; len++) {
        check_prng_fill(&p, key, sizeof key);
        check_prng_fill(&p, big, len + 3);
        ok &= same(big, len, key);
        ok &= same(big + 1 + len % 3, len, key); /* unaligned message */
    }
    CHECK(ok);

    /* Unaligned key and tag. */
    unsigned char kbuf[33], t1[17], t2[17];
    ok = 1;
    for (size_t len = 0; len <= 40; len++) {
        check_prng_fill(&p, kbuf, sizeof kbuf);
        check_prng_fill(&p, big, len);
        halite_poly1305_ctmul16(t1 + 1, big, len, kbuf + 1);
        halite_poly1305(t2 + 1, big, len, kbuf + 1);
        ok &= memcmp(t1 + 1, t2 + 1, 16) == 0;
    }
    CHECK(ok);

    static const size_t longs[] = {512, 1023, 1024, 1025, 2048, 4096, BIG};
    ok = 1;
    for (size_t i = 0; i < sizeof longs / sizeof longs[0]; i++) {
        check_prng_fill(&p, key, sizeof key);
        check_prng_fill(&p, big, longs[i]);
        ok &= same(big, longs[i], key);
    }
    CHECK(ok);

    /* Edges: r all-ones within clamping, s all-ones, 0xff blocks (h grows
     * to its largest, h4 = 6 before each product), and mixtures. */
    ok = 1;
    for (int mode = 0; mode < 8; mode++) {
        for (size_t len = 0; len <= 160; len += (len < 40 ? 1 : 15)) {
            check_prng_fill(&p, key, sizeof key);
            check_prng_fill(&p, big, len);
            if (mode & 1)
                memset(key, 0xff, 16);
            if (mode & 2)
                memset(key + 16, 0xff, 16);
            if (mode & 4)
                memset(big, 0xff, len);
            ok &= same(big, len, key);
        }
    }
    memset(key, 0xff, sizeof key);
    memset(big, 0xff, BIG);
    ok &= same(big, BIG, key);
    /* r = 1, r = 2^124 - 1 - clamped bits, single high words. */
    for (int w = 0; w < 4; w++) {
        memset(key, 0, sizeof key);
        memset(key + 4 * w, 0xff, 4);
        ok &= same(big, 1000, key);
        key[0] = 1;
        ok &= same(big, 97, key);
    }
    CHECK(ok);
}
#endif

int main(void)
{
    check_begin("test_kernel_poly1305");
    test_rfc8439();
    test_near_p();
    test_verify();
#ifdef HALITE_ARCH_POLY1305
    test_arch();
#endif
    return check_end();
}
