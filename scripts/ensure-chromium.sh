#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive. Order of preference:
# $CHROMIUM_PATH, Debian's /usr/bin/chromium, then an apt install when this
# machine allows it (root with apt-get). Playwright's own browser download is
# not used: it does not work on machines without general internet access.
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
  echo "Using Chromium at CHROMIUM_PATH=${CHROMIUM_PATH}"
  exit 0
fi
if [[ -x /usr/bin/chromium ]]; then
  echo "Using Chromium at /usr/bin/chromium"
  exit 0
fi
if [[ "$(id -u)" == "0" ]] && command -v apt-get > /dev/null; then
  echo "Installing Chromium with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium > /dev/null
  exit 0
fi
if compgen -G "${HOME}/.cache/ms-playwright/chromium*" > /dev/null; then
  echo "Using Playwright's own Chromium"
  exit 0
fi
echo "No Chromium found. Install one (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome executable." >&2
exit 1
