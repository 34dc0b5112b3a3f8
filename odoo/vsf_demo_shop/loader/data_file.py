# -*- coding: utf-8 -*-
import json
import os

from odoo.exceptions import UserError

# The JSON's shape (scripts/export-odoo-demo-data.ts, FORMAT_VERSION).
FORMAT = 1
EXPORT_COMMAND = 'npm run odoo:demo-data'

# Where that command writes it, beside this module in the storefront's odoo/ folder: one file for
# both demo modules (vsf_demo_shop on a stock Odoo, vsf_demo with the storefront's modules).
DATA_FILE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    'vsf_demo', 'data', 'demo-data.json')


def read_demo_data(path):
    """The exported demo shop. It is made from mock-odoo's seed, not kept in the repository, so a
    checkout without it cannot install the module: say how to make it."""
    if not os.path.exists(path):
        raise UserError(
            'vsf_demo_shop: %s is missing. It is made from mock-odoo\'s seed: run `%s` in the storefront '
            'repository (it writes odoo/vsf_demo/data/demo-data.json), then install the demo module again.'
            % (path, EXPORT_COMMAND))
    with open(path, encoding='utf-8') as handle:
        data = json.load(handle)
    if data.get('format') != FORMAT:
        raise UserError(
            'vsf_demo_shop: %s has format %r; this module reads format %d. Run `%s` again with this '
            'version of the repository.' % (path, data.get('format'), FORMAT, EXPORT_COMMAND))
    return data
