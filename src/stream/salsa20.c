/*
 * crypto_stream_salsa20 and crypto_stream_salsa20_xor: Salsa20/20 with an
 * 8-byte nonce and a 64-bit block counter starting at 0.
 */
#include <string.h>
#include "internal.h"

/* The largest whole number of 64-byte blocks a size_t can count: the piece
 * size for lengths a 32-bit size_t cannot hold. */
#define PIECE ((SIZE_MAX / 64) * 64)

/* c = m XOR keystream (m == NULL: c = keystream), in size_t-sized pieces
 * with the block counter carried from one piece to the next. */
static void stream_salsa20_pieces(unsigned char *c, const unsigned char *m,
                                  unsigned long long mlen,
                                  const unsigned char *n, const unsigned char *k)
{
    unsigned char nc[16];
    uint64_t block = 0;

    memcpy(nc, n, 8);
    while (mlen > 0) {
        size_t len = mlen < PIECE ? (size_t)mlen : PIECE;

        halite_store32_le(nc + 8, (uint32_t)block);
        halite_store32_le(nc + 12, (uint32_t)(block >> 32));
        halite_salsa20_xor(c, m, len, nc, k);
        block += len / 64; /* len is a multiple of 64 unless it is the last */
        c += len;
        if (m)
            m += len;
        mlen -= len;
    }
}

int halite_crypto_stream_salsa20(unsigned char *c, unsigned long long clen,
                                 const unsigned char *n, const unsigned char *k)
{
    stream_salsa20_pieces(c, NULL, clen, n, k);
    return 0;
}

int halite_crypto_stream_salsa20_xor(unsigned char *c, const unsigned char *m,
                                     unsigned long long mlen,
                                     const unsigned char *n, const unsigned char *k)
{
    stream_salsa20_pieces(c, m, mlen, n, k);
    return 0;
}
