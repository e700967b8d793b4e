/* SPDX-License-Identifier: ISC */
/*
 * What randombytes does when it cannot deliver, checked in child processes:
 * the fatal handler (the library's, on a hosted system) prints the reason
 * on stderr and aborts; a failure hook is called first, with the reason,
 * and when it returns the fatal handler still ends the program.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

/* A failure hook that says it was called, and returns. */
static void returning_hook(int reason, const char *message)
{
    fprintf(stderr, "hook: %d %s\n", reason, message);
}

/* In the child: leaves the generator unseeded (the host has no SRAM region,
 * so trying it fails) and asks for bytes; writes "returned" if that returns. */
static void child_asks_unseeded(int install_returning_hook)
{
    unsigned char buf[16];

    if (install_returning_hook)
        halite_rng_set_failure_hook(returning_hook);
    halite_rng_seed_from_sram();
    alarm(2); /* a child that hangs is ended by SIGALRM */
    halite_randombytes(buf, sizeof buf);
    fputs("returned\n", stderr);
    _exit(0);
}

/* Runs child_asks_unseeded in a child process; returns its wait status and
 * its stderr output in err (size n). */
static int run_child(int install_returning_hook, char *err, size_t n)
{
    int pipefd[2], status = 0;
    size_t got = 0;
    ssize_t r;
    pid_t pid;

    if (pipe(pipefd) != 0)
        return -1;
    fflush(stdout);
    pid = fork();
    if (pid == 0) {
        close(pipefd[0]);
        dup2(pipefd[1], 2);
        child_asks_unseeded(install_returning_hook);
    }
    close(pipefd[1]);
    while (got + 1 < n && (r = read(pipefd[0], err + got, n - 1 - got)) > 0)
        got += (size_t)r;
    err[got] = 0;
    close(pipefd[0]);
    waitpid(pid, &status, 0);
    return status;
}

int main(void)
{
    char err[512], want[600], want_hooked[1200];
    const char *message = halite_rng_strerror(HALITE_RNG_ERR_NO_SOURCE);
    int status;

    check_begin("host_rng_fail");
    snprintf(want, sizeof want, "halite: randombytes: %s\n", message);
    snprintf(want_hooked, sizeof want_hooked, "hook: %d %s\n%s", HALITE_RNG_ERR_NO_SOURCE,
             message, want);

    status = run_child(0, err, sizeof err);
    CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    CHECK(strcmp(err, want) == 0);
    printf("host_rng_fail: the fatal handler printed: %s", err);

    status = run_child(1, err, sizeof err);
    CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    CHECK(strcmp(err, want_hooked) == 0);

    /* the parent still has the OS generator: no source was tried here */
    CHECK(halite_rng_status() == HALITE_RNG_OK);
    return check_end();
}
