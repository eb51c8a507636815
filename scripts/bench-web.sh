#!/usr/bin/env bash
# `make bench-web`: Hard's decision time and the random-play loop in headless
# Chromium (tests/web_ai.rs, the page's wasm-release profile), then the same
# loop natively (`chickenfoot bench`, release), and the ratio of the two.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
out=$(mktemp)
cargo test --profile wasm-release --locked --no-default-features --target wasm32-unknown-unknown --test web_ai -- --nocapture 2>&1 | tee "$out"
cargo build --release --locked --bin chickenfoot
native=$(target/release/chickenfoot bench --attempts 5 --seconds 1 --json)
echo "$native"
python3 - "$out" "$native" <<'PY'
import json, re, sys
web = re.search(r"random play: (\d+) rounds/s", open(sys.argv[1]).read())
nat = json.loads(sys.argv[2])["rounds_per_s"]["median"]
if not web:
    sys.exit("bench-web: the browser's random-play figure is missing")
w = int(web.group(1))
print(f"random play: {w} rounds/s in the browser (wasm-release), {nat:.0f} natively (release): {w / nat:.2f}x native")
PY
rm -f "$out"
