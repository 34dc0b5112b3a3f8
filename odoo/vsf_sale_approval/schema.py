# -*- coding: utf-8 -*-
"""Order approvals in the storefront: a company's rule (every Requester's order, and optionally
every order above an amount excl. VAT), submitting the cart for approval, and the company's Admins
approving (which places the order by bank transfer) or rejecting it with a reason.

A request is the submitted draft sale.order under OCA tier validation. Everything checks, here in
Odoo, who is asking: a contact of the order's company sees their own requests, its Admins see all
of them and decide on those of others; another company's request is "not found", exactly like a
made-up id.
"""
import graphene
from graphql import GraphQLError

from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.objects import Order
from odoo.addons.vsf_b2b_company.models.payment_transaction import PO_REFERENCE_REQUIRED
from odoo.addons.vsf_b2b_company.models.res_partner import ADMIN
from odoo.addons.vsf_b2b_company.schema import (
    BuyingCompany, DocumentScope, admin_company, caller_company, enum_value,
)
from odoo.addons.vsf_base.extension import SchemaExtension

from .models.sale_order import APPROVED, PENDING, REJECTED

REQUEST_NOT_FOUND = 'This request does not exist or is not yours to see.'
OWN_REQUEST = 'Nobody approves or rejects their own request.'
DECIDED = 'This request has been decided already.'
NOT_AN_APPROVER = 'Only an administrator of your company may do this.'
REASON_REQUIRED = 'Give a reason for rejecting the request.'
REASON_TOO_LONG = 'A reason has at most %d characters.'
CART_EMPTY = 'Your cart is empty.'
NO_APPROVAL_NEEDED = 'This order does not need approval.'
AMOUNT_INVALID = 'Enter an amount of 0 or more.'

MAX_REASON = 500
MAX_PAGE_SIZE = 100


class ApprovalStatus(graphene.Enum):
    Pending = PENDING
    Approved = APPROVED
    Rejected = REJECTED


class ApprovalRequest(graphene.ObjectType):
    id = graphene.Int(required=True)
    name = graphene.String(required=True, description="The order's reference.")
    status = graphene.Field(ApprovalStatus, required=True)
    requested_by = graphene.String(required=True)
    requested_at = graphene.String(required=True, description='YYYY-MM-DD HH:MM:SS (UTC).')
    decided_by = graphene.String()
    decided_at = graphene.String(description='YYYY-MM-DD HH:MM:SS (UTC).')
    reason = graphene.String(description="A rejection's reason.")
    can_decide = graphene.Boolean(
        required=True, description="The caller may approve or reject it: an Admin, not the requester, while it waits.")
    order = graphene.Field(Order, required=True, description='The order with its lines and totals.')

    @staticmethod
    def resolve_id(order, info):
        return order.id

    @staticmethod
    def resolve_name(order, info):
        return order.name

    @staticmethod
    def resolve_status(order, info):
        return order._vsf_approval_status()

    @staticmethod
    def resolve_requested_by(order, info):
        return order.partner_id.name

    @staticmethod
    def resolve_requested_at(order, info):
        return str(min(order.review_ids.mapped('create_date')).replace(microsecond=0))

    @staticmethod
    def resolve_decided_by(order, info):
        return decided(order).done_by.name or None

    @staticmethod
    def resolve_decided_at(order, info):
        review = decided(order)
        return str(review.reviewed_date.replace(microsecond=0)) if review.reviewed_date else None

    @staticmethod
    def resolve_reason(order, info):
        review = decided(order)
        return review.comment or None if review.status == 'rejected' else None

    @staticmethod
    def resolve_can_decide(order, info):
        return may_decide(info.context['env'], order)

    @staticmethod
    def resolve_order(order, info):
        return order


def decided(order):
    """The deciding review, once the request is decided."""
    return order._vsf_decision() if order._vsf_approval_status() in (APPROVED, REJECTED) else order.review_ids.browse()


class ApprovalRequestList(graphene.ObjectType):
    requests = graphene.List(graphene.NonNull(ApprovalRequest), required=True)
    total_count = graphene.Int(required=True)


def may_decide(env, order):
    partner = env.user.partner_id
    return (partner.vsf_company_role == ADMIN and order.partner_id != partner
            and order._vsf_approval_status() == PENDING
            and order.partner_id.commercial_partner_id == partner.commercial_partner_id)


def visible_requests(env, scope=None, domain=()):
    """The caller's requests, or (an Admin, scope Company) all of the company's (sudo: records
    the checks here make the caller's)."""
    partner, company = caller_company(env)
    domain = [('partner_id.commercial_partner_id', '=', company.id), ('review_ids', '!=', False)] + list(domain)
    if partner.vsf_company_role != ADMIN or enum_value(scope) == 'Mine':
        domain.append(('partner_id', '=', partner.id))
    return env['sale.order'].sudo().search(domain, order='id desc')


def visible_request(env, request_id):
    order = visible_requests(env, 'Company', [('id', '=', request_id)])
    if not order:
        raise GraphQLError(REQUEST_NOT_FOUND)
    return order


def decidable_request(env, request_id):
    admin_company(env)
    order = visible_request(env, request_id)
    if order.partner_id == env.user.partner_id:
        raise GraphQLError(OWN_REQUEST)
    if order._vsf_approval_status() != PENDING:
        raise GraphQLError(DECIDED)
    if env.user not in order.vsf_approver_user_ids:
        raise GraphQLError(NOT_AN_APPROVER)
    return order


def odoo_errors(run):
    try:
        return run()
    except (UserError, ValidationError) as error:
        raise GraphQLError(error.args[0])


class ApprovalQuery(graphene.ObjectType):
    approval_requests = graphene.Field(
        ApprovalRequestList, required=True,
        scope=graphene.Argument(DocumentScope), status=graphene.Argument(ApprovalStatus),
        current_page=graphene.Int(default_value=1), page_size=graphene.Int(default_value=20),
        description="The caller's requests; an Admin's scope Company (the default for Admins): the company's.")
    approval_request = graphene.Field(ApprovalRequest, required=True, id=graphene.Int(required=True))

    @staticmethod
    def resolve_approval_requests(self, info, scope=None, status=None, current_page=1, page_size=20):
        orders = visible_requests(info.context['env'], scope)
        if status:
            orders = orders.filtered(lambda order: order._vsf_approval_status() == enum_value(status))
        page_size = max(1, min(page_size or 20, MAX_PAGE_SIZE))
        offset = (max(current_page or 1, 1) - 1) * page_size
        return ApprovalRequestList(requests=orders[offset:offset + page_size], total_count=len(orders))

    @staticmethod
    def resolve_approval_request(self, info, id):
        return visible_request(info.context['env'], id)


class SubmitCartForApproval(graphene.Mutation):
    Output = ApprovalRequest

    @staticmethod
    def mutate(self, info):
        env = info.context['env']
        _partner, company = caller_company(env)
        # A punch-out cart goes back to the procurement system (vsf_punchout, when installed).
        if 'vsf.punchout.session' in env:
            odoo_errors(env['vsf.punchout.session']._vsf_refuse_payment)
        website = env['website'].get_current_website()
        # website_sale reads the session's cart through request.website.
        request.website = website
        order = website.sale_get_order()
        if not order or not order.order_line:
            raise GraphQLError(CART_EMPTY)
        if not order._vsf_needs_approval():
            raise GraphQLError(NO_APPROVAL_NEEDED)
        if company.vsf_po_reference_required and not (order.client_order_ref or '').strip():
            raise GraphQLError(PO_REFERENCE_REQUIRED)
        odoo_errors(order._vsf_submit_for_approval)
        # The request leaves the session: the requester shops on in a new, empty cart.
        website.sale_reset()
        return order.sudo()


class ApproveRequest(graphene.Mutation):
    class Arguments:
        id = graphene.Int(required=True)

    Output = ApprovalRequest

    @staticmethod
    def mutate(self, info, id):
        env = info.context['env']
        order = decidable_request(env, id)
        return odoo_errors(lambda: order.with_user(env.user)._vsf_approve())


class RejectRequest(graphene.Mutation):
    class Arguments:
        id = graphene.Int(required=True)
        reason = graphene.String(required=True)

    Output = ApprovalRequest

    @staticmethod
    def mutate(self, info, id, reason):
        env = info.context['env']
        reason = (reason or '').strip()
        if not reason:
            raise GraphQLError(REASON_REQUIRED)
        if len(reason) > MAX_REASON:
            raise GraphQLError(REASON_TOO_LONG % MAX_REASON)
        order = decidable_request(env, id)
        return odoo_errors(lambda: order.with_user(env.user)._vsf_reject(reason))


class UpdateApprovalRule(graphene.Mutation):
    class Arguments:
        approval_above = graphene.Float(description='Orders above this amount (excl. VAT) need approval; null or 0: none.')

    Output = BuyingCompany

    @staticmethod
    def mutate(self, info, approval_above=None):
        _admin, company = admin_company(info.context['env'])
        if approval_above is not None and approval_above < 0:
            raise GraphQLError(AMOUNT_INVALID)
        company.vsf_approval_above = approval_above or 0.0
        company._vsf_approval_rule()
        return company


class ApprovalMutation(graphene.ObjectType):
    submit_cart_for_approval = SubmitCartForApproval.Field(
        description="The session's cart goes to the company's Admins for approval; the caller gets a new cart.")
    approve_request = ApproveRequest.Field(
        description='Admins: approves a colleague\'s request; the order is placed by bank transfer.')
    reject_request = RejectRequest.Field(description="Admins: rejects a colleague's request with a reason.")
    update_approval_rule = UpdateApprovalRule.Field(description="Admins: the company's approval amount.")


def resolve_approval_above(company, info):
    return company.sudo().vsf_approval_above or None


def resolve_needs_approval(order, info):
    return order._vsf_needs_approval()


SchemaExtension(
    __name__,
    query=[ApprovalQuery],
    mutation=[ApprovalMutation],
    fields={
        BuyingCompany: {'approval_above': graphene.Float(resolver=resolve_approval_above)},
        Order: {'needs_approval': graphene.Boolean(required=True, resolver=resolve_needs_approval)},
    },
)
