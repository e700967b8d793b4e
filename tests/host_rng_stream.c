/* SPDX-License-Identifier: ISC */
/*
 * Writes generator output to stdout for external statistical tests
 * (tests/run.d/60-rng.sh feeds it to rngtest):
 *   host_rng_stream --bytes N [--os]
 * writes N bytes from the generator seeded with 00 01 .. 1f (the known-answer
 * seed of tests/test_rng.c), or with --os from the host OS generator, in
 * 4096-byte requests. Without arguments it is a test: the stream starts with
 * the known answer, so the statistics are taken on the real generator.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

/* Seeds the generator with the known-answer seed 00 01 .. 1f. */
static void seed_known(void)
{
    unsigned char seed[32];
    for (int i = 0; i < 32; i++)
        seed[i] = (unsigned char)i;
    halite_rng_insecure_seed_for_testing(seed);
}

int main(int argc, char **argv)
{
    static unsigned char buf[4096];

    if (argc >= 3 && strcmp(argv[1], "--bytes") == 0) {
        unsigned long long left = strtoull(argv[2], NULL, 10);
        if (argc < 4 || strcmp(argv[3], "--os") != 0)
            seed_known();
        while (left > 0) {
            size_t n = left < sizeof buf ? (size_t)left : sizeof buf;
            halite_randombytes(buf, n);
            if (fwrite(buf, 1, n, stdout) != n)
                return 1;
            left -= n;
        }
        return fflush(stdout) == 0 ? 0 : 1;
    }

    check_begin("host_rng_stream");
    {
        unsigned char want[32];
        seed_known();
        halite_randombytes(buf, 4096);
        CHECK(check_unhex(want, "5147fed541c4e6c26cf2e5104bf43babeb85c962c414ba485e24ab34fbff31c2",
                          32) == 0);
        CHECK_MEM(buf, want, 32);
    }
    return check_end();
}
