#!/usr/bin/env bash
# Checks the static files without a browser: JavaScript syntax, the rules
# page's event filter, the manifest, gen-sw.py on a fake Trunk build, and
# the Pages workflow against GitHub's workflow schema.
# Needs node, python3 (with venv) and PyPI.  Usage: scripts/test-www.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

node --check www/rules.js
python3 -c 'import json,sys; m=json.load(open("www/manifest.webmanifest"));
assert all(not i["src"].startswith(("/","http")) for i in m["icons"]), "icons must be relative"
assert m["start_url"]=="./" and m["scope"]=="./"
import os; [os.stat("www/"+i["src"]) for i in m["icons"]]'

node -e '
const { describe } = require("./www/rules.js");
const ok = (c, m) => { if (!c) { console.error("FAIL", m); process.exit(1); } };
ok(describe({source:"chickenfoot",type:"round_over",round:1,rounds:3,end:"out",out_seat:1,scores:[5,0,9],totals:[5,0,9]}) === "Round 1 of 3 (Seat 2 went out): Seat 1 5, Seat 2 0, Seat 3 9. Totals: Seat 1 5, Seat 2 0, Seat 3 9.", "round");
ok(describe({source:"chickenfoot",type:"round_over",round:2,rounds:3,end:"blocked",out_seat:null,scores:[1,2,3,4],totals:[1,2,3,4]}).includes("(blocked)"), "blocked");
ok(describe({source:"chickenfoot",type:"match_over",totals:[10,4,4],winners:[1,2],tie_break:"shared"}).includes("Seat 2 and Seat 3 share the win"), "match");
for (const bad of [null, 1, "x", [], {}, {source:"other",type:"round_over"}, {source:"chickenfoot",type:"nope"},
  {source:"chickenfoot",type:"round_over",round:1,rounds:3,end:"out",out_seat:7,scores:[1,2],totals:[1,2]},
  {source:"chickenfoot",type:"round_over",round:"1",rounds:3,end:"blocked",scores:[1,2],totals:[1,2]},
  {source:"chickenfoot",type:"match_over",totals:[1,2],winners:[5],tie_break:"shared"},
  {source:"chickenfoot",type:"match_over",totals:[1,2],winners:[0],tie_break:"toString"},
  {source:"chickenfoot",type:"match_over",totals:[1,-2],winners:[0],tie_break:"shared"}]) ok(describe(bad) === null, JSON.stringify(bad));
'

# A fake Trunk release build: absolute and relative references, an inline loader.
mkdir -p "$tmp/dist/icons"
cat > "$tmp/dist/index.html" <<'HTML'
<!DOCTYPE html><html><head>
<link rel="manifest" href="./manifest.webmanifest">
<link rel="preload" href="/cf-1a2b_bg.wasm" crossorigin="anonymous" as="fetch" type="application/wasm">
<link rel="modulepreload" href="/cf-1a2b.js" crossorigin="anonymous">
<link rel="stylesheet" href="style-99.css"><link rel="icon" href="icons/icon-192.png">
<a href="https://example.com/x.js">x</a><a href="#top">top</a>
<script type="module">import init, * as b from '/cf-1a2b.js';
await init({ module_or_path: '/cf-1a2b_bg.wasm' });</script></head><body></body></html>
HTML
for f in cf-1a2b_bg.wasm cf-1a2b.js style-99.css manifest.webmanifest icons/icon-192.png rules.html; do
  echo "$f" > "$tmp/dist/$f"
done
python3 scripts/gen-sw.py "$tmp/dist" www/sw.js > /dev/null
node --check "$tmp/dist/sw.js"
first=$(grep -o 'chickenfoot-[0-9a-f]\{16\}' "$tmp/dist/sw.js")
for f in cf-1a2b_bg.wasm cf-1a2b.js style-99.css icons/icon-192.png rules.html index.html; do
  grep -q "\"$f\"" "$tmp/dist/sw.js" || { echo "FAIL: $f not precached"; exit 1; }
done
test "$(grep -c '"cf-1a2b.js"' "$tmp/dist/sw.js")" = 1 || { echo "FAIL: duplicates"; exit 1; }
echo changed > "$tmp/dist/style-99.css"
python3 scripts/gen-sw.py "$tmp/dist" www/sw.js > /dev/null
second=$(grep -o 'chickenfoot-[0-9a-f]\{16\}' "$tmp/dist/sw.js")
test "$first" != "$second" || { echo "FAIL: cache name did not change"; exit 1; }
rm "$tmp/dist/style-99.css"
if python3 scripts/gen-sw.py "$tmp/dist" www/sw.js 2>/dev/null; then
  echo "FAIL: a missing referenced file was accepted"; exit 1
fi
# The Pages workflow against GitHub's workflow schema (check-jsonschema
# from PyPI carries it), in a throw-away virtual environment.
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/pip" install --quiet --disable-pip-version-check check-jsonschema==0.39.0
"$tmp/venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml

echo "www checks passed"
