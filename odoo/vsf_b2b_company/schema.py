# -*- coding: utf-8 -*-
"""A business customer's company in the storefront: its people with their roles, inviting a
colleague, the company's setting for PO references, and "my" or the company's orders and invoices.

Every field and mutation checks, here in Odoo, who is asking: a signed-in contact of a company
(their commercial partner), and for the people and the settings an Admin of it. A member id is
looked up among the caller's company's people only, so another company's contact is "not part of
your company", exactly like a made-up id.
"""
import graphene
from graphql import GraphQLError

from odoo.exceptions import UserError
from odoo.tools import email_normalize

from odoo.addons.graphql_vuestorefront.schemas.objects import Invoice, Partner
from odoo.addons.graphql_vuestorefront.schemas.order import OrderFilterInput
from odoo.addons.vsf_account_invoice_filter.schema import InvoiceFilterInput
from odoo.addons.vsf_base.extension import SchemaExtension

from .models.res_partner import ACTIVE, ADMIN, BUYER, INVITED, REQUESTER, REVOKED

NOT_SIGNED_IN = 'You must be logged in.'
NO_COMPANY = 'Your account does not belong to a company.'
ADMINS_ONLY = 'Only an administrator of your company may do this.'
NOT_A_MEMBER = 'This person is not part of your company.'
KEEP_AN_ADMIN = 'Your company must keep at least one administrator.'
EMAIL_TAKEN = 'This email address already has an account.'
INVALID_EMAIL = 'Enter a valid email address.'
NAME_REQUIRED = 'Enter a name.'
NOT_YOURSELF = 'You cannot revoke your own access.'
HAS_ACCESS = 'This person already has access.'
HAS_NO_ACCESS = 'This person has no access.'


class CompanyRole(graphene.Enum):
    Admin = ADMIN
    Buyer = BUYER
    Requester = REQUESTER


class CompanyMemberStatus(graphene.Enum):
    Invited = INVITED
    Active = ACTIVE
    Revoked = REVOKED


class DocumentScope(graphene.Enum):
    """Whose documents a list holds: the caller's own, or their whole company's (Admins)."""

    Mine = 'Mine'
    Company = 'Company'


def enum_value(value):
    return getattr(value, 'value', value)


class CompanyMember(graphene.ObjectType):
    id = graphene.Int(required=True)
    name = graphene.String(required=True)
    email = graphene.String()
    role = graphene.Field(CompanyRole, required=True)
    status = graphene.Field(CompanyMemberStatus, required=True)
    is_you = graphene.Boolean(required=True)

    @staticmethod
    def resolve_email(contact, info):
        return contact.email or None

    @staticmethod
    def resolve_role(contact, info):
        return contact.vsf_company_role

    @staticmethod
    def resolve_status(contact, info):
        return contact._vsf_member_status()

    @staticmethod
    def resolve_is_you(contact, info):
        return contact == info.context['env'].user.partner_id


class BuyingCompany(graphene.ObjectType):
    id = graphene.Int(required=True)
    name = graphene.String(required=True)
    role = graphene.Field(CompanyRole, required=True, description="The caller's role in it.")
    po_reference_required = graphene.Boolean(required=True)
    members = graphene.List(graphene.NonNull(CompanyMember), required=True,
                            description='Admins only.')

    @staticmethod
    def resolve_role(company, info):
        return info.context['env'].user.partner_id.vsf_company_role

    @staticmethod
    def resolve_po_reference_required(company, info):
        return company.vsf_po_reference_required

    @staticmethod
    def resolve_members(company, info):
        admin_company(info.context['env'])
        return company._vsf_company_members().sorted(lambda contact: (contact.name or '').lower())


def caller_company(env):
    """The signed-in contact and the company they buy for (sudo: the caller may not read it)."""
    if env.user._is_public():
        raise GraphQLError(NOT_SIGNED_IN)
    partner = env.user.partner_id
    company = partner.sudo()._vsf_buying_company()
    if not company:
        raise GraphQLError(NO_COMPANY)
    return partner.sudo(), company


def admin_company(env):
    partner, company = caller_company(env)
    if partner.vsf_company_role != ADMIN:
        raise GraphQLError(ADMINS_ONLY)
    return partner, company


def company_member(company, member_id):
    member = company._vsf_company_members().filtered(lambda contact: contact.id == member_id)
    if not member:
        raise GraphQLError(NOT_A_MEMBER)
    return member


def keeps_an_admin(company, without):
    """Refuses a change that would leave the company without an Admin who has access. Checked
    before anything is written: the API answers errors without rolling back what was done."""
    others = company._vsf_company_members() - without
    if not others.filtered(
            lambda member: member.vsf_company_role == ADMIN and member._vsf_member_status() != REVOKED):
        raise GraphQLError(KEEP_AN_ADMIN)


def portal_wizard_user(env, member):
    wizard = env['portal.wizard'].sudo().create({'partner_ids': [(6, 0, member.ids)]})
    return wizard.user_ids


def grant_access(env, member, inviter):
    """Portal access through Odoo's wizard, with our invitation mail from ``inviter``."""
    try:
        portal_wizard_user(env, member).with_context(vsf_invited_by=inviter.name).action_grant_access()
    except UserError as error:
        raise GraphQLError(error.args[0])


def admin_and_member(info, member_id):
    """The calling Admin, their company and one of its people, by the person's partner id."""
    caller, company = admin_company(info.context['env'])
    return caller, company, company_member(company, member_id)


class CompanyQuery(graphene.ObjectType):
    buying_company = graphene.Field(
        BuyingCompany, description="The company the signed-in customer buys for; null without one.")

    @staticmethod
    def resolve_buying_company(self, info):
        env = info.context['env']
        if env.user._is_public():
            return None
        return env.user.partner_id.sudo()._vsf_buying_company() or None


class InviteCompanyMember(graphene.Mutation):
    class Arguments:
        name = graphene.String(required=True)
        email = graphene.String(required=True)
        role = CompanyRole(required=True)

    Output = CompanyMember

    @staticmethod
    def mutate(self, info, name, email, role):
        env = info.context['env']
        inviter, company = admin_company(env)
        name = (name or '').strip()
        if not name:
            raise GraphQLError(NAME_REQUIRED)
        login = email_normalize(email or '')
        if not login:
            raise GraphQLError(INVALID_EMAIL)
        users = env['res.users'].sudo().with_context(active_test=False)
        if users.search_count(['|', ('login', '=ilike', login), ('email', '=ilike', login)]):
            raise GraphQLError(EMAIL_TAKEN)
        member = env['res.partner'].sudo().create({
            'name': name,
            'email': login,
            'parent_id': company.id,
            'type': 'contact',
            'vsf_company_role': enum_value(role),
            'lang': env.context.get('lang') or inviter.lang,
        })
        grant_access(env, member, inviter)
        return member


class UpdateCompanyMemberRole(graphene.Mutation):
    class Arguments:
        member_id = graphene.Int(required=True)
        role = CompanyRole(required=True)

    Output = CompanyMember

    @staticmethod
    def mutate(self, info, member_id, role):
        _caller, company, member = admin_and_member(info, member_id)
        if enum_value(role) != ADMIN:
            keeps_an_admin(company, without=member)
        member.vsf_company_role = enum_value(role)
        return member


class RevokeCompanyMemberAccess(graphene.Mutation):
    class Arguments:
        member_id = graphene.Int(required=True)

    Output = CompanyMember

    @staticmethod
    def mutate(self, info, member_id):
        caller, company, member = admin_and_member(info, member_id)
        if member == caller:
            raise GraphQLError(NOT_YOURSELF)
        if member._vsf_member_status() == REVOKED:
            raise GraphQLError(HAS_NO_ACCESS)
        keeps_an_admin(company, without=member)
        user = member._vsf_member_user()
        portal_wizard_user(info.context['env'], member).action_revoke_access()
        # The portal wizard archives only a user with no group but the portal's; a colleague
        # whose access is revoked must not sign in to the storefront with any.
        if user.active and not user.has_group('base.group_user'):
            user.active = False
        return member


class RestoreCompanyMemberAccess(graphene.Mutation):
    class Arguments:
        member_id = graphene.Int(required=True)

    Output = CompanyMember

    @staticmethod
    def mutate(self, info, member_id):
        caller, _company, member = admin_and_member(info, member_id)
        if member._vsf_member_status() != REVOKED:
            raise GraphQLError(HAS_ACCESS)
        grant_access(info.context['env'], member, caller)
        return member


class UpdateBuyingCompany(graphene.Mutation):
    class Arguments:
        po_reference_required = graphene.Boolean(required=True)

    Output = BuyingCompany

    @staticmethod
    def mutate(self, info, po_reference_required):
        _caller, company = admin_company(info.context['env'])
        company.vsf_po_reference_required = po_reference_required
        return company


class CompanyMutation(graphene.ObjectType):
    invite_company_member = InviteCompanyMember.Field(
        description="Admins: a colleague's contact under the company, with storefront access and an invitation mail.")
    update_company_member_role = UpdateCompanyMemberRole.Field(description="Admins: a colleague's role.")
    revoke_company_member_access = RevokeCompanyMemberAccess.Field(
        description="Admins: takes a colleague's storefront access away.")
    restore_company_member_access = RestoreCompanyMemberAccess.Field(
        description='Admins: gives a revoked colleague access again, with a new invitation.')
    update_buying_company = UpdateBuyingCompany.Field(description="Admins: the company's settings.")


def resolve_company_role(partner, info):
    """The contact's role in their company's buying; none outside a company."""
    partner = partner.sudo()
    return partner.vsf_company_role if partner._vsf_buying_company() and not partner.is_company else None


def resolve_placed_by(invoice, info):
    """Who placed the orders the invoice bills (several names when it bills several people's)."""
    people = invoice.sudo().invoice_line_ids.sale_line_ids.order_id.partner_id
    return ', '.join(sorted(set(people.mapped('name')))) or None


SchemaExtension(
    __name__,
    query=[CompanyQuery],
    mutation=[CompanyMutation],
    fields={
        Invoice: {
            'placed_by': graphene.String(resolver=resolve_placed_by),
        },
        Partner: {
            'company_role': graphene.Field(CompanyRole, resolver=resolve_company_role),
        },
        OrderFilterInput: {'scope': graphene.Field(DocumentScope)},
        InvoiceFilterInput: {'scope': graphene.Field(DocumentScope)},
    },
)
