/* SPDX-License-Identifier: ISC */
/*
 * halite demo: NaCl's crypto_box and crypto_sign on the (emulated) Cortex-M3.
 * Alice and Bob make box key pairs, Alice boxes a message for Bob, Bob opens
 * it; then Alice signs a message and Bob checks the signature.
 * Written with the plain NaCl names, as NaCl/TweetNaCl code would be.
 *
 * Run it with `make demo` (QEMU, mps2-an385), or on the host from build/host.
 */
#include <string.h>
#include "halite.h"
#include "halite_rng.h"
#include "hal.h"

static const char message[] = "Hello Bob! Alice here, writing from a Cortex-M3.";
#define MLEN (sizeof message - 1)

/* Prints label, then n bytes of x in hex, wrapped at 32 bytes a line. */
static void show(const char *label, const unsigned char *x, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    char line[2 * 32 + 1];
    hal_send_str(label);
    for (size_t i = 0; i < n; i += 32) {
        size_t k = n - i < 32 ? n - i : 32;
        for (size_t j = 0; j < k; j++) {
            line[2 * j] = digits[x[i + j] >> 4];
            line[2 * j + 1] = digits[x[i + j] & 15];
        }
        line[2 * k] = 0;
        hal_send_str(i ? "\n                " : "");
        hal_send_str(line);
    }
    hal_send_str("\n");
}

/* Prints what and ok/FAILED; returns 1 if ok. */
static int report(const char *what, int ok)
{
    hal_send_str(what);
    hal_send_str(ok ? ": ok\n" : ": FAILED\n");
    return ok;
}

/* Alice boxes the message for Bob; Bob opens it. Returns 1 on success. */
static int demo_box(void)
{
    unsigned char alice_pk[crypto_box_PUBLICKEYBYTES], alice_sk[crypto_box_SECRETKEYBYTES];
    unsigned char bob_pk[crypto_box_PUBLICKEYBYTES], bob_sk[crypto_box_SECRETKEYBYTES];
    unsigned char nonce[crypto_box_NONCEBYTES];
    unsigned char m[crypto_box_ZEROBYTES + MLEN], c[sizeof m], opened[sizeof m];
    int ok = 1;

    hal_send_str("\n== crypto_box (Curve25519, XSalsa20, Poly1305) ==\n");
    ok &= report("Alice: crypto_box_keypair", crypto_box_keypair(alice_pk, alice_sk) == 0);
    ok &= report("Bob:   crypto_box_keypair", crypto_box_keypair(bob_pk, bob_sk) == 0);
    show("Alice public:   ", alice_pk, sizeof alice_pk);
    show("Alice secret:   ", alice_sk, sizeof alice_sk);
    show("Bob public:     ", bob_pk, sizeof bob_pk);
    show("Bob secret:     ", bob_sk, sizeof bob_sk);

    /* A nonce must never repeat under one key pair; random is fine at 24 bytes. */
    randombytes(nonce, sizeof nonce);
    memset(m, 0, crypto_box_ZEROBYTES);
    memcpy(m + crypto_box_ZEROBYTES, message, MLEN);
    hal_send_str("message:        ");
    hal_send_str(message);
    hal_send_str("\n");
    show("message (hex):  ", m + crypto_box_ZEROBYTES, MLEN);
    show("nonce:          ", nonce, sizeof nonce);

    ok &= report("Alice: crypto_box", crypto_box(c, m, sizeof m, nonce, bob_pk, alice_sk) == 0);
    show("box (tag||ct):  ", c + crypto_box_BOXZEROBYTES, sizeof c - crypto_box_BOXZEROBYTES);

    ok &= report("Bob:   crypto_box_open",
                 crypto_box_open(opened, c, sizeof c, nonce, alice_pk, bob_sk) == 0);
    show("opened (hex):   ", opened + crypto_box_ZEROBYTES, MLEN);
    ok &= report("Bob:   opened == message",
                 memcmp(opened + crypto_box_ZEROBYTES, message, MLEN) == 0);

    /* One flipped bit: the box must not open. */
    c[crypto_box_BOXZEROBYTES + 20] ^= 1;
    ok &= report("Bob:   tampered box rejected",
                 crypto_box_open(opened, c, sizeof c, nonce, alice_pk, bob_sk) == -1);
    return ok;
}

/* Alice signs the message; Bob verifies it. Returns 1 on success. */
static int demo_sign(void)
{
    unsigned char pk[crypto_sign_PUBLICKEYBYTES], sk[crypto_sign_SECRETKEYBYTES];
    unsigned char sm[crypto_sign_BYTES + MLEN], opened[sizeof sm];
    unsigned long long smlen = 0, mlen = 0;
    int ok = 1;

    hal_send_str("\n== crypto_sign (Ed25519) ==\n");
    ok &= report("Alice: crypto_sign_keypair", crypto_sign_keypair(pk, sk) == 0);
    show("Alice public:   ", pk, sizeof pk);
    show("Alice secret:   ", sk, sizeof sk);
    ok &= report("Alice: crypto_sign",
                 crypto_sign(sm, &smlen, (const unsigned char *)message, MLEN, sk) == 0 &&
                     smlen == sizeof sm);
    show("signature:      ", sm, crypto_sign_BYTES);
    show("signed message: ", sm, sizeof sm);
    ok &= report("Bob:   crypto_sign_open",
                 crypto_sign_open(opened, &mlen, sm, sizeof sm, pk) == 0 && mlen == MLEN &&
                     memcmp(opened, message, MLEN) == 0);
    sm[3] ^= 0x40;
    ok &= report("Bob:   forged signature rejected",
                 crypto_sign_open(opened, &mlen, sm, sizeof sm, pk) == -1);
    return ok;
}

int main(void)
{
    /* Public, made-up bytes: anyone can recompute every key below. */
    static const unsigned char demo_seed[32] = "halite demo seed -- not secret!";
    int ok;

    hal_setup();
    hal_send_str("halite demo: NaCl on a Cortex-M3\n\n"
                 "NOTE: QEMU has no entropy source (its SRAM powers up zeroed, so the SRAM\n"
                 "entropy source rightly refuses). This demo seeds the generator with a\n"
                 "FIXED DEMO SEED: every key below is predictable. Never do this on a device.\n");
    halite_rng_insecure_seed_for_testing(demo_seed);

    ok = demo_box();
    ok &= demo_sign();
    hal_send_str(ok ? "\ndemo: all steps ok\n" : "\ndemo: FAILED\n");
    return ok ? 0 : 1;
}
