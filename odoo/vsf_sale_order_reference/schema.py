# -*- coding: utf-8 -*-
"""The business buyer's own reference (a purchase order number) and a comment on the cart."""
import graphene
from graphql import GraphQLError

from odoo import _
from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.objects import Order
from odoo.addons.vsf_base.extension import SchemaExtension

# UpdateOrderInput key -> sale.order field.
WRITABLE_FIELDS = (
    ('client_order_ref', 'client_order_ref'),
    ('comment', 'customer_comment'),
)


class UpdateOrderInput(graphene.InputObjectType):
    client_order_ref = graphene.String()
    comment = graphene.String()


def session_cart(env):
    """The session's draft order (website_sale's cart), or an empty recordset."""
    website = env['website'].get_current_website()
    request.website = website
    order = website.sale_get_order()
    return order if order and order.state == 'draft' else order.browse()


def values_to_write(data):
    """Only the keys that were sent; an explicit null clears the field."""
    return {
        field: data[key] if data[key] is not None else False
        for key, field in WRITABLE_FIELDS if key in data
    }


class UpdateOrder(graphene.Mutation):
    class Arguments:
        data = UpdateOrderInput(required=True)

    Output = Order

    @staticmethod
    def mutate(self, info, data):
        order = session_cart(info.context['env'])
        if not order:
            raise GraphQLError(_('Shopping cart not found.'))
        order._vsf_write_customer_note(values_to_write(data))
        return order


class OrderReferenceMutation(graphene.ObjectType):
    update_order = UpdateOrder.Field(
        description="Writes the customer's reference or comment on the session cart.")


def resolve_comment(order, info):
    comment = order.customer_comment
    return None if comment is False else comment


SchemaExtension(
    __name__,
    mutation=[OrderReferenceMutation],
    fields={
        Order: {
            'comment': graphene.String(
                resolver=resolve_comment, description="The customer's note to the order."),
        },
    },
)
