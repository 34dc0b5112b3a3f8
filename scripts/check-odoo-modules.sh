#!/usr/bin/env bash
# The Odoo modules in odoo/ checked without Odoo (this machine has none): Python syntax and
# pyflakes, their manifests' files, and the GraphQL schema they serve, printed with graphene as
# Odoo would serve it, against graphql/schema/*.graphql (scripts/check-odoo-modules.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-python-graphene.sh
export PYTHONDONTWRITEBYTECODE=1
PYTHON=/usr/bin/python3

"$PYTHON" odoo/schema_check/check_files.py odoo
# pyflakes takes an addon's `from . import models` for an unused import; those lines are how Odoo
# loads a module's files.
if "$PYTHON" -m pyflakes odoo | grep -v '/__init__\.py:[0-9]*:[0-9]*: .* imported but unused$'; then
  echo "pyflakes found the problems above." >&2
  exit 1
fi
printed="$(mktemp)"
trap 'rm -f "$printed"' EXIT
"$PYTHON" odoo/schema_check/print_schema.py odoo graphql/schema/odoo-15.graphql > "$printed"
npx tsx scripts/check-odoo-modules.ts "$printed"
