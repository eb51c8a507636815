# Sourced before every release build of the page (Trunk). The wasm is
# built by the same stable toolchain as everything else; this only keeps
# Trunk from looking for a newer version of itself (no network needed).
export TRUNK_SKIP_VERSION_CHECK=true
