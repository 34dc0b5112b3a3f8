#!/usr/bin/env bash
# The scale-out test runs two instances of the shop against one Redis (redis-server from Debian's
# packages). Install it when missing and we are root; otherwise say what to install.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "redis-server not found: installing Debian's redis-server package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq redis-server >/dev/null
  # Only the tests start it, on a port of their own.
  (systemctl disable --now redis-server || service redis-server stop) >/dev/null 2>&1 || true
  exit 0
fi
echo "redis-server is needed for the scale-out test but is not installed." >&2
echo "Install it with: sudo apt-get install redis-server" >&2
exit 1
