# -*- coding: utf-8 -*-
"""What the customer's document lists (orders and quotations, invoices) share: their root
field's arguments, filter values, days, sort keys and pages, searched as graphql_vuestorefront
searches its own lists."""
import re
from datetime import datetime

import graphene
from graphql import GraphQLError

from odoo import _
from odoo.osv import expression

from odoo.addons.graphql_vuestorefront.schemas.objects import (
    get_document_count_with_check_access, get_document_with_check_access,
)

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


def document_list_field(list_type, filter_input, sort_input):
    """A document list's root field, with graphql_vuestorefront's arguments and defaults."""
    return graphene.Field(
        list_type,
        filter=graphene.Argument(filter_input, default_value={}),
        current_page=graphene.Int(default_value=1),
        page_size=graphene.Int(default_value=10),
        sort=graphene.Argument(sort_input, default_value={}),
    )


def ids_and_name_domains(filter):
    """The filter's ``ids`` (any of them) and ``name`` (part of the document's number)."""
    domains = []
    ids = [id_ for id_ in filter.get('ids') or [] if id_ is not None]
    if ids:
        domains.append([('id', 'in', ids)])
    if filter.get('name'):
        domains.append([('name', 'ilike', filter['name'])])
    return domains


def customer_documents(env, model, domains, current_page, page_size, sort, default_order, not_found,
                       filter=None):
    """One page of the caller's documents of ``model`` and how many there are in all: those of
    ``domains()`` (a list of domains, all of which hold) and of the caller's scope for ``filter``
    (``res.users._vsf_document_scope_domains``, which a module may narrow), searched as the caller
    with graphql_vuestorefront's access checks (``not_found`` when a document found is gone) and
    read as superuser, as its own lists answer. A visitor who is not signed in has none (and no
    read access to them at all): their domains are not even built."""
    if env.user._is_public():
        return [], 0
    documents = env[model]
    domain = expression.AND(domains() + env.user._vsf_document_scope_domains(model, filter or {}))
    limit, offset = page_window(current_page, page_size)
    page = get_document_with_check_access(
        documents, domain, search_order(sort, default_order), limit, offset, error_msg=not_found)
    total_count = get_document_count_with_check_access(documents, domain)
    return page and page.sudo() or page, total_count
