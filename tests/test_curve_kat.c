/* SPDX-License-Identifier: ISC */
/*
 * Known answers for the public-key half, on the host and on the Cortex-M3.
 *
 *  - X25519: RFC 7748 §5.2 (both vectors, and 1 and 1,000 iterations of
 *    k, u <- X25519(k, u), k from 9) and the §6.1 Diffie-Hellman example,
 *    through crypto_scalarmult, crypto_scalarmult_base and crypto_dh.
 *  - Ed25519: RFC 8032 §7.1 TEST 1, TEST 2, TEST 3 and TEST 1024 (the
 *    1023-byte message): the public key is sk[32..63], sign must give the
 *    RFC's signature, open must return the message.
 *  - Rejections: every single-bit change of a signed message, S + L (a
 *    non-canonical S for a valid signature), a small-order key with a
 *    signature that satisfies the equation, an all-zero X25519 result.
 *  - Consistency: the fixed-base comb against the ladder on u = 9.
 *  - sc25519 (internal): identities mod L that reach the rare branch of the
 *    reduction (a fold leaving a negative value), which random inputs hit
 *    with probability about 2^-114; where the build has scalar kernels
 *    (sc25519.h), them against the portable C on random and extreme values;
 *    likewise the point kernels (ge25519.h).
 * The NaCl box example (Alice to Bob) is in test_kat.c.
 */
#include <string.h>
#include "halite.h"
#include "check.h"
#include "group/ge25519.h"
#include "group/sc25519.h"

/* Parses 2n hex digits into out and records that they were well formed. */
static void unhex(unsigned char *out, const char *hex, size_t n)
{
    CHECK(strlen(hex) == 2 * n && check_unhex(out, hex, n) == 0);
}

/* ---- X25519 ---- */

static void test_rfc7748(void)
{
    static const char *v[2][3] = {
        { "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
          "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
          "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552" },
        { "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
          "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
          "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957" },
    };
    unsigned char k[32], u[32], want[32], got[32], t[32];

    for (int i = 0; i < 2; i++) {
        unhex(k, v[i][0], 32);
        unhex(u, v[i][1], 32);
        unhex(want, v[i][2], 32);
        CHECK(crypto_scalarmult(got, k, u) == 0);
        CHECK_MEM(got, want, 32);
    }

    memset(k, 0, 32);
    k[0] = 9;
    memcpy(u, k, 32);
    for (int i = 1; i <= 1000; i++) {
        CHECK(crypto_scalarmult(t, k, u) == 0);
        memcpy(u, k, 32);
        memcpy(k, t, 32);
        if (i == 1) {
            unhex(want, "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079", 32);
            CHECK_MEM(k, want, 32);
        }
    }
    unhex(want, "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51", 32);
    CHECK_MEM(k, want, 32);
}

static void test_rfc7748_dh(void)
{
    unsigned char ask[32], bsk[32], apk[32], bpk[32], want[32], s1[32], s2[32];

    unhex(ask, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a", 32);
    unhex(bsk, "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb", 32);
    CHECK(crypto_scalarmult_base(apk, ask) == 0);
    unhex(want, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a", 32);
    CHECK_MEM(apk, want, 32);
    CHECK(crypto_scalarmult_base(bpk, bsk) == 0);
    unhex(want, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f", 32);
    CHECK_MEM(bpk, want, 32);
    unhex(want, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742", 32);
    CHECK(crypto_scalarmult(s1, ask, bpk) == 0);
    CHECK_MEM(s1, want, 32);
    CHECK(crypto_dh(s1, apk, bsk) == 0);
    CHECK_MEM(s1, want, 32);
    CHECK(crypto_dh(s2, bpk, ask) == 0);
    CHECK_MEM(s2, want, 32);
}

/* An all-zero shared point is refused, and written. */
static void test_x25519_zero(void)
{
    unsigned char k[32], u[32], got[32], zero[32] = { 0 };

    memset(k, 0x55, 32);
    memset(u, 0, 32);
    memset(got, 0xaa, 32);
    CHECK(crypto_scalarmult(got, k, u) == -1);
    CHECK_MEM(got, zero, 32);
    u[0] = 1;
    CHECK(crypto_scalarmult(got, k, u) == -1);
    CHECK_MEM(got, zero, 32);
    CHECK(crypto_box_beforenm(got, u, k) == -1);
}

/* The comb (scalarmult_base) and the ladder on u = 9 agree, for scalars
 * with every radix-16 digit pattern the recoding meets. */
static void test_base_vs_ladder(void)
{
    unsigned char nine[32] = { 9 }, n[32], q1[32], q2[32];
    check_prng p;

    check_prng_init(&p, 25519);
    for (int i = 0; i < 8; i++) {
        if (i < 3)
            memset(n, i == 0 ? 0x00 : i == 1 ? 0xff : 0x88, 32);
        else
            check_prng_fill(&p, n, 32);
        CHECK(crypto_scalarmult_base(q1, n) == 0);
        CHECK(crypto_scalarmult(q2, n, nine) == 0);
        CHECK_MEM(q1, q2, 32);
    }
}

/* ---- scalars mod L ---- */

static const unsigned char L[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
    0xa2, 0xde, 0xf9, 0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0x10
};

static void test_sc25519(void)
{
    unsigned char x[64], a[32], b[32], r[32], want[32], zero[32] = { 0 };

    /* 2^252 < L reduces to itself; its Horner chain ends at t = 2^252,
     * whose fold 0 - c is negative. */
    memset(x, 0, 64);
    x[31] = 0x10;
    sc25519_reduce64(r, x);
    CHECK_MEM(r, x, 32);
    memset(a, 0, 32);
    a[15] = 0x40;                    /* 2^126 */
    sc25519_muladd(r, a, a, zero);
    CHECK_MEM(r, x, 32);

    /* L and 2^256 L reduce to 0 */
    memcpy(x, L, 32);
    sc25519_reduce64(r, x);
    CHECK_MEM(r, zero, 32);
    memcpy(x + 32, L, 32);
    memset(x, 0, 32);
    sc25519_reduce64(r, x);
    CHECK_MEM(r, zero, 32);

    /* (L - 1)^2 + 0 = 1, (L - 1) 1 + 1 = 0 */
    memcpy(a, L, 32);
    a[0]--;
    sc25519_muladd(r, a, a, zero);
    memset(want, 0, 32);
    want[0] = 1;
    CHECK_MEM(r, want, 32);
    sc25519_muladd(r, a, want, want);
    CHECK_MEM(r, zero, 32);

    /* canonical exactly below L */
    CHECK(halite_sc25519_is_canonical(a) == 1);
    CHECK(halite_sc25519_is_canonical(L) == 0);
    CHECK(halite_sc25519_is_canonical(zero) == 1);
    memset(b, 0xff, 32);
    CHECK(halite_sc25519_is_canonical(b) == 0);
}

#ifdef HALITE_ARCH_SC25519
/* x = 64 bytes of kind k: random, all ones, zero, random with runs of
 * 0xff and 0x00 bytes, a multiple of L plus a small value, or L - 1 and
 * 2^252 patterns in either half. */
static void scalar_bytes(check_prng *g, unsigned char *x, size_t n, int k)
{
    check_prng_fill(g, x, n);
    if (k == 1)
        memset(x, 0xff, n);
    if (k == 2)
        memset(x, 0, n);
    if (k == 3)
        for (size_t i = 0; i < n; i++)
            x[i] = (x[i] & 1) ? 0xff : 0;
    if (k == 4 || k == 5) {
        memset(x, 0, n);
        memcpy(x + (k == 4 ? 0 : n - 32), L, 32);
        x[0] = (unsigned char)(x[0] - (k == 4));     /* L - 1, or L 2^(8n-256) */
    }
    if (k == 6) {
        memset(x, 0, n);
        x[31] = 0x10;                                /* 2^252 */
        if (n == 64)
            x[63] = 0x10;                            /* + 2^508 */
    }
}

/* The build's scalar kernels against the portable C: reduce64 and muladd
 * on random and extreme values (every word chain's carries, multiples of L
 * and their neighbours, the top of the 512-bit range). */
static void test_sc25519_kernel(void)
{
    check_prng g;
    check_prng_init(&g, 252);
    for (int it = 0; it < 700; it++) {
        unsigned char x[64], a[32], b[32], c[32], r1[32], r2[32];
        scalar_bytes(&g, x, 64, it % 7);
        sc25519_reduce64(r1, x);
        halite_sc25519_reduce64_ref(r2, x);
        CHECK_MEM(r1, r2, 32);
        scalar_bytes(&g, a, 32, it % 7);
        scalar_bytes(&g, b, 32, (it / 7) % 7);
        scalar_bytes(&g, c, 32, (it / 49) % 7);
        sc25519_muladd(r1, a, b, c);
        halite_sc25519_muladd_ref(r2, a, b, c);
        CHECK_MEM(r1, r2, 32);
    }
}
#endif

#ifdef HALITE_ARCH_GE25519
/* f = a coordinate of kind k: random words, 0, 1, p, 2^255 - 1, all ones
 * words capped at 2^256 - 38 (the largest a point kernel takes), or top
 * words all ones. */
static void coord(check_prng *g, fe25519 *f, int k)
{
    for (int i = 0; i < 8; i++) {
        uint32_t x = check_prng_u32(g);
        if (k == 1 || k == 2)
            x = (k == 2 && i == 0);
        if (k == 3)
            x = i == 0 ? 0xffffffed : i == 7 ? 0x7fffffff : 0xffffffff;
        if (k == 4)
            x = i == 7 ? 0x7fffffff : 0xffffffff;
        if (k == 5)
            x = i == 0 ? 0xffffffda : 0xffffffff;
        if (k == 6 && i >= 5)
            x = 0xffffffff;
        f->v[i] = x;
    }
    if (k == 6 && f->v[0] > 0xffffffda)
        f->v[0] = 0xffffffda;
}

/* Checks that every coordinate of p1 and p2 agrees mod p. */
static void same_point_coords(const ge25519 *p1, const ge25519 *p2)
{
    const fe25519 *a[4] = {&p1->x, &p1->y, &p1->z, &p1->t};
    const fe25519 *b[4] = {&p2->x, &p2->y, &p2->z, &p2->t};
    for (int i = 0; i < 4; i++) {
        unsigned char s1[32], s2[32];
        halite_fe25519_tobytes(s1, a[i]);
        halite_fe25519_tobytes(s2, b[i]);
        CHECK_MEM(s1, s2, 32);
    }
}

/* The build's point kernels against the portable formulas, coordinate by
 * coordinate mod p (the same formulas, so the same values), on random and
 * extreme coordinates (the formulas need not see curve points for that):
 * 1 to 5 doublings with and without T, into another point and in place;
 * addition with every combination of GE25519_NEG, GE25519_WITH_T and
 * GE25519_Z. */
static void test_ge25519_kernel(void)
{
    check_prng g;
    check_prng_init(&g, 25519);
    for (int it = 0; it < 140; it++) {
        ge25519 p, r1, r2;
        fe25519 q[4];
        fe25519 *c[4] = {&p.x, &p.y, &p.z, &p.t};
        for (int i = 0; i < 4; i++) {
            coord(&g, c[i], (it + 3 * i) % 7);
            coord(&g, &q[i], (it / 7 + i) % 7);
        }
        halite_ge25519_dbl(&r1, &p, 1 + (uint32_t)it % 3, (uint32_t)it & 1);
        halite_ge25519_dbl_ref(&r2, &p, 1 + (uint32_t)it % 3, (uint32_t)it & 1);
        same_point_coords(&r1, &r2);
        r1 = p;
        halite_ge25519_dbl(&r1, &r1, 1 + (uint32_t)it % 5, 1);
        halite_ge25519_dbl_ref(&r2, &p, 1 + (uint32_t)it % 5, 1);
        same_point_coords(&r1, &r2);
        for (uint32_t flags = 0; flags < 8; flags++) {
            r1 = p;
            r2 = p;
            halite_ge25519_add(&r1, q, flags);
            halite_ge25519_add_ref(&r2, q, flags);
            same_point_coords(&r1, &r2);
        }
    }
}
#endif

#if defined(HALITE_ARCH_GE25519) || defined(HALITE_ARCH_GE25519_SELECT)
/* The build's comb lookup against the portable one: every entry and sign
 * of every comb of the fixed base's table, and of random tables (all-ones
 * and zero words among them). */
static void test_ge25519_select_kernel(void)
{
    check_prng g;
    check_prng_init(&g, 8);
    for (int c = 0; c < 8 + 8; c++) {
        static uint32_t t[8][24];
        const uint32_t (*tab)[24] = c < 8 ? halite_ge25519_base_comb[c] : (const uint32_t (*)[24])t;
        for (int k = 0; k < 8 && c >= 8; k++)
            for (int i = 0; i < 24; i++) {
                uint32_t x = check_prng_u32(&g);
                t[k][i] = (c & 3) == 1 ? 0xffffffff : (c & 3) == 2 ? 0 : x;
            }
        for (uint32_t m = 0; m < 16; m++) {
            uint32_t w1[24], w2[24];
            halite_ge25519_select(w1, tab, m & 7, m >> 3);
            halite_ge25519_select_ref(w2, tab, m & 7, m >> 3);
            CHECK_MEM(w1, w2, sizeof w1);
        }
    }
}
#endif

/* ---- Ed25519 ---- */

static const char msg1023[] =
    "08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98"
    "fa6e264bf09efe12ee50f8f54e9f77b1e355f6c50544e23fb1433ddf73be84d8"
    "79de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b20329d"
    "658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc"
    "1a858efcb8550ee3a5e1998bd177e93a7363c344fe6b199ee5d02e82d522c4fe"
    "ba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a36553e"
    "06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbef"
    "efd75499da96bd68a8a97b928a8bbc103b6621fcde2beca1231d206be6cd9ec7"
    "aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7ed1"
    "85ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2"
    "d17ba70eb6248e594e1a2297acbbb39d502f1a8c6eb6f1ce22b3de1a1f40cc24"
    "554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f270"
    "88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc"
    "2732e69485bbc9c90bfbd62481d9089beccf80cfe2df16a2cf65bd92dd597b07"
    "07e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128ba"
    "b27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51a"
    "ddd3b75a2b1ae0784504df543af8969be3ea7082ff7fc9888c144da2af58429e"
    "c96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acdb7"
    "51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c"
    "42f58c30c04aafdb038dda0847dd988dcda6f3bfd15c4b4c4525004aa06eeff8"
    "ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34df"
    "f7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08"
    "d78ff4ef5d63653a65040cf9bfd4aca7984a74d37145986780fc0b16ac451649"
    "de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49e4"
    "88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a3"
    "2ef5b52a1ecc820e308aa342721aac0943bf6686b64b2579376504ccc493d97e"
    "6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc5f"
    "b93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b5"
    "0d334ba77c225bc307ba537152f3f1610e4eafe595f6d9d90d11faa933a15ef1"
    "369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb68606937380d"
    "b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c"
    "0618983f8741c5ef68d3a101e8a3b8cac60c905c15fc910840b94c00a0b9d0";

static const char *const rfc8032[4][4] = {
    /* seed, public key, message, signature */
    { "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
      "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
      "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b" },
    { "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
      "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
      "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00" },
    { "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
      "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
      "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a" },
    { "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
      "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e", msg1023,
      "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03" },
};

static unsigned char m[1023], sm[1023 + 64], out[1023 + 64];

static void test_rfc8032(void)
{
    unsigned char sk[64], pk[32], sig[64];
    unsigned long long smlen, mlen;

    for (int t = 0; t < 4; t++) {
        size_t len = strlen(rfc8032[t][2]) / 2;
        unhex(sk, rfc8032[t][0], 32);
        unhex(pk, rfc8032[t][1], 32);
        memcpy(sk + 32, pk, 32);
        unhex(m, rfc8032[t][2], len);
        unhex(sig, rfc8032[t][3], 64);

        CHECK(crypto_sign(sm, &smlen, m, len, sk) == 0);
        CHECK(smlen == len + 64);
        CHECK_MEM(sm, sig, 64);
        CHECK_MEM(sm + 64, m, len);
        mlen = 12345;
        CHECK(crypto_sign_open(out, &mlen, sm, smlen, pk) == 0);
        CHECK(mlen == len);
        CHECK_MEM(out, m, len);
    }
}

/* Opens sm under pk expecting failure: -1, *mlen = 0, output zeroed. */
static void check_rejected(const unsigned char *s, unsigned long long slen,
                           const unsigned char *pk)
{
    unsigned long long mlen = 1;
    int zero = 1;

    memset(out, 0xa5, sizeof out);
    CHECK(crypto_sign_open(out, &mlen, s, slen, pk) == -1);
    CHECK(mlen == 0);
    for (unsigned long long i = 0; i + 64 < slen; i++)
        zero &= out[i] == 0;
    CHECK(zero);
}

static void test_rejections(void)
{
    unsigned char sk[64], pk[32], id[32] = { 1 };
    unsigned long long smlen;
    unsigned c = 0;

    /* TEST 3: every single-bit change of R, S or the message */
    unhex(sk, rfc8032[2][0], 32);
    unhex(pk, rfc8032[2][1], 32);
    memcpy(sk + 32, pk, 32);
    unhex(m, rfc8032[2][2], 2);
    CHECK(crypto_sign(sm, &smlen, m, 2, sk) == 0);
    for (unsigned i = 0; i < 8 * smlen; i++) {
        sm[i / 8] ^= (unsigned char)(1u << (i % 8));
        check_rejected(sm, smlen, pk);
        sm[i / 8] ^= (unsigned char)(1u << (i % 8));
    }
    check_rejected(sm, smlen - 1, pk);
    check_rejected(sm, 63, pk);

    /* S + L satisfies the equation but is not canonical (S < 2^253 here) */
    for (int i = 0; i < 32; i++) {
        c += sm[32 + i] + L[i];
        sm[32 + i] = (unsigned char)c;
        c >>= 8;
    }
    check_rejected(sm, smlen, pk);

    /* A = R = the neutral element and S = 0 satisfy [S]B = R + [k]A for any
     * message; libsodium refuses the small-order key. */
    memcpy(sm, id, 32);
    memset(sm + 32, 0, 32);
    check_rejected(sm, smlen, id);
}

int main(void)
{
    check_begin("test_curve_kat");
    test_rfc7748();
    test_rfc7748_dh();
    test_x25519_zero();
    test_base_vs_ladder();
    test_sc25519();
#ifdef HALITE_ARCH_SC25519
    test_sc25519_kernel();
#endif
#ifdef HALITE_ARCH_GE25519
    test_ge25519_kernel();
#endif
#if defined(HALITE_ARCH_GE25519) || defined(HALITE_ARCH_GE25519_SELECT)
    test_ge25519_select_kernel();
#endif
    test_rfc8032();
    test_rejections();
    return check_end();
}
