#!/usr/bin/env bash
# `make bench-web`: Hard's and Expert's decision time and the random-play loop in headless
# Chromium (tests/web_ai.rs, the page's wasm-release profile), then the same
# loop natively (`chickenfoot bench`, release), and the ratio of the two;
# what laying the table out costs after each play (tests/web_layout.rs);
# and Expert in the page's AI worker, all-Expert rounds in the release
# build (tests/e2e/bench-worker.mjs: each decision's wall time, long tasks,
# moves against `chickenfoot play`).
# The machine's speed drifts between runs (the native figure alone has
# ranged over a fifth), so the loop runs in PAIRS pairs (default 5), the
# browser then native, and the ratio printed is the median of the pairs'.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
pairs="${PAIRS:-5}"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
web_test() {
  local suite=$1
  shift
  cargo test --profile wasm-release --locked --no-default-features --target wasm32-unknown-unknown --test "$suite" -- "$@" --nocapture 2>&1
}
web_test web_ai decision_time | tee "$out" | grep -E "decisions \(|test result"
web_test web_layout | grep -E "layout per play|test result"
cargo build --release --locked --bin chickenfoot
for i in $(seq "$pairs"); do
  web=$(web_test web_ai random_play | grep -oE "random play: [0-9]+ rounds/s" || true)
  native=$(target/release/chickenfoot bench --attempts 5 --seconds 1 --json)
  echo "$web | $native" >> "$out"
done
python3 - "$out" <<'PY'
import json, re, statistics, sys
ratios = []
for line in open(sys.argv[1]):
    if " | " not in line:
        continue
    web, nat = line.split(" | ", 1)
    m = re.search(r"random play: (\d+)", web)
    if not m:
        sys.exit("bench-web: a browser random-play figure is missing")
    w, n = int(m.group(1)), json.loads(nat)["rounds_per_s"]["median"]
    ratios.append(w / n)
    print(f"random play: {w} rounds/s in the browser (wasm-release), {n:.0f} natively (release): {w / n:.2f}x")
if not ratios:
    sys.exit("bench-web: no pairs ran")
print(f"random play, browser / native: median {statistics.median(ratios):.2f}x over {len(ratios)} pairs "
      f"(range {min(ratios):.2f}-{max(ratios):.2f})")
PY
echo "== Expert in the AI worker (release build, headless Chromium)"
export PATH="$PWD/tools/node_modules/.bin:$PATH"
mkdir -p artifacts
(. scripts/wasm-env.sh && trunk build --release) > artifacts/bench-trunk.log 2>&1 || {
  tail -30 artifacts/bench-trunk.log
  exit 1
}
. scripts/serve-dist.sh
serve_dist bench-server.log
BASE_URL="http://127.0.0.1:$PORT/" node tests/e2e/bench-worker.mjs
