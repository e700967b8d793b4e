/* SPDX-License-Identifier: ISC */
/*
 * The test framework: one header, the same on the host and on the Cortex-M3.
 * A test program calls check_begin(), makes CHECK/CHECK_MEM assertions, and
 * returns check_end(); it prints failures as they happen and, last,
 * "<name>: N passed, N failed", which tests/run-tests sums up.
 * Output goes through hal_send_str, so no printf is needed on the board.
 */
#ifndef HALITE_CHECK_H
#define HALITE_CHECK_H

#include <stddef.h>
#include <stdint.h>
#include "hal.h"

extern unsigned long check_passed, check_failed;
extern const char *check_name;

/* Starts a test program called name. */
void check_begin(const char *name);
/* Prints the totals line and returns the exit status (0 if nothing failed). */
int check_end(void);
/* Records one assertion; prints file:line and what when it fails. */
int check_record(int ok, const char *file, int line, const char *what);
/* Records that n bytes at got equal want; prints both in hex when they do not. */
int check_record_mem(const void *got, const void *want, size_t n,
                     const char *file, int line, const char *what);
/* Prints v in decimal, nothing else. */
void check_put_dec(unsigned long long v);
/* Prints a line: the string, then the decimal value, then a newline. */
void check_note(const char *s, unsigned long long v);
/* Writes x as n bytes of lower-case hex into out (2n+1 bytes, NUL-terminated). */
void check_hex(char *out, const unsigned char *x, size_t n);
/* Parses 2n hex digits into n bytes; returns 0, or -1 on a bad digit. */
int check_unhex(unsigned char *out, const char *hex, size_t n);

#define CHECK(cond) check_record(!!(cond), __FILE__, __LINE__, #cond)
#define CHECK_MEM(got, want, n) \
    check_record_mem((got), (want), (n), __FILE__, __LINE__, #got " == " #want)

/* A deterministic generator for test inputs (xorshift64*): the same stream on
 * every target, so the host and the M3 can be cross-checked. Not for keys. */
typedef struct { uint64_t s; } check_prng;
void check_prng_init(check_prng *p, uint64_t seed);
uint32_t check_prng_u32(check_prng *p);
void check_prng_fill(check_prng *p, unsigned char *x, size_t n);

#endif /* HALITE_CHECK_H */
