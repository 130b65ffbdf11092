#!/usr/bin/env bash
# Makes sure the HTML validity test (tests/build-output/html-validity.test.ts)
# has a Java runtime for the Nu Html Checker (vnu-jar): the machine's own
# java when it is 11 or newer, else Debian's default-jre-headless, installed
# with apt-get when this machine allows it (root with apt-get).
set -euo pipefail

java_major() {
  java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}

if command -v java > /dev/null && [[ "$(java_major)" -ge 11 ]]; then
  echo "Using Java $(java_major) at $(command -v java)"
  exit 0
fi
if [[ "$(id -u)" == "0" ]] && command -v apt-get > /dev/null; then
  echo "Installing default-jre-headless with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends default-jre-headless > /dev/null
  echo "Using Java $(java_major) at $(command -v java)"
  exit 0
fi
echo "No Java 11 or newer, and no apt-get to install one: install a Java runtime for the HTML checker." >&2
exit 1
