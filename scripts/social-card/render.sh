#!/usr/bin/env bash
# Renders card.html to static/img/social-card.png with headless Chromium.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
browser=${CHROMIUM_PATH:-/usr/bin/chromium}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --disable-background-networking --disable-component-update --disable-sync \
  --no-first-run --user-data-dir="$profile" --window-size=1200,630 \
  --screenshot="$here/../../static/img/social-card.png" "file://$here/card.html"
