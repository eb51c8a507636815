#!/usr/bin/env bash
# The browser suites: wasm-bindgen-test in headless Chromium, then the
# release build served over HTTP on 127.0.0.1 and driven by Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/tools/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"

echo "== clippy and rustdoc for the browser build (src/web is wasm32 only)"
cargo clippy --locked --target wasm32-unknown-unknown --no-default-features -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps --target wasm32-unknown-unknown --no-default-features

echo "== static site checks (scripts/test-www.sh)"
bash scripts/test-www.sh

echo "== wasm-bindgen-test (headless Chromium)"
start=$(date +%s)
cargo test --locked --target wasm32-unknown-unknown --test web
echo "wasm tests took $(( $(date +%s) - start ))s"

echo "== release build, and the command line (the monkey and hostile e2e tests check records with it)"
(. scripts/wasm-env.sh && trunk build --release)
cargo build --release --locked
python3 scripts/sizes.py dist --check

. scripts/serve-dist.sh
serve_dist e2e-server.log
echo "== e2e (Playwright, headless Chromium) against http://127.0.0.1:$PORT/"
mkdir -p artifacts/screenshots
BASE_URL="http://127.0.0.1:$PORT/" node --test --test-concurrency=1 tests/e2e/
