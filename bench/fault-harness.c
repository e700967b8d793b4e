/* SPDX-License-Identifier: ISC */
/*
 * The fault-injection harness (tools/m3sim/fault.c, docs/faults.md): one
 * entry point per API under attack, linked with libhalite.a for one core.
 *
 *  fault_<api>()  sets up fixed inputs (uncounted: m3sim measures only the
 *                 API call, --measure) and calls the API once with its
 *                 output in fault_out, whose first fault_out_bytes bytes
 *                 m3sim compares with the golden run's after every faulted
 *                 run; the entry returns the API's return value.
 *
 * Before the call fault_out is filled with a public pattern (fill_public),
 * so that m3sim can tell a buffer the API left alone or wiped from one
 * holding a result. Signing and the key exchange return 0 on these inputs;
 * the opens and verify_detached are given forgeries (one tag or signature
 * bit flipped) and return -1. The key is fixed: fault_sk holds seed || pk,
 * from which m3sim derives the secret scalar to check a recovered one.
 */
#include <string.h>

#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"

#define MSG_BYTES 64                     /* the signed or boxed message */
#define ALIGNED __attribute__((aligned(4)))

/* What m3sim reads: the output, how much of it counts, the key, the message. */
unsigned char fault_out[MSG_BYTES + 64] ALIGNED;
unsigned fault_out_bytes;
unsigned char fault_sk[64] ALIGNED;
unsigned char fault_msg[MSG_BYTES] ALIGNED;

static unsigned char pk[32] ALIGNED, peer_pk[32] ALIGNED, peer_sk[32] ALIGNED;
static unsigned char nonce[24] ALIGNED, key[32] ALIGNED, sig[64] ALIGNED;
static unsigned char boxed[MSG_BYTES + 16] ALIGNED;
static unsigned long long out_len;

/* Fills n bytes with a fixed public pattern that depends on tag. */
static void fill_public(unsigned char *p, size_t n, unsigned tag)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(i * 37u + tag * 101u + 7u);
}

/* Sets the fixed key pair, message and nonce, and prefills the first
 * out_bytes bytes of fault_out. */
static void setup(unsigned out_bytes)
{
    unsigned char seed[32];
    fill_public(seed, sizeof seed, 8);
    halite_rng_insecure_seed_for_testing(seed); /* a build that hedges its nonces draws here */
    fill_public(seed, sizeof seed, 1);
    halite_crypto_sign_ed25519_seed_keypair(pk, fault_sk, seed);
    fill_public(fault_msg, sizeof fault_msg, 2);
    fill_public(nonce, sizeof nonce, 3);
    fill_public(key, sizeof key, 4);
    fill_public(peer_sk, sizeof peer_sk, 5);
    halite_crypto_scalarmult_curve25519_base(peer_pk, peer_sk);
    fill_public(fault_out, sizeof fault_out, 6);
    fault_out_bytes = out_bytes;
}

int fault_sign_detached(void)
{
    setup(64);
    return halite_crypto_sign_ed25519_detached(fault_out, NULL, fault_msg, MSG_BYTES, fault_sk);
}

int fault_sign(void)
{
    setup(64 + MSG_BYTES);
    return halite_crypto_sign_ed25519(fault_out, &out_len, fault_msg, MSG_BYTES, fault_sk);
}

int fault_scalarmult(void)
{
    setup(32);
    return halite_crypto_scalarmult_curve25519(fault_out, key, peer_pk);
}

int fault_box_beforenm(void)
{
    setup(32);
    return halite_crypto_box_curve25519xsalsa20poly1305_beforenm(fault_out, peer_pk, key);
}

int fault_box_open_easy_forged(void)
{
    setup(MSG_BYTES);
    halite_crypto_box_easy(boxed, fault_msg, MSG_BYTES, nonce, peer_pk, key);
    boxed[3] ^= 0x10;                    /* a tag bit */
    return halite_crypto_box_open_easy(fault_out, boxed, sizeof boxed, nonce, peer_pk, key);
}

int fault_secretbox_open_easy_forged(void)
{
    setup(MSG_BYTES);
    halite_crypto_secretbox_easy(boxed, fault_msg, MSG_BYTES, nonce, key);
    boxed[3] ^= 0x10;
    return halite_crypto_secretbox_open_easy(fault_out, boxed, sizeof boxed, nonce, key);
}

int fault_sign_verify_detached_forged(void)
{
    setup(0);
    halite_crypto_sign_ed25519_detached(sig, NULL, fault_msg, MSG_BYTES, fault_sk);
    sig[40] ^= 0x02;                     /* a bit of S */
    return halite_crypto_sign_ed25519_verify_detached(sig, fault_msg, MSG_BYTES, pk);
}
