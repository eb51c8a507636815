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

PORT=${E2E_PORT:-$((20000 + RANDOM % 20000))}
mkdir -p artifacts
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist >artifacts/soak-server.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.1
done
if ! kill -0 "$server" 2>/dev/null; then
  echo "the test server could not start on port $PORT:" >&2
  cat artifacts/soak-server.log >&2
  exit 1
fi
echo "== monkey: $MONKEY_MATCHES matches against http://127.0.0.1:$PORT/"
BASE_URL="http://127.0.0.1:$PORT/" node --test --test-concurrency=1 tests/e2e/monkey.test.mjs
