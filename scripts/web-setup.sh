#!/usr/bin/env bash
# Installs what building the browser game needs, only what is missing:
# the wasm32 target, Trunk 0.21.14, wasm-bindgen-cli at the Cargo.lock
# version, wasm-opt (npm binaryen), terser and csso (npm), pinned in
# tools/package-lock.json.
# Idempotent; a second run takes a second or two.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PWD/tools/node_modules/.bin:$PATH"

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "== adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

TRUNK_VERSION=0.21.14
if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  echo "== installing trunk $TRUNK_VERSION (several minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen crate exactly.
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/"/, "", $3); print $3}' Cargo.lock)
if [ -z "$WB_VERSION" ]; then echo "wasm-bindgen not in Cargo.lock" >&2; exit 1; fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ]; then
  echo "== installing wasm-bindgen-cli $WB_VERSION (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "== installing node and npm from Debian"
  apt-get update -qq && apt-get install -y -qq nodejs npm
fi
if [ ! -x tools/node_modules/.bin/wasm-opt ] || [ ! -x tools/node_modules/.bin/terser ] || [ ! -f tools/node_modules/csso/package.json ]; then
  echo "== installing wasm-opt (npm binaryen), terser and csso"
  npm ci --prefix tools --no-audit --no-fund --loglevel=error
fi

# Crates for the wasm build, fetched once so Trunk's cargo (run offline)
# never waits.
cargo fetch --locked --target wasm32-unknown-unknown >/dev/null 2>&1 || cargo fetch --target wasm32-unknown-unknown
