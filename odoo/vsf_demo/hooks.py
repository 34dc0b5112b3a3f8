# -*- coding: utf-8 -*-
import logging

from odoo import SUPERUSER_ID, api

from odoo.addons.vsf_demo_shop.loader import load_demo_shop
from odoo.addons.vsf_demo_shop.loader.data_file import DATA_FILE

_logger = logging.getLogger(__name__)


def post_init_hook(cr, registry):
    """Creates the whole demo shop of data/demo-data.json once the storefront modules are
    installed: vsf_demo_shop's loader, with what the modules add (brands, filters, catalogs,
    punch-out buyers, payment methods)."""
    env = api.Environment(cr, SUPERUSER_ID, {})
    summary = load_demo_shop(env, DATA_FILE)
    _logger.info('vsf_demo: demo shop loaded (%s)', summary)
