# SPDX-License-Identifier: ISC
# How to run a program of one build (tests/run-tests, tests/run.d/30-crosscheck.sh,
# 45-demo.sh); sourced, not run.
#   halite_runner <build>/<preset>   prints the command that precedes the
#       program's path: the build's <build>/<preset>/qemu-machine (written by
#       cmake/halite.cmake; it may carry options, "vexpress-a15 -cpu cortex-a7")
#       gives qemu-system-arm with semihosting; <build>/<preset>/qemu-user (a
#       cross build for Linux) is a user-mode QEMU command line,
#       "qemu-arm-static -L /usr/arm-linux-gnueabihf -cpu cortex-a8"; with neither, nothing (the
#       program runs natively). Callers split it into words, unquoted.
halite_runner() {
    if [ -s "$1/qemu-machine" ]; then
        # -icount shift=0: the virtual clock advances 1 ns an instruction,
        # so a timer interrupt lands at the same instruction on every run
        # however busy the host is (test_rng_concurrent counts where).
        echo "qemu-system-arm -M $(cat "$1/qemu-machine") -nographic -icount shift=0" \
             "-semihosting-config enable=on,target=native -kernel"
    elif [ -s "$1/qemu-user" ]; then
        cat "$1/qemu-user"
    fi
}
