# SPDX-License-Identifier: ISC
# Helpers for the tests/run.d scripts that build halite as a package and run
# firmware under QEMU (65-package.sh, 66-float-abi.sh); sourced, not run.
# The script sets: suite (the name on its totals line), src (halite's
# tree), tmp (its scratch folder), passed and failed (its counters).

check() { # description command...: counts a pass or a named failure
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAIL $suite: $what"; failed=$((failed + 1)); fi
}
# Runs a command with its output in $tmp/<log>.log, shown when it fails.
quiet() { # log command...
    local log=$tmp/$1.log; shift
    "$@" >"$log" 2>&1 || { tail -n 30 "$log"; return 1; }
}
build_install() { # name prefix cmake-arguments...: the library alone, installed
    local name=$1 prefix=$2; shift 2
    quiet "$name" cmake -S "$src" -B "$tmp/$name" -DHALITE_BUILD_TESTS=OFF "$@" &&
        quiet "$name" cmake --build "$tmp/$name" -j2 &&
        quiet "$name" cmake --install "$tmp/$name" --prefix "$prefix"
}
run_qemu() { # machine program output
    timeout 120 qemu-system-arm -M "$1" -nographic -semihosting-config enable=on,target=native \
        -kernel "$2" </dev/null >"$3" 2>&1
}
all_ok() { # output: the firmware's last word is "all ok"
    grep -qx 'firmware: all ok' "$1" || { sed 's/^/  | /' "$1"; return 1; }
}
