#!/usr/bin/env bash
# Smoke-tests the built game in Chromium, Firefox and WebKit (Safari's
# engine) through W3C WebDriver. See docs/browsers.md.
#
#   scripts/test-browsers.sh [DIST]      DIST defaults to the repo's dist/
#   BROWSERS=firefox,webkit scripts/test-browsers.sh dist
#
# Installs what is missing (Debian packages, geckodriver from crates.io),
# then runs tests/xbrowser/smoke.py. Prints PASS/FAIL per browser and
# "N passed, M failed"; exits non-zero on any failure.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ $# -ge 1 ]]; then
  DIST=$(realpath -m -- "$1")
else
  DIST="$ROOT/dist"
fi
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
WEBKIT_DIR=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1

SUDO=()
[[ $(id -u) -eq 0 ]] || SUDO=(sudo)
have() { command -v "$1" >/dev/null 2>&1; }

# Debian packages: only the missing ones, one apt-get update first.
need=()
[[ -x /usr/bin/chromium ]] || need+=(chromium)
have chromedriver || need+=(chromium-driver)
[[ -x /usr/bin/firefox-esr ]] || need+=(firefox-esr)
{ have WebKitWebDriver && [[ -x $WEBKIT_DIR/MiniBrowser ]]; } || need+=(webkit2gtk-driver)
have Xvfb || need+=(xvfb)
have python3 || need+=(python3)
if ((${#need[@]})); then
  echo "installing: ${need[*]}"
  t0=$SECONDS
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  [[ -x $WEBKIT_DIR/MiniBrowser ]] || "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq libwebkit2gtk-4.1-0 >/dev/null
  echo "installed in $((SECONDS - t0))s"
fi

# geckodriver (Firefox's WebDriver) comes from crates.io.
if ! have geckodriver; then
  have cargo || { echo "cargo is needed to install geckodriver (rustup.rs toolchain)" >&2; exit 2; }
  echo "installing geckodriver (cargo install, a few minutes)"
  t0=$SECONDS
  cargo install --locked --quiet geckodriver
  echo "installed geckodriver in $((SECONDS - t0))s"
fi

if [[ ! -f $DIST/index.html ]]; then
  echo "no $DIST/index.html: build the game first (make web-build, or trunk build --release)" >&2
  exit 2
fi

cd "$ROOT"
exec python3 tests/xbrowser/smoke.py --dist "$DIST" --browsers "${BROWSERS:-chromium,firefox,webkit}"
