/*
 * halite: NaCl for ARM Cortex-M.
 *
 * The API of NaCl (and of the μNaCl paper's Table 3), with NaCl's sizes,
 * zero-padding conventions and return values: 0 on success, -1 on failure.
 *
 * Every symbol halite exports starts with "halite_", so the library links
 * into the same program as libsodium or NaCl. Unless HALITE_NO_NACL_NAMES is
 * defined before including this header, the usual NaCl names (long ones such
 * as crypto_box_curve25519xsalsa20poly1305 and short ones such as crypto_box)
 * are provided as macros, so NaCl and TweetNaCl code compiles unchanged.
 */
#ifndef HALITE_H
#define HALITE_H

#ifdef __cplusplus
extern "C" {
#endif

/* ---- crypto_verify: constant-time comparison; 0 if equal, -1 if not ---- */
#define halite_crypto_verify_16_BYTES 16
#define halite_crypto_verify_32_BYTES 32
int halite_crypto_verify_16(const unsigned char *x, const unsigned char *y);
int halite_crypto_verify_32(const unsigned char *x, const unsigned char *y);

/* ---- crypto_core: Salsa20/20 and HSalsa20/20 permutations ---- */
#define halite_crypto_core_salsa20_OUTPUTBYTES 64
#define halite_crypto_core_salsa20_INPUTBYTES 16
#define halite_crypto_core_salsa20_KEYBYTES 32
#define halite_crypto_core_salsa20_CONSTBYTES 16
#define halite_crypto_core_hsalsa20_OUTPUTBYTES 32
#define halite_crypto_core_hsalsa20_INPUTBYTES 16
#define halite_crypto_core_hsalsa20_KEYBYTES 32
#define halite_crypto_core_hsalsa20_CONSTBYTES 16
int halite_crypto_core_salsa20(unsigned char *out, const unsigned char *in,
                               const unsigned char *k, const unsigned char *c);
int halite_crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
                                const unsigned char *k, const unsigned char *c);

/* ---- crypto_stream: Salsa20 (8-byte nonce) and XSalsa20 (24-byte nonce) ---- */
#define halite_crypto_stream_salsa20_KEYBYTES 32
#define halite_crypto_stream_salsa20_NONCEBYTES 8
#define halite_crypto_stream_xsalsa20_KEYBYTES 32
#define halite_crypto_stream_xsalsa20_NONCEBYTES 24
int halite_crypto_stream_salsa20(unsigned char *c, unsigned long long clen,
                                 const unsigned char *n, const unsigned char *k);
int halite_crypto_stream_salsa20_xor(unsigned char *c, const unsigned char *m,
                                     unsigned long long mlen,
                                     const unsigned char *n, const unsigned char *k);
int halite_crypto_stream_xsalsa20(unsigned char *c, unsigned long long clen,
                                  const unsigned char *n, const unsigned char *k);
int halite_crypto_stream_xsalsa20_xor(unsigned char *c, const unsigned char *m,
                                      unsigned long long mlen,
                                      const unsigned char *n, const unsigned char *k);

/* ---- crypto_onetimeauth: Poly1305 ---- */
#define halite_crypto_onetimeauth_poly1305_BYTES 16
#define halite_crypto_onetimeauth_poly1305_KEYBYTES 32
int halite_crypto_onetimeauth_poly1305(unsigned char *a, const unsigned char *m,
                                       unsigned long long mlen, const unsigned char *k);
int halite_crypto_onetimeauth_poly1305_verify(const unsigned char *a,
                                              const unsigned char *m,
                                              unsigned long long mlen,
                                              const unsigned char *k);

/* ---- crypto_hashblocks / crypto_hash: SHA-512 ---- */
#define halite_crypto_hashblocks_sha512_STATEBYTES 64
#define halite_crypto_hashblocks_sha512_BLOCKBYTES 128
#define halite_crypto_hash_sha512_BYTES 64
/* Compresses the whole 128-byte blocks of in into the big-endian state;
 * returns the number of bytes left over (inlen mod 128). */
int halite_crypto_hashblocks_sha512(unsigned char *statebytes,
                                    const unsigned char *in,
                                    unsigned long long inlen);
int halite_crypto_hash_sha512(unsigned char *out, const unsigned char *m,
                              unsigned long long mlen);

/* ---- crypto_auth: HMAC-SHA-512 truncated to 256 bits ---- */
#define halite_crypto_auth_hmacsha512256_BYTES 32
#define halite_crypto_auth_hmacsha512256_KEYBYTES 32
int halite_crypto_auth_hmacsha512256(unsigned char *a, const unsigned char *m,
                                     unsigned long long mlen, const unsigned char *k);
int halite_crypto_auth_hmacsha512256_verify(const unsigned char *a,
                                            const unsigned char *m,
                                            unsigned long long mlen,
                                            const unsigned char *k);

/* ---- crypto_secretbox: XSalsa20-Poly1305 ----
 * c and m are mlen bytes; the first ZEROBYTES of m must be zero, the first
 * BOXZEROBYTES of c are zero on output. open returns -1 and zeroes m when
 * the authenticator does not verify or clen < ZEROBYTES. */
#define halite_crypto_secretbox_xsalsa20poly1305_KEYBYTES 32
#define halite_crypto_secretbox_xsalsa20poly1305_NONCEBYTES 24
#define halite_crypto_secretbox_xsalsa20poly1305_ZEROBYTES 32
#define halite_crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES 16
int halite_crypto_secretbox_xsalsa20poly1305(unsigned char *c, const unsigned char *m,
                                             unsigned long long mlen,
                                             const unsigned char *n,
                                             const unsigned char *k);
int halite_crypto_secretbox_xsalsa20poly1305_open(unsigned char *m,
                                                  const unsigned char *c,
                                                  unsigned long long clen,
                                                  const unsigned char *n,
                                                  const unsigned char *k);

/* ---- crypto_scalarmult: X25519 ----
 * Returns -1 (and writes the all-zero result) when the shared point is the
 * identity, as libsodium does. */
#define halite_crypto_scalarmult_curve25519_BYTES 32
#define halite_crypto_scalarmult_curve25519_SCALARBYTES 32
int halite_crypto_scalarmult_curve25519(unsigned char *q, const unsigned char *n,
                                        const unsigned char *p);
int halite_crypto_scalarmult_curve25519_base(unsigned char *q, const unsigned char *n);

/* ---- crypto_dh: Curve25519 Diffie-Hellman (AVR NaCl / μNaCl API) ---- */
#define halite_crypto_dh_curve25519_BYTES 32
#define halite_crypto_dh_curve25519_PUBLICKEYBYTES 32
#define halite_crypto_dh_curve25519_SECRETKEYBYTES 32
int halite_crypto_dh_curve25519_keypair(unsigned char *pk, unsigned char *sk);
int halite_crypto_dh_curve25519(unsigned char *s, const unsigned char *pk,
                                const unsigned char *sk);

/* ---- crypto_box: Curve25519-XSalsa20-Poly1305 ---- */
#define halite_crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES 32
#define halite_crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES 32
#define halite_crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES 32
#define halite_crypto_box_curve25519xsalsa20poly1305_NONCEBYTES 24
#define halite_crypto_box_curve25519xsalsa20poly1305_ZEROBYTES 32
#define halite_crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES 16
int halite_crypto_box_curve25519xsalsa20poly1305_keypair(unsigned char *pk,
                                                         unsigned char *sk);
int halite_crypto_box_curve25519xsalsa20poly1305_beforenm(unsigned char *k,
                                                          const unsigned char *pk,
                                                          const unsigned char *sk);
int halite_crypto_box_curve25519xsalsa20poly1305_afternm(unsigned char *c,
                                                         const unsigned char *m,
                                                         unsigned long long mlen,
                                                         const unsigned char *n,
                                                         const unsigned char *k);
int halite_crypto_box_curve25519xsalsa20poly1305_open_afternm(unsigned char *m,
                                                              const unsigned char *c,
                                                              unsigned long long clen,
                                                              const unsigned char *n,
                                                              const unsigned char *k);
int halite_crypto_box_curve25519xsalsa20poly1305(unsigned char *c,
                                                 const unsigned char *m,
                                                 unsigned long long mlen,
                                                 const unsigned char *n,
                                                 const unsigned char *pk,
                                                 const unsigned char *sk);
int halite_crypto_box_curve25519xsalsa20poly1305_open(unsigned char *m,
                                                      const unsigned char *c,
                                                      unsigned long long clen,
                                                      const unsigned char *n,
                                                      const unsigned char *pk,
                                                      const unsigned char *sk);

/* ---- crypto_sign: Ed25519 (NaCl's combined signed-message format) ----
 * sm = signature (64 bytes) || m; smlen = mlen + 64. open returns -1, sets
 * *mlen = 0 and leaves no part of the message in m when the signature does
 * not verify. The secret key is seed || public key (64 bytes). */
#define halite_crypto_sign_ed25519_BYTES 64
#define halite_crypto_sign_ed25519_PUBLICKEYBYTES 32
#define halite_crypto_sign_ed25519_SECRETKEYBYTES 64
int halite_crypto_sign_ed25519_keypair(unsigned char *pk, unsigned char *sk);
int halite_crypto_sign_ed25519(unsigned char *sm, unsigned long long *smlen,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *sk);
int halite_crypto_sign_ed25519_open(unsigned char *m, unsigned long long *mlen,
                                    const unsigned char *sm, unsigned long long smlen,
                                    const unsigned char *pk);

/* ---- randombytes: the single source of randomness (DESIGN.md §6) ----
 * Fills x with xlen bytes from the generator. When the generator has not
 * been seeded successfully it never returns predictable bytes: it calls the
 * failure hook (see halite_rng.h), which by default halts. */
void halite_randombytes(unsigned char *x, unsigned long long xlen);

#ifndef HALITE_NO_NACL_NAMES
#define crypto_verify_16 halite_crypto_verify_16
#define crypto_verify_32 halite_crypto_verify_32
#define crypto_verify_16_BYTES halite_crypto_verify_16_BYTES
#define crypto_verify_32_BYTES halite_crypto_verify_32_BYTES

#define crypto_core_salsa20 halite_crypto_core_salsa20
#define crypto_core_salsa20_OUTPUTBYTES halite_crypto_core_salsa20_OUTPUTBYTES
#define crypto_core_salsa20_INPUTBYTES halite_crypto_core_salsa20_INPUTBYTES
#define crypto_core_salsa20_KEYBYTES halite_crypto_core_salsa20_KEYBYTES
#define crypto_core_salsa20_CONSTBYTES halite_crypto_core_salsa20_CONSTBYTES
#define crypto_core_hsalsa20 halite_crypto_core_hsalsa20
#define crypto_core_hsalsa20_OUTPUTBYTES halite_crypto_core_hsalsa20_OUTPUTBYTES
#define crypto_core_hsalsa20_INPUTBYTES halite_crypto_core_hsalsa20_INPUTBYTES
#define crypto_core_hsalsa20_KEYBYTES halite_crypto_core_hsalsa20_KEYBYTES
#define crypto_core_hsalsa20_CONSTBYTES halite_crypto_core_hsalsa20_CONSTBYTES

#define crypto_stream_salsa20 halite_crypto_stream_salsa20
#define crypto_stream_salsa20_xor halite_crypto_stream_salsa20_xor
#define crypto_stream_salsa20_KEYBYTES halite_crypto_stream_salsa20_KEYBYTES
#define crypto_stream_salsa20_NONCEBYTES halite_crypto_stream_salsa20_NONCEBYTES
#define crypto_stream_xsalsa20 halite_crypto_stream_xsalsa20
#define crypto_stream_xsalsa20_xor halite_crypto_stream_xsalsa20_xor
#define crypto_stream_xsalsa20_KEYBYTES halite_crypto_stream_xsalsa20_KEYBYTES
#define crypto_stream_xsalsa20_NONCEBYTES halite_crypto_stream_xsalsa20_NONCEBYTES
#define crypto_stream halite_crypto_stream_xsalsa20
#define crypto_stream_xor halite_crypto_stream_xsalsa20_xor
#define crypto_stream_KEYBYTES halite_crypto_stream_xsalsa20_KEYBYTES
#define crypto_stream_NONCEBYTES halite_crypto_stream_xsalsa20_NONCEBYTES

#define crypto_onetimeauth_poly1305 halite_crypto_onetimeauth_poly1305
#define crypto_onetimeauth_poly1305_verify halite_crypto_onetimeauth_poly1305_verify
#define crypto_onetimeauth_poly1305_BYTES halite_crypto_onetimeauth_poly1305_BYTES
#define crypto_onetimeauth_poly1305_KEYBYTES halite_crypto_onetimeauth_poly1305_KEYBYTES
#define crypto_onetimeauth halite_crypto_onetimeauth_poly1305
#define crypto_onetimeauth_verify halite_crypto_onetimeauth_poly1305_verify
#define crypto_onetimeauth_BYTES halite_crypto_onetimeauth_poly1305_BYTES
#define crypto_onetimeauth_KEYBYTES halite_crypto_onetimeauth_poly1305_KEYBYTES

#define crypto_hashblocks_sha512 halite_crypto_hashblocks_sha512
#define crypto_hashblocks_sha512_STATEBYTES halite_crypto_hashblocks_sha512_STATEBYTES
#define crypto_hashblocks_sha512_BLOCKBYTES halite_crypto_hashblocks_sha512_BLOCKBYTES
#define crypto_hashblocks halite_crypto_hashblocks_sha512
#define crypto_hashblocks_STATEBYTES halite_crypto_hashblocks_sha512_STATEBYTES
#define crypto_hashblocks_BLOCKBYTES halite_crypto_hashblocks_sha512_BLOCKBYTES
#define crypto_hash_sha512 halite_crypto_hash_sha512
#define crypto_hash_sha512_BYTES halite_crypto_hash_sha512_BYTES
#define crypto_hash halite_crypto_hash_sha512
#define crypto_hash_BYTES halite_crypto_hash_sha512_BYTES

#define crypto_auth_hmacsha512256 halite_crypto_auth_hmacsha512256
#define crypto_auth_hmacsha512256_verify halite_crypto_auth_hmacsha512256_verify
#define crypto_auth_hmacsha512256_BYTES halite_crypto_auth_hmacsha512256_BYTES
#define crypto_auth_hmacsha512256_KEYBYTES halite_crypto_auth_hmacsha512256_KEYBYTES
#define crypto_auth halite_crypto_auth_hmacsha512256
#define crypto_auth_verify halite_crypto_auth_hmacsha512256_verify
#define crypto_auth_BYTES halite_crypto_auth_hmacsha512256_BYTES
#define crypto_auth_KEYBYTES halite_crypto_auth_hmacsha512256_KEYBYTES

#define crypto_secretbox_xsalsa20poly1305 halite_crypto_secretbox_xsalsa20poly1305
#define crypto_secretbox_xsalsa20poly1305_open halite_crypto_secretbox_xsalsa20poly1305_open
#define crypto_secretbox_xsalsa20poly1305_KEYBYTES halite_crypto_secretbox_xsalsa20poly1305_KEYBYTES
#define crypto_secretbox_xsalsa20poly1305_NONCEBYTES halite_crypto_secretbox_xsalsa20poly1305_NONCEBYTES
#define crypto_secretbox_xsalsa20poly1305_ZEROBYTES halite_crypto_secretbox_xsalsa20poly1305_ZEROBYTES
#define crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES halite_crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES
#define crypto_secretbox halite_crypto_secretbox_xsalsa20poly1305
#define crypto_secretbox_open halite_crypto_secretbox_xsalsa20poly1305_open
#define crypto_secretbox_KEYBYTES halite_crypto_secretbox_xsalsa20poly1305_KEYBYTES
#define crypto_secretbox_NONCEBYTES halite_crypto_secretbox_xsalsa20poly1305_NONCEBYTES
#define crypto_secretbox_ZEROBYTES halite_crypto_secretbox_xsalsa20poly1305_ZEROBYTES
#define crypto_secretbox_BOXZEROBYTES halite_crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES

#define crypto_scalarmult_curve25519 halite_crypto_scalarmult_curve25519
#define crypto_scalarmult_curve25519_base halite_crypto_scalarmult_curve25519_base
#define crypto_scalarmult_curve25519_BYTES halite_crypto_scalarmult_curve25519_BYTES
#define crypto_scalarmult_curve25519_SCALARBYTES halite_crypto_scalarmult_curve25519_SCALARBYTES
#define crypto_scalarmult halite_crypto_scalarmult_curve25519
#define crypto_scalarmult_base halite_crypto_scalarmult_curve25519_base
#define crypto_scalarmult_BYTES halite_crypto_scalarmult_curve25519_BYTES
#define crypto_scalarmult_SCALARBYTES halite_crypto_scalarmult_curve25519_SCALARBYTES

#define crypto_dh_curve25519_keypair halite_crypto_dh_curve25519_keypair
#define crypto_dh_curve25519 halite_crypto_dh_curve25519
#define crypto_dh_curve25519_BYTES halite_crypto_dh_curve25519_BYTES
#define crypto_dh_curve25519_PUBLICKEYBYTES halite_crypto_dh_curve25519_PUBLICKEYBYTES
#define crypto_dh_curve25519_SECRETKEYBYTES halite_crypto_dh_curve25519_SECRETKEYBYTES
#define crypto_dh_keypair halite_crypto_dh_curve25519_keypair
#define crypto_dh halite_crypto_dh_curve25519
#define crypto_dh_BYTES halite_crypto_dh_curve25519_BYTES
#define crypto_dh_PUBLICKEYBYTES halite_crypto_dh_curve25519_PUBLICKEYBYTES
#define crypto_dh_SECRETKEYBYTES halite_crypto_dh_curve25519_SECRETKEYBYTES

#define crypto_box_curve25519xsalsa20poly1305 halite_crypto_box_curve25519xsalsa20poly1305
#define crypto_box_curve25519xsalsa20poly1305_open halite_crypto_box_curve25519xsalsa20poly1305_open
#define crypto_box_curve25519xsalsa20poly1305_keypair halite_crypto_box_curve25519xsalsa20poly1305_keypair
#define crypto_box_curve25519xsalsa20poly1305_beforenm halite_crypto_box_curve25519xsalsa20poly1305_beforenm
#define crypto_box_curve25519xsalsa20poly1305_afternm halite_crypto_box_curve25519xsalsa20poly1305_afternm
#define crypto_box_curve25519xsalsa20poly1305_open_afternm halite_crypto_box_curve25519xsalsa20poly1305_open_afternm
#define crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES halite_crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES
#define crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES halite_crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES
#define crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES halite_crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES
#define crypto_box_curve25519xsalsa20poly1305_NONCEBYTES halite_crypto_box_curve25519xsalsa20poly1305_NONCEBYTES
#define crypto_box_curve25519xsalsa20poly1305_ZEROBYTES halite_crypto_box_curve25519xsalsa20poly1305_ZEROBYTES
#define crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES halite_crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES
#define crypto_box halite_crypto_box_curve25519xsalsa20poly1305
#define crypto_box_open halite_crypto_box_curve25519xsalsa20poly1305_open
#define crypto_box_keypair halite_crypto_box_curve25519xsalsa20poly1305_keypair
#define crypto_box_beforenm halite_crypto_box_curve25519xsalsa20poly1305_beforenm
#define crypto_box_afternm halite_crypto_box_curve25519xsalsa20poly1305_afternm
#define crypto_box_open_afternm halite_crypto_box_curve25519xsalsa20poly1305_open_afternm
#define crypto_box_PUBLICKEYBYTES halite_crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES
#define crypto_box_SECRETKEYBYTES halite_crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES
#define crypto_box_BEFORENMBYTES halite_crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES
#define crypto_box_NONCEBYTES halite_crypto_box_curve25519xsalsa20poly1305_NONCEBYTES
#define crypto_box_ZEROBYTES halite_crypto_box_curve25519xsalsa20poly1305_ZEROBYTES
#define crypto_box_BOXZEROBYTES halite_crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES

#define crypto_sign_ed25519 halite_crypto_sign_ed25519
#define crypto_sign_ed25519_open halite_crypto_sign_ed25519_open
#define crypto_sign_ed25519_keypair halite_crypto_sign_ed25519_keypair
#define crypto_sign_ed25519_BYTES halite_crypto_sign_ed25519_BYTES
#define crypto_sign_ed25519_PUBLICKEYBYTES halite_crypto_sign_ed25519_PUBLICKEYBYTES
#define crypto_sign_ed25519_SECRETKEYBYTES halite_crypto_sign_ed25519_SECRETKEYBYTES
#define crypto_sign halite_crypto_sign_ed25519
#define crypto_sign_open halite_crypto_sign_ed25519_open
#define crypto_sign_keypair halite_crypto_sign_ed25519_keypair
#define crypto_sign_BYTES halite_crypto_sign_ed25519_BYTES
#define crypto_sign_PUBLICKEYBYTES halite_crypto_sign_ed25519_PUBLICKEYBYTES
#define crypto_sign_SECRETKEYBYTES halite_crypto_sign_ed25519_SECRETKEYBYTES

#define randombytes halite_randombytes
#endif /* HALITE_NO_NACL_NAMES */

#ifdef __cplusplus
}
#endif
#endif /* HALITE_H */
