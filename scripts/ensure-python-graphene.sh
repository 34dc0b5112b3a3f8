#!/usr/bin/env bash
# The Odoo modules' check (scripts/check-odoo-modules.sh) runs on Debian's Python 3 with
# python3-graphene (graphene 2.1.9, as graphql_vuestorefront 15.0 on Odoo 15) and python3-pyflakes.
# Install them when missing and we are root; otherwise say what to install.
set -euo pipefail
PYTHON=/usr/bin/python3
if "$PYTHON" -c 'import graphene, pyflakes' >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "python3-graphene or python3-pyflakes not found: installing Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq python3-graphene python3-pyflakes >/dev/null
  exit 0
fi
echo "The Odoo modules' check needs Debian's python3-graphene and python3-pyflakes." >&2
echo "Install them with: sudo apt-get install python3-graphene python3-pyflakes" >&2
exit 1
