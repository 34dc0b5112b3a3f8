# -*- coding: utf-8 -*-
"""What the customer's document lists (orders and quotations, invoices) share: their filter
values, days, sort keys and pages, read as graphql_vuestorefront reads its own lists."""
import re
from datetime import datetime

from graphql import GraphQLError

from odoo import _

DAY = re.compile(r'\d{4}-\d{2}-\d{2}')


def enum_values(values):
    """The values of enum arguments: graphene 2 passes values, graphene 3 enum members."""
    return [getattr(value, 'value', value) for value in values or [] if value is not None]


def checked_day(value):
    """A YYYY-MM-DD calendar day of the filter."""
    if DAY.fullmatch(value):
        try:
            return datetime.strptime(value, '%Y-%m-%d').date()
        except ValueError:
            pass
    raise GraphQLError(_('Invalid date %s, expected YYYY-MM-DD.', value))


def search_order(sort, default_order):
    """The given sort keys, then id (graphql_vuestorefront's tie-breaker); the list's own order
    (newest first) without."""
    terms = []
    for field, direction in sort.items():
        direction = getattr(direction, 'value', direction)
        if direction:
            terms.append('%s %s' % (field, 'desc' if direction == 'DESC' else 'asc'))
    return ', '.join(terms + ['id asc']) if terms else default_order


def page_window(current_page, page_size):
    """Limit and offset of a 1-based page; a page size of 0 or less is everything."""
    if page_size <= 0:
        return None, 0
    return page_size, (current_page - 1) * page_size if current_page > 1 else 0
