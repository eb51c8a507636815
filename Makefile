# Chicken Foot: the two commands are `make play` and `make test`.
# Everything a fresh machine lacks is installed by the targets themselves.

SHELL := /bin/bash
CARGO ?= cargo
export TRUNK_SKIP_VERSION_CHECK := true

.PHONY: check test test-native test-reference test-browsers lint doc bench bench-web soak ladder help

help:
	@echo "make play   build and serve the game on http://127.0.0.1:8080"
	@echo "make test   run every test suite (installs what the tests need)"
	@echo "make check  the quick loop: lint and the native tests but the layout survey (about 3 min)"
	@echo "make bench  engine throughput"
	@echo "make soak   the monkey test in full: 20 matches of random input in Chromium"
	@echo "make ladder the AI levels against each other under every preset (about 2 h 15 min, Expert's rows 2 h of it)"

## Every test suite: lint, native unit/integration/property tests, the
## differential record check, then the browser suites (see mk/web.mk).
test: lint test-native test-reference test-web test-browsers

## The quick loop while changing code: lint and every native test but
## tests/layout.rs (its seeded survey of boards takes 20 minutes on two
## cores; `make test` runs it). No browser.
QUICK_TESTS := $(patsubst %,--test %,$(filter-out layout web web_ai web_layout,$(basename $(notdir $(wildcard tests/*.rs)))))
check: lint
	$(CARGO) test --release --locked --lib --bins $(QUICK_TESTS)

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --all-targets --locked -- -D warnings
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --no-deps --locked

test-native:
	$(CARGO) test --release --locked

## The independent reference implementation of chickenfoot-record/1
## (tests/reference/ref.py, Python stdlib) against the CLI on generated records.
test-reference:
	$(CARGO) build --release --locked
	python3 tests/reference/diff.py tests/reference/cases/*.json
	python3 tests/reference/diff.py --count 1000 --seed 20261129

## The release build (dist/, made by test-web) in Chromium, Firefox and WebKit.
test-browsers:
	bash scripts/test-browsers.sh dist

## The monkey test in full: 20 matches of seeded random input in one tab,
## each checked against `chickenfoot replay`, memory after the first and
## the last (`make test` plays 5). MONKEY_MATCHES, MONKEY_SEED override.
soak: web-setup
	@bash scripts/test-setup.sh
	@bash scripts/soak.sh

bench:
	$(CARGO) run --release --locked -- bench

## Random < Easy < Medium < Hard under every preset, as in docs/ai.md.
ladder:
	$(CARGO) build --release --locked
	python3 scripts/ladder.py

## Hard's and Expert's decision time and the random-play loop in headless
## Chromium, the loop's ratio to native, and Expert in the page's AI worker
## (needs make web-setup, test-setup).
bench-web:
	bash scripts/bench-web.sh

include mk/web.mk
