/* SPDX-License-Identifier: ISC */
#include "check.h"

unsigned long check_passed, check_failed;
const char *check_name = "test";

void check_put_dec(unsigned long long v)
{
    char buf[24];
    int i = (int)sizeof buf - 1;
    buf[i] = 0;
    do {
        buf[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    hal_send_str(buf + i);
}

void check_begin(const char *name)
{
    hal_setup();
    check_name = name;
    check_passed = check_failed = 0;
}

int check_end(void)
{
    hal_send_str(check_name);
    hal_send_str(": ");
    check_put_dec(check_passed);
    hal_send_str(" passed, ");
    check_put_dec(check_failed);
    hal_send_str(" failed\n");
    return check_failed ? 1 : 0;
}

int check_record(int ok, const char *file, int line, const char *what)
{
    if (ok) {
        check_passed++;
        return 1;
    }
    check_failed++;
    hal_send_str("FAIL ");
    hal_send_str(file);
    hal_send_str(":");
    check_put_dec((unsigned long long)line);
    hal_send_str(": ");
    hal_send_str(what);
    hal_send_str("\n");
    return 0;
}

void check_hex(char *out, const unsigned char *x, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = digits[x[i] >> 4];
        out[2 * i + 1] = digits[x[i] & 15];
    }
    out[2 * n] = 0;
}

static void put_hex(const unsigned char *x, size_t n)
{
    char buf[65];
    while (n) {
        size_t k = n < 32 ? n : 32;
        check_hex(buf, x, k);
        hal_send_str(buf);
        x += k;
        n -= k;
    }
}

int check_record_mem(const void *got, const void *want, size_t n,
                     const char *file, int line, const char *what)
{
    const unsigned char *g = got, *w = want;
    int ok = 1;
    for (size_t i = 0; i < n; i++)
        ok &= g[i] == w[i];
    if (!check_record(ok, file, line, what)) {
        hal_send_str("  got:  ");
        put_hex(g, n < 128 ? n : 128);
        hal_send_str("\n  want: ");
        put_hex(w, n < 128 ? n : 128);
        hal_send_str("\n");
    }
    return ok;
}

void check_note(const char *s, unsigned long long v)
{
    hal_send_str(s);
    check_put_dec(v);
    hal_send_str("\n");
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int check_unhex(unsigned char *out, const char *hex, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        int hi = hexval(hex[2 * i]), lo = hi < 0 ? -1 : hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (unsigned char)(hi << 4 | lo);
    }
    return 0;
}

void check_prng_init(check_prng *p, uint64_t seed)
{
    p->s = seed ? seed : 0x9e3779b97f4a7c15ULL;
}

uint32_t check_prng_u32(check_prng *p)
{
    p->s ^= p->s >> 12;
    p->s ^= p->s << 25;
    p->s ^= p->s >> 27;
    return (uint32_t)((p->s * 0x2545f4914f6cdd1dULL) >> 32);
}

void check_prng_fill(check_prng *p, unsigned char *x, size_t n)
{
    for (size_t i = 0; i < n; i++)
        x[i] = (unsigned char)check_prng_u32(p);
}
