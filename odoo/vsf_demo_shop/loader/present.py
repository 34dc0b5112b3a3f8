# -*- coding: utf-8 -*-
"""The demo shop loads into an Odoo with the storefront's modules (vsf_demo) or into a stock Odoo
15 with graphql_vuestorefront alone (vsf_demo_shop): what only a storefront module brings (brands,
filters, catalogs, punch-out buyers, payment methods, an order's comment) is left out where that
module is not installed."""


def has_model(env, name):
    return name in env


def has_field(env, model, field):
    return model in env and field in env[model]._fields


def present_fields(model, values):
    """``values`` without the fields ``model`` does not have."""
    return {name: value for name, value in values.items() if name in model._fields}
