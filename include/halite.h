/* SPDX-License-Identifier: ISC */
/*
 * halite: NaCl for ARM Cortex-M.
 *
 * The API of NaCl (and of the μNaCl paper's Table 3), with NaCl's sizes,
 * zero-padding conventions and return values: 0 on success, -1 on failure;
 * and the API of libsodium 1.0.18 for the same primitives (the _easy and
 * _detached boxes, detached and multi-part signatures, incremental hashing
 * and MACs, key conversion, size functions), with libsodium's arguments,
 * return values, length limits and in-place rules. Where libsodium aborts
 * on a misuse (sodium_misuse: a length above _MESSAGEBYTES_MAX), halite
 * returns -1; a length that cannot be in memory (above SIZE_MAX) is
 * refused with -1 everywhere.
 *
 * Every symbol halite exports starts with "halite_", so the library links
 * into the same program as libsodium or NaCl. Unless HALITE_NO_NACL_NAMES is
 * defined before including this header, the usual NaCl names (long ones such
 * as crypto_box_curve25519xsalsa20poly1305 and short ones such as crypto_box)
 * are provided as macros, so NaCl and TweetNaCl code compiles unchanged; a
 * file that also includes sodium.h or NaCl's headers defines
 * HALITE_NO_NACL_NAMES and calls the halite_ names.
 *
 * randombytes is the one NaCl name a program may define instead of call
 * (TweetNaCl asks the program for it): with the names on, a program's own
 * void randombytes(unsigned char *x, unsigned long long xlen) defines
 * halite_randombytes, which replaces the library's (a weak symbol on ELF
 * targets: arm-none-eabi, Linux, the BSDs), and the library then takes
 * every random byte from it, key pairs included. It must fill x and not
 * fail. docs/namespace.md says why the names stay on by default.
 */
#ifndef HALITE_H
#define HALITE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- version ----
 * The release this header belongs to (CHANGELOG.md). The three numbers are
 * written here and nowhere else: CMake reads them for project() and the
 * package (haliteConfigVersion.cmake, halite.pc's Version). */
#define HALITE_VERSION_MAJOR 0
#define HALITE_VERSION_MINOR 3
#define HALITE_VERSION_PATCH 0
#define HALITE_STRINGIFY_(x) #x
#define HALITE_STRINGIFY(x) HALITE_STRINGIFY_(x)
#define HALITE_VERSION_STRING                                                  \
    HALITE_STRINGIFY(HALITE_VERSION_MAJOR) "." HALITE_STRINGIFY(HALITE_VERSION_MINOR) \
    "." HALITE_STRINGIFY(HALITE_VERSION_PATCH)
/* Returns the HALITE_VERSION_STRING of the library linked (which differs
 * from the header's when a program mixes the headers of one release with
 * the library of another). */
const char *halite_version_string(void);

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
 * BOXZEROBYTES of c are zero on output. A nonzero byte among those
 * ZEROBYTES is refused: -1, and all mlen bytes of c zeroed (NaCl and
 * libsodium box it into a box that, as a rule, does not open; see
 * docs/nacl-padding.md); crypto_box and crypto_box_afternm likewise. open
 * does not read the first BOXZEROBYTES of c (as NaCl and libsodium); it
 * returns -1 and zeroes m when the authenticator does not verify or
 * clen < ZEROBYTES. */
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

/* ---- crypto_box: Curve25519-XSalsa20-Poly1305 ----
 * The padding rules of crypto_secretbox: box and afternm refuse a nonzero
 * byte among the first ZEROBYTES of m (-1, c zeroed). */
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

/* ---- randombytes: the single source of randomness (docs/rng.md) ----
 * Fills x with xlen bytes from the generator. When the generator has not
 * been seeded successfully it never returns predictable bytes: it calls the
 * failure hook, if one is installed, then the fatal handler (see
 * halite_rng.h), which by default says why and halts. Safe to call from
 * several tasks and interrupt handlers at once (halite_rng_set_lock). A
 * program may define its own instead (see the top of this file). */
void halite_randombytes(unsigned char *x, unsigned long long xlen);

/* ======================= libsodium 1.0.18 API ======================= */

/* libsodium's SODIUM_SIZE_MAX: the largest length a size_t and a 64-bit
 * length can both hold. */
#define HALITE_SIZE_MAX (SIZE_MAX < UINT64_MAX ? SIZE_MAX : UINT64_MAX)

/* ---- crypto_onetimeauth_poly1305: incremental ----
 * init, any number of updates, final (which writes the 16-byte tag and
 * clears the state). All return 0; an update longer than SIZE_MAX returns
 * -1 and leaves the state as it was. */
typedef struct halite_crypto_onetimeauth_poly1305_state {
    uint32_t h[5];            /* accumulator, h[4] <= 4 */
    uint32_t r[4];            /* the clamped r */
    unsigned char s[16];      /* the key's second half */
    unsigned char buf[16];    /* a partial block */
    size_t buflen;            /* bytes in buf, < 16 */
} halite_crypto_onetimeauth_poly1305_state;
#define halite_crypto_onetimeauth_poly1305_PRIMITIVE "poly1305"
size_t halite_crypto_onetimeauth_poly1305_bytes(void);
size_t halite_crypto_onetimeauth_poly1305_keybytes(void);
size_t halite_crypto_onetimeauth_poly1305_statebytes(void);
const char *halite_crypto_onetimeauth_poly1305_primitive(void);
int halite_crypto_onetimeauth_poly1305_init(halite_crypto_onetimeauth_poly1305_state *state,
                                            const unsigned char *key);
int halite_crypto_onetimeauth_poly1305_update(halite_crypto_onetimeauth_poly1305_state *state,
                                              const unsigned char *m,
                                              unsigned long long mlen);
int halite_crypto_onetimeauth_poly1305_final(halite_crypto_onetimeauth_poly1305_state *state,
                                             unsigned char *out);
/* k = 32 bytes of randombytes (which halts when it has no entropy). */
void halite_crypto_onetimeauth_poly1305_keygen(unsigned char *k);

/* ---- crypto_hash_sha512: incremental ---- final writes the 64-byte
 * digest and clears the state; all return 0 (an update longer than
 * SIZE_MAX: -1, state unchanged). */
typedef struct halite_crypto_hash_sha512_state {
    uint64_t state[8];        /* the chaining value */
    unsigned long long count; /* bytes absorbed */
    unsigned char buf[128];   /* a partial block: count mod 128 bytes */
} halite_crypto_hash_sha512_state;
#define halite_crypto_hash_sha512_PRIMITIVE "sha512"
size_t halite_crypto_hash_sha512_bytes(void);
size_t halite_crypto_hash_sha512_statebytes(void);
const char *halite_crypto_hash_sha512_primitive(void);
int halite_crypto_hash_sha512_init(halite_crypto_hash_sha512_state *state);
int halite_crypto_hash_sha512_update(halite_crypto_hash_sha512_state *state,
                                     const unsigned char *in, unsigned long long inlen);
int halite_crypto_hash_sha512_final(halite_crypto_hash_sha512_state *state,
                                    unsigned char *out);

/* ---- crypto_auth_hmacsha512256: incremental ---- the key may have any
 * length (one longer than 128 bytes is hashed first, as RFC 2104 and
 * libsodium do); final writes 32 bytes and clears the state. */
typedef struct halite_crypto_auth_hmacsha512256_state {
    halite_crypto_hash_sha512_state ictx; /* inner hash, key block absorbed */
    uint64_t octx[8];                     /* outer chaining value after its key block */
} halite_crypto_auth_hmacsha512256_state;
#define halite_crypto_auth_hmacsha512256_PRIMITIVE "hmacsha512256"
size_t halite_crypto_auth_hmacsha512256_bytes(void);
size_t halite_crypto_auth_hmacsha512256_keybytes(void);
size_t halite_crypto_auth_hmacsha512256_statebytes(void);
const char *halite_crypto_auth_hmacsha512256_primitive(void);
int halite_crypto_auth_hmacsha512256_init(halite_crypto_auth_hmacsha512256_state *state,
                                          const unsigned char *key, size_t keylen);
int halite_crypto_auth_hmacsha512256_update(halite_crypto_auth_hmacsha512256_state *state,
                                            const unsigned char *in,
                                            unsigned long long inlen);
int halite_crypto_auth_hmacsha512256_final(halite_crypto_auth_hmacsha512256_state *state,
                                           unsigned char *out);
void halite_crypto_auth_hmacsha512256_keygen(unsigned char *k);

/* ---- crypto_secretbox: easy and detached ----
 * detached: c = mlen bytes of ciphertext, mac = 16 bytes; easy: c = mac ||
 * ciphertext (mlen + 16 bytes). c and m may be the same buffer, or overlap
 * (m is moved first). The opens verify before decrypting: a forgery
 * returns -1 and m is not written. open_detached with m == NULL only
 * verifies. easy refuses mlen > MESSAGEBYTES_MAX, open_easy clen < MACBYTES. */
#define halite_crypto_secretbox_xsalsa20poly1305_MACBYTES 16U
#define halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX \
    (HALITE_SIZE_MAX - halite_crypto_secretbox_xsalsa20poly1305_MACBYTES)
#define halite_crypto_secretbox_xsalsa20poly1305_PRIMITIVE "xsalsa20poly1305"
size_t halite_crypto_secretbox_xsalsa20poly1305_keybytes(void);
size_t halite_crypto_secretbox_xsalsa20poly1305_noncebytes(void);
size_t halite_crypto_secretbox_xsalsa20poly1305_macbytes(void);
size_t halite_crypto_secretbox_xsalsa20poly1305_messagebytes_max(void);
size_t halite_crypto_secretbox_xsalsa20poly1305_zerobytes(void);
size_t halite_crypto_secretbox_xsalsa20poly1305_boxzerobytes(void);
const char *halite_crypto_secretbox_xsalsa20poly1305_primitive(void);
void halite_crypto_secretbox_xsalsa20poly1305_keygen(unsigned char *k);
int halite_crypto_secretbox_easy(unsigned char *c, const unsigned char *m,
                                 unsigned long long mlen, const unsigned char *n,
                                 const unsigned char *k);
int halite_crypto_secretbox_open_easy(unsigned char *m, const unsigned char *c,
                                      unsigned long long clen, const unsigned char *n,
                                      const unsigned char *k);
int halite_crypto_secretbox_detached(unsigned char *c, unsigned char *mac,
                                     const unsigned char *m, unsigned long long mlen,
                                     const unsigned char *n, const unsigned char *k);
int halite_crypto_secretbox_open_detached(unsigned char *m, const unsigned char *c,
                                          const unsigned char *mac,
                                          unsigned long long clen,
                                          const unsigned char *n,
                                          const unsigned char *k);

/* ---- crypto_box: easy, detached, afternm, seed_keypair ----
 * As the secretbox functions, under the key beforenm derives; a public
 * key of small order makes every one of them return -1 and write nothing.
 * seed_keypair: sk = SHA-512(seed)[0..31], pk = its base multiple. */
#define halite_crypto_box_curve25519xsalsa20poly1305_SEEDBYTES 32U
#define halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES 16U
#define halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX \
    (HALITE_SIZE_MAX - halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES)
#define halite_crypto_box_curve25519xsalsa20poly1305_PRIMITIVE "curve25519xsalsa20poly1305"
size_t halite_crypto_box_curve25519xsalsa20poly1305_seedbytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_publickeybytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_secretkeybytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_beforenmbytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_noncebytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_macbytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_messagebytes_max(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_zerobytes(void);
size_t halite_crypto_box_curve25519xsalsa20poly1305_boxzerobytes(void);
const char *halite_crypto_box_curve25519xsalsa20poly1305_primitive(void);
int halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair(unsigned char *pk,
                                                              unsigned char *sk,
                                                              const unsigned char *seed);
int halite_crypto_box_easy(unsigned char *c, const unsigned char *m,
                           unsigned long long mlen, const unsigned char *n,
                           const unsigned char *pk, const unsigned char *sk);
int halite_crypto_box_open_easy(unsigned char *m, const unsigned char *c,
                                unsigned long long clen, const unsigned char *n,
                                const unsigned char *pk, const unsigned char *sk);
int halite_crypto_box_detached(unsigned char *c, unsigned char *mac,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *n, const unsigned char *pk,
                               const unsigned char *sk);
int halite_crypto_box_open_detached(unsigned char *m, const unsigned char *c,
                                    const unsigned char *mac, unsigned long long clen,
                                    const unsigned char *n, const unsigned char *pk,
                                    const unsigned char *sk);
int halite_crypto_box_easy_afternm(unsigned char *c, const unsigned char *m,
                                   unsigned long long mlen, const unsigned char *n,
                                   const unsigned char *k);
int halite_crypto_box_open_easy_afternm(unsigned char *m, const unsigned char *c,
                                        unsigned long long clen, const unsigned char *n,
                                        const unsigned char *k);
int halite_crypto_box_detached_afternm(unsigned char *c, unsigned char *mac,
                                       const unsigned char *m, unsigned long long mlen,
                                       const unsigned char *n, const unsigned char *k);
int halite_crypto_box_open_detached_afternm(unsigned char *m, const unsigned char *c,
                                            const unsigned char *mac,
                                            unsigned long long clen,
                                            const unsigned char *n,
                                            const unsigned char *k);

/* ---- crypto_sign: detached, multi-part (Ed25519ph), keys ----
 * detached writes the 64-byte signature of m (and 64 to *siglen when
 * siglen is not NULL); verify_detached returns 0 or -1 and reads m in
 * place, once, from any memory (flash included), without copying it.
 * The multi-part functions sign SHA-512(message) with Ed25519ph (RFC 8032,
 * empty context): a different signature from crypto_sign's for the same
 * message. pk_to_curve25519 refuses (-1) keys of small order, keys that
 * do not decode and keys outside the prime-order subgroup, as libsodium
 * 1.0.18 does (with its December 2025 fix, which also refuses a key plus
 * the point of order 2). */
#define halite_crypto_sign_ed25519_SEEDBYTES 32U
#define halite_crypto_sign_ed25519_MESSAGEBYTES_MAX \
    (HALITE_SIZE_MAX - halite_crypto_sign_ed25519_BYTES)
#define halite_crypto_sign_ed25519_PRIMITIVE "ed25519"
typedef struct halite_crypto_sign_ed25519ph_state {
    halite_crypto_hash_sha512_state hs;
} halite_crypto_sign_ed25519ph_state;
size_t halite_crypto_sign_ed25519_bytes(void);
size_t halite_crypto_sign_ed25519_seedbytes(void);
size_t halite_crypto_sign_ed25519_publickeybytes(void);
size_t halite_crypto_sign_ed25519_secretkeybytes(void);
size_t halite_crypto_sign_ed25519_messagebytes_max(void);
size_t halite_crypto_sign_ed25519ph_statebytes(void);
const char *halite_crypto_sign_ed25519_primitive(void);
int halite_crypto_sign_ed25519_seed_keypair(unsigned char *pk, unsigned char *sk,
                                            const unsigned char *seed);
int halite_crypto_sign_ed25519_detached(unsigned char *sig, unsigned long long *siglen,
                                        const unsigned char *m, unsigned long long mlen,
                                        const unsigned char *sk);
int halite_crypto_sign_ed25519_verify_detached(const unsigned char *sig,
                                               const unsigned char *m,
                                               unsigned long long mlen,
                                               const unsigned char *pk);
int halite_crypto_sign_ed25519_sk_to_seed(unsigned char *seed, const unsigned char *sk);
int halite_crypto_sign_ed25519_sk_to_pk(unsigned char *pk, const unsigned char *sk);
int halite_crypto_sign_ed25519_pk_to_curve25519(unsigned char *curve25519_pk,
                                                const unsigned char *ed25519_pk);
int halite_crypto_sign_ed25519_sk_to_curve25519(unsigned char *curve25519_sk,
                                                const unsigned char *ed25519_sk);
int halite_crypto_sign_ed25519ph_init(halite_crypto_sign_ed25519ph_state *state);
int halite_crypto_sign_ed25519ph_update(halite_crypto_sign_ed25519ph_state *state,
                                        const unsigned char *m, unsigned long long mlen);
int halite_crypto_sign_ed25519ph_final_create(halite_crypto_sign_ed25519ph_state *state,
                                              unsigned char *sig,
                                              unsigned long long *siglen,
                                              const unsigned char *sk);
int halite_crypto_sign_ed25519ph_final_verify(halite_crypto_sign_ed25519ph_state *state,
                                              const unsigned char *sig,
                                              const unsigned char *pk);

/* ---- libsodium's helpers ---- */
/* randombytes_buf: halite_randombytes under libsodium's name and types. */
void halite_randombytes_buf(void *buf, size_t size);
/* sodium_memzero: zeroes len bytes in a way the compiler cannot remove. */
void halite_sodium_memzero(void *pnt, size_t len);
/* sodium_memcmp: 0 if the len bytes at b1 and b2 are equal, -1 if not, in
 * time that depends on len only. */
int halite_sodium_memcmp(const void *b1, const void *b2, size_t len);
/* sodium_init: returns 0 when randombytes can deliver (seeding the
 * generator from the board's source now if it has not been yet: the TRNG
 * hook, else the SRAM power-up state), -1 when it cannot (halite_rng.h
 * says why); it never halts. halite needs no other initialisation. */
int halite_sodium_init(void);

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

/* libsodium names (libsodium 1.0.18); crypto_box_seal is not provided (it
 * needs BLAKE2b, which halite does not have). */
#define crypto_onetimeauth_poly1305_state halite_crypto_onetimeauth_poly1305_state
#define crypto_onetimeauth_poly1305_bytes halite_crypto_onetimeauth_poly1305_bytes
#define crypto_onetimeauth_poly1305_keybytes halite_crypto_onetimeauth_poly1305_keybytes
#define crypto_onetimeauth_poly1305_statebytes halite_crypto_onetimeauth_poly1305_statebytes
#define crypto_onetimeauth_poly1305_init halite_crypto_onetimeauth_poly1305_init
#define crypto_onetimeauth_poly1305_update halite_crypto_onetimeauth_poly1305_update
#define crypto_onetimeauth_poly1305_final halite_crypto_onetimeauth_poly1305_final
#define crypto_onetimeauth_poly1305_keygen halite_crypto_onetimeauth_poly1305_keygen
#define crypto_onetimeauth_state halite_crypto_onetimeauth_poly1305_state
#define crypto_onetimeauth_PRIMITIVE halite_crypto_onetimeauth_poly1305_PRIMITIVE
#define crypto_onetimeauth_bytes halite_crypto_onetimeauth_poly1305_bytes
#define crypto_onetimeauth_keybytes halite_crypto_onetimeauth_poly1305_keybytes
#define crypto_onetimeauth_statebytes halite_crypto_onetimeauth_poly1305_statebytes
#define crypto_onetimeauth_primitive halite_crypto_onetimeauth_poly1305_primitive
#define crypto_onetimeauth_init halite_crypto_onetimeauth_poly1305_init
#define crypto_onetimeauth_update halite_crypto_onetimeauth_poly1305_update
#define crypto_onetimeauth_final halite_crypto_onetimeauth_poly1305_final
#define crypto_onetimeauth_keygen halite_crypto_onetimeauth_poly1305_keygen

#define crypto_hash_sha512_state halite_crypto_hash_sha512_state
#define crypto_hash_sha512_bytes halite_crypto_hash_sha512_bytes
#define crypto_hash_sha512_statebytes halite_crypto_hash_sha512_statebytes
#define crypto_hash_sha512_init halite_crypto_hash_sha512_init
#define crypto_hash_sha512_update halite_crypto_hash_sha512_update
#define crypto_hash_sha512_final halite_crypto_hash_sha512_final
#define crypto_hash_PRIMITIVE halite_crypto_hash_sha512_PRIMITIVE
#define crypto_hash_bytes halite_crypto_hash_sha512_bytes
#define crypto_hash_primitive halite_crypto_hash_sha512_primitive

#define crypto_auth_hmacsha512256_state halite_crypto_auth_hmacsha512256_state
#define crypto_auth_hmacsha512256_bytes halite_crypto_auth_hmacsha512256_bytes
#define crypto_auth_hmacsha512256_keybytes halite_crypto_auth_hmacsha512256_keybytes
#define crypto_auth_hmacsha512256_statebytes halite_crypto_auth_hmacsha512256_statebytes
#define crypto_auth_hmacsha512256_init halite_crypto_auth_hmacsha512256_init
#define crypto_auth_hmacsha512256_update halite_crypto_auth_hmacsha512256_update
#define crypto_auth_hmacsha512256_final halite_crypto_auth_hmacsha512256_final
#define crypto_auth_hmacsha512256_keygen halite_crypto_auth_hmacsha512256_keygen
#define crypto_auth_PRIMITIVE halite_crypto_auth_hmacsha512256_PRIMITIVE
#define crypto_auth_bytes halite_crypto_auth_hmacsha512256_bytes
#define crypto_auth_keybytes halite_crypto_auth_hmacsha512256_keybytes
#define crypto_auth_primitive halite_crypto_auth_hmacsha512256_primitive
#define crypto_auth_keygen halite_crypto_auth_hmacsha512256_keygen

#define crypto_secretbox_xsalsa20poly1305_MACBYTES halite_crypto_secretbox_xsalsa20poly1305_MACBYTES
#define crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX
#define crypto_secretbox_xsalsa20poly1305_keybytes halite_crypto_secretbox_xsalsa20poly1305_keybytes
#define crypto_secretbox_xsalsa20poly1305_noncebytes halite_crypto_secretbox_xsalsa20poly1305_noncebytes
#define crypto_secretbox_xsalsa20poly1305_macbytes halite_crypto_secretbox_xsalsa20poly1305_macbytes
#define crypto_secretbox_xsalsa20poly1305_messagebytes_max halite_crypto_secretbox_xsalsa20poly1305_messagebytes_max
#define crypto_secretbox_xsalsa20poly1305_zerobytes halite_crypto_secretbox_xsalsa20poly1305_zerobytes
#define crypto_secretbox_xsalsa20poly1305_boxzerobytes halite_crypto_secretbox_xsalsa20poly1305_boxzerobytes
#define crypto_secretbox_xsalsa20poly1305_keygen halite_crypto_secretbox_xsalsa20poly1305_keygen
#define crypto_secretbox_MACBYTES halite_crypto_secretbox_xsalsa20poly1305_MACBYTES
#define crypto_secretbox_MESSAGEBYTES_MAX halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX
#define crypto_secretbox_PRIMITIVE halite_crypto_secretbox_xsalsa20poly1305_PRIMITIVE
#define crypto_secretbox_keybytes halite_crypto_secretbox_xsalsa20poly1305_keybytes
#define crypto_secretbox_noncebytes halite_crypto_secretbox_xsalsa20poly1305_noncebytes
#define crypto_secretbox_macbytes halite_crypto_secretbox_xsalsa20poly1305_macbytes
#define crypto_secretbox_messagebytes_max halite_crypto_secretbox_xsalsa20poly1305_messagebytes_max
#define crypto_secretbox_zerobytes halite_crypto_secretbox_xsalsa20poly1305_zerobytes
#define crypto_secretbox_boxzerobytes halite_crypto_secretbox_xsalsa20poly1305_boxzerobytes
#define crypto_secretbox_primitive halite_crypto_secretbox_xsalsa20poly1305_primitive
#define crypto_secretbox_keygen halite_crypto_secretbox_xsalsa20poly1305_keygen
#define crypto_secretbox_easy halite_crypto_secretbox_easy
#define crypto_secretbox_open_easy halite_crypto_secretbox_open_easy
#define crypto_secretbox_detached halite_crypto_secretbox_detached
#define crypto_secretbox_open_detached halite_crypto_secretbox_open_detached

#define crypto_box_curve25519xsalsa20poly1305_SEEDBYTES halite_crypto_box_curve25519xsalsa20poly1305_SEEDBYTES
#define crypto_box_curve25519xsalsa20poly1305_MACBYTES halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES
#define crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX
#define crypto_box_curve25519xsalsa20poly1305_seedbytes halite_crypto_box_curve25519xsalsa20poly1305_seedbytes
#define crypto_box_curve25519xsalsa20poly1305_publickeybytes halite_crypto_box_curve25519xsalsa20poly1305_publickeybytes
#define crypto_box_curve25519xsalsa20poly1305_secretkeybytes halite_crypto_box_curve25519xsalsa20poly1305_secretkeybytes
#define crypto_box_curve25519xsalsa20poly1305_beforenmbytes halite_crypto_box_curve25519xsalsa20poly1305_beforenmbytes
#define crypto_box_curve25519xsalsa20poly1305_noncebytes halite_crypto_box_curve25519xsalsa20poly1305_noncebytes
#define crypto_box_curve25519xsalsa20poly1305_macbytes halite_crypto_box_curve25519xsalsa20poly1305_macbytes
#define crypto_box_curve25519xsalsa20poly1305_messagebytes_max halite_crypto_box_curve25519xsalsa20poly1305_messagebytes_max
#define crypto_box_curve25519xsalsa20poly1305_zerobytes halite_crypto_box_curve25519xsalsa20poly1305_zerobytes
#define crypto_box_curve25519xsalsa20poly1305_boxzerobytes halite_crypto_box_curve25519xsalsa20poly1305_boxzerobytes
#define crypto_box_curve25519xsalsa20poly1305_seed_keypair halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair
#define crypto_box_SEEDBYTES halite_crypto_box_curve25519xsalsa20poly1305_SEEDBYTES
#define crypto_box_MACBYTES halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES
#define crypto_box_MESSAGEBYTES_MAX halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX
#define crypto_box_PRIMITIVE halite_crypto_box_curve25519xsalsa20poly1305_PRIMITIVE
#define crypto_box_seedbytes halite_crypto_box_curve25519xsalsa20poly1305_seedbytes
#define crypto_box_publickeybytes halite_crypto_box_curve25519xsalsa20poly1305_publickeybytes
#define crypto_box_secretkeybytes halite_crypto_box_curve25519xsalsa20poly1305_secretkeybytes
#define crypto_box_beforenmbytes halite_crypto_box_curve25519xsalsa20poly1305_beforenmbytes
#define crypto_box_noncebytes halite_crypto_box_curve25519xsalsa20poly1305_noncebytes
#define crypto_box_macbytes halite_crypto_box_curve25519xsalsa20poly1305_macbytes
#define crypto_box_messagebytes_max halite_crypto_box_curve25519xsalsa20poly1305_messagebytes_max
#define crypto_box_zerobytes halite_crypto_box_curve25519xsalsa20poly1305_zerobytes
#define crypto_box_boxzerobytes halite_crypto_box_curve25519xsalsa20poly1305_boxzerobytes
#define crypto_box_primitive halite_crypto_box_curve25519xsalsa20poly1305_primitive
#define crypto_box_seed_keypair halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair
#define crypto_box_easy halite_crypto_box_easy
#define crypto_box_open_easy halite_crypto_box_open_easy
#define crypto_box_detached halite_crypto_box_detached
#define crypto_box_open_detached halite_crypto_box_open_detached
#define crypto_box_easy_afternm halite_crypto_box_easy_afternm
#define crypto_box_open_easy_afternm halite_crypto_box_open_easy_afternm
#define crypto_box_detached_afternm halite_crypto_box_detached_afternm
#define crypto_box_open_detached_afternm halite_crypto_box_open_detached_afternm

#define crypto_sign_ed25519_SEEDBYTES halite_crypto_sign_ed25519_SEEDBYTES
#define crypto_sign_ed25519_MESSAGEBYTES_MAX halite_crypto_sign_ed25519_MESSAGEBYTES_MAX
#define crypto_sign_ed25519ph_state halite_crypto_sign_ed25519ph_state
#define crypto_sign_ed25519_bytes halite_crypto_sign_ed25519_bytes
#define crypto_sign_ed25519_seedbytes halite_crypto_sign_ed25519_seedbytes
#define crypto_sign_ed25519_publickeybytes halite_crypto_sign_ed25519_publickeybytes
#define crypto_sign_ed25519_secretkeybytes halite_crypto_sign_ed25519_secretkeybytes
#define crypto_sign_ed25519_messagebytes_max halite_crypto_sign_ed25519_messagebytes_max
#define crypto_sign_ed25519ph_statebytes halite_crypto_sign_ed25519ph_statebytes
#define crypto_sign_ed25519_seed_keypair halite_crypto_sign_ed25519_seed_keypair
#define crypto_sign_ed25519_detached halite_crypto_sign_ed25519_detached
#define crypto_sign_ed25519_verify_detached halite_crypto_sign_ed25519_verify_detached
#define crypto_sign_ed25519_sk_to_seed halite_crypto_sign_ed25519_sk_to_seed
#define crypto_sign_ed25519_sk_to_pk halite_crypto_sign_ed25519_sk_to_pk
#define crypto_sign_ed25519_pk_to_curve25519 halite_crypto_sign_ed25519_pk_to_curve25519
#define crypto_sign_ed25519_sk_to_curve25519 halite_crypto_sign_ed25519_sk_to_curve25519
#define crypto_sign_ed25519ph_init halite_crypto_sign_ed25519ph_init
#define crypto_sign_ed25519ph_update halite_crypto_sign_ed25519ph_update
#define crypto_sign_ed25519ph_final_create halite_crypto_sign_ed25519ph_final_create
#define crypto_sign_ed25519ph_final_verify halite_crypto_sign_ed25519ph_final_verify
#define crypto_sign_SEEDBYTES halite_crypto_sign_ed25519_SEEDBYTES
#define crypto_sign_MESSAGEBYTES_MAX halite_crypto_sign_ed25519_MESSAGEBYTES_MAX
#define crypto_sign_PRIMITIVE halite_crypto_sign_ed25519_PRIMITIVE
#define crypto_sign_state halite_crypto_sign_ed25519ph_state
#define crypto_sign_statebytes halite_crypto_sign_ed25519ph_statebytes
#define crypto_sign_bytes halite_crypto_sign_ed25519_bytes
#define crypto_sign_seedbytes halite_crypto_sign_ed25519_seedbytes
#define crypto_sign_publickeybytes halite_crypto_sign_ed25519_publickeybytes
#define crypto_sign_secretkeybytes halite_crypto_sign_ed25519_secretkeybytes
#define crypto_sign_messagebytes_max halite_crypto_sign_ed25519_messagebytes_max
#define crypto_sign_primitive halite_crypto_sign_ed25519_primitive
#define crypto_sign_seed_keypair halite_crypto_sign_ed25519_seed_keypair
#define crypto_sign_detached halite_crypto_sign_ed25519_detached
#define crypto_sign_verify_detached halite_crypto_sign_ed25519_verify_detached
#define crypto_sign_init halite_crypto_sign_ed25519ph_init
#define crypto_sign_update halite_crypto_sign_ed25519ph_update
#define crypto_sign_final_create halite_crypto_sign_ed25519ph_final_create
#define crypto_sign_final_verify halite_crypto_sign_ed25519ph_final_verify

#define sodium_version_string halite_version_string
#define randombytes_buf halite_randombytes_buf
#define sodium_memzero halite_sodium_memzero
#define sodium_memcmp halite_sodium_memcmp
#define sodium_init halite_sodium_init
#endif /* HALITE_NO_NACL_NAMES */

#ifdef __cplusplus
}
#endif
#endif /* HALITE_H */
