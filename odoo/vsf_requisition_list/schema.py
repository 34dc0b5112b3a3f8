# -*- coding: utf-8 -*-
"""Requisition lists: named lists of products with quantities and notes that a customer's company
shares (OCA sale_product_set's product.set of the commercial partner), to put in the cart later.

Everything runs as the signed-in contact, so the record rules of this module decide: the company's
people read every list of the company and change its lines; the list's owner and the company's
Admins rename and delete it. A list of another company is "not found", exactly like a made-up id.
"""
import graphene
from graphql import GraphQLError

from odoo.exceptions import AccessError

from odoo.addons.graphql_vuestorefront.schemas.objects import Product
from odoo.addons.vsf_base.extension import SchemaExtension

NOT_SIGNED_IN = 'You must be logged in.'
LIST_NOT_FOUND = 'This list does not exist or is not shared with you.'
OWNER_OR_ADMIN = "Only the list's owner or an administrator of your company may do this."
NAME_REQUIRED = 'Enter a name for the list.'
NAME_TOO_LONG = 'A list name has at most %d characters.'
NOTE_TOO_LONG = 'A note has at most %d characters.'
QUANTITY_RANGE = 'A quantity is more than 0 and at most %d.'
TOO_MANY_LINES = 'A list holds at most %d products.'
PRODUCT_UNAVAILABLE = 'This product cannot be put on a list.'
LINE_NOT_FOUND = 'This line is not on the list.'

MAX_NAME = 80
MAX_NOTE = 200
MAX_QUANTITY = 99999
MAX_LINES = 200


class RequisitionListLine(graphene.ObjectType):
    id = graphene.Int(required=True)
    product = graphene.Field(Product, required=True, description='The variant (product.product).')
    quantity = graphene.Float(required=True)
    note = graphene.String()

    @staticmethod
    def resolve_product(line, info):
        # The Product type reads prices and stock as the shop shows them, beyond a portal
        # user's read access; the variant itself is one the caller's list holds.
        return line.product_id.sudo()

    @staticmethod
    def resolve_quantity(line, info):
        return line.quantity

    @staticmethod
    def resolve_note(line, info):
        return line.vsf_note or None


class RequisitionList(graphene.ObjectType):
    id = graphene.Int(required=True)
    name = graphene.String(required=True)
    owner_name = graphene.String(description='Who made it.')
    is_mine = graphene.Boolean(required=True, description='Made by the caller.')
    can_manage = graphene.Boolean(
        required=True, description="The caller may rename and delete it: its owner or an Admin of the company.")
    updated_at = graphene.String(required=True, description='YYYY-MM-DD HH:MM:SS (UTC): the last change of the list or a line.')
    line_count = graphene.Int(required=True)
    lines = graphene.List(graphene.NonNull(RequisitionListLine), required=True)

    @staticmethod
    def resolve_owner_name(product_set, info):
        return product_set.sudo().vsf_owner_id.name or None

    @staticmethod
    def resolve_is_mine(product_set, info):
        return product_set.vsf_owner_id == info.context['env'].user.partner_id

    @staticmethod
    def resolve_can_manage(product_set, info):
        return may_manage(product_set)

    @staticmethod
    def resolve_updated_at(product_set, info):
        changes = [product_set.write_date] + product_set.set_line_ids.mapped('write_date')
        return max(changes).strftime('%Y-%m-%d %H:%M:%S')

    @staticmethod
    def resolve_line_count(product_set, info):
        return len(product_set.set_line_ids)

    @staticmethod
    def resolve_lines(product_set, info):
        return product_set.set_line_ids


class RequisitionListLineInput(graphene.InputObjectType):
    product_id = graphene.Int(required=True)
    quantity = graphene.Float(required=True)
    note = graphene.String()


def signed_in(env):
    if env.user._is_public():
        raise GraphQLError(NOT_SIGNED_IN)
    return env.user


def may_manage(product_set):
    try:
        product_set.check_access_rule('write')
    except AccessError:
        return False
    return True


def company_list(env, list_id):
    """One of the caller's company's lists, read through the record rules."""
    signed_in(env)
    product_set = env['product.set'].search([('id', '=', list_id)])
    if not product_set:
        raise GraphQLError(LIST_NOT_FOUND)
    return product_set


def managed_list(env, list_id):
    product_set = company_list(env, list_id)
    if not may_manage(product_set):
        raise GraphQLError(OWNER_OR_ADMIN)
    return product_set


def valid_name(name):
    name = (name or '').strip()
    if not name:
        raise GraphQLError(NAME_REQUIRED)
    if len(name) > MAX_NAME:
        raise GraphQLError(NAME_TOO_LONG % MAX_NAME)
    return name


def valid_note(note):
    note = (note or '').strip()
    if len(note) > MAX_NOTE:
        raise GraphQLError(NOTE_TOO_LONG % MAX_NOTE)
    return note or False


def valid_quantity(quantity):
    if not (quantity and 0 < quantity <= MAX_QUANTITY):
        raise GraphQLError(QUANTITY_RANGE % MAX_QUANTITY)
    return quantity


def line_values(env, lines):
    """Each input line checked, in order; a variant given twice is one line with both quantities.
    Only variants the shop sells may be put on a list (published, for sale, not archived)."""
    wanted = {}
    for line in lines:
        quantity = valid_quantity(line.quantity)
        note = valid_note(line.note)
        known = wanted.get(line.product_id)
        wanted[line.product_id] = {
            'quantity': quantity + (known['quantity'] if known else 0),
            'note': note or (known['note'] if known else False),
        }
    sold = env['product.product'].sudo().search([
        ('id', 'in', list(wanted)), ('sale_ok', '=', True), ('website_published', '=', True)])
    if len(sold) != len(wanted):
        raise GraphQLError(PRODUCT_UNAVAILABLE)
    for values in wanted.values():
        valid_quantity(values['quantity'])
    return wanted


def add_lines(product_set, wanted):
    """Adds to the list: a variant already on it gets the quantity added (and the new note)."""
    existing = {line.product_id.id: line for line in product_set.set_line_ids}
    new = [product_id for product_id in wanted if product_id not in existing]
    if len(existing) + len(new) > MAX_LINES:
        raise GraphQLError(TOO_MANY_LINES % MAX_LINES)
    # All checked before the first write: the API answers errors without rolling back.
    for product_id, values in wanted.items():
        if product_id in existing:
            valid_quantity(existing[product_id].quantity + values['quantity'])
    next_sequence = max(product_set.set_line_ids.mapped('sequence') or [0]) + 1
    for product_id, values in wanted.items():
        line = existing.get(product_id)
        if line:
            line.write({
                'quantity': line.quantity + values['quantity'],
                'vsf_note': values['note'] or line.vsf_note,
            })
        else:
            product_set.env['product.set.line'].create({
                'product_set_id': product_set.id,
                'product_id': product_id,
                'quantity': values['quantity'],
                'vsf_note': values['note'],
                'sequence': next_sequence,
            })
            next_sequence += 1


class RequisitionListQuery(graphene.ObjectType):
    requisition_lists = graphene.List(
        graphene.NonNull(RequisitionList), required=True,
        description="The lists of the signed-in customer's company, last changed first.")
    requisition_list = graphene.Field(RequisitionList, required=True, id=graphene.Int(required=True))

    @staticmethod
    def resolve_requisition_lists(self, info):
        signed_in(info.context['env'])
        lists = info.context['env']['product.set'].search([])
        return lists.sorted(lambda product_set: (RequisitionList.resolve_updated_at(product_set, info), product_set.id),
                            reverse=True)

    @staticmethod
    def resolve_requisition_list(self, info, id):
        return company_list(info.context['env'], id)


class CreateRequisitionList(graphene.Mutation):
    class Arguments:
        name = graphene.String(required=True)
        lines = graphene.List(graphene.NonNull(RequisitionListLineInput))

    Output = RequisitionList

    @staticmethod
    def mutate(self, info, name, lines=None):
        env = info.context['env']
        user = signed_in(env)
        name = valid_name(name)
        wanted = line_values(env, lines or [])
        if len(wanted) > MAX_LINES:
            raise GraphQLError(TOO_MANY_LINES % MAX_LINES)
        product_set = env['product.set'].create({
            'name': name,
            'partner_id': user.partner_id.commercial_partner_id.id,
            'vsf_owner_id': user.partner_id.id,
        })
        add_lines(product_set, wanted)
        return product_set


class RenameRequisitionList(graphene.Mutation):
    class Arguments:
        id = graphene.Int(required=True)
        name = graphene.String(required=True)

    Output = RequisitionList

    @staticmethod
    def mutate(self, info, id, name):
        product_set = managed_list(info.context['env'], id)
        product_set.name = valid_name(name)
        return product_set


class DeleteRequisitionList(graphene.Mutation):
    class Arguments:
        id = graphene.Int(required=True)

    Output = graphene.Boolean

    @staticmethod
    def mutate(self, info, id):
        managed_list(info.context['env'], id).unlink()
        return True


class AddRequisitionListLines(graphene.Mutation):
    class Arguments:
        list_id = graphene.Int(required=True)
        lines = graphene.List(graphene.NonNull(RequisitionListLineInput), required=True)

    Output = RequisitionList

    @staticmethod
    def mutate(self, info, list_id, lines):
        env = info.context['env']
        product_set = company_list(env, list_id)
        add_lines(product_set, line_values(env, lines))
        return product_set


class UpdateRequisitionListLine(graphene.Mutation):
    class Arguments:
        list_id = graphene.Int(required=True)
        line_id = graphene.Int(required=True)
        quantity = graphene.Float(required=True)
        note = graphene.String()

    Output = RequisitionList

    @staticmethod
    def mutate(self, info, list_id, line_id, quantity, note=None):
        product_set = company_list(info.context['env'], list_id)
        line = product_set.set_line_ids.filtered(lambda known: known.id == line_id)
        if not line:
            raise GraphQLError(LINE_NOT_FOUND)
        line.write({'quantity': valid_quantity(quantity), 'vsf_note': valid_note(note)})
        return product_set


class RemoveRequisitionListLines(graphene.Mutation):
    class Arguments:
        list_id = graphene.Int(required=True)
        line_ids = graphene.List(graphene.NonNull(graphene.Int), required=True)

    Output = RequisitionList

    @staticmethod
    def mutate(self, info, list_id, line_ids):
        product_set = company_list(info.context['env'], list_id)
        lines = product_set.set_line_ids.filtered(lambda known: known.id in line_ids)
        if len(lines) != len(set(line_ids)):
            raise GraphQLError(LINE_NOT_FOUND)
        lines.unlink()
        return product_set


class RequisitionListMutation(graphene.ObjectType):
    create_requisition_list = CreateRequisitionList.Field(
        description="A list of the caller's company, made by the caller, with its first lines.")
    rename_requisition_list = RenameRequisitionList.Field(description="The list's owner or an Admin.")
    delete_requisition_list = DeleteRequisitionList.Field(description="The list's owner or an Admin.")
    add_requisition_list_lines = AddRequisitionListLines.Field(
        description='Adds products; one already on the list gets the quantity added.')
    update_requisition_list_line = UpdateRequisitionListLine.Field(description="A line's quantity and note.")
    remove_requisition_list_lines = RemoveRequisitionListLines.Field()


SchemaExtension(__name__, query=[RequisitionListQuery], mutation=[RequisitionListMutation])
