/* SPDX-License-Identifier: ISC */
/*
 * Unit test of fault_classify() (tools/m3sim/fault_classify.c): one case per
 * verdict and per exploitable reason, on made-up golden and faulted runs.
 * Prints "fault-classify: N passed, N failed".
 */
#include <stdio.h>
#include <string.h>

#include "../fault_classify.h"

static int passed, failed;

/* A stand-in for the host signature check: sig[63] says what it finds
 * (bit 0: valid, bit 1: the key follows from it). */
static int fake_check(void *ctx, const uint8_t sig[64], int *key_recovered)
{
    (void)ctx;
    *key_recovered = (sig[63] >> 1) & 1;
    return sig[63] & 1;
}

/* Checks one case: the verdict and the reason. */
static void expect(const char *name, const struct fault_golden *g, enum fault_end end, int32_t rc,
                   const uint8_t *out, enum fault_class want, enum fault_exploit want_why)
{
    enum fault_exploit why;
    enum fault_class got = fault_classify(g, end, rc, out, fake_check, NULL, &why);
    if (got == want && why == want_why) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: %s (%s), expected %s (%s)\n", name, fault_class_names[got],
           fault_exploit_names[why], fault_class_names[want], fault_exploit_names[want_why]);
}

int main(void)
{
    uint8_t prefill[128], sig[128], out[128];
    for (int i = 0; i < 128; i++) {
        prefill[i] = (uint8_t)(0xa0 + i);
        sig[i] = (uint8_t)(i * 7 + 3);
    }
    sig[63] = 0x01;                       /* the golden signature verifies */
    struct fault_golden sign = {API_SIGN, 0, sig, prefill, 128, 0};

    /* how runs end */
    expect("reconverged", &sign, END_RECONVERGED, 0, sig, FC_MASKED, FX_NONE);
    expect("crash", &sign, END_CRASH, 0, sig, FC_CRASH, FX_NONE);
    expect("timeout", &sign, END_TIMEOUT, 0, sig, FC_CRASH, FX_NONE);
    expect("identical", &sign, END_RETURNED, 0, sig, FC_MASKED, FX_NONE);

    /* signing: errors */
    memset(out, 0, sizeof out);
    expect("sign: error, wiped", &sign, END_RETURNED, -1, out, FC_DETECTED, FX_NONE);
    expect("sign: error, untouched", &sign, END_RETURNED, -1, prefill, FC_DETECTED, FX_NONE);
    out[17] = 0x55;
    expect("sign: error, one byte left", &sign, END_RETURNED, -1, out, FC_EXPLOITABLE,
           FX_LEFT_AFTER_ERROR);
    expect("sign: error, the golden signature left", &sign, END_RETURNED, -1, sig, FC_DETECTED,
           FX_NONE);
    memcpy(out, sig, 128);
    out[70] ^= 4;
    expect("sign: error, another signed message left", &sign, END_RETURNED, -1, out,
           FC_EXPLOITABLE, FX_LEFT_AFTER_ERROR);

    /* signing: success with another signature */
    memcpy(out, sig, 128);
    out[40] ^= 1;                          /* S differs, R the same */
    expect("sign: same R", &sign, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_SAME_R);
    memcpy(out, sig, 128);
    out[5] ^= 1;                           /* R differs */
    out[63] = 0x02;                        /* invalid, but gives the key */
    expect("sign: key recovered", &sign, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_KEY_RECOVERED);
    out[63] = 0x00;
    expect("sign: invalid", &sign, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_INVALID_SIGNATURE);
    out[63] = 0x01;
    expect("sign: other nonce", &sign, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_OTHER_NONCE);
    struct fault_golden hedged = sign;
    hedged.hedged = 1;
    expect("sign: other nonce, hedged", &hedged, END_RETURNED, 0, out, FC_MASKED, FX_NONE);
    out[100] ^= 1;
    expect("sign: other nonce, other message", &hedged, END_RETURNED, 0, out, FC_EXPLOITABLE,
           FX_WRONG_MESSAGE);
    memcpy(out, sig, 128);
    out[100] ^= 1;
    expect("sign: golden signature, other message", &sign, END_RETURNED, 0, out, FC_EXPLOITABLE,
           FX_WRONG_MESSAGE);
    out[40] ^= 1;
    expect("sign: error, a faulty signature left", &sign, END_RETURNED, 1, out, FC_EXPLOITABLE,
           FX_LEFT_AFTER_ERROR);

    /* a secret output (X25519, beforenm) */
    struct fault_golden dh = {API_PRODUCE, 0, sig, prefill, 32, 0};
    memcpy(out, sig, 32);
    out[31] ^= 0x80;
    expect("dh: wrong output", &dh, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_WRONG_OUTPUT);
    memset(out, 0, 32);
    expect("dh: refused, wiped", &dh, END_RETURNED, -1, out, FC_DETECTED, FX_NONE);
    expect("dh: refused, secret left", &dh, END_RETURNED, -1, sig, FC_EXPLOITABLE,
           FX_LEFT_AFTER_ERROR);

    /* opens and verifies of forgeries */
    struct fault_golden open = {API_CHECK, -1, prefill, prefill, 64, 0};
    expect("open: refused as golden", &open, END_RETURNED, -1, prefill, FC_MASKED, FX_NONE);
    memset(out, 0, 64);
    expect("open: refused, wiped", &open, END_RETURNED, -1, out, FC_DETECTED, FX_NONE);
    expect("open: accepted", &open, END_RETURNED, 0, prefill, FC_EXPLOITABLE, FX_FORGERY_ACCEPTED);
    expect("open: other return value", &open, END_RETURNED, 1, out, FC_EXPLOITABLE,
           FX_FORGERY_NOT_REFUSED);
    memcpy(out, prefill, 64);
    out[9] ^= 0x3c;
    expect("open: plaintext left", &open, END_RETURNED, -1, out, FC_EXPLOITABLE,
           FX_LEFT_AFTER_ERROR);
    struct fault_golden verify = {API_CHECK, -1, prefill, prefill, 0, 0};
    expect("verify: refused", &verify, END_RETURNED, -1, out, FC_MASKED, FX_NONE);
    expect("verify: accepted", &verify, END_RETURNED, 0, out, FC_EXPLOITABLE, FX_FORGERY_ACCEPTED);

    printf("fault-classify: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
