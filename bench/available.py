#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Writes available.h for bench/harness.c: '#define HAVE_<symbol> 1' for every
function (strong or weak) libhalite.a defines in an object whose references all resolve
(inside the library, in newlib-nano or in libgcc), so the harness links
while parts of the library are still missing.

usage: available.py <libhalite.a> <output.h> [core]   (core: -mcpu, cortex-m3 by default)
"""
import subprocess
import sys

NM = "arm-none-eabi-nm"
GCC = ["arm-none-eabi-gcc", "-mthumb", "--specs=nano.specs"]


def nm_lines(path):
    """Returns nm -A lines for path (an archive)."""
    out = subprocess.run([NM, "-A", path], capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def toolchain_symbols(core):
    """Symbols defined by newlib-nano and libgcc for the core (-mcpu)."""
    names = set()
    for lib in ("libc_nano.a", "libgcc.a", "libm.a"):
        path = subprocess.run(GCC + ["-mcpu=" + core, "-print-file-name=" + lib], capture_output=True,
                              text=True, check=True).stdout.strip()
        try:
            lines = nm_lines(path)
        except (subprocess.CalledProcessError, FileNotFoundError):
            continue
        for line in lines:
            parts = line.split()
            if len(parts) >= 3 and parts[-2] not in ("U", "w", "v"):
                names.add(parts[-1])
    return names


def main():
    lib, output = sys.argv[1], sys.argv[2]
    core = sys.argv[3] if len(sys.argv) > 3 else "cortex-m3"
    defined, undefined = {}, {}
    for line in nm_lines(lib):
        head, _, rest = line.rpartition(":")
        obj = head.split(":")[-1]
        parts = rest.split()
        if len(parts) < 2:
            continue
        kind, name = parts[-2], parts[-1]
        defined.setdefault(obj, set())
        undefined.setdefault(obj, set())
        if kind == "U":
            undefined[obj].add(name)
        elif kind not in ("w", "v"):
            defined[obj].add((kind, name))
    external = toolchain_symbols(core)
    broken = set()
    while True:
        provided = set(external)
        for obj, syms in defined.items():
            if obj not in broken:
                provided.update(name for _, name in syms)
        newly = {obj for obj in defined if obj not in broken and undefined[obj] - provided}
        if not newly:
            break
        broken |= newly
    lines = []
    for obj in sorted(defined):
        if obj in broken:
            missing = sorted(undefined[obj] - provided)
            lines.append("/* %s left out: needs %s */" % (obj, ", ".join(missing)))
            continue
        for kind, name in sorted(defined[obj]):
            # W: a weak function (halite_randombytes, which a program may replace)
            if kind in ("T", "W"):
                lines.append("#define HAVE_%s 1" % name)
    text = "\n".join(lines) + "\n"
    try:
        with open(output) as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(output, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
