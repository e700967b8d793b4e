# SPDX-License-Identifier: ISC
# halite: the top-level driver. Everything is built with CMake presets into
# build/<preset>; this file only sequences them.
#
#   make deps    check (and as root, install) the Debian packages of every
#                purpose below; deps-build, deps-bench, deps-test: of one
#                (as non-root: prints the apt-get line to run, see tools/deps)
#   make test    build host, host-asan and every core preset (clang's too, and
#                the hardened builds of the host, M3, M0+ and M4, and the
#                HALITE_RAMFUNC builds of the M3, M0+, M4 and small M3), run tests/run-tests
#   make demo    run examples/demo.c on the Cortex-M3 under QEMU
#   make bench   Table 3 in modelled Cortex-M3 cycles (bench/run-bench), into
#                build/bench*/; CORE=cortex-m4 (m0, m0plus, m33; cortex-a8) for another
#                core's model (cortex-a8: with the NEON paper's rows, and its
#                code from SUPERCOP=<dir>); SMALL=1 for the small build (HALITE_SMALL, -Os);
#                HARDENED=1 for the fault-hardened build (HALITE_HARDENED);
#                RAMFUNC=1 with the hot kernels in RAM (HALITE_RAMFUNC);
#                PART=<part> (cc2650, lpc1768, stm32f103, ...: m3sim parts)
#                runs it from that part's flash at its clock (implies CORE)
#   make bench-publish  the same, and rewrites the committed results
#                (bench/results*.json, bench/chart*.svg) of that core, then
#                the figure tables of README.md and docs/parts.md from them
#   make faults  the fault-injection campaign (bench/faults, docs/faults.md)
#                on the M0+, M3 and M4 models, into build/faults/; long (hours);
#                HARDENED=1 for the HALITE_HARDENED=ON build
#   make faults-publish  the same, and rewrites bench/faults-<core>.json
#   make size    code size of libhalite.a per object, at -O2 and -Os, and of
#                the small build: per object, per API and in total
#   make clean   remove build/

SHELL := /bin/bash
JOBS ?= 2
CORE ?= cortex-m3
SMALL_PRESETS := host-small cortex-m3-small cortex-m0plus-small cortex-m0-microbit-small \
                 cortex-m4-small cortex-m7-small cortex-m33-small
# The same library built by clang (cmake/arm-none-eabi-clang.cmake), speed
# and small, on one core of each instruction set.
CLANG_PRESETS := cortex-m0plus-clang cortex-m3-clang cortex-m4-clang \
                 cortex-m0plus-small-clang cortex-m3-small-clang cortex-m4-small-clang
# The Cortex-A cores, bare metal, and 32-bit Arm Linux (docs/cortex-a.md).
CORTEX_A_PRESETS := cortex-a8 cortex-a7 cortex-a9 linux-armhf linux-armhf-noneon
HARDENED_PRESETS := host-hardened cortex-m3-hardened cortex-m0plus-hardened cortex-m4-hardened
# The hot kernels run from RAM (HALITE_RAMFUNC, docs/ramfunc.md), one core of
# each instruction set and the small build.
RAMFUNC_PRESETS := cortex-m3-ramfunc cortex-m0plus-ramfunc cortex-m4-ramfunc cortex-m3-small-ramfunc
PRESETS := host host-asan cortex-m3 cortex-m0plus cortex-m0-microbit cortex-m4 cortex-m4-hardfp \
           cortex-m7 cortex-m33 $(CORTEX_A_PRESETS) $(SMALL_PRESETS) $(CLANG_PRESETS) $(HARDENED_PRESETS) \
           $(RAMFUNC_PRESETS)
# The Debian packages per purpose, each list adding to the one before:
# build: the library (cross and host, bare metal and armhf Linux under
# qemu-arm-static), make demo; bench: make bench and make
# size (tools/m3sim and bench/*.py); test: make test (libsodium as the
# reference, clang for host-asan and libFuzzer, rngtest, pkg-config).
DEPS_BUILD := cmake make gcc libc6-dev gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm \
              gcc-arm-linux-gnueabihf qemu-user-static
DEPS_BENCH := $(DEPS_BUILD) libunicorn-dev libcapstone-dev python3
DEPS_TEST := $(DEPS_BENCH) libsodium-dev pkg-config clang libclang-rt-14-dev rng-tools5 git
QEMU := qemu-system-arm -M mps2-an385 -nographic -semihosting-config enable=on,target=native -kernel

.PHONY: all deps deps-build deps-bench deps-test build \
        $(addprefix build-,$(PRESETS) cortex-m3-os cortex-m3-small-o2) test demo bench bench-publish \
        size clean faults faults-publish

all: build

# Asked for directly, a deps target reports what is missing and succeeds; as
# the prerequisite of a command that cannot run without the packages, it
# stops that command (DEPS_NEEDED_BY, which make passes on to prerequisites).
DEPS_NEEDED_BY :=
demo: DEPS_NEEDED_BY := make demo
bench: DEPS_NEEDED_BY := make bench
bench-publish: DEPS_NEEDED_BY := make bench-publish
size: DEPS_NEEDED_BY := make size
faults: DEPS_NEEDED_BY := make faults
faults-publish: DEPS_NEEDED_BY := make faults-publish
test: DEPS_NEEDED_BY := make test

deps: deps-test
deps-build:
	@tools/deps build "$(DEPS_NEEDED_BY)" $(DEPS_BUILD)
deps-bench:
	@tools/deps bench "$(DEPS_NEEDED_BY)" $(DEPS_BENCH)
deps-test:
	@tools/deps test "$(DEPS_NEEDED_BY)" $(DEPS_TEST)

build: $(addprefix build-,$(PRESETS))

# Configuring again is cheap and picks up new source files. KEEP_GOING=1
# builds whatever still builds after an error.
$(addprefix build-,$(PRESETS) cortex-m3-os cortex-m3-small-o2): build-%:
	cmake --preset $*
	cmake --build --preset $* -j$(JOBS) $(if $(KEEP_GOING),-- -k)

# A program that does not build is reported by the runner as a failure,
# beside the results of everything that did build.
test: deps-test
	@$(MAKE) --no-print-directory -k build KEEP_GOING=1; built=$$?; \
	tests/run-tests --presets "$(PRESETS)" --jobs $(JOBS); tested=$$?; \
	if [ $$built -ne 0 ]; then echo "make test: the build failed (see above)"; fi; \
	[ $$built -eq 0 ] && [ $$tested -eq 0 ]

demo: deps-build
	cmake --preset cortex-m3 >/dev/null
	cmake --build --preset cortex-m3 -j$(JOBS) --target demo
	$(QEMU) build/cortex-m3/demo </dev/null 2>&1

bench: deps-bench
	CORE=$(CORE) SMALL=$(SMALL) HARDENED=$(HARDENED) RAMFUNC=$(RAMFUNC) PART=$(PART) bench/run-bench

bench-publish: deps-bench
	CORE=$(CORE) SMALL=$(SMALL) HARDENED=$(HARDENED) RAMFUNC=$(RAMFUNC) PART=$(PART) BENCH_PUBLISH=1 bench/run-bench
	python3 bench/doc_tables.py

faults: deps-bench
	HARDENED=$(HARDENED) bench/faults

faults-publish: deps-bench
	HARDENED=$(HARDENED) FAULTS_PUBLISH=1 bench/faults

size: deps-bench
	cmake --preset cortex-m3 >/dev/null
	cmake --build --preset cortex-m3 -j$(JOBS) --target halite
	cmake --preset cortex-m3-os >/dev/null
	cmake --build --preset cortex-m3-os -j$(JOBS) --target halite
	tools/size-report build/cortex-m3/libhalite.a build/cortex-m3-os/libhalite.a
	@echo
	@echo "The small build (HALITE_SMALL), as firmware links it (bench/run-bench SMALL=1):"
	@CORE=$(CORE) SMALL=1 bench/run-bench | sed -n '/^Linked by a program calling every Table 3/,/^paper:/p'

clean:
	rm -rf build
