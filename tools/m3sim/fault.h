/* SPDX-License-Identifier: ISC */
/*
 * m3sim fault: the fault-injection campaign over bench/fault-harness.c
 * (fault.c; docs/faults.md).
 */
#ifndef M3SIM_FAULT_H
#define M3SIM_FAULT_H

#include <stdint.h>

#include "elf.h"
#include "model.h"

/* Fault models (model 0 only restarts the instruction: a self-check of
 * the injection machinery, every such run must be masked). */
enum { FAULT_NONE, FAULT_SKIP, FAULT_REG_FLIP, FAULT_CODE_FLIP, FAULT_MODELS };

struct fault_options {
    const char *api;                  /* an API name, or "all" */
    uint64_t random;                  /* random (instruction, model) points */
    int exhaustive_skip;              /* exhaustive_model at every point outside the exclusions */
    const char *function;             /* exhaustive runs in this function only (no exclusions) */
    uint64_t from;                    /* exhaustive runs from this dynamic instruction on */
    int exhaustive_model;             /* FAULT_SKIP (--exhaustive-skip), _REG_FLIP, _CODE_FLIP
                                         (every bit); FAULT_NONE checks the machinery */
    unsigned models;                  /* bit per model drawn at random (default 1, 2, 3) */
    uint64_t seed;
    uint64_t budget_factor;           /* timeout: this many times the golden instructions */
    int hedged;                       /* the build hedges its signing nonce */
    int early_stop;                   /* stop a run that reconverges with the golden one */
    int verbose;                      /* print every exploitable run */
    int plan;                         /* count the points only, run nothing */
    const char *json;                 /* results file, or NULL */
    const char *label;                /* build label in the results (default, hardened) */
    int point_model;                  /* --point: run this one fault only (0: a campaign) */
    uint64_t point_index;             /* its dynamic instruction */
    uint32_t point_param;             /* its bit (model 2: register choice * 32 + bit) */
    int trace;                        /* --point: print every instruction from the fault on */
};

/* What a campaign printed once: the first key recovery. */
struct fault_report {
    int key_shown;
};

/* m3sim fault on core c: runs the campaign o over img; prints the table and
 * writes o->json. Returns 0, 1 when a golden run is itself exploitable
 * (a forgery accepted, a wrong signature), 2 on errors. */
int fault_campaign(const struct fault_options *o, const struct core *c,
                   const struct elf_image *img);

#endif
