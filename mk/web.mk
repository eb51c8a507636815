# Browser build and tests. Owned by the web layer; scripts/ does the work.
.PHONY: play web-setup test-web web-build

## Installs what is missing, builds, serves on http://127.0.0.1:8080.
play: web-setup
	@echo "Chicken Foot: http://127.0.0.1:8080  (Ctrl-C to stop)"
	. scripts/wasm-env.sh && PATH="$${CARGO_HOME:-$$HOME/.cargo}/bin:$(CURDIR)/tools/node_modules/.bin:$$PATH" trunk serve --release

web-setup:
	@bash scripts/web-setup.sh

web-build: web-setup
	. scripts/wasm-env.sh && PATH="$${CARGO_HOME:-$$HOME/.cargo}/bin:$(CURDIR)/tools/node_modules/.bin:$$PATH" trunk build --release

## wasm-bindgen-test in headless Chromium and the Playwright e2e suite.
test-web: web-setup
	@bash scripts/test-setup.sh
	@bash scripts/test-web.sh
