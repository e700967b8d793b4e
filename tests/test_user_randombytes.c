/* SPDX-License-Identifier: ISC */
/*
 * A TweetNaCl-style program: it includes halite.h and defines its own
 * randombytes(). It links (halite's randombytes gives way to it), and the
 * library draws every random byte from it, as NaCl's contract says:
 * crypto_box_keypair's and crypto_dh_keypair's secret key are the program's
 * bytes and their public key the bytes' base multiple; crypto_sign_keypair's
 * seed is the program's bytes; randombytes_buf and the keygens return them;
 * sodium_init succeeds. Each draw is one call of the program's function.
 */
#include <string.h>
#include "halite.h"
#include "check.h"

static unsigned long calls;
static unsigned char next_byte;

/* The program's randombytes: a counting pattern from next_byte on. */
void randombytes(unsigned char *x, unsigned long long xlen)
{
    calls++;
    for (unsigned long long i = 0; i < xlen; i++)
        x[i] = next_byte++;
}

/* The pattern the next draw of n bytes returns, restarted at 0x40; resets
 * the call count. */
static void expect_pattern(unsigned char *want, size_t n)
{
    for (size_t i = 0; i < n; i++)
        want[i] = (unsigned char)(0x40 + i);
    next_byte = 0x40;
    calls = 0;
}

int main(void)
{
    unsigned char pattern[32], pk[32], sk[64], want[96], buf[32];

    check_begin("test_user_randombytes");

    hal_send_str("  crypto_box_keypair\n");
    expect_pattern(pattern, 32);
    CHECK(crypto_box_keypair(pk, sk) == 0);
    CHECK(calls == 1);
    CHECK_MEM(sk, pattern, 32);
    CHECK(crypto_scalarmult_base(want, pattern) == 0);
    CHECK_MEM(pk, want, 32);

    hal_send_str("  crypto_dh_keypair\n");
    expect_pattern(pattern, 32);
    CHECK(crypto_dh_keypair(pk, sk) == 0);
    CHECK(calls == 1);
    CHECK_MEM(sk, pattern, 32);
    CHECK_MEM(pk, want, 32);

    hal_send_str("  crypto_sign_keypair\n");
    expect_pattern(pattern, 32);
    CHECK(crypto_sign_keypair(pk, sk) == 0);
    CHECK(calls == 1);
    CHECK(crypto_sign_seed_keypair(want, want + 32, pattern) == 0);
    CHECK_MEM(pk, want, 32);
    CHECK_MEM(sk, want + 32, 64);

    hal_send_str("  randombytes, randombytes_buf, keygen, sodium_init\n");
    expect_pattern(pattern, 32);
    randombytes(buf, 32);
    CHECK_MEM(buf, pattern, 32);
    expect_pattern(pattern, 32);
    randombytes_buf(buf, 32);
    CHECK(calls == 1);
    CHECK_MEM(buf, pattern, 32);
    expect_pattern(pattern, 32);
    crypto_secretbox_keygen(buf);
    CHECK(calls == 1);
    CHECK_MEM(buf, pattern, 32);
    CHECK(sodium_init() == 0);
    return check_end();
}
