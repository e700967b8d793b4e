/* SPDX-License-Identifier: ISC */
#include "fault_classify.h"

#include <string.h>

const char *const fault_class_names[FC_CLASSES] = {"masked", "detected", "crash", "exploitable"};

const char *const fault_exploit_names[FX_KINDS] = {
    "none", "key recovered", "same R, other S", "invalid signature returned",
    "valid signature, other nonce", "other message in the signed message",
    "wrong output returned", "forgery accepted", "forgery not refused (neither 0 nor -1)",
    "output left after an error",
};

/* Returns 1 when every byte of out is zero or what the caller had put there. */
static int output_clean(const struct fault_golden *g, const uint8_t *out)
{
    for (size_t i = 0; i < g->n; i++)
        if (out[i] != 0 && out[i] != g->prefill[i])
            return 0;
    return 1;
}

/* The reason a successful signing run with a signature other than the
 * golden one is exploitable (FX_NONE: a correct hedged signature). */
static enum fault_exploit faulty_signature(const struct fault_golden *g, const uint8_t *out,
                                           fault_sig_check check, void *ctx)
{
    if (memcmp(out, g->out, 64) == 0)
        return FX_WRONG_MESSAGE;          /* the rest of the output differs */
    if (memcmp(out, g->out, 32) == 0)
        return FX_SAME_R;
    int key_recovered = 0;
    int valid = check(ctx, out, &key_recovered);
    if (key_recovered)
        return FX_KEY_RECOVERED;
    if (!valid)
        return FX_INVALID_SIGNATURE;
    if (memcmp(out + 64, g->out + 64, g->n - 64) != 0)
        return FX_WRONG_MESSAGE;
    return g->hedged ? FX_NONE : FX_OTHER_NONCE;
}

enum fault_class fault_classify(const struct fault_golden *g, enum fault_end end, int32_t rc,
                                const uint8_t *out, fault_sig_check check, void *ctx,
                                enum fault_exploit *why)
{
    *why = FX_NONE;
    if (end == END_RECONVERGED)
        return FC_MASKED;
    if (end != END_RETURNED)
        return FC_CRASH;
    if (rc == g->rc && memcmp(out, g->out, g->n) == 0)
        return FC_MASKED;
    if (g->kind == API_CHECK) {
        /* the golden run refused a forgery: anything but -1 lets it through */
        if (rc == 0)
            *why = FX_FORGERY_ACCEPTED;
        else if (rc != -1)
            *why = FX_FORGERY_NOT_REFUSED;
        else if (!output_clean(g, out))
            *why = FX_LEFT_AFTER_ERROR;
        return *why == FX_NONE ? FC_DETECTED : FC_EXPLOITABLE;
    }
    if (rc != 0) {
        /* a signature is public: the golden one left with an error is no leak */
        int public_result = g->kind == API_SIGN && memcmp(out, g->out, g->n) == 0;
        if (!public_result && !output_clean(g, out))
            *why = FX_LEFT_AFTER_ERROR;
        return *why == FX_NONE ? FC_DETECTED : FC_EXPLOITABLE;
    }
    *why = g->kind == API_SIGN ? faulty_signature(g, out, check, ctx) : FX_WRONG_OUTPUT;
    return *why == FX_NONE ? FC_MASKED : FC_EXPLOITABLE;
}
