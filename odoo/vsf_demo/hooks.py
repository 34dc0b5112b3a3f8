# -*- coding: utf-8 -*-
import logging
import os

from odoo import SUPERUSER_ID, api

from .loader import load_demo_shop

_logger = logging.getLogger(__name__)

DATA_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data', 'demo-data.json')


def post_init_hook(cr, registry):
    """Creates the demo shop of data/demo-data.json once the storefront modules are installed."""
    env = api.Environment(cr, SUPERUSER_ID, {})
    summary = load_demo_shop(env, DATA_FILE)
    _logger.info('vsf_demo: demo shop loaded (%s)', summary)
