# -*- coding: utf-8 -*-
"""Recreates mock-odoo's seeded demo shop (data/demo-data.json, scripts/export-odoo-demo-data.ts)
in an Odoo 15 database, through Odoo's own models and workflows. A second load finds what the
first made (records.py) and makes nothing twice."""
from collections import namedtuple

from .catalogs import load_catalogs
from .catalogue import load_catalogue
from .checkout import load_checkout
from .content import load_content
from .customers import load_customers
from .data_file import read_demo_data
from .orders import load_orders
from .payments import load_acquirers
from .products import load_products
from .records import DemoRecords
from .shop_setup import (
    set_up_company, set_up_currency_rates, set_up_languages, set_up_pricelist_items, set_up_pricelists,
    set_up_taxes, set_up_uoms, set_up_website, stop_scheduled_reservations, turn_off_cache_invalidation,
)
from .stock import load_stock, sell_only_what_is_in_stock
from .translations import translate_code_terms

Shop = namedtuple('Shop', 'env company website tax')

# Thousands of records are made at once: without the chatter's tracking and creation messages,
# and without auth_signup's invitation e-mails.
LOAD_CONTEXT = {'tracking_disable': True, 'mail_create_nolog': True, 'no_reset_password': True}


def load_demo_shop(env, path):
    """Loads the demo shop of ``path``; returns a one-line summary of what it made."""
    data = read_demo_data(path)
    env = env(context=dict(env.context, **LOAD_CONTEXT))
    refs = DemoRecords(env)
    shop = set_up_shop(env, data, refs)
    load_catalogue(env, data, refs)
    made_products = load_products(env, data, refs, shop)
    set_up_pricelist_items(env, data, refs)
    load_stock(env, data, refs, made_products)
    sell_only_what_is_in_stock(env, data, refs)
    load_checkout(env, data, refs, shop)
    load_acquirers(env, data, refs, shop)
    load_content(env, data, refs, shop)
    load_customers(env, data, refs, shop)
    load_catalogs(env, data, refs)
    load_orders(env, data, refs, shop)
    translate_code_terms(env, data['codeTranslations'])
    return summary(data, refs)


def set_up_shop(env, data, refs):
    turn_off_cache_invalidation(env)
    stop_scheduled_reservations(env)
    langs = set_up_languages(env, data)
    company, in_demo_currency = set_up_company(env, data)
    website = set_up_website(env, data, company, langs)
    set_up_currency_rates(env, data, company, in_demo_currency)
    tax = set_up_taxes(env, data, refs, company)
    set_up_uoms(env, data, refs)
    set_up_pricelists(env, data, refs, website)
    return Shop(env=env, company=company, website=website, tax=tax)


def summary(data, refs):
    made = sum(refs.bound.values())
    what = 'made or adopted %d records' % made if made else 'nothing new'
    return 'seed %s of %s: %d products, %d partners, %d users, %d sales documents; %s' % (
        data['source']['seedVersion'], data['source']['exportedOn'], len(data['products']),
        len(data['partners']), len(data['users']), len(data['orders']), what)
