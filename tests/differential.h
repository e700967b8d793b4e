/* SPDX-License-Identifier: ISC */
/*
 * The frame both differential tests against libsodium share
 * (host_differential.c, host_sodium_api.c): the message lengths they try,
 * their seeded input stream, and a tally of cases and mismatches per
 * function. Host only.
 */
#ifndef HALITE_TESTS_DIFFERENTIAL_H
#define HALITE_TESTS_DIFFERENTIAL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define MAXLEN 1100   /* every length 0..MAXLEN is tried */
#define NLARGE 12     /* plus this many random lengths up to LARGEMAX */
#define LARGEMAX 40000
#define NLENGTHS (MAXLEN + 1 + NLARGE)

/* The input stream; each test seeds it (argv[1] may choose the seed). */
static check_prng rng;

/* Cases and mismatches of one function. */
struct tally {
    const char *name;
    unsigned long cases, bad;
};

/* Records one case of t: ok says halite and libsodium agreed. */
static inline void record(struct tally *t, int ok, const char *file, int line)
{
    t->cases++;
    t->bad += !ok;
    check_record(ok, file, line, t->name);
}
#define RECORD(t, ok) record((t), (ok), __FILE__, __LINE__)

/* Prints the cases and mismatches of t. */
static inline void report(const struct tally *t)
{
    printf("  %-40s %6lu cases, %lu mismatches\n", t->name, t->cases, t->bad);
}

/* Fills x with n bytes of the test stream. */
static inline void fill(void *x, size_t n)
{
    check_prng_fill(&rng, x, n);
}

/* Returns a number in 0..n-1 from the test stream (n > 0). */
static inline size_t below(size_t n)
{
    return (size_t)(check_prng_u32(&rng) % n);
}

/* The i-th message length: i itself up to MAXLEN, then random larger ones. */
static inline size_t length_of(size_t i)
{
    return i <= MAXLEN ? i : MAXLEN + 1 + below(LARGEMAX - MAXLEN);
}

/* Returns a heap buffer of exactly n bytes (at least 1, for malloc(0)). */
static inline unsigned char *alloc(size_t n)
{
    unsigned char *p = malloc(n ? n : 1);
    if (p == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

/* Flips one random bit of the n bytes at x (n > 0). */
static inline void flip_random_bit(unsigned char *x, size_t n)
{
    size_t bit = below(8 * n);
    x[bit / 8] ^= (unsigned char)(1u << (bit % 8));
}

/* Returns 1 if the n bytes at a and b are equal. */
static inline int same(const void *a, const void *b, size_t n)
{
    return memcmp(a, b, n) == 0;
}

#endif
