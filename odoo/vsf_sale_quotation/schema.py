# -*- coding: utf-8 -*-
"""The customer's orders and quotations with filters, expiry and portal state.

graphql_vuestorefront 15.0's ``orders`` builds its domain inside the resolver from ``stages`` and
``invoiceStatus`` only and drops every other filter key, so ``orders`` is served here with the
same type and arguments: the caller's documents as graphql_vuestorefront finds them (followers
child_of the commercial partner, searched as the caller, its access checks), narrowed by the
filter.
"""
from datetime import datetime, time, timedelta

import graphene

from odoo import fields
from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.objects import Order
from odoo.addons.graphql_vuestorefront.schemas.order import (
    OrderFilterInput, OrderList, Orders, OrderSortInput,
)
from odoo.addons.vsf_base.document_lists import (
    checked_day, customer_documents, document_list_field, enum_values, ids_and_name_domains,
)
from odoo.addons.vsf_base.extension import SchemaExtension

from .models.sale_order import CANCELLED, EXPIRED, OPEN, WAITING_FOR_PAYMENT

ORDER_NOT_FOUND = 'Sale Order does not exist.'
# Without stages graphql_vuestorefront lists confirmed orders only, as Odoo's portal does.
CONFIRMED_STATES = ['sale', 'done']
# Newest first, as sale.order's _order and Odoo's portal list them.
DEFAULT_ORDER = 'date_order desc, id desc'


class QuotationPortalState(graphene.Enum):
    """Where a quotation stands for the customer portal."""

    Open = OPEN
    Expired = EXPIRED
    Cancelled = CANCELLED
    WaitingForPayment = WAITING_FOR_PAYMENT


def caller_scope(env):
    """The documents graphql_vuestorefront lets the caller see: those their company follows."""
    return [('message_partner_ids', 'child_of', [env.user.partner_id.commercial_partner_id.id])]


def not_the_session_cart(env):
    """The session's draft order is the shopper's cart, not a quotation they received."""
    website = env['website'].get_current_website()
    request.website = website
    cart = website.sale_get_order()
    return [[('id', '!=', cart.id)]] if cart and cart.state == 'draft' else []


def state_domains(env, filter, scope):
    SaleOrder = env['sale.order']
    stages = enum_values(filter.get('stages'))
    portal_states = enum_values(filter.get('portal_states'))
    is_expired = filter.get('is_expired')
    domains = []
    if stages:
        domains.append([('state', 'in', stages)])
    elif not portal_states and is_expired is not True:
        # Portal states and isExpired select quotation states themselves: the default of
        # confirmed orders would only empty the list.
        domains.append([('state', 'in', CONFIRMED_STATES)])
    if portal_states:
        domains.append(SaleOrder._vsf_portal_states_domain(portal_states, scope))
    invoice_status = enum_values(filter.get('invoice_status'))
    if invoice_status:
        domains.append([('invoice_status', 'in', invoice_status)])
    if is_expired is True:
        domains.append(SaleOrder._vsf_expired_domain())
    elif is_expired is False:
        domains.append(SaleOrder._vsf_not_expired_domain())
    return domains


def search_domains(env, filter):
    domains = ids_and_name_domains(filter)
    if filter.get('partner_name'):
        # Only a name to match within the caller's own orders: the partners are not shown.
        partners = env['res.partner'].sudo().with_context(active_test=False)._search(
            [('name', 'ilike', filter['partner_name'])])
        domains.append([('partner_id', 'in', partners)])
    # Calendar days (UTC, as date_order is stored), both ends included.
    if filter.get('date_from'):
        start = datetime.combine(checked_day(filter['date_from']), time.min)
        domains.append([('date_order', '>=', start)])
    if filter.get('date_to'):
        end = datetime.combine(checked_day(filter['date_to']) + timedelta(days=1), time.min)
        domains.append([('date_order', '<', end)])
    return domains


class QuotationOrderQuery(graphene.ObjectType):
    orders = document_list_field(Orders, OrderFilterInput, OrderSortInput)

    @staticmethod
    def resolve_orders(self, info, filter, current_page, page_size, sort):
        env = info.context['env']

        def domains():
            scope = caller_scope(env)
            return ([scope] + not_the_session_cart(env) + state_domains(env, filter, scope)
                    + search_domains(env, filter))

        orders, total_count = customer_documents(
            env, 'sale.order', domains, current_page, page_size, sort, DEFAULT_ORDER, ORDER_NOT_FOUND,
            filter)
        return OrderList(orders=orders, total_count=total_count)


def resolve_validity_date(order, info):
    return fields.Date.to_string(order.validity_date) if order.validity_date else None


def resolve_is_expired(order, info):
    return order._vsf_is_expired() if order else None


def resolve_portal_state(order, info):
    return order._vsf_portal_state() if order else None


SchemaExtension(
    __name__,
    query=[QuotationOrderQuery],
    fields={
        Order: {
            'validity_date': graphene.String(
                resolver=resolve_validity_date,
                description='Date until which a quotation can be accepted (YYYY-MM-DD).'),
            'is_expired': graphene.Boolean(resolver=resolve_is_expired),
            'portal_state': graphene.Field(QuotationPortalState, resolver=resolve_portal_state),
        },
        OrderFilterInput: {
            'ids': graphene.List(graphene.Int),
            'name': graphene.String(),
            'partner_name': graphene.String(),
            'date_from': graphene.String(),
            'date_to': graphene.String(),
            'is_expired': graphene.Boolean(),
            'portal_states': graphene.List(QuotationPortalState),
        },
    },
)
