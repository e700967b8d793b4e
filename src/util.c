/* SPDX-License-Identifier: ISC */
#include "internal.h"

const unsigned char halite_sigma[16] = {
    'e', 'x', 'p', 'a', 'n', 'd', ' ', '3', '2', '-', 'b', 'y', 't', 'e', ' ', 'k'
};

void halite_wipe(void *p, size_t n)
{
    memset(p, 0, n);
    /* The compiler must assume the asm reads *p, so the memset above cannot
     * be dropped as a dead store; memset itself stores a word at a time. */
    __asm__ __volatile__("" : : "r"(p) : "memory");
}
