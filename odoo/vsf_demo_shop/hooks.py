# -*- coding: utf-8 -*-
import logging

from odoo import SUPERUSER_ID, api

from .loader import load_demo_shop
from .loader.data_file import DATA_FILE

_logger = logging.getLogger(__name__)


def post_init_hook(cr, registry):
    """Creates the demo shop of vsf_demo/data/demo-data.json in an Odoo without the storefront's
    modules. When vsf_demo is installed with it, vsf_demo loads the whole demo instead, once the
    storefront's modules are there too: a load fills in only what it makes itself."""
    env = api.Environment(cr, SUPERUSER_ID, {})
    with_modules = env['ir.module.module'].search_count(
        [('name', '=', 'vsf_demo'), ('state', 'in', ('to install', 'to upgrade', 'installed'))])
    if with_modules:
        _logger.info('vsf_demo_shop: the demo shop is left to vsf_demo')
        return
    summary = load_demo_shop(env, DATA_FILE)
    _logger.info('vsf_demo_shop: demo shop loaded (%s)', summary)
