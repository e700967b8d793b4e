# SPDX-License-Identifier: ISC
# halite: the top-level driver. Everything is built with CMake presets into
# build/<preset>; this file only sequences them.
#
#   make deps    check (and as root, install) the Debian packages needed
#   make test    build host, host-asan and every core preset, run tests/run-tests
#   make demo    run examples/demo.c on the Cortex-M3 under QEMU
#   make bench   Table 3 in modelled Cortex-M3 cycles (bench/run-bench);
#                CORE=cortex-m4 (m0, m0plus, m33) for another core's model;
#                SMALL=1 for the small build (HALITE_SMALL, at -Os)
#   make size    code size of libhalite.a per object, at -O2 and -Os, and of
#                the small build: per object, per API and in total
#   make clean   remove build/

SHELL := /bin/bash
JOBS ?= 2
CORE ?= cortex-m3
SMALL_PRESETS := host-small cortex-m3-small cortex-m0plus-small cortex-m0-microbit-small \
                 cortex-m4-small cortex-m7-small cortex-m33-small
PRESETS := host host-asan cortex-m3 cortex-m0plus cortex-m0-microbit cortex-m4 cortex-m4-hardfp \
           cortex-m7 cortex-m33 $(SMALL_PRESETS)
DEPS := cmake gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm \
        libsodium-dev libunicorn-dev libcapstone-dev clang libclang-rt-14-dev \
        rng-tools5 pkg-config python3
QEMU := qemu-system-arm -M mps2-an385 -nographic -semihosting-config enable=on,target=native -kernel

.PHONY: all deps build $(addprefix build-,$(PRESETS) cortex-m3-os cortex-m3-small-o2) test demo bench size clean

all: build

deps:
	@if ! command -v dpkg-query >/dev/null; then \
	    echo "deps: not a Debian-like system; make sure the equivalents of these are installed:"; \
	    echo "  $(DEPS)"; exit 0; \
	fi; \
	missing=""; \
	for p in $(DEPS); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all present"; exit 0; fi; \
	echo "deps: missing:$$missing"; \
	if [ "$$(id -u)" = 0 ]; then \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update && apt-get install -y --no-install-recommends $$missing; \
	else \
	    echo "deps: run this as root, then make again:"; \
	    echo "  apt-get update && apt-get install -y --no-install-recommends$$missing"; \
	    exit 1; \
	fi

build: $(addprefix build-,$(PRESETS))

# Configuring again is cheap and picks up new source files. KEEP_GOING=1
# builds whatever still builds after an error.
$(addprefix build-,$(PRESETS) cortex-m3-os cortex-m3-small-o2): build-%:
	cmake --preset $*
	cmake --build --preset $* -j$(JOBS) $(if $(KEEP_GOING),-- -k)

# A program that does not build is reported by the runner as a failure,
# beside the results of everything that did build.
test: deps
	@$(MAKE) --no-print-directory -k build KEEP_GOING=1; built=$$?; \
	tests/run-tests --presets "$(PRESETS)" --jobs $(JOBS); tested=$$?; \
	if [ $$built -ne 0 ]; then echo "make test: the build failed (see above)"; fi; \
	[ $$built -eq 0 ] && [ $$tested -eq 0 ]

demo: deps
	cmake --preset cortex-m3 >/dev/null
	cmake --build --preset cortex-m3 -j$(JOBS) --target demo
	$(QEMU) build/cortex-m3/demo </dev/null 2>&1

bench: deps
	@if [ ! -x bench/run-bench ]; then \
	    echo "bench: bench/run-bench does not exist yet (the benchmark driver is still being written)"; \
	    exit 1; \
	fi
	CORE=$(CORE) SMALL=$(SMALL) bench/run-bench

size:
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
