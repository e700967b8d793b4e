/* SPDX-License-Identifier: ISC */
/*
 * The benchmark and constant-time-gate harness: one entry point per API,
 * linked with libhalite.a for the Cortex-M3.
 *
 *  bench_<api>()  sets up Table 3's inputs (fixed, public) and calls
 *                 halite_<api> once; bench/run-bench has m3sim count that call
 *                 only (m3sim run --measure halite_<api>).
 *  gate_<name>()  reads its secrets from gate_secret, which m3sim fills with
 *                 fresh random bytes before every run, and calls one API with
 *                 fixed public inputs; bench/gate has m3sim compare the traces
 *                 of that call across 16 secrets (m3sim gate --measure).
 *
 * Entry points return the API's result, so the gate can check that every run
 * took the same (intended) outcome. An API not yet in the library is left
 * out: bench/run-bench generates available.h (HAVE_<symbol> for each symbol
 * libhalite.a defines). On a board, main() (HARNESS_MAIN, see
 * platform/dwt-bench) runs every bench_ entry between two reads of the
 * cycle counter.
 */
#include <string.h>

#include "available.h"
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#if HAVE_halite_rng_insecure_seed_for_testing
#include "halite_rng.h"
#endif

/* Table 3's message lengths. */
#define MSG_BYTES 1024
#define BOX_BYTES (MSG_BYTES + 32)      /* ZEROBYTES + 1024 */
#define SIGNED_BYTES (MSG_BYTES + 64)   /* signature + 1024 */

/* Filled by m3sim before each gate run. Buffers are word-aligned, as most
 * callers' are (the model has no unaligned-access penalty). */
unsigned char gate_secret[MSG_BYTES + 128] __attribute__((aligned(4)));

/* Set by a board's main to its cycle counter; NULL under m3sim. */
unsigned (*harness_clock)(void);
unsigned harness_cycles;

#define ALIGNED __attribute__((aligned(4)))
static unsigned char msg[SIGNED_BYTES] ALIGNED, ct[SIGNED_BYTES] ALIGNED, out[SIGNED_BYTES] ALIGNED;
static unsigned char key[32] ALIGNED, nonce[24] ALIGNED, pk[32] ALIGNED, sk[64] ALIGNED;
static unsigned char shared[32] ALIGNED, tag[64] ALIGNED;
static unsigned long long outlen;

/* Fills n bytes with a fixed public pattern that depends on tag. */
static void fill_public(unsigned char *p, size_t n, unsigned tag_value)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(i * 131u + tag_value * 17u + 1u);
}

/* Sets the public inputs every entry shares: nonce, message, key. */
static void setup_public(void)
{
    fill_public(nonce, sizeof nonce, 1);
    memset(msg, 0, sizeof msg);
    fill_public(msg + 32, MSG_BYTES, 2);
    fill_public(key, sizeof key, 3);
    fill_public(pk, sizeof pk, 4);
    pk[31] &= 0x7f;
}

/* Brackets one API call with the board's cycle counter, when there is one. */
#define TIMED(call)                                                   \
    do {                                                              \
        unsigned t0_ = harness_clock ? harness_clock() : 0;           \
        result = (call);                                              \
        harness_cycles = harness_clock ? harness_clock() - t0_ : 0;   \
    } while (0)

/* Same for APIs that return nothing. */
#define TIMED_VOID(call)                                              \
    do {                                                              \
        unsigned t0_ = harness_clock ? harness_clock() : 0;           \
        call;                                                         \
        harness_cycles = harness_clock ? harness_clock() - t0_ : 0;   \
    } while (0)

#if HAVE_halite_rng_insecure_seed_for_testing
/* Seeds the generator with a fixed public seed (benchmarks only). */
static void seed_public(void)
{
    unsigned char seed[32];
    fill_public(seed, sizeof seed, 5);
    halite_rng_insecure_seed_for_testing(seed);
}
#endif

/* ======================= benchmarks (Table 3) ======================= */

#if HAVE_halite_crypto_auth_hmacsha512256
int bench_crypto_auth_hmacsha512256(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_auth_hmacsha512256(tag, msg, MSG_BYTES, key));
    return result;
}
#endif
#if HAVE_halite_crypto_auth_hmacsha512256_verify
int bench_crypto_auth_hmacsha512256_verify(void)
{
    int result;
    setup_public();
    halite_crypto_auth_hmacsha512256(tag, msg, MSG_BYTES, key);
    TIMED(halite_crypto_auth_hmacsha512256_verify(tag, msg, MSG_BYTES, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_keypair && HAVE_halite_rng_insecure_seed_for_testing
int bench_crypto_box_curve25519xsalsa20poly1305_keypair(void)
{
    int result;
    seed_public();
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305_keypair(pk, sk));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_beforenm
int bench_crypto_box_curve25519xsalsa20poly1305_beforenm(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305_beforenm(shared, pk, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305
int bench_crypto_box_curve25519xsalsa20poly1305(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, pk, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_open && HAVE_halite_crypto_box_curve25519xsalsa20poly1305
int bench_crypto_box_curve25519xsalsa20poly1305_open(void)
{
    int result;
    setup_public();
    /* A box to oneself is valid: beforenm(pk, sk) is symmetric. */
    halite_crypto_box_curve25519xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, pk, key);
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305_open(out, ct, BOX_BYTES, nonce, pk, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_afternm
int bench_crypto_box_curve25519xsalsa20poly1305_afternm(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305_afternm(ct, msg, BOX_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_open_afternm && HAVE_halite_crypto_box_curve25519xsalsa20poly1305_afternm
int bench_crypto_box_curve25519xsalsa20poly1305_open_afternm(void)
{
    int result;
    setup_public();
    halite_crypto_box_curve25519xsalsa20poly1305_afternm(ct, msg, BOX_BYTES, nonce, key);
    TIMED(halite_crypto_box_curve25519xsalsa20poly1305_open_afternm(out, ct, BOX_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_secretbox_xsalsa20poly1305
int bench_crypto_secretbox_xsalsa20poly1305(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_secretbox_xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_secretbox_xsalsa20poly1305_open && HAVE_halite_crypto_secretbox_xsalsa20poly1305
int bench_crypto_secretbox_xsalsa20poly1305_open(void)
{
    int result;
    setup_public();
    halite_crypto_secretbox_xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, key);
    TIMED(halite_crypto_secretbox_xsalsa20poly1305_open(out, ct, BOX_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_hash_sha512
int bench_crypto_hash_sha512(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_hash_sha512(tag, msg, MSG_BYTES));
    return result;
}
#endif
#if HAVE_halite_crypto_dh_curve25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int bench_crypto_dh_curve25519_keypair(void)
{
    int result;
    seed_public();
    TIMED(halite_crypto_dh_curve25519_keypair(pk, sk));
    return result;
}
#endif
#if HAVE_halite_crypto_dh_curve25519
int bench_crypto_dh_curve25519(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_dh_curve25519(shared, pk, key));
    return result;
}
#endif
#if HAVE_halite_crypto_stream_salsa20
int bench_crypto_stream_salsa20(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_stream_salsa20(ct, MSG_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_stream_salsa20_xor
int bench_crypto_stream_salsa20_xor(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_stream_salsa20_xor(ct, msg, MSG_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_stream_xsalsa20
int bench_crypto_stream_xsalsa20(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_stream_xsalsa20(ct, MSG_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_stream_xsalsa20_xor
int bench_crypto_stream_xsalsa20_xor(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_stream_xsalsa20_xor(ct, msg, MSG_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_core_hsalsa20
int bench_crypto_core_hsalsa20(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_core_hsalsa20(out, nonce, key, pk));
    return result;
}
#endif
#if HAVE_halite_crypto_core_salsa20
int bench_crypto_core_salsa20(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_core_salsa20(out, nonce, key, pk));
    return result;
}
#endif
#if HAVE_halite_crypto_hashblocks_sha512
int bench_crypto_hashblocks_sha512(void)
{
    int result;
    setup_public();
    fill_public(tag, 64, 6);
    TIMED(halite_crypto_hashblocks_sha512(tag, msg, MSG_BYTES));
    return result;
}
#endif
#if HAVE_halite_crypto_onetimeauth_poly1305
int bench_crypto_onetimeauth_poly1305(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_onetimeauth_poly1305(tag, msg, MSG_BYTES, key));
    return result;
}
#endif
#if HAVE_halite_crypto_onetimeauth_poly1305_verify
int bench_crypto_onetimeauth_poly1305_verify(void)
{
    int result;
    setup_public();
    halite_crypto_onetimeauth_poly1305(tag, msg, MSG_BYTES, key);
    TIMED(halite_crypto_onetimeauth_poly1305_verify(tag, msg, MSG_BYTES, key));
    return result;
}
#endif
#if HAVE_halite_crypto_scalarmult_curve25519_base
int bench_crypto_scalarmult_curve25519_base(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_scalarmult_curve25519_base(shared, key));
    return result;
}
#endif
#if HAVE_halite_crypto_scalarmult_curve25519
int bench_crypto_scalarmult_curve25519(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_scalarmult_curve25519(shared, key, pk));
    return result;
}
#endif
#if HAVE_halite_crypto_sign_ed25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int bench_crypto_sign_ed25519_keypair(void)
{
    int result;
    seed_public();
    TIMED(halite_crypto_sign_ed25519_keypair(pk, sk));
    return result;
}
#endif
#if HAVE_halite_crypto_sign_ed25519 && HAVE_halite_crypto_sign_ed25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int bench_crypto_sign_ed25519(void)
{
    int result;
    setup_public();
    seed_public();
    halite_crypto_sign_ed25519_keypair(pk, sk);
    TIMED(halite_crypto_sign_ed25519(ct, &outlen, msg + 32, MSG_BYTES, sk));
    return result;
}
#endif
#if HAVE_halite_crypto_sign_ed25519_open && HAVE_halite_crypto_sign_ed25519 && HAVE_halite_crypto_sign_ed25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int bench_crypto_sign_ed25519_open(void)
{
    int result;
    setup_public();
    seed_public();
    halite_crypto_sign_ed25519_keypair(pk, sk);
    halite_crypto_sign_ed25519(ct, &outlen, msg + 32, MSG_BYTES, sk);
    TIMED(halite_crypto_sign_ed25519_open(out, &outlen, ct, SIGNED_BYTES, pk));
    return result;
}
#endif
#if HAVE_halite_crypto_verify_16
int bench_crypto_verify_16(void)
{
    int result;
    setup_public();
    memcpy(tag, key, 16);
    TIMED(halite_crypto_verify_16(tag, key));
    return result;
}
#endif
#if HAVE_halite_crypto_verify_32
int bench_crypto_verify_32(void)
{
    int result;
    setup_public();
    memcpy(tag, key, 32);
    TIMED(halite_crypto_verify_32(tag, key));
    return result;
}
#endif
#if HAVE_halite_randombytes && HAVE_halite_rng_insecure_seed_for_testing
/* 32 bytes of randombytes output from a seeded generator. */
int bench_randombytes(void)
{
    seed_public();
    TIMED_VOID(halite_randombytes(out, 32));
    return 0;
}
#endif

/* ============ benchmarks: the libsodium API (bench/sodium_rows.tsv) ============ */

#if HAVE_halite_crypto_secretbox_easy && HAVE_halite_crypto_secretbox_open_easy
int bench_crypto_secretbox_easy(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_secretbox_easy(ct, msg + 32, MSG_BYTES, nonce, key));
    return result;
}
int bench_crypto_secretbox_open_easy(void)
{
    int result;
    setup_public();
    halite_crypto_secretbox_easy(ct, msg + 32, MSG_BYTES, nonce, key);
    TIMED(halite_crypto_secretbox_open_easy(out, ct, MSG_BYTES + 16, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_box_easy && HAVE_halite_crypto_box_open_easy
int bench_crypto_box_easy(void)
{
    int result;
    setup_public();
    TIMED(halite_crypto_box_easy(ct, msg + 32, MSG_BYTES, nonce, pk, key));
    return result;
}
int bench_crypto_box_open_easy(void)
{
    int result;
    setup_public();
    /* a box to oneself is valid: beforenm(pk, sk) is symmetric */
    halite_crypto_box_easy(ct, msg + 32, MSG_BYTES, nonce, pk, key);
    TIMED(halite_crypto_box_open_easy(out, ct, MSG_BYTES + 16, nonce, pk, key));
    return result;
}
#endif

#if HAVE_halite_crypto_sign_ed25519_detached && HAVE_halite_crypto_sign_ed25519_verify_detached && HAVE_halite_crypto_sign_ed25519_seed_keypair
/* A 64 KiB firmware image in flash (.rodata), as a bootloader checks one:
 * 256 rows of a 256-byte pattern. */
#define IMG_B(i) (unsigned char)((i) * 167u + 13u)
#define IMG_B4(i) IMG_B(i), IMG_B((i) + 1), IMG_B((i) + 2), IMG_B((i) + 3)
#define IMG_B16(i) IMG_B4(i), IMG_B4((i) + 4), IMG_B4((i) + 8), IMG_B4((i) + 12)
#define IMG_B64(i) IMG_B16(i), IMG_B16((i) + 16), IMG_B16((i) + 32), IMG_B16((i) + 48)
#define IMG_ROW { IMG_B64(0), IMG_B64(64), IMG_B64(128), IMG_B64(192) }
#define IMG_ROW4 IMG_ROW, IMG_ROW, IMG_ROW, IMG_ROW
#define IMG_ROW16 IMG_ROW4, IMG_ROW4, IMG_ROW4, IMG_ROW4
#define IMG_ROW64 IMG_ROW16, IMG_ROW16, IMG_ROW16, IMG_ROW16
const unsigned char flash_image[256][256] = { IMG_ROW64, IMG_ROW64, IMG_ROW64, IMG_ROW64 };
#define FLASH_IMAGE_BYTES sizeof flash_image

/* A signing key pair from a fixed public seed, and the generator seeded,
 * which the hardened build's signing takes its noise from (benchmarks
 * only). */
static void sign_keys_public(void)
{
    unsigned char seed[32];
#if HAVE_halite_rng_insecure_seed_for_testing
    seed_public();
#endif
    fill_public(seed, sizeof seed, 7);
    halite_crypto_sign_ed25519_seed_keypair(pk, sk, seed);
}

int bench_crypto_sign_ed25519_detached(void)
{
    int result;
    setup_public();
    sign_keys_public();
    TIMED(halite_crypto_sign_ed25519_detached(tag, NULL, msg + 32, MSG_BYTES, sk));
    return result;
}
int bench_crypto_sign_ed25519_verify_detached(void)
{
    int result;
    setup_public();
    sign_keys_public();
    halite_crypto_sign_ed25519_detached(tag, NULL, msg + 32, MSG_BYTES, sk);
    TIMED(halite_crypto_sign_ed25519_verify_detached(tag, msg + 32, MSG_BYTES, pk));
    return result;
}
/* The 64 KiB image verified where it lies, in flash: no copy to RAM. */
int bench_crypto_sign_ed25519_verify_detached_flash64k(void)
{
    int result;
    sign_keys_public();
    halite_crypto_sign_ed25519_detached(tag, NULL, &flash_image[0][0], FLASH_IMAGE_BYTES, sk);
    TIMED(halite_crypto_sign_ed25519_verify_detached(tag, &flash_image[0][0],
                                                     FLASH_IMAGE_BYTES, pk));
    return result;
}
#endif

/* ========= benchmarks: long messages on the Cortex-A (bench/neon_a8.tsv) ========= */

#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'A'
/* The NEON paper measures bytes per cycle on long messages: 4,096 bytes
 * (after the 32 zero bytes a secretbox's message starts with). */
#define LONG_BYTES 4096
static unsigned char long_in[LONG_BYTES + 32] ALIGNED, long_out[LONG_BYTES + 32] ALIGNED;

/* Sets the public inputs and the long message. */
static void setup_long(void)
{
    setup_public();
    memset(long_in, 0, 32);
    fill_public(long_in + 32, LONG_BYTES, 8);
}

#if HAVE_halite_crypto_stream_salsa20
int bench_long_crypto_stream_salsa20(void)
{
    int result;
    setup_long();
    TIMED(halite_crypto_stream_salsa20(long_out, LONG_BYTES, nonce, key));
    return result;
}
#endif
#if HAVE_halite_crypto_onetimeauth_poly1305
int bench_long_crypto_onetimeauth_poly1305(void)
{
    int result;
    setup_long();
    TIMED(halite_crypto_onetimeauth_poly1305(tag, long_in + 32, LONG_BYTES, key));
    return result;
}
#endif
#if HAVE_halite_crypto_secretbox_xsalsa20poly1305
int bench_long_crypto_secretbox_xsalsa20poly1305(void)
{
    int result;
    setup_long();
    TIMED(halite_crypto_secretbox_xsalsa20poly1305(long_out, long_in, LONG_BYTES + 32, nonce,
                                                   key));
    return result;
}
#endif
#if HAVE_halite_crypto_hash_sha512
int bench_long_crypto_hash_sha512(void)
{
    int result;
    setup_long();
    TIMED(halite_crypto_hash_sha512(tag, long_in + 32, LONG_BYTES));
    return result;
}
#endif
#endif

/* ================== constant-time gate entry points ================== */
/* Secret inputs come from gate_secret; everything else is fixed. */

#define SECRET_KEY gate_secret              /* 32 bytes */
#define SECRET_KEY2 (gate_secret + 32)      /* 32 bytes */
#define SECRET_MSG (gate_secret + 64)       /* MSG_BYTES bytes */

/* Puts the secret message into msg after the 32 zero bytes of ZEROBYTES. */
static void setup_secret_message(void)
{
    setup_public();
    memcpy(msg + 32, SECRET_MSG, MSG_BYTES);
}

#if HAVE_halite_rng_insecure_seed_for_testing
/* Seeds the generator from the secret (keypair, RNG and signing gates: the
 * hardened build's signing takes its noise from it). */
static void seed_secret(void)
{
    halite_rng_insecure_seed_for_testing(SECRET_KEY);
}
#endif

#if HAVE_halite_crypto_core_salsa20
int gate_core_salsa20(void)
{
    setup_public();
    return halite_crypto_core_salsa20(out, SECRET_KEY2, SECRET_KEY, pk);
}
#endif
#if HAVE_halite_crypto_core_hsalsa20
int gate_core_hsalsa20(void)
{
    setup_public();
    return halite_crypto_core_hsalsa20(out, SECRET_KEY2, SECRET_KEY, pk);
}
#endif
#if HAVE_halite_crypto_stream_salsa20
int gate_stream_salsa20(void)
{
    setup_public();
    return halite_crypto_stream_salsa20(ct, MSG_BYTES, nonce, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_stream_salsa20_xor
int gate_stream_salsa20_xor(void)
{
    setup_public();
    return halite_crypto_stream_salsa20_xor(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_stream_xsalsa20
int gate_stream_xsalsa20(void)
{
    setup_public();
    return halite_crypto_stream_xsalsa20(ct, MSG_BYTES, nonce, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_stream_xsalsa20_xor
int gate_stream_xsalsa20_xor(void)
{
    setup_public();
    return halite_crypto_stream_xsalsa20_xor(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_secretbox_xsalsa20poly1305
int gate_secretbox(void)
{
    setup_secret_message();
    return halite_crypto_secretbox_xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, SECRET_KEY);
}
/* Opens a box of a secret message under a secret key; forged flips a tag bit. */
static int secretbox_open_case(int forged)
{
    setup_secret_message();
    halite_crypto_secretbox_xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, SECRET_KEY);
    ct[16] ^= (unsigned char)forged;
    return halite_crypto_secretbox_xsalsa20poly1305_open(out, ct, BOX_BYTES, nonce, SECRET_KEY);
}
int gate_secretbox_open_valid(void) { return secretbox_open_case(0); }
int gate_secretbox_open_forged(void) { return secretbox_open_case(1); }
#endif
#if HAVE_halite_crypto_onetimeauth_poly1305
int gate_onetimeauth(void)
{
    return halite_crypto_onetimeauth_poly1305(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
}
/* Verifies a secret message's tag under a secret key; forged flips a bit. */
static int onetimeauth_verify_case(int forged)
{
    halite_crypto_onetimeauth_poly1305(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
    tag[0] ^= (unsigned char)forged;
    return halite_crypto_onetimeauth_poly1305_verify(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
}
int gate_onetimeauth_verify_valid(void) { return onetimeauth_verify_case(0); }
int gate_onetimeauth_verify_forged(void) { return onetimeauth_verify_case(1); }
#endif
#if HAVE_halite_crypto_auth_hmacsha512256
int gate_auth(void)
{
    return halite_crypto_auth_hmacsha512256(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
}
/* Verifies a secret message's HMAC under a secret key; forged flips a bit. */
static int auth_verify_case(int forged)
{
    halite_crypto_auth_hmacsha512256(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
    tag[31] ^= (unsigned char)(forged << 7);
    return halite_crypto_auth_hmacsha512256_verify(tag, SECRET_MSG, MSG_BYTES, SECRET_KEY);
}
int gate_auth_verify_valid(void) { return auth_verify_case(0); }
int gate_auth_verify_forged(void) { return auth_verify_case(1); }
#endif
#if HAVE_halite_crypto_hash_sha512
int gate_hash(void)
{
    return halite_crypto_hash_sha512(tag, SECRET_MSG, MSG_BYTES);
}
#endif
#if HAVE_halite_crypto_hashblocks_sha512
int gate_hashblocks(void)
{
    fill_public(tag, 64, 6);
    return halite_crypto_hashblocks_sha512(tag, SECRET_MSG, MSG_BYTES);
}
#endif
#if HAVE_halite_crypto_scalarmult_curve25519
int gate_scalarmult(void)
{
    setup_public();
    return halite_crypto_scalarmult_curve25519(shared, SECRET_KEY, pk);
}
#endif
#if HAVE_halite_crypto_scalarmult_curve25519_base
int gate_scalarmult_base(void)
{
    return halite_crypto_scalarmult_curve25519_base(shared, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_dh_curve25519
int gate_dh(void)
{
    setup_public();
    return halite_crypto_dh_curve25519(shared, pk, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_dh_curve25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int gate_dh_keypair(void)
{
    seed_secret();
    return halite_crypto_dh_curve25519_keypair(pk, sk);
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_keypair && HAVE_halite_rng_insecure_seed_for_testing
int gate_box_keypair(void)
{
    seed_secret();
    return halite_crypto_box_curve25519xsalsa20poly1305_keypair(pk, sk);
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_beforenm
int gate_box_beforenm(void)
{
    setup_public();
    return halite_crypto_box_curve25519xsalsa20poly1305_beforenm(shared, pk, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_afternm
int gate_box_afternm(void)
{
    setup_secret_message();
    return halite_crypto_box_curve25519xsalsa20poly1305_afternm(ct, msg, BOX_BYTES, nonce,
                                                                SECRET_KEY);
}
/* Opens (after beforenm) a box of a secret message under a secret shared
 * key; forged flips a tag bit. */
static int box_open_afternm_case(int forged)
{
    setup_secret_message();
    halite_crypto_box_curve25519xsalsa20poly1305_afternm(ct, msg, BOX_BYTES, nonce, SECRET_KEY);
    ct[16] ^= (unsigned char)forged;
    return halite_crypto_box_curve25519xsalsa20poly1305_open_afternm(out, ct, BOX_BYTES, nonce,
                                                                     SECRET_KEY);
}
int gate_box_open_afternm_valid(void) { return box_open_afternm_case(0); }
int gate_box_open_afternm_forged(void) { return box_open_afternm_case(1); }
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305
int gate_box(void)
{
    setup_secret_message();
    return halite_crypto_box_curve25519xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, pk, SECRET_KEY);
}
/* Opens a box of a secret message under the secret key sk and the fixed
 * public key pk (a box to oneself, valid since beforenm(pk, sk) is
 * symmetric); forged flips a tag bit. */
static int box_open_case(int forged)
{
    setup_secret_message();
    halite_crypto_box_curve25519xsalsa20poly1305(ct, msg, BOX_BYTES, nonce, pk, SECRET_KEY);
    ct[16] ^= (unsigned char)forged;
    return halite_crypto_box_curve25519xsalsa20poly1305_open(out, ct, BOX_BYTES, nonce, pk,
                                                             SECRET_KEY);
}
int gate_box_open_valid(void) { return box_open_case(0); }
int gate_box_open_forged(void) { return box_open_case(1); }
#endif
#if HAVE_halite_crypto_sign_ed25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
int gate_sign_keypair(void)
{
    seed_secret();
    return halite_crypto_sign_ed25519_keypair(pk, sk);
}
#endif
#if HAVE_halite_crypto_sign_ed25519 && HAVE_halite_crypto_sign_ed25519_keypair && HAVE_halite_rng_insecure_seed_for_testing
/* Signs a secret message with a key pair made from a secret seed. */
int gate_sign(void)
{
    seed_secret();
    halite_crypto_sign_ed25519_keypair(pk, sk);
    return halite_crypto_sign_ed25519(ct, &outlen, SECRET_MSG, MSG_BYTES, sk);
}
#endif
/* Copies n secret bytes into tag and, when differ, changes one of them, at a
 * secret position by a secret non-zero amount (set-up, not measured). */
static void verify_case(size_t n, int differ)
{
    memcpy(tag, SECRET_KEY, n);
    if (differ)
        tag[SECRET_KEY2[0] % n] ^= (unsigned char)(SECRET_KEY2[1] | 1);
}
#if HAVE_halite_crypto_verify_16
int gate_verify_16_equal(void)
{
    verify_case(16, 0);
    return halite_crypto_verify_16(tag, SECRET_KEY);
}
int gate_verify_16_differ(void)
{
    verify_case(16, 1);
    return halite_crypto_verify_16(tag, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_verify_32
int gate_verify_32_equal(void)
{
    verify_case(32, 0);
    return halite_crypto_verify_32(tag, SECRET_KEY);
}
int gate_verify_32_differ(void)
{
    verify_case(32, 1);
    return halite_crypto_verify_32(tag, SECRET_KEY);
}
#endif
#if HAVE_halite_randombytes && HAVE_halite_rng_insecure_seed_for_testing
/* 64 bytes (two requests) from a generator seeded with a secret. */
int gate_randombytes(void)
{
    seed_secret();
    halite_randombytes(out, 64);
    return 0;
}
#endif

/* ---- the libsodium API ---- */

#if HAVE_halite_crypto_secretbox_easy && HAVE_halite_crypto_secretbox_open_easy
int gate_secretbox_easy(void)
{
    setup_public();
    return halite_crypto_secretbox_easy(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
}
/* Opens an easy box of a secret message under a secret key; forged flips a
 * tag bit. */
static int secretbox_open_easy_case(int forged)
{
    setup_public();
    halite_crypto_secretbox_easy(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
    ct[0] ^= (unsigned char)forged;
    return halite_crypto_secretbox_open_easy(out, ct, MSG_BYTES + 16, nonce, SECRET_KEY);
}
int gate_secretbox_open_easy_valid(void) { return secretbox_open_easy_case(0); }
int gate_secretbox_open_easy_forged(void) { return secretbox_open_easy_case(1); }
#endif
#if HAVE_halite_crypto_secretbox_detached && HAVE_halite_crypto_secretbox_open_detached
int gate_secretbox_detached(void)
{
    setup_public();
    return halite_crypto_secretbox_detached(ct, tag, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
}
static int secretbox_open_detached_case(int forged)
{
    setup_public();
    halite_crypto_secretbox_detached(ct, tag, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
    tag[15] ^= (unsigned char)(forged << 7);
    return halite_crypto_secretbox_open_detached(out, ct, tag, MSG_BYTES, nonce, SECRET_KEY);
}
int gate_secretbox_open_detached_valid(void) { return secretbox_open_detached_case(0); }
int gate_secretbox_open_detached_forged(void) { return secretbox_open_detached_case(1); }
#endif
#if HAVE_halite_crypto_box_easy && HAVE_halite_crypto_box_open_easy
/* Box to oneself under the secret key sk and the fixed public key pk. */
int gate_box_easy(void)
{
    setup_public();
    return halite_crypto_box_easy(ct, SECRET_MSG, MSG_BYTES, nonce, pk, SECRET_KEY);
}
static int box_open_easy_case(int forged)
{
    setup_public();
    halite_crypto_box_easy(ct, SECRET_MSG, MSG_BYTES, nonce, pk, SECRET_KEY);
    ct[0] ^= (unsigned char)forged;
    return halite_crypto_box_open_easy(out, ct, MSG_BYTES + 16, nonce, pk, SECRET_KEY);
}
int gate_box_open_easy_valid(void) { return box_open_easy_case(0); }
int gate_box_open_easy_forged(void) { return box_open_easy_case(1); }
#endif
#if HAVE_halite_crypto_box_detached && HAVE_halite_crypto_box_open_detached
int gate_box_detached(void)
{
    setup_public();
    return halite_crypto_box_detached(ct, tag, SECRET_MSG, MSG_BYTES, nonce, pk, SECRET_KEY);
}
static int box_open_detached_case(int forged)
{
    setup_public();
    halite_crypto_box_detached(ct, tag, SECRET_MSG, MSG_BYTES, nonce, pk, SECRET_KEY);
    tag[7] ^= (unsigned char)forged;
    return halite_crypto_box_open_detached(out, ct, tag, MSG_BYTES, nonce, pk, SECRET_KEY);
}
int gate_box_open_detached_valid(void) { return box_open_detached_case(0); }
int gate_box_open_detached_forged(void) { return box_open_detached_case(1); }
#endif
#if HAVE_halite_crypto_box_easy_afternm && HAVE_halite_crypto_box_open_easy_afternm
int gate_box_easy_afternm(void)
{
    setup_public();
    return halite_crypto_box_easy_afternm(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
}
static int box_open_easy_afternm_case(int forged)
{
    setup_public();
    halite_crypto_box_easy_afternm(ct, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
    ct[3] ^= (unsigned char)(forged << 2);
    return halite_crypto_box_open_easy_afternm(out, ct, MSG_BYTES + 16, nonce, SECRET_KEY);
}
int gate_box_open_easy_afternm_valid(void) { return box_open_easy_afternm_case(0); }
int gate_box_open_easy_afternm_forged(void) { return box_open_easy_afternm_case(1); }
#endif
#if HAVE_halite_crypto_box_detached_afternm && HAVE_halite_crypto_box_open_detached_afternm
int gate_box_detached_afternm(void)
{
    setup_public();
    return halite_crypto_box_detached_afternm(ct, tag, SECRET_MSG, MSG_BYTES, nonce,
                                              SECRET_KEY);
}
static int box_open_detached_afternm_case(int forged)
{
    setup_public();
    halite_crypto_box_detached_afternm(ct, tag, SECRET_MSG, MSG_BYTES, nonce, SECRET_KEY);
    tag[0] ^= (unsigned char)forged;
    return halite_crypto_box_open_detached_afternm(out, ct, tag, MSG_BYTES, nonce,
                                                   SECRET_KEY);
}
int gate_box_open_detached_afternm_valid(void) { return box_open_detached_afternm_case(0); }
int gate_box_open_detached_afternm_forged(void) { return box_open_detached_afternm_case(1); }
#endif
#if HAVE_halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair
int gate_box_seed_keypair(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair(pk, sk, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_sign_ed25519_seed_keypair
int gate_sign_seed_keypair(void)
{
    return halite_crypto_sign_ed25519_seed_keypair(pk, sk, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_sign_ed25519_sk_to_curve25519
/* The secret half of sk is secret; its public half is not read. */
int gate_sign_sk_to_curve25519(void)
{
    memcpy(sk, SECRET_KEY, 32);
    fill_public(sk + 32, 32, 8);
    return halite_crypto_sign_ed25519_sk_to_curve25519(shared, sk);
}
#endif
#if HAVE_halite_crypto_sign_ed25519_detached && HAVE_halite_crypto_sign_ed25519_seed_keypair
/* Signs a secret message with a key pair from a secret seed. */
int gate_sign_detached(void)
{
#if HAVE_halite_rng_insecure_seed_for_testing
    seed_secret();
#endif
    halite_crypto_sign_ed25519_seed_keypair(pk, sk, SECRET_KEY);
    return halite_crypto_sign_ed25519_detached(tag, NULL, SECRET_MSG, MSG_BYTES, sk);
}
#endif

/* Multi-part functions: one measured call (noinline, so m3sim sees it) of
 * init, the secret message in four public chunks, and final. */
#define CHUNK1 100
#define CHUNK2 0
#define CHUNK3 517

#if HAVE_halite_crypto_onetimeauth_poly1305_init
__attribute__((noinline)) int harness_onetimeauth_multipart(const unsigned char *m,
                                                            const unsigned char *k)
{
    halite_crypto_onetimeauth_poly1305_state st;
    halite_crypto_onetimeauth_poly1305_init(&st, k);
    halite_crypto_onetimeauth_poly1305_update(&st, m, CHUNK1);
    halite_crypto_onetimeauth_poly1305_update(&st, m + CHUNK1, CHUNK2);
    halite_crypto_onetimeauth_poly1305_update(&st, m + CHUNK1 + CHUNK2, CHUNK3);
    halite_crypto_onetimeauth_poly1305_update(&st, m + CHUNK1 + CHUNK2 + CHUNK3,
                                              MSG_BYTES - CHUNK1 - CHUNK2 - CHUNK3);
    return halite_crypto_onetimeauth_poly1305_final(&st, tag);
}
int gate_onetimeauth_multipart(void)
{
    return harness_onetimeauth_multipart(SECRET_MSG, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_auth_hmacsha512256_init
__attribute__((noinline)) int harness_auth_multipart(const unsigned char *m,
                                                     const unsigned char *k)
{
    halite_crypto_auth_hmacsha512256_state st;
    halite_crypto_auth_hmacsha512256_init(&st, k, 32);
    halite_crypto_auth_hmacsha512256_update(&st, m, CHUNK1);
    halite_crypto_auth_hmacsha512256_update(&st, m + CHUNK1, CHUNK2);
    halite_crypto_auth_hmacsha512256_update(&st, m + CHUNK1 + CHUNK2, CHUNK3);
    halite_crypto_auth_hmacsha512256_update(&st, m + CHUNK1 + CHUNK2 + CHUNK3,
                                            MSG_BYTES - CHUNK1 - CHUNK2 - CHUNK3);
    return halite_crypto_auth_hmacsha512256_final(&st, tag);
}
int gate_auth_multipart(void)
{
    return harness_auth_multipart(SECRET_MSG, SECRET_KEY);
}
#endif
#if HAVE_halite_crypto_hash_sha512_init
__attribute__((noinline)) int harness_hash_multipart(const unsigned char *m)
{
    halite_crypto_hash_sha512_state st;
    halite_crypto_hash_sha512_init(&st);
    halite_crypto_hash_sha512_update(&st, m, CHUNK1);
    halite_crypto_hash_sha512_update(&st, m + CHUNK1, CHUNK2);
    halite_crypto_hash_sha512_update(&st, m + CHUNK1 + CHUNK2, CHUNK3);
    halite_crypto_hash_sha512_update(&st, m + CHUNK1 + CHUNK2 + CHUNK3,
                                     MSG_BYTES - CHUNK1 - CHUNK2 - CHUNK3);
    return halite_crypto_hash_sha512_final(&st, tag);
}
int gate_hash_multipart(void)
{
    return harness_hash_multipart(SECRET_MSG);
}
#endif
#if HAVE_halite_crypto_sign_ed25519ph_init && HAVE_halite_crypto_sign_ed25519_seed_keypair
__attribute__((noinline)) int harness_sign_multipart_create(const unsigned char *m)
{
    halite_crypto_sign_ed25519ph_state st;
    halite_crypto_sign_ed25519ph_init(&st);
    halite_crypto_sign_ed25519ph_update(&st, m, CHUNK1);
    halite_crypto_sign_ed25519ph_update(&st, m + CHUNK1, CHUNK2);
    halite_crypto_sign_ed25519ph_update(&st, m + CHUNK1 + CHUNK2, CHUNK3);
    halite_crypto_sign_ed25519ph_update(&st, m + CHUNK1 + CHUNK2 + CHUNK3,
                                        MSG_BYTES - CHUNK1 - CHUNK2 - CHUNK3);
    return halite_crypto_sign_ed25519ph_final_create(&st, tag, NULL, sk);
}
/* Ed25519ph of a secret message with a key pair from a secret seed. */
int gate_sign_multipart_create(void)
{
#if HAVE_halite_rng_insecure_seed_for_testing
    seed_secret();
#endif
    halite_crypto_sign_ed25519_seed_keypair(pk, sk, SECRET_KEY);
    return harness_sign_multipart_create(SECRET_MSG);
}
#endif
