/* SPDX-License-Identifier: ISC */
/*
 * The verdict on one faulted run (docs/faults.md): compares what the API
 * returned and left in its output buffer with the golden run. Pure logic,
 * no emulator: tools/m3sim/tests/fault_classify_test.c checks every branch.
 */
#ifndef M3SIM_FAULT_CLASSIFY_H
#define M3SIM_FAULT_CLASSIFY_H

#include <stddef.h>
#include <stdint.h>

/* What the API under attack does. */
enum fault_api_kind {
    API_SIGN,      /* Ed25519 signing: success, R || S at the start of the output */
    API_PRODUCE,   /* a secret output returned with success (X25519, box beforenm) */
    API_CHECK      /* an open or verify given a forgery: the golden run returns -1 */
};

enum fault_class { FC_MASKED, FC_DETECTED, FC_CRASH, FC_EXPLOITABLE, FC_CLASSES };

/* Why a run is exploitable (or FX_NONE). */
enum fault_exploit {
    FX_NONE,
    FX_KEY_RECOVERED,     /* success, R' != R, and (S - S')/(h - h') mod L is the key */
    FX_SAME_R,            /* success, the golden R with another S */
    FX_INVALID_SIGNATURE, /* success, R' != R, a signature that does not verify */
    FX_OTHER_NONCE,       /* success, a valid signature with another nonce
                             (deterministic builds only) */
    FX_WRONG_MESSAGE,     /* crypto_sign: the golden signature, another message copy */
    FX_WRONG_OUTPUT,      /* success with an output other than the golden one */
    FX_FORGERY_ACCEPTED,  /* an open or verify returned 0 on a forgery */
    FX_FORGERY_NOT_REFUSED, /* ... neither 0 nor -1: a caller testing == -1 or < 0
                               (when positive) accepts it */
    FX_LEFT_AFTER_ERROR,  /* an error, and the output holds bytes that are neither
                             zero nor what the caller had put there */
    FX_KINDS
};

/* How a faulted run ended. */
enum fault_end { END_RETURNED, END_RECONVERGED, END_CRASH, END_TIMEOUT };

/* The golden run and the inputs the verdict needs. */
struct fault_golden {
    enum fault_api_kind kind;
    int32_t rc;
    const uint8_t *out;       /* the golden output, n bytes */
    const uint8_t *prefill;   /* the output buffer before the call */
    size_t n;
    int hedged;               /* signing hedges its nonce: another valid R is correct */
};

/* Facts about a faulty signature (API_SIGN), computed on the host: 1 when
 * sig verifies under the golden public key and message; *key_recovered
 * set to 1 when (S - S')/(h - h') mod L with h' from sig's R is the key. */
typedef int (*fault_sig_check)(void *ctx, const uint8_t sig[64], int *key_recovered);

/* The class of a faulted run that ended as end with return value rc and
 * output out (g->n bytes; ignored unless end is END_RETURNED); *why the
 * reason when exploitable, else FX_NONE. check is called only for
 * signatures that differ from the golden one in R. */
enum fault_class fault_classify(const struct fault_golden *g, enum fault_end end, int32_t rc,
                                const uint8_t *out, fault_sig_check check, void *ctx,
                                enum fault_exploit *why);

extern const char *const fault_class_names[FC_CLASSES];
extern const char *const fault_exploit_names[FX_KINDS];

#endif
