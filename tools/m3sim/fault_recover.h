/* SPDX-License-Identifier: ISC */
/*
 * The Ed25519 fault attack on the host, with the host build of halite:
 * two signatures of one message under one deterministic nonce r, one of them
 * computed with a faulty R' (S' = r + h' a, h' = H(R' || A || M)), give the
 * secret scalar a = (S - S') / (h - h') mod L.
 */
#ifndef M3SIM_FAULT_RECOVER_H
#define M3SIM_FAULT_RECOVER_H

#include <stddef.h>
#include <stdint.h>

/* a = the secret scalar of seed (clamped SHA-512(seed)[0..32)) mod L. */
void fault_secret_scalar(uint8_t a[32], const uint8_t seed[32]);

/* a = (S - S') / (h - h') mod L for the signatures sig and faulty of m under
 * the public key pk; returns 0, or -1 when h = h' (same R: no solution). */
int fault_recover_scalar(uint8_t a[32], const uint8_t sig[64], const uint8_t faulty[64],
                         const uint8_t pk[32], const uint8_t *m, size_t mlen);

/* Returns 1 when sig is a valid Ed25519 signature of m under pk. */
int fault_signature_valid(const uint8_t sig[64], const uint8_t *m, size_t mlen,
                          const uint8_t pk[32]);

#endif
