/* SPDX-License-Identifier: ISC */
/*
 * m3fault: the fault-injection campaign (`m3sim fault`, README.md "Fault
 * injection"). A program of its own because it links the host build of
 * halite (the key recovery and the reference verification); the
 * tools/m3sim/m3sim script runs it for `m3sim fault`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf.h"
#include "fault.h"

static const char usage[] =
    "usage: m3sim fault [--core C] [--api NAME|all] [--random N] [--exhaustive-skip]\n"
    "                   [--exhaustive 1|2|3] [--exhaustive-restart] [--function NAME] [--from N]\n"
    "                   [--models 1,2,3] [--seed N] [--budget X] [--hedged]\n"
    "                   [--no-early-stop] [--verbose] [--plan] [--label NAME] [--json FILE]\n"
    "                   [--point MODEL,INDEX,BIT [--trace]] <elf>\n"
    "<elf>: bench/fault-harness.c linked with the library (bench/build-fault-harness).\n"
    "APIs: crypto_sign_detached, crypto_sign, crypto_scalarmult, crypto_box_beforenm,\n"
    "crypto_box_open_easy, crypto_secretbox_open_easy, crypto_sign_verify_detached.\n"
    "--point reruns one fault as --verbose prints it (model, instruction, bit).\n";

/* Parses "MODEL,INDEX,BIT" into o's point; 0, or -1 when malformed. */
static int parse_point(struct fault_options *o, const char *s)
{
    char *end;
    unsigned long model = strtoul(s, &end, 0);
    if (*end != ',' || model < 1 || model >= FAULT_MODELS)
        return -1;
    o->point_index = strtoull(end + 1, &end, 0);
    if (*end != ',')
        return -1;
    o->point_param = (uint32_t)strtoul(end + 1, &end, 0);
    o->point_model = (int)model;
    return *end ? -1 : 0;
}

/* Parses "1,2,3" into a bit per model; 0 when malformed. */
static unsigned parse_models(const char *s)
{
    unsigned bits = 0;
    for (; *s; s++) {
        if (*s >= '1' && *s < '0' + FAULT_MODELS)
            bits |= 1u << (*s - '0');
        else if (*s != ',')
            return 0;
    }
    return bits;
}

int main(int argc, char **argv)
{
    struct fault_options o = {
        .api = "all", .random = 1000, .models = 0xe, .seed = 1, .budget_factor = 2,
        .early_stop = 1, .label = "default", .exhaustive_model = FAULT_SKIP,
    };
    const char *core_name = "m3", *elf = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--core") && more) core_name = argv[++i];
        else if (!strcmp(a, "--api") && more) o.api = argv[++i];
        else if (!strcmp(a, "--random") && more) o.random = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--exhaustive-skip")) o.exhaustive_skip = 1;
        else if (!strcmp(a, "--exhaustive-restart")) o.exhaustive_skip = 1, o.exhaustive_model = FAULT_NONE;
        else if (!strcmp(a, "--exhaustive") && more && argv[i + 1][0] >= '1' &&
                 argv[i + 1][0] < '0' + FAULT_MODELS && !argv[i + 1][1])
            o.exhaustive_skip = 1, o.exhaustive_model = argv[++i][0] - '0';
        else if (!strcmp(a, "--models") && more) o.models = parse_models(argv[++i]);
        else if (!strcmp(a, "--seed") && more) o.seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--budget") && more) o.budget_factor = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--hedged")) o.hedged = 1;
        else if (!strcmp(a, "--no-early-stop")) o.early_stop = 0;
        else if (!strcmp(a, "--verbose")) o.verbose = 1;
        else if (!strcmp(a, "--plan")) o.plan = 1;
        else if (!strcmp(a, "--function") && more) o.function = argv[++i];
        else if (!strcmp(a, "--from") && more) o.from = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--label") && more) o.label = argv[++i];
        else if (!strcmp(a, "--json") && more) o.json = argv[++i];
        else if (!strcmp(a, "--point") && more && parse_point(&o, argv[i + 1]) == 0) i++;
        else if (!strcmp(a, "--trace")) o.trace = 1;
        else if (a[0] == '-' || elf) { fputs(usage, stderr); return 2; }
        else elf = a;
    }
    if (!elf || !o.models || o.budget_factor < 1) {
        fputs(usage, stderr);
        return 2;
    }
    const struct core *c = model_core(core_name);
    if (!c) {
        fprintf(stderr, "m3sim fault: unknown core %s (m0, m0plus, m3, m4, m33)\n", core_name);
        return 2;
    }
    struct elf_image img;
    if (elf_load(&img, elf) != 0)
        return 2;
    int rc = fault_campaign(&o, c, &img);
    elf_free(&img);
    return rc;
}
