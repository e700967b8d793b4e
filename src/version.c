/* SPDX-License-Identifier: ISC */
/*
 * halite_version_string: the release of the library, from include/halite.h.
 * A file of its own, so that only a program that asks links it.
 */
#include "internal.h"

const char *halite_version_string(void)
{
    return HALITE_VERSION_STRING;
}
