/* SPDX-License-Identifier: ISC */
/*
 * The vendored Wycheproof vectors (the .inc files of
 * tests/vectors/wycheproof) as C data: each line WP(tcId, result, a, b, c)
 * becomes one entry of hex text, and WP_END(n) an end entry holding the
 * count the converter wrote. A missing file stops the build; a file cut
 * short fails wp_complete().
 */
#include <string.h>
#include "check.h"
#include "wycheproof.h"

/* One vector as the .inc file has it: three byte strings in hex. */
struct wp_text {
    unsigned int id;
    char result;  /* 0 in the end entry, whose id is the declared count */
    const char *a, *b, *c;
};

#define WP(id, result, a, b, c) { id, result, a, b, c },
#define WP_END(n) { n, 0, 0, 0, 0 }

static const struct wp_text x25519_text[] = {
#include "vectors/wycheproof/x25519.inc"
};
static const struct wp_text ed25519_text[] = {
#include "vectors/wycheproof/ed25519.inc"
};
static const struct wp_text hmac_sha512_text[] = {
#include "vectors/wycheproof/hmac_sha512.inc"
};

/* The entries before the end entry (0 for a table with no entries at all). */
#define ENTRIES(table) \
    (sizeof(table) ? (unsigned int)(sizeof(table) / sizeof((table)[0]) - 1) : 0u)
const unsigned int wp_x25519_count = ENTRIES(x25519_text);
const unsigned int wp_ed25519_count = ENTRIES(ed25519_text);
const unsigned int wp_hmac_sha512_count = ENTRIES(hmac_sha512_text);

/* Decodes hex into out (room for cap bytes) and stores its length in *len;
 * returns 0, or -1 when hex is not an even number of hex digits that fit. */
static int decode(unsigned char *out, unsigned int cap, unsigned int *len, const char *hex)
{
    size_t digits = strlen(hex);

    if (digits % 2 != 0 || digits / 2 > cap)
        return -1;
    *len = (unsigned int)(digits / 2);
    return check_unhex(out, hex, digits / 2);
}

/* Decodes hex into exactly n bytes at out; returns 0 or -1. */
static int decode_exact(unsigned char *out, unsigned int n, const char *hex)
{
    unsigned int len;

    return decode(out, n, &len, hex) == 0 && len == n ? 0 : -1;
}

int wp_get_x25519(unsigned int i, struct wp_x25519 *t)
{
    const struct wp_text *v = &x25519_text[i];

    t->id = v->id;
    t->result = v->result;
    return decode_exact(t->pub, 32, v->a) | decode_exact(t->priv, 32, v->b) |
           decode_exact(t->shared, 32, v->c);
}

int wp_get_ed25519(unsigned int i, struct wp_ed25519 *t)
{
    const struct wp_text *v = &ed25519_text[i];

    t->id = v->id;
    t->result = v->result;
    return decode_exact(t->pk, 32, v->a) |
           decode(t->msg, sizeof t->msg, &t->msglen, v->b) |
           decode(t->sig, sizeof t->sig, &t->siglen, v->c);
}

int wp_get_hmac_sha512(unsigned int i, struct wp_hmac *t)
{
    const struct wp_text *v = &hmac_sha512_text[i];

    t->id = v->id;
    t->result = v->result;
    return decode(t->key, sizeof t->key, &t->keylen, v->a) |
           decode(t->msg, sizeof t->msg, &t->msglen, v->b) |
           decode(t->tag, sizeof t->tag, &t->taglen, v->c);
}

/* Returns 1 when a table of count vectors has vectors and ends with an end
 * entry declaring that count; otherwise prints what is wrong, returns 0. */
static int table_complete(const char *file, const struct wp_text *table, unsigned int count)
{
    if (count > 0 && table[count].result == 0 && table[count].id == count)
        return 1;
    hal_send_str("FAIL tests/vectors/wycheproof/");
    hal_send_str(file);
    hal_send_str(" is empty or cut short (no WP_END with its number of vectors)\n");
    return 0;
}

int wp_complete(void)
{
    return table_complete("x25519.inc", x25519_text, wp_x25519_count) &
           table_complete("ed25519.inc", ed25519_text, wp_ed25519_count) &
           table_complete("hmac_sha512.inc", hmac_sha512_text, wp_hmac_sha512_count);
}
