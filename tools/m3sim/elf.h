/* SPDX-License-Identifier: ISC */
/*
 * Minimal ELF32 (little-endian ARM) reader for m3sim: the loadable segments
 * and the symbol table, nothing else.
 */
#ifndef M3SIM_ELF_H
#define M3SIM_ELF_H

#include <stddef.h>
#include <stdint.h>

struct elf_segment {
    uint32_t vaddr;           /* run-time address */
    uint32_t paddr;           /* load address (differs for .data) */
    uint32_t filesz, memsz;   /* bytes in the file; bytes in memory (rest zeroed) */
    const unsigned char *data;
};

struct elf_symbol {
    const char *name;
    uint32_t value;           /* for Thumb functions, bit 0 is set */
    uint32_t size;
    int is_func;
};

struct elf_image {
    unsigned char *file;
    size_t file_size;
    struct elf_segment *segments;
    int nsegments;
    struct elf_symbol *symbols;
    int nsymbols;
};

/* Reads path into img; returns 0, or -1 after printing why to stderr. */
int elf_load(struct elf_image *img, const char *path);

/* Frees what elf_load allocated. */
void elf_free(struct elf_image *img);

/* Returns the symbol called name, or NULL. */
const struct elf_symbol *elf_find(const struct elf_image *img, const char *name);

/* Returns the function symbol whose body contains addr (or the nearest one
 * below it), or NULL. */
const struct elf_symbol *elf_function_at(const struct elf_image *img, uint32_t addr);

#endif
