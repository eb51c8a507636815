#!/usr/bin/env bash
# `make soak`: the monkey test in full (tests/e2e/monkey.test.mjs): 20
# whole matches of seeded random input in one tab against the release
# build, each checked with `chickenfoot replay`, memory measured after the
# first and the last. MONKEY_MATCHES and MONKEY_SEED override; the
# figures go to artifacts/monkey.json.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/tools/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export MONKEY_MATCHES="${MONKEY_MATCHES:-20}"

echo "== the command line (it checks each match's record) and the release build"
cargo build --release --locked
(. scripts/wasm-env.sh && trunk build --release)

. scripts/serve-dist.sh
serve_dist soak-server.log
echo "== monkey: $MONKEY_MATCHES matches against http://127.0.0.1:$PORT/"
BASE_URL="http://127.0.0.1:$PORT/" node --test --test-concurrency=1 tests/e2e/monkey.test.mjs
