# The two commands a fresh machine needs: `make run` and `make test`.
.PHONY: run test deps deps-test deps-dist build release fmt lint bench shots clean-e2e dist dist-test

CARGO ?= cargo

run: deps release
	./target/release/mafia-judge $(ARGS)

# No release build: the end-to-end and crash tests run the binary cargo builds
# for the tests (CARGO_BIN_EXE_mafia-judge).
test: deps-test
	CARGO=$(CARGO) scripts/test.sh

# The screenshots a person looks at, from the release build: the projector at
# every moment and size, the judge's window, the start screen and the library
# (target/e2e/; the end-to-end test makes them from the debug build too).
shots: deps-test release
	E2E_SHOTS=1 MAFIA_JUDGE_BIN=target/release/mafia-judge scripts/e2e.sh

# The downloads a judge installs (dist/: the Windows zip, the .deb, the
# .tar.gz and their SHA-256 sums), cross-built here; docs/dist.md.
dist: deps-dist
	CARGO=$(CARGO) scripts/dist.sh

# The downloads tested as they are shipped: the zip unpacked far from the
# sources and run under Wine, the .deb unpacked and checked with lintian.
dist-test: dist
	scripts/dist_test.sh

deps:
	scripts/install-deps.sh build

deps-test:
	scripts/install-deps.sh test

deps-dist:
	scripts/install-deps.sh dist

build: deps
	$(CARGO) build

release: deps
	$(CARGO) build --release

fmt:
	$(CARGO) fmt --all

lint:
	$(CARGO) clippy --workspace --all-targets -- -D warnings

bench: deps-test release
	$(CARGO) bench --bench engine
	@if [ -f benches/protocol.rs ]; then $(CARGO) bench --bench protocol; fi
	$(CARGO) bench --bench tournament
	$(CARGO) bench --bench library
	$(CARGO) bench --bench stats
	$(CARGO) bench --bench web
	@if [ -x scripts/bench_ui.sh ]; then scripts/bench_ui.sh; fi
	CARGO=$(CARGO) scripts/bench_start.sh
	scripts/bench_import.sh
	scripts/bench_web.sh
	scripts/bench_judge.sh
	scripts/bench_sync.sh
	scripts/bench_sound.sh
	CARGO=$(CARGO) scripts/bench_size.sh
