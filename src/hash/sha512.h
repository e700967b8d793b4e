/* SPDX-License-Identifier: ISC */
/*
 * SHA-512 in two steps, shared by crypto_hash_sha512 and
 * crypto_auth_hmacsha512256 (which compresses its key block first).
 */
#ifndef HALITE_HASH_SHA512_H
#define HALITE_HASH_SHA512_H

#include "internal.h"

/* st = the SHA-512 initial hash value. */
void halite_sha512_init(uint64_t st[8]);

/* Hashes m (mlen bytes) onward from st, which has already absorbed prefixlen
 * bytes (a multiple of 128), pads, and writes the 64-byte digest to out.
 * st is wiped; out may be m. */
void halite_sha512_finish(uint64_t st[8], const unsigned char *m,
                          unsigned long long mlen, unsigned long long prefixlen,
                          unsigned char out[64]);

/* Compresses the nblocks 128-byte blocks at in into st, in size_t-sized
 * runs (a 32-bit target takes any 64-bit count); returns in + 128 nblocks. */
const unsigned char *halite_sha512_blocks_long(uint64_t st[8], const unsigned char *in,
                                               unsigned long long nblocks);

/* out = the eight words of st, big-endian (the digest or the NaCl state). */
void halite_sha512_store(unsigned char out[64], const uint64_t st[8]);

#endif /* HALITE_HASH_SHA512_H */
