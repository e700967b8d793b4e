/* SPDX-License-Identifier: ISC */
/*
 * Known answers from primary sources, on the host and on the Cortex-M3.
 *
 *  - SHA-512: FIPS 180-4 / NIST example digests ("abc", the 448-bit and
 *    896-bit messages, one million 'a' through crypto_hashblocks) and the
 *    empty message (NIST SHA512ShortMsg, Len = 0).
 *  - HMAC-SHA-512: RFC 4231 test cases 1 to 5, the ones whose key fits the
 *    32-byte crypto_auth key (HMAC pads a shorter key with zeros, so the
 *    zero-padded 32-byte key is the same key); the tag is the first 32 bytes
 *    of the RFC's HMAC-SHA-512 (16 for case 5, which the RFC truncates).
 *    Cases 6 and 7 use 131-byte keys and cannot be fed to crypto_auth.
 *  - Salsa20: the examples of the Salsa20 specification (the hash function
 *    and the expansion function Salsa20_k0,k1(n)), and the first 64 bytes
 *    of eSTREAM's Salsa20/20 256-bit set 1, vector 0.
 *  - HSalsa20, XSalsa20, Poly1305, secretbox and box: the worked example of
 *    Bernstein's "Cryptography in NaCl" (the 131-byte message of Alice to
 *    Bob, whose keys are those of RFC 7748 section 6.1).
 *  - crypto_verify_16/32 on equal inputs and on every single-bit difference.
 * Ed25519 and X25519 vectors live in test_curve_kat.c, Poly1305's RFC 8439
 * vectors in test_kernel_poly1305.c.
 */
#include <string.h>
#include "halite.h"
#include "check.h"

/* Parses 2n hex digits into out and records that they were well formed. */
static void unhex(unsigned char *out, const char *hex, size_t n)
{
    CHECK(strlen(hex) == 2 * n && check_unhex(out, hex, n) == 0);
}

/* ---- SHA-512 ---- */

static const char sha512_abc[] =
    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
    "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f";
static const char sha512_empty[] =
    "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
    "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e";
static const char msg448[] =
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
static const char sha512_448[] =
    "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
    "96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445";
static const char msg896[] =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
    "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
static const char sha512_896[] =
    "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
    "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909";
static const char sha512_million_a[] =
    "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
    "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b";

/* Checks crypto_hash of the len-byte message m against the hex digest. */
static void check_sha512(const char *m, size_t len, const char *hex)
{
    unsigned char want[64], got[64];

    unhex(want, hex, 64);
    CHECK(crypto_hash(got, (const unsigned char *)m, len) == 0);
    CHECK_MEM(got, want, 64);
}

/* One million 'a' through crypto_hashblocks from the SHA-512 initial value,
 * padded by hand: checks hashblocks, its return value and its state format. */
static void check_sha512_million_a(void)
{
    static const char iv[] =
        "6a09e667f3bcc908bb67ae8584caa73b3c6ef372fe94f82ba54ff53a5f1d36f1"
        "510e527fade682d19b05688c2b3e6c1f1f83d9abfb41bd6b5be0cd19137e2179";
    unsigned char st[64], want[64], buf[1024];
    unsigned long long left = 1000000;
    int bad = 0;

    unhex(st, iv, 64);
    unhex(want, sha512_million_a, 64);
    memset(buf, 'a', sizeof buf);
    while (left >= sizeof buf) {
        bad |= crypto_hashblocks(st, buf, sizeof buf) != 0;
        left -= sizeof buf;
    }
    CHECK(bad == 0);
    /* 576 'a' left: four blocks, and 64 bytes come back unprocessed */
    CHECK(crypto_hashblocks(st, buf, left) == (int)(left % 128));
    /* last block: 64 'a', 0x80, zeros, the bit length 8,000,000 big-endian */
    memset(buf + 64, 0, 64);
    buf[64] = 0x80;
    buf[125] = 0x7a;
    buf[126] = 0x12;
    buf[127] = 0x00;
    CHECK(crypto_hashblocks(st, buf, 128) == 0);
    CHECK_MEM(st, want, 64);
}

/* ---- HMAC-SHA-512 (RFC 4231) ---- */

struct hmac_case {
    const char *key;   /* the RFC's key, zero-padded to 32 bytes here */
    const char *data;
    size_t datalen;
    const char *tag;   /* leading bytes of the RFC's HMAC-SHA-512 */
};

static const struct hmac_case rfc4231[] = {
    /* case 1: key = 20 x 0x0b */
    { "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "Hi There", 8,
      "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde" },
    /* case 2: key = "Jefe" */
    { "4a656665", "what do ya want for nothing?", 28,
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554" },
    /* case 3: key = 20 x 0xaa, data = 50 x 0xdd */
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      "\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd"
      "\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd"
      "\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd\xdd", 50,
      "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39" },
    /* case 4: key = 0x01..0x19, data = 50 x 0xcd */
    { "0102030405060708090a0b0c0d0e0f10111213141516171819",
      "\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd"
      "\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd"
      "\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd\xcd", 50,
      "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3db" },
    /* case 5: key = 20 x 0x0c, output truncated to 128 bits by the RFC */
    { "0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c", "Test With Truncation", 20,
      "415fad6271580a531d4179bc891d87a6" },
};

/* Checks crypto_auth and crypto_auth_verify on the RFC 4231 cases. */
static void check_hmac(void)
{
    for (size_t i = 0; i < sizeof rfc4231 / sizeof rfc4231[0]; i++) {
        const struct hmac_case *t = &rfc4231[i];
        unsigned char key[32] = { 0 }, want[32], got[32];
        size_t keylen = strlen(t->key) / 2, taglen = strlen(t->tag) / 2;

        unhex(key, t->key, keylen);
        unhex(want, t->tag, taglen);
        CHECK(crypto_auth(got, (const unsigned char *)t->data, t->datalen, key) == 0);
        CHECK_MEM(got, want, taglen);
        CHECK(crypto_auth_verify(got, (const unsigned char *)t->data, t->datalen,
                                 key) == 0);
    }
}

/* ---- Salsa20 specification examples ---- */

/* Splits a 64-byte Salsa20 hash input into crypto_core_salsa20's in, k, c:
 * words 0,5,10,15 are c, words 1-4 and 11-14 are k, words 6-9 are in. */
static void salsa20_split(const unsigned char x[64], unsigned char in[16],
                          unsigned char k[32], unsigned char c[16])
{
    for (int w = 0; w < 4; w++) {
        memcpy(c + 4 * w, x + 20 * w, 4);
        memcpy(k + 4 * w, x + 4 + 4 * w, 4);
        memcpy(k + 16 + 4 * w, x + 44 + 4 * w, 4);
        memcpy(in + 4 * w, x + 24 + 4 * w, 4);
    }
}

/* The spec's examples, in its decimal notation: Salsa20(x) = y. */
static const unsigned char salsa20_x1[64] = {
    211, 159,  13, 115,  76,  55,  82, 183,   3, 117, 222,  37, 191, 187, 234, 136,
     49, 237, 179,  48,   1, 106, 178, 219, 175, 199, 166,  48,  86,  16, 179, 207,
     31, 240,  32,  63,  15,  83,  93, 161, 116, 147,  48, 113, 238,  55, 204,  36,
     79, 201, 235,  79,   3,  81, 156,  47, 203,  26, 244, 243,  88, 118, 104,  54
};
static const unsigned char salsa20_y1[64] = {
    109,  42, 178, 168, 156, 240, 248, 238, 168, 196, 190, 203,  26, 110, 170, 154,
     29,  29, 150,  26, 150,  30, 235, 249, 190, 163, 251,  48,  69, 144,  51,  57,
    118,  40, 152, 157, 180,  57,  27,  94, 107,  42, 236,  35,  27, 111, 114, 114,
    219, 236, 232, 135, 111, 155, 110,  18,  24, 232,  95, 158, 179,  19,  48, 202
};
static const unsigned char salsa20_x2[64] = {
     88, 118, 104,  54,  79, 201, 235,  79,   3,  81, 156,  47, 203,  26, 244, 243,
    191, 187, 234, 136, 211, 159,  13, 115,  76,  55,  82, 183,   3, 117, 222,  37,
     86,  16, 179, 207,  49, 237, 179,  48,   1, 106, 178, 219, 175, 199, 166,  48,
    238,  55, 204,  36,  31, 240,  32,  63,  15,  83,  93, 161, 116, 147,  48, 113
};
static const unsigned char salsa20_y2[64] = {
    179,  19,  48, 202, 219, 236, 232, 135, 111, 155, 110,  18,  24, 232,  95, 158,
     26, 110, 170, 154, 109,  42, 178, 168, 156, 240, 248, 238, 168, 196, 190, 203,
     69, 144,  51,  57,  29,  29, 150,  26, 150,  30, 235, 249, 190, 163, 251,  48,
     27, 111, 114, 114, 118,  40, 152, 157, 180,  57,  27,  94, 107,  42, 236,  35
};

/* Checks crypto_core_salsa20 on the spec's Salsa20(x) = y examples,
 * including Salsa20(0) = 0. */
static void check_salsa20_hash(void)
{
    const unsigned char *xs[2] = { salsa20_x1, salsa20_x2 };
    const unsigned char *ys[2] = { salsa20_y1, salsa20_y2 };
    unsigned char zero[64] = { 0 }, in[16], k[32], c[16], out[64];

    salsa20_split(zero, in, k, c);
    CHECK(crypto_core_salsa20(out, in, k, c) == 0);
    CHECK_MEM(out, zero, 64);
    for (int i = 0; i < 2; i++) {
        salsa20_split(xs[i], in, k, c);
        CHECK(crypto_core_salsa20(out, in, k, c) == 0);
        CHECK_MEM(out, ys[i], 64);
    }
}

/* Checks the spec's expansion example Salsa20_k0,k1(n): k0 = 1..16,
 * k1 = 201..216, n = 101..116, constant "expand 32-byte k". */
static void check_salsa20_expansion(void)
{
    static const unsigned char want[64] = {
         69,  37,  68,  39,  41,  15, 107, 193, 255, 139, 122,   6, 170, 233, 217,  98,
         89, 144, 182, 106,  21,  51, 200,  65, 239,  49, 222,  34, 215, 114,  40, 126,
        104, 197,   7, 225, 197, 153,  31,   2, 102,  78,  76, 176,  84, 245, 246, 184,
        177, 160, 133, 130,   6,  72, 149, 119, 192, 195, 132, 236, 234, 103, 246,  74
    };
    static const unsigned char sigma[16] = "expand 32-byte k";
    unsigned char k[32], in[16], out[64];

    for (int i = 0; i < 16; i++) {
        k[i] = (unsigned char)(1 + i);
        k[16 + i] = (unsigned char)(201 + i);
        in[i] = (unsigned char)(101 + i);
    }
    CHECK(crypto_core_salsa20(out, in, k, sigma) == 0);
    CHECK_MEM(out, want, 64);
}

/* eSTREAM Salsa20/20, 256-bit key, set 1 vector 0: key = 0x80 then 31
 * zero bytes, IV = 0; stream[0..63]. */
static void check_salsa20_estream(void)
{
    static const char want_hex[] =
        "e3be8fdd8beca2e3ea8ef9475b29a6e7003951e1097a5c38d23b7a5fad9f6844"
        "b22c97559e2723c7cbbd3fe4fc8d9a0744652a83e72a9c461876af4d7ef1a117";
    unsigned char k[32] = { 0x80 }, iv[8] = { 0 }, zero[64] = { 0 };
    unsigned char want[64], out[64];

    unhex(want, want_hex, 64);
    CHECK(crypto_stream_salsa20(out, 64, iv, k) == 0);
    CHECK_MEM(out, want, 64);
    CHECK(crypto_stream_salsa20_xor(out, zero, 64, iv, k) == 0);
    CHECK_MEM(out, want, 64);
}

/* ---- "Cryptography in NaCl": Alice's message to Bob ---- */

static const char alicesk_hex[] =
    "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a";
static const char alicepk_hex[] =
    "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a";
static const char bobsk_hex[] =
    "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb";
static const char bobpk_hex[] =
    "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f";
static const char shared_hex[] =
    "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742";
static const char firstkey_hex[] =
    "1b27556473e985d462cd51197a9a46c76009549eac6474f206c4ee0844f68389";
static const char secondkey_hex[] =
    "dc908dda0b9344a953629b733820778880f3ceb421bb61b91cbd4c3e66256ce4";
static const char nonce_hex[] =
    "69696ee955b62b73cd62bda875fc73d68219e0036b7a0b37";
static const char rs_hex[] =
    "eea6a7251c1e72916d11c2cb214d3c252539121d8e234e652d651fa4c8cff880";
/* the 131-byte message */
static const char m_hex[] =
    "be075fc53c81f2d5cf141316ebeb0c7b5228c52a4c62cbd44b66849b64244ffc"
    "e5ecbaaf33bd751a1ac728d45e6c61296cdc3c01233561f41db66cce314adb31"
    "0e3be8250c46f06dceea3a7fa1348057e2f6556ad6b1318a024a838f21af1fde"
    "048977eb48f59ffd4924ca1c60902e52f0a089bc76897040e082f93776384864"
    "5e0705";
/* its 16-byte authenticator followed by the 131-byte ciphertext */
static const char c_hex[] =
    "f3ffc7703f9400e52a7dfb4b3d3305d98e993b9f48681273c29650ba32fc76ce"
    "48332ea7164d96a4476fb8c531a1186ac0dfc17c98dce87b4da7f011ec48c972"
    "71d2c20f9b928fe2270d6fb863d51738b48eeee314a7cc8ab932164548e526ae"
    "90224368517acfeabd6bb3732bc0e9da99832b61ca01b6de56244a9e88d5f9b3"
    "7973f622a43d14a6599b1f654cb45a74e355a5";

#define NACL_MLEN 131

struct nacl_example {
    unsigned char alicesk[32], alicepk[32], bobsk[32], bobpk[32];
    unsigned char shared[32], firstkey[32], secondkey[32], nonce[24], rs[32];
    unsigned char m[32 + NACL_MLEN], c[32 + NACL_MLEN];
};

/* Parses the example; m and c get NaCl's 32 and 16 leading zero bytes. */
static void nacl_example_load(struct nacl_example *e)
{
    unhex(e->alicesk, alicesk_hex, 32);
    unhex(e->alicepk, alicepk_hex, 32);
    unhex(e->bobsk, bobsk_hex, 32);
    unhex(e->bobpk, bobpk_hex, 32);
    unhex(e->shared, shared_hex, 32);
    unhex(e->firstkey, firstkey_hex, 32);
    unhex(e->secondkey, secondkey_hex, 32);
    unhex(e->nonce, nonce_hex, 24);
    unhex(e->rs, rs_hex, 32);
    memset(e->m, 0, 32);
    unhex(e->m + 32, m_hex, NACL_MLEN);
    memset(e->c, 0, 16);
    unhex(e->c + 16, c_hex, 16 + NACL_MLEN);
}

/* core1, core2, stream3 and onetimeauth of the NaCl paper's test programs. */
static void check_nacl_symmetric(const struct nacl_example *e)
{
    static const unsigned char sigma[16] = "expand 32-byte k";
    static const unsigned char zero[16];
    unsigned char out[32], mac[16];

    CHECK(crypto_core_hsalsa20(out, zero, e->shared, sigma) == 0);
    CHECK_MEM(out, e->firstkey, 32);
    CHECK(crypto_core_hsalsa20(out, e->nonce, e->firstkey, sigma) == 0);
    CHECK_MEM(out, e->secondkey, 32);
    CHECK(crypto_stream_xsalsa20(out, 32, e->nonce, e->firstkey) == 0);
    CHECK_MEM(out, e->rs, 32);
    /* the same 32 bytes as the Salsa20 stream under secondkey, nonce tail */
    CHECK(crypto_stream_salsa20(out, 32, e->nonce + 16, e->secondkey) == 0);
    CHECK_MEM(out, e->rs, 32);
    CHECK(crypto_onetimeauth(mac, e->c + 32, NACL_MLEN, e->rs) == 0);
    CHECK_MEM(mac, e->c + 16, 16);
    CHECK(crypto_onetimeauth_verify(e->c + 16, e->c + 32, NACL_MLEN, e->rs) == 0);
}

/* secretbox and secretbox_open under firstkey, in and out of place. */
static void check_nacl_secretbox(const struct nacl_example *e)
{
    unsigned char buf[32 + NACL_MLEN];

    CHECK(crypto_secretbox(buf, e->m, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->c, sizeof buf);
    CHECK(crypto_secretbox_open(buf, e->c, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->m, sizeof buf);
    /* NaCl allows c == m */
    CHECK(crypto_secretbox(buf, buf, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->c, sizeof buf);
    CHECK(crypto_secretbox_open(buf, buf, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->m, sizeof buf);
    /* XSalsa20 from byte 32 of the stream is the ciphertext body */
    CHECK(crypto_stream_xsalsa20_xor(buf, e->m, sizeof buf, e->nonce,
                                     e->firstkey) == 0);
    CHECK_MEM(buf + 32, e->c + 32, NACL_MLEN);
}

/* box, box_open, beforenm/afternm, and the X25519 keys behind them. */
static void check_nacl_box(const struct nacl_example *e)
{
    unsigned char buf[32 + NACL_MLEN], k[32], q[32];

    CHECK(crypto_scalarmult_base(q, e->alicesk) == 0);
    CHECK_MEM(q, e->alicepk, 32);
    CHECK(crypto_scalarmult(q, e->bobsk, e->alicepk) == 0);
    CHECK_MEM(q, e->shared, 32);
    CHECK(crypto_box_beforenm(k, e->bobpk, e->alicesk) == 0);
    CHECK_MEM(k, e->firstkey, 32);
    CHECK(crypto_box_beforenm(k, e->alicepk, e->bobsk) == 0);
    CHECK_MEM(k, e->firstkey, 32);
    CHECK(crypto_box(buf, e->m, sizeof buf, e->nonce, e->bobpk, e->alicesk) == 0);
    CHECK_MEM(buf, e->c, sizeof buf);
    CHECK(crypto_box_open(buf, e->c, sizeof buf, e->nonce, e->alicepk, e->bobsk) == 0);
    CHECK_MEM(buf, e->m, sizeof buf);
    CHECK(crypto_box_afternm(buf, e->m, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->c, sizeof buf);
    CHECK(crypto_box_open_afternm(buf, e->c, sizeof buf, e->nonce, e->firstkey) == 0);
    CHECK_MEM(buf, e->m, sizeof buf);
}

/* ---- crypto_verify ---- */

/* Equal inputs give 0; every single-bit difference gives -1. */
static void check_verify(void)
{
    unsigned char x[32], y[32];
    int bad = 0;

    for (int i = 0; i < 32; i++)
        x[i] = y[i] = (unsigned char)(37 * i + 11);
    CHECK(crypto_verify_16(x, y) == 0);
    CHECK(crypto_verify_32(x, y) == 0);
    for (int bit = 0; bit < 32 * 8; bit++) {
        y[bit / 8] ^= (unsigned char)(1 << (bit % 8));
        if (bit < 16 * 8)
            bad |= crypto_verify_16(x, y) != -1;
        else
            bad |= crypto_verify_16(x, y) != 0;
        bad |= crypto_verify_32(x, y) != -1;
        y[bit / 8] ^= (unsigned char)(1 << (bit % 8));
    }
    CHECK(bad == 0);
    memset(x, 0xff, 32);
    memset(y, 0x00, 32);
    CHECK(crypto_verify_16(x, y) == -1);
    CHECK(crypto_verify_32(x, y) == -1);
}

int main(void)
{
    struct nacl_example e;

    check_begin("test_kat");
    check_sha512("abc", 3, sha512_abc);
    check_sha512("", 0, sha512_empty);
    check_sha512(msg448, sizeof msg448 - 1, sha512_448);
    check_sha512(msg896, sizeof msg896 - 1, sha512_896);
    check_sha512_million_a();
    check_hmac();
    check_salsa20_hash();
    check_salsa20_expansion();
    check_salsa20_estream();
    nacl_example_load(&e);
    check_nacl_symmetric(&e);
    check_nacl_secretbox(&e);
    check_nacl_box(&e);
    check_verify();
    return check_end();
}
