/* SPDX-License-Identifier: ISC */
/*
 * randombytes with two callers at once: the main loop draws 32-byte blocks
 * while an interrupt draws more: on a Cortex-M the SysTick timer's handler
 * (under QEMU), on the host a SIGALRM handler (setitimer). For each lock
 * the run checks that no 32-byte block was handed out twice and that the
 * blocks are exactly what one serial caller gets from the same seed, in an
 * order that interleaves the two callers' sequences (a model of the
 * generator, Salsa20 block 0 under the key, whose first half is the next
 * key and second half the block, follows along; tests/host_rng_kat.c
 * checks that construction against libsodium); and that interrupts did
 * land while the main loop was inside randombytes.
 *   1. the default lock (a bare board: interrupts masked; the host has
 *      none, so there the run installs a lock that blocks the signal);
 *   2. a lock installed with halite_rng_set_lock, counting its calls;
 *   3. a control with a lock that does nothing: the interrupt then draws
 *      under the key the main loop is replacing, and the run must see
 *      repeated blocks (the check catches a missing lock).
 * An attempt runs the main loop until the interrupt has drawn IRQ_TARGET
 * blocks (or MAIN_LIMIT draws, a failure). Where the interrupts land depends
 * on the timer's clock: tests/run-tests runs QEMU with its virtual clock
 * counted in instructions (-icount), so they land at the same points on
 * every run; a host's timer (and qemu-user's) follows the host's clock,
 * which a busy machine can make bunch them outside the main loop's draws,
 * so a run makes up to ATTEMPTS attempts to see INSIDE_MIN land inside.
 */
#if defined(__unix__) || defined(__APPLE__)
#define _XOPEN_SOURCE 700 /* sigaction, sigprocmask, setitimer under -std=c99 */
#endif
#include <string.h>
#include "check.h"
#include "rng/rng_internal.h"

#define BLOCK 32
#define IRQ_TARGET 256       /* the interrupt's draws per run */
#define MAIN_LIMIT 1000000u  /* main-loop draws before the run gives up */
#define INSIDE_MIN 16        /* interrupts that must land inside a main draw */
#define ATTEMPTS 8           /* runs of IRQ_TARGET interrupts to reach INSIDE_MIN */

static unsigned char irq_blocks[IRQ_TARGET][BLOCK];
static volatile unsigned irq_count, irq_inside;
static volatile int main_drawing; /* the main loop is inside randombytes */
static unsigned lock_calls, unlock_calls;

/* The interrupt's work: one 32-byte draw, kept, until IRQ_TARGET. */
static void interrupt_draw(void)
{
    unsigned k = irq_count;
    if (k >= IRQ_TARGET)
        return;
    irq_inside += main_drawing;
    halite_randombytes(irq_blocks[k], BLOCK);
    irq_count = k + 1; /* after the block: the main loop reads up to here */
}

#if HALITE_RNG_HOSTED
#include <signal.h>
#include <sys/time.h>

static sigset_t saved_mask;

/* SIGALRM is the host's interrupt. */
static void on_alarm(int sig)
{
    (void)sig;
    interrupt_draw();
}

/* Starts the interrupt: SIGALRM every 50 microseconds. */
static void timer_start(void)
{
    struct sigaction sa;
    struct itimerval every = { { 0, 50 }, { 0, 50 } };
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    setitimer(ITIMER_REAL, &every, NULL);
}

/* Stops the interrupt. */
static void timer_stop(void)
{
    struct itimerval never = { { 0, 0 }, { 0, 0 } };
    setitimer(ITIMER_REAL, &never, NULL);
    signal(SIGALRM, SIG_IGN);
}

/* A lock against the signal handler: blocks SIGALRM (the holder alone
 * touches saved_mask: the handler cannot run while it is blocked). */
static void counting_lock(void *ctx)
{
    sigset_t alarm_only, old;
    (void)ctx;
    sigemptyset(&alarm_only);
    sigaddset(&alarm_only, SIGALRM);
    sigprocmask(SIG_BLOCK, &alarm_only, &old);
    saved_mask = old;
    lock_calls++;
}
#else
#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define SYST_ENABLE_TICKINT_CPUCLK 7u
#define TICK_CYCLES 1000u /* 40 us at QEMU's 25 MHz MPS2 clock */

static uint32_t saved_primask;

/* SysTick is the board's interrupt (startup.c's vector table). */
void SysTick_Handler(void)
{
    interrupt_draw();
}

/* Starts SysTick: an interrupt every TICK_CYCLES processor clocks. */
static void timer_start(void)
{
    SYST_RVR = TICK_CYCLES - 1;
    SYST_CVR = 0;
    SYST_CSR = SYST_ENABLE_TICKINT_CPUCLK;
}

/* Stops SysTick. */
static void timer_stop(void)
{
    SYST_CSR = 0;
}

/* A lock of the program's own: masks interrupts, as the default does (the
 * holder alone touches saved_primask). */
static void counting_lock(void *ctx)
{
    uint32_t primask;
    (void)ctx;
    __asm__ volatile("mrs %0, primask\n\tcpsid i" : "=r"(primask) : : "memory");
    saved_primask = primask;
    lock_calls++;
}
#endif

/* Releases counting_lock. */
static void counting_unlock(void *ctx)
{
    (void)ctx;
    unlock_calls++;
#if HALITE_RNG_HOSTED
    sigprocmask(SIG_SETMASK, &saved_mask, NULL);
#else
    __asm__ volatile("msr primask, %0" : : "r"(saved_primask) : "memory");
#endif
}

/* A lock that does nothing: the control. */
static void no_lock(void *ctx)
{
    (void)ctx;
}

/* ---- the serial model ---- */

static unsigned char model_key[32], model_block[BLOCK];
static int model_ready;     /* model_block holds the model's next block */
static unsigned irq_merged; /* interrupt blocks matched in the model's order */

/* Starts the model from the generator's key just after seeding. */
static void model_start(void)
{
    memcpy(model_key, halite_rng_state.key, 32);
    model_ready = 0;
    irq_merged = 0;
}

/* Returns the model's next 32-byte block (without consuming it). */
static const unsigned char *model_peek(void)
{
    static const unsigned char zero_nonce[8];
    unsigned char s[64];

    if (!model_ready) {
        halite_crypto_stream_salsa20(s, sizeof s, zero_nonce, model_key);
        memcpy(model_key, s, 32);
        memcpy(model_block, s + 32, BLOCK);
        model_ready = 1;
    }
    return model_block;
}

/* Takes the main loop's next block b: the model's next blocks must be the
 * interrupt's blocks not yet matched (those it drew before b), in order,
 * then b. Returns 1 if so. */
static int model_take_main(const unsigned char *b)
{
    for (;;) {
        const unsigned char *next = model_peek();
        if (memcmp(next, b, BLOCK) == 0) {
            model_ready = 0;
            return 1;
        }
        if (irq_merged >= irq_count || memcmp(next, irq_blocks[irq_merged], BLOCK) != 0)
            return 0;
        irq_merged++;
        model_ready = 0;
    }
}

/* Takes the interrupt's remaining blocks once it has stopped: they must be
 * the model's next blocks. Returns 1 if so. */
static int model_take_rest(void)
{
    for (; irq_merged < irq_count; irq_merged++) {
        if (memcmp(model_peek(), irq_blocks[irq_merged], BLOCK) != 0)
            return 0;
        model_ready = 0;
    }
    return 1;
}

/* Returns how many of the interrupt's blocks from index first on equal b. */
static unsigned irq_copies(const unsigned char *b, unsigned first)
{
    unsigned copies = 0, n = irq_count;
    for (unsigned k = first; k < n; k++)
        copies += memcmp(irq_blocks[k], b, BLOCK) == 0;
    return copies;
}

/* What one attempt saw. */
struct attempt {
    unsigned mains, irqs, inside, repeats;
    int serial; /* one serial caller's output, interleaved */
};

/* One attempt: seeds the generator, draws in the main loop while the
 * interrupt draws, and follows both with the model. (A repeat is a
 * main-loop block equal to one the interrupt drew while that main-loop draw
 * was under way, as happens when the interrupt reads the key the main loop
 * is replacing; any other repeat breaks the model's order.) */
static struct attempt attempt_once(const unsigned char seed[32])
{
    struct attempt a = { 0, 0, 0, 0, 1 };
    unsigned char b[BLOCK];

    halite_rng_insecure_seed_for_testing(seed);
    model_start();
    irq_count = irq_inside = 0;
    timer_start();
    while (irq_count < IRQ_TARGET && a.mains < MAIN_LIMIT) {
        unsigned irq_before = irq_count;
        main_drawing = 1;
        halite_randombytes(b, BLOCK);
        main_drawing = 0;
        a.mains++;
        a.repeats += irq_copies(b, irq_before);
        a.serial = a.serial && model_take_main(b);
    }
    timer_stop();
    a.serial = a.serial && model_take_rest();
    a.irqs = irq_count;
    a.inside = irq_inside;
    return a;
}

/* One run: attempts (each from its own seed) until INSIDE_MIN interrupts
 * in all have landed inside a main-loop draw and, for the control
 * (expect_race), one attempt has shown a race; at most ATTEMPTS. Under
 * QEMU's instruction-counted clock the first attempt suffices; a host's
 * timer (SIGALRM, or qemu-user's) can bunch its interrupts outside the
 * draws when the machine is busy, and the next attempt draws again. Every
 * attempt of a locked run must give no repeat and the serial order. */
static void run(const char *label, const unsigned char seed[32], int expect_race)
{
    unsigned char s[32];
    unsigned k, inside = 0, raced = 0, locked_ok = 1;
    struct attempt a = { 0, 0, 0, 0, 1 };

    memcpy(s, seed, 32);
    for (k = 0; k < ATTEMPTS; k++) {
        s[31] = (unsigned char)k;
        a = attempt_once(s);
        CHECK(a.irqs == IRQ_TARGET);
        inside += a.inside;
        raced |= a.repeats > 0 && !a.serial;
        locked_ok = locked_ok && a.repeats == 0 && a.serial;
        if (inside >= INSIDE_MIN && (!expect_race || raced))
            break;
    }
    hal_send_str("test_rng_concurrent: ");
    hal_send_str(label);
    check_note(": attempts ", k < ATTEMPTS ? k + 1 : k);
    check_note("    last attempt's main-loop blocks ", a.mains);
    check_note("    interrupts inside a main-loop draw, all attempts ", inside);
    check_note("    last attempt's repeated blocks ", a.repeats);
    hal_send_str(a.serial ? "    last attempt one serial caller's output, interleaved: yes\n"
                          : "    last attempt one serial caller's output, interleaved: no\n");
    CHECK(inside >= INSIDE_MIN);
    if (expect_race)
        CHECK(raced);
    else
        CHECK(locked_ok);
}

int main(void)
{
    unsigned char seed[32];

    check_begin("test_rng_concurrent");
    memset(seed, 0xC3, sizeof seed);
#if HALITE_RNG_HOSTED
    /* no default lock on a hosted system: the signal needs one */
    halite_rng_set_lock(counting_lock, counting_unlock, NULL);
    run("a lock that blocks the signal", seed, 0);
#else
    run("the default lock (interrupts masked)", seed, 0);
    halite_rng_set_lock(counting_lock, counting_unlock, NULL);
    seed[0] ^= 1;
    run("an installed lock", seed, 0);
#endif
    CHECK(lock_calls > 0 && lock_calls == unlock_calls);
    check_note("test_rng_concurrent: lock/unlock pairs ", lock_calls);

    halite_rng_set_lock(no_lock, no_lock, NULL);
    seed[1] ^= 1;
    run("control, a lock that does nothing", seed, 1);
    halite_rng_set_lock(NULL, NULL, NULL);
    return check_end();
}
