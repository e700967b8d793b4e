/*
 * Scalars mod L by byte-serial Horner reduction: values are kept as sixteen
 * 16-bit limbs (in 32-bit words); each step multiplies by 2^8, adds a
 * product byte * b, and folds the bits above 2^252 back with
 * 2^252 = -c (mod L), c = L - 2^252 < 2^125. The fold leaves a value in
 * (-L, 2^252), and one masked addition of L makes it canonical. Every
 * product is (< 2^13) x (< 2^16), so the compiler emits MUL, never UMULL.
 */
#include "internal.h"
#include "group/sc25519.h"

/* L in 16-bit limbs; limbs 0..7 are c, limb 15 is 2^252 / 2^240. */
static const uint32_t sc_L[16] = {
    0xd3ed, 0x5cf5, 0x631a, 0x5812, 0x9cd6, 0xa2f7, 0xf9de, 0x14de,
    0, 0, 0, 0, 0, 0, 0, 0x1000
};

/* r = t mod L for t < 2^265 in seventeen 16-bit limbs; r < L. */
static void sc_fold(uint32_t r[16], const uint32_t t[17])
{
    uint32_t q = (t[15] >> 12) | (t[16] << 4);   /* t >> 252, q < 2^13 */
    uint32_t mask;
    int32_t carry = 0;

    /* r = (t mod 2^252) - q c, in (-2^138, 2^252): |q c_i| < 2^29. */
    for (int i = 0; i < 16; i++) {
        int32_t x = (int32_t)(i < 15 ? t[i] : t[15] & 0xfff) + carry;
        if (i < 8)
            x -= (int32_t)(q * sc_L[i]);
        r[i] = (uint32_t)x & 0xffff;
        carry = x >> 16;             /* arithmetic shift: floor division */
    }
    /* carry is -1 when the difference is negative, else 0 */
    mask = (uint32_t)carry;
    carry = 0;
    for (int i = 0; i < 16; i++) {
        int32_t x = (int32_t)(r[i] + (sc_L[i] & mask)) + carry;
        r[i] = (uint32_t)x & 0xffff;
        carry = x >> 16;
    }
}

/* r = (r 2^8 + k b) mod L for r < L, k < 2^8, b < 2^256. */
static void sc_horner8(uint32_t r[16], uint32_t k, const uint32_t b[16])
{
    uint32_t t[17], carry = 0;
    for (int i = 0; i < 16; i++) {
        uint32_t lo = i ? r[i - 1] >> 8 : 0;
        /* x < 2^16 + 2^24 + 2^9: the carry stays below 2^9 */
        uint32_t x = ((r[i] & 0xff) << 8) + lo + k * b[i] + carry;
        t[i] = x & 0xffff;
        carry = x >> 16;
    }
    t[16] = (r[15] >> 8) + carry;    /* t < 2^261 + 2^264 */
    sc_fold(r, t);
}

/* r = the sixteen 16-bit limbs of the 32 bytes s. */
static void sc_from_bytes(uint32_t r[16], const unsigned char s[32])
{
    for (int i = 0; i < 16; i++)
        r[i] = (uint32_t)s[2 * i] | ((uint32_t)s[2 * i + 1] << 8);
}

/* s = the 32 bytes of the limbs r. */
static void sc_to_bytes(unsigned char s[32], const uint32_t r[16])
{
    for (int i = 0; i < 16; i++) {
        s[2 * i] = (unsigned char)r[i];
        s[2 * i + 1] = (unsigned char)(r[i] >> 8);
    }
}

void sc25519_reduce64(unsigned char r[32], const unsigned char x[64])
{
    static const uint32_t one[16] = { 1 };
    uint32_t a[16];
    /* x[33..63] < 2^248 < L starts the Horner chain */
    for (int i = 0; i < 15; i++)
        a[i] = (uint32_t)x[33 + 2 * i] | ((uint32_t)x[34 + 2 * i] << 8);
    a[15] = x[63];
    for (int i = 32; i >= 0; i--)
        sc_horner8(a, x[i], one);
    sc_to_bytes(r, a);
    halite_wipe(a, sizeof a);
}

void sc25519_muladd(unsigned char s[32], const unsigned char a[32],
                    const unsigned char b[32], const unsigned char c[32])
{
    uint32_t r[16] = { 0 }, bl[16], t[17], carry = 0;
    sc_from_bytes(bl, b);
    for (int i = 31; i >= 0; i--)
        sc_horner8(r, a[i], bl);
    sc_from_bytes(t, c);
    for (int i = 0; i < 16; i++) {
        t[i] += r[i] + carry;
        carry = t[i] >> 16;
        t[i] &= 0xffff;
    }
    t[16] = carry;                   /* t = r + c < L + 2^256 */
    sc_fold(r, t);
    sc_to_bytes(s, r);
    halite_wipe(r, sizeof r);
    halite_wipe(bl, sizeof bl);
    halite_wipe(t, sizeof t);
}

void sc25519_make_odd(unsigned char k[32], const unsigned char r[32])
{
    uint32_t mask = (r[0] & 1u) - 1u;        /* all ones when r is even */
    uint32_t carry = 0;
    for (int i = 0; i < 16; i++) {
        uint32_t x = ((uint32_t)r[2 * i] | ((uint32_t)r[2 * i + 1] << 8)) +
                     (sc_L[i] & mask) + carry;
        k[2 * i] = (unsigned char)x;
        k[2 * i + 1] = (unsigned char)(x >> 8);
        carry = x >> 16;
    }
}

uint32_t sc25519_is_canonical(const unsigned char s[32])
{
    uint32_t borrow = 0;
    /* borrow out of s - L is 1 exactly when s < L */
    for (int i = 0; i < 16; i++) {
        uint32_t x = ((uint32_t)s[2 * i] | ((uint32_t)s[2 * i + 1] << 8)) -
                     sc_L[i] - borrow;
        borrow = x >> 31;
    }
    return borrow;
}
