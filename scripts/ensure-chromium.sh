#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser): its headless shell, which
# renders the same pages with about 40 % less CPU than the full browser in headless mode. Install
# it when missing and we are root; otherwise say what to install.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROME" ]; then exit 0; fi
package=chromium-headless-shell
[ "$(basename "$CHROME")" = chromium ] && package=chromium
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROME: installing Debian's $package package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$package" fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium is needed (end-to-end tests, bench) but $CHROME does not exist." >&2
echo "Install it with: sudo apt-get install $package   (or set CHROME_PATH to a Chromium binary)" >&2
exit 1
