#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when missing
# and we are root; otherwise say what to install.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROME: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium is needed for the end-to-end tests but $CHROME does not exist." >&2
echo "Install it with: sudo apt-get install chromium   (or set CHROME_PATH to a Chromium binary)" >&2
exit 1
