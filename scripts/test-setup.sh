#!/usr/bin/env bash
# What the browser tests need beyond the build: Chromium and its driver
# (Debian) and the e2e npm packages (tests/e2e/package-lock.json).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "== installing chromium and chromium-driver from Debian"
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver
fi
if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ]; then
  echo "== installing e2e packages"
  npm ci --prefix tests/e2e --no-audit --no-fund --loglevel=error
fi
