#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive (testBrowserPath in
# tests/support/site.ts picks it). Order of preference: $CHROMIUM_PATH,
# Debian's chromium-headless-shell (Chromium's headless build: pages load in
# about half the time), installed with apt-get when this machine allows it
# (root with apt-get), then Debian's full /usr/bin/chromium, installed the same
# way if need be. Playwright's own browser download is not used: it does not
# work on machines without general internet access.
set -euo pipefail

apt_install() {
  [[ "$(id -u)" == "0" ]] && command -v apt-get > /dev/null || return 1
  echo "Installing $1 with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "$1" > /dev/null
}

if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
  echo "Using Chromium at CHROMIUM_PATH=${CHROMIUM_PATH}"
  exit 0
fi
if [[ -x /usr/bin/chromium-headless-shell ]] || apt_install chromium-headless-shell; then
  echo "Using Chromium's headless shell at /usr/bin/chromium-headless-shell"
  exit 0
fi
if [[ -x /usr/bin/chromium ]] || apt_install chromium; then
  echo "Using Chromium at /usr/bin/chromium"
  exit 0
fi
if compgen -G "${HOME}/.cache/ms-playwright/chromium*" > /dev/null; then
  echo "Using Playwright's own Chromium"
  exit 0
fi
echo "No Chromium found. Install one (Debian: sudo apt-get install chromium-headless-shell)" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome executable." >&2
exit 1
