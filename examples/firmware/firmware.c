/* SPDX-License-Identifier: ISC */
/*
 * A firmware's use of halite, written with libsodium's names as code is
 * today, and built outside halite's tree: against the installed package
 * (find_package(halite CONFIG) or pkg-config) or with halite's sources
 * pulled in by add_subdirectory. tests/run.d/65-package.sh builds it each
 * way for the host and for Cortex-M cores and runs it (QEMU).
 *
 * A bootloader's day: check the signature of a firmware image in flash
 * where it lies (crypto_sign_verify_detached reads it in place), refuse a
 * truncated image and a tampered signature, hash it incrementally, and exchange an authenticated
 * message with a server (crypto_box_easy). Keys come from fixed seeds so
 * that every build prints the same lines; a product keeps its own.
 */
#include <string.h>
#include "hal.h"
#include "halite.h"

/* The image, in flash (a const array lands in .rodata): 4 KiB. A real
 * bootloader points at its application's flash instead. */
#define S16 "halite firmware "
#define S256 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16 S16
#define S4K S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256 S256
static const unsigned char image[4096 + 1] = S4K; /* + 1: the literal's NUL */
#define IMAGE_BYTES 4096

/* Prints label and the first 16 bytes of x in hex. */
static void show(const char *label, const unsigned char *x)
{
    static const char digits[] = "0123456789abcdef";
    char line[33];
    for (int i = 0; i < 16; i++) {
        line[2 * i] = digits[x[i] >> 4];
        line[2 * i + 1] = digits[x[i] & 15];
    }
    line[32] = 0;
    hal_send_str(label);
    hal_send_str(line);
    hal_send_str("\n");
}

/* Prints what and ok/FAILED; returns 1 if ok. */
static int report(const char *what, int ok)
{
    hal_send_str(what);
    hal_send_str(ok ? ": ok\n" : ": FAILED\n");
    return ok;
}

int main(void)
{
    unsigned char vendor_pk[crypto_sign_PUBLICKEYBYTES], vendor_sk[crypto_sign_SECRETKEYBYTES];
    unsigned char seed[crypto_sign_SEEDBYTES], sig[crypto_sign_BYTES];
    unsigned char device_pk[crypto_box_PUBLICKEYBYTES], device_sk[crypto_box_SECRETKEYBYTES];
    unsigned char server_pk[crypto_box_PUBLICKEYBYTES], server_sk[crypto_box_SECRETKEYBYTES];
    unsigned char nonce[crypto_box_NONCEBYTES], digest[crypto_hash_sha512_BYTES];
    static const char hello[] = "boot ok, image verified";
    unsigned char boxed[crypto_box_MACBYTES + sizeof hello], opened[sizeof hello];
    crypto_hash_sha512_state st;
    int ok = 1;

    hal_setup();
    /* randombytes needs an entropy source: the board's TRNG through
     * halite_rng_set_trng, or the SRAM power-up state (README). Nothing
     * below draws on it; under QEMU, whose RAM starts zeroed, there is none
     * and sodium_init says so. */
    hal_send_str(sodium_init() == 0 ? "randombytes: ready\n"
                                    : "randombytes: no entropy source on this board\n");

    /* The vendor signs the image; the device checks it in place. */
    memset(seed, 0x5a, sizeof seed);
    ok &= report("vendor key pair", crypto_sign_seed_keypair(vendor_pk, vendor_sk, seed) == 0);
    ok &= report("sign image", crypto_sign_detached(sig, NULL, image, IMAGE_BYTES, vendor_sk) == 0);
    show("signature       ", sig);
    ok &= report("verify image in flash",
                 crypto_sign_verify_detached(sig, image, IMAGE_BYTES, vendor_pk) == 0);
    ok &= report("truncated image refused",
                 crypto_sign_verify_detached(sig, image, IMAGE_BYTES - 1, vendor_pk) == -1);
    sig[5] ^= 0x10;
    ok &= report("tampered signature refused",
                 crypto_sign_verify_detached(sig, image, IMAGE_BYTES, vendor_pk) == -1);

    /* Its digest, a page at a time as it is read from flash. */
    crypto_hash_sha512_init(&st);
    for (size_t off = 0; off < IMAGE_BYTES; off += 1000)
        crypto_hash_sha512_update(&st, image + off,
                                  IMAGE_BYTES - off < 1000 ? IMAGE_BYTES - off : 1000);
    crypto_hash_sha512_final(&st, digest);
    show("image sha512    ", digest);

    /* The device tells the server, in a box only the server opens. */
    memset(seed, 0xd1, sizeof seed);
    ok &= report("device key pair", crypto_box_seed_keypair(device_pk, device_sk, seed) == 0);
    memset(seed, 0x5e, sizeof seed);
    ok &= report("server key pair", crypto_box_seed_keypair(server_pk, server_sk, seed) == 0);
    memset(nonce, 0, sizeof nonce); /* a counter; never reuse one under a key pair */
    ok &= report("box_easy", crypto_box_easy(boxed, (const unsigned char *)hello, sizeof hello,
                                             nonce, server_pk, device_sk) == 0);
    show("box             ", boxed);
    ok &= report("server opens it", crypto_box_open_easy(opened, boxed, sizeof boxed, nonce,
                                                         device_pk, server_sk) == 0 &&
                                        memcmp(opened, hello, sizeof hello) == 0);
    boxed[sizeof boxed - 1] ^= 0x80;
    ok &= report("forged box refused", crypto_box_open_easy(opened, boxed, sizeof boxed, nonce,
                                                            device_pk, server_sk) == -1);
    sodium_memzero(device_sk, sizeof device_sk);
    sodium_memzero(server_sk, sizeof server_sk);

    hal_send_str(ok ? "firmware: all ok\n" : "firmware: FAILED\n");
    hal_exit(ok ? 0 : 1);
}
