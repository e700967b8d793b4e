/* SPDX-License-Identifier: ISC */
#include "elf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ELF constants used here (from the ELF and ARM ELF specifications). */
enum {
    PT_LOAD = 1,
    SHT_SYMTAB = 2,
    STT_NOTYPE = 0,
    STT_OBJECT = 1,
    STT_FUNC = 2,
    EM_ARM = 40,
};

/* Reads a little-endian 16-bit field. */
static uint32_t rd16(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }

/* Reads a little-endian 32-bit field. */
static uint32_t rd32(const unsigned char *p)
{
    return rd16(p) | rd16(p + 2) << 16;
}

/* Returns 1 when [off, off+len) lies inside the file. */
static int in_file(const struct elf_image *img, uint32_t off, uint32_t len)
{
    return off <= img->file_size && len <= img->file_size - off;
}

/* Fills img->segments from the program headers; returns 0 or -1. */
static int read_segments(struct elf_image *img)
{
    const unsigned char *f = img->file;
    uint32_t phoff = rd32(f + 28), phentsize = rd16(f + 42), phnum = rd16(f + 44);
    if (!in_file(img, phoff, phentsize * phnum))
        return -1;
    img->segments = calloc(phnum ? phnum : 1, sizeof *img->segments);
    for (uint32_t i = 0; i < phnum; i++) {
        const unsigned char *ph = f + phoff + i * phentsize;
        if (rd32(ph) != PT_LOAD || rd32(ph + 20) == 0)
            continue;
        struct elf_segment *s = &img->segments[img->nsegments++];
        uint32_t off = rd32(ph + 4);
        s->vaddr = rd32(ph + 8);
        s->paddr = rd32(ph + 12);
        s->filesz = rd32(ph + 16);
        s->memsz = rd32(ph + 20);
        if (!in_file(img, off, s->filesz) || s->filesz > s->memsz)
            return -1;
        s->data = f + off;
    }
    return 0;
}

/* Fills img->symbols from the first SHT_SYMTAB section; returns 0 or -1. */
static int read_symbols(struct elf_image *img)
{
    const unsigned char *f = img->file;
    uint32_t shoff = rd32(f + 32), shentsize = rd16(f + 46), shnum = rd16(f + 48);
    if (!in_file(img, shoff, shentsize * shnum))
        return -1;
    for (uint32_t i = 0; i < shnum; i++) {
        const unsigned char *sh = f + shoff + i * shentsize;
        if (rd32(sh + 4) != SHT_SYMTAB)
            continue;
        uint32_t off = rd32(sh + 16), size = rd32(sh + 20), link = rd32(sh + 24);
        uint32_t entsize = rd32(sh + 36);
        if (link >= shnum || entsize < 16 || !in_file(img, off, size))
            return -1;
        const unsigned char *strsh = f + shoff + link * shentsize;
        uint32_t stroff = rd32(strsh + 16), strsize = rd32(strsh + 20);
        if (!in_file(img, stroff, strsize))
            return -1;
        uint32_t n = size / entsize;
        img->symbols = calloc(n ? n : 1, sizeof *img->symbols);
        for (uint32_t k = 0; k < n; k++) {
            const unsigned char *st = f + off + k * entsize;
            uint32_t name = rd32(st), type = st[12] & 15;
            if (name == 0 || name >= strsize || st[14] == 0 ||
                (type != STT_FUNC && type != STT_OBJECT && type != STT_NOTYPE))
                continue;
            if (!memchr(f + stroff + name, 0, strsize - name))
                continue;
            struct elf_symbol *sym = &img->symbols[img->nsymbols++];
            sym->name = (const char *)f + stroff + name;
            sym->value = rd32(st + 4);
            sym->size = rd32(st + 8);
            sym->is_func = type == STT_FUNC;
        }
        return 0;
    }
    return 0;
}

int elf_load(struct elf_image *img, const char *path)
{
    memset(img, 0, sizeof *img);
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        perror(path);
        return -1;
    }
    fseek(fp, 0, SEEK_END);
    long len = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    img->file = malloc(len > 0 ? (size_t)len : 1);
    img->file_size = len > 0 ? (size_t)len : 0;
    int ok = img->file && fread(img->file, 1, img->file_size, fp) == img->file_size;
    fclose(fp);
    const unsigned char *f = img->file;
    ok = ok && img->file_size >= 52 && memcmp(f, "\177ELF", 4) == 0 && f[4] == 1 &&
         f[5] == 1 && rd16(f + 18) == EM_ARM;
    if (!ok || read_segments(img) != 0 || read_symbols(img) != 0) {
        fprintf(stderr, "%s: not a readable little-endian ELF32 ARM file\n", path);
        elf_free(img);
        return -1;
    }
    return 0;
}

void elf_free(struct elf_image *img)
{
    free(img->file);
    free(img->segments);
    free(img->symbols);
    memset(img, 0, sizeof *img);
}

const struct elf_symbol *elf_find(const struct elf_image *img, const char *name)
{
    for (int i = 0; i < img->nsymbols; i++)
        if (strcmp(img->symbols[i].name, name) == 0)
            return &img->symbols[i];
    return NULL;
}

const struct elf_symbol *elf_function_at(const struct elf_image *img, uint32_t addr)
{
    const struct elf_symbol *best = NULL;
    for (int i = 0; i < img->nsymbols; i++) {
        const struct elf_symbol *s = &img->symbols[i];
        uint32_t start = s->value & ~1u;
        if (!s->is_func || start > addr)
            continue;
        if (addr < start + s->size)
            return s;
        if (!best || start > (best->value & ~1u))
            best = s;
    }
    return best;
}
