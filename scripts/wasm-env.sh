# Sourced before every release build of the page (Trunk): the pinned
# nightly rebuilds the standard library for size (build-std with
# optimize_for_size) and makes panics abort at once (immediate-abort), so
# no panic-message formatting is linked, and without panic locations
# (location-detail=none, 259 B): about 13 KB less gzipped wasm (see
# docs/offline.md, "Sizes"). Without the reference-types feature
# wasm-bindgen keeps JS objects in a JS array instead of a wasm externref
# table: 905 B less wasm, 141 B more glue (gzip -9). Native builds and the wasm unit tests keep the
# stable toolchain. scripts/web-setup.sh installs the nightly; without it
# (no rust-src) the build falls back to stable, larger, and says so.
export WASM_TOOLCHAIN="${WASM_TOOLCHAIN:-nightly-2026-05-19}"
# Trunk must not look for a newer version of itself (no network needed).
export TRUNK_SKIP_VERSION_CHECK=true
if rustup component list --toolchain "$WASM_TOOLCHAIN" --installed 2>/dev/null | grep -q '^rust-src'; then
  export RUSTUP_TOOLCHAIN="$WASM_TOOLCHAIN"
  export CARGO_UNSTABLE_BUILD_STD="std,panic_abort"
  export CARGO_UNSTABLE_BUILD_STD_FEATURES="optimize_for_size"
  export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Ctarget-feature=-reference-types"
else
  echo "warning: $WASM_TOOLCHAIN with rust-src is not installed: building the wasm with stable Rust (about 13 KB larger gzipped)" >&2
fi
