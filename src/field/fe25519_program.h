/* SPDX-License-Identifier: ISC */
/*
 * Field programs (the small build, src/small.txt): a straight-line sequence
 * of fe25519.h operations stored as data, 16 bits an instruction, run by
 * halite_fe25519_run over up to 16 registers (element pointers the caller sets).
 * The ladder step, the point formulas and the Fermat chains of the small
 * build are such programs: each costs 2 bytes an operation instead of a
 * call sequence. Running a program adds about ten cycles an operation to
 * the products it calls; the operations are those of fe25519.h, so a
 * program is constant-time exactly when they are.
 *
 * Instruction: op (bits 12-15), d (8-11), a (4-7), b (0-3): r[d] = r[a] op
 * r[b]; FE_CSWAP swaps r[d] and r[a] when word 0 of r[b] is 1 (it must be
 * 0 or 1: a secret bit as data, halite_fe25519_cswap's mask); FE_SQN squares r[d]
 * in place n = bits 0-7 times. A program writes only registers its caller
 * made writable.
 */
#ifndef HALITE_FE25519_PROGRAM_H
#define HALITE_FE25519_PROGRAM_H

#include <stddef.h>
#include <stdint.h>
#include "field/fe25519.h"

enum { FE_MUL, FE_SQ, FE_ADD, FE_SUB, FE_CSWAP, FE_SQN };

#define FE_OP(op, d, a, b) (uint16_t)((op) << 12 | (d) << 8 | (a) << 4 | (b))
#define FE_SQR(d, n) (uint16_t)(FE_SQN << 12 | (d) << 8 | (n))

/* Runs the n instructions at prog on the registers r. */
void halite_fe25519_run(const fe25519 *const r[16], const uint16_t *prog, size_t n);

#endif /* HALITE_FE25519_PROGRAM_H */
