# -*- coding: utf-8 -*-
"""Cart mutations of graphql_vuestorefront 15.0 that cannot do their job on Odoo 15, replaced
with the same arguments and answer.

``cartUpdateItem`` and ``cartUpdateMultipleItems``: a quantity of 0 kept the line. They call
website_sale's ``_cart_update`` with ``set_qty=0`` and ``add_qty=0``, which takes a set quantity
of 0 for none given and adds 0 to the line. website_sale's own cart (``/shop/cart/update_json``)
gives no quantity to add (``add_qty=None``) for a set quantity, and 0 removes the line: so here.
Anything else stays theirs, a line the session's cart does not have included (Odoo then refuses
it as an unknown product).

``cartRemoveItem`` and ``cartRemoveMultipleItems`` unlinked a product line and nothing else: a
promo code's discount stayed computed on the goods removed (even below the code's minimum), and
the delivery kept the price of the bigger cart (a free delivery stayed free). A product line goes
here as an update to 0 does, through ``_cart_update``, which drops the delivery and recomputes
the rewards as on any cart change. A reward or delivery line goes as before (unlinking a reward
line withdraws its promo code); a line the cart does not have still changes nothing.

``setShippingMethod``: a carrier the cart may not have (unknown, unpublished, not delivering to
the address) set another one, the first that fits (website_sale_delivery's
``_check_carrier_quotation``): the shopper paid for a delivery they had not chosen. Here it is
refused and the cart keeps the delivery it had.
"""
import graphene
from graphql import GraphQLError

from odoo import _
from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.shop import CartData, CartLineInput

from .extension import SchemaExtension


def session_cart(env):
    """The session's cart, created when missing, as graphql_vuestorefront's cart mutations take it."""
    website = env['website'].get_current_website()
    request.website = website
    return website.sale_get_order(force_create=1)


def set_line_quantity(order, line_id, quantity):
    line = order.order_line.filtered(lambda rec: rec.id == line_id)
    # A stock warning belongs to the change that made it (graphql_vuestorefront resets it too).
    line.warning_stock = ''
    if quantity > 0:
        order._cart_update(product_id=line.product_id.id, line_id=line.id, set_qty=quantity)
    else:
        order._cart_update(product_id=line.product_id.id, line_id=line.id, set_qty=0, add_qty=None)


def remove_line(order, line_id):
    line = order.order_line.filtered(lambda rec: rec.id == line_id)
    if line and not (line.is_reward_line or line.is_delivery or line.gift_card_id):
        set_line_quantity(order, line_id, 0)
    else:
        line.unlink()


class CartUpdateItem(graphene.Mutation):
    class Arguments:
        line_id = graphene.Int(required=True)
        quantity = graphene.Int(required=True)

    Output = CartData

    @staticmethod
    def mutate(self, info, line_id, quantity):
        order = session_cart(info.context['env'])
        set_line_quantity(order, line_id, quantity)
        return CartData(order=order)


class CartUpdateMultipleItems(graphene.Mutation):
    class Arguments:
        lines = graphene.List(CartLineInput, default_value={}, required=True)

    Output = CartData

    @staticmethod
    def mutate(self, info, lines):
        order = session_cart(info.context['env'])
        for line in lines:
            set_line_quantity(order, line['id'], line['quantity'])
        return CartData(order=order)


class CartRemoveItem(graphene.Mutation):
    class Arguments:
        line_id = graphene.Int(required=True)

    Output = CartData

    @staticmethod
    def mutate(self, info, line_id):
        order = session_cart(info.context['env'])
        remove_line(order, line_id)
        return CartData(order=order)


class CartRemoveMultipleItems(graphene.Mutation):
    class Arguments:
        line_ids = graphene.List(graphene.Int, required=True)

    Output = CartData

    @staticmethod
    def mutate(self, info, line_ids):
        order = session_cart(info.context['env'])
        for line_id in line_ids:
            remove_line(order, line_id)
        return CartData(order=order)


class SetShippingMethod(graphene.Mutation):
    class Arguments:
        shipping_method_id = graphene.Int(required=True)

    Output = CartData

    @staticmethod
    def mutate(self, info, shipping_method_id):
        order = session_cart(info.context['env'])
        if shipping_method_id not in order._get_delivery_methods().ids:
            raise GraphQLError(_('Delivery method does not exist.'))
        order._check_carrier_quotation(force_carrier_id=shipping_method_id)
        return CartData(order=order)


class CartMutation(graphene.ObjectType):
    cart_update_item = CartUpdateItem.Field(description='Update Item')
    cart_update_multiple_items = CartUpdateMultipleItems.Field(description='Update Multiple Items')
    cart_remove_item = CartRemoveItem.Field(description='Remove Item')
    cart_remove_multiple_items = CartRemoveMultipleItems.Field(description='Remove Multiple Items')
    set_shipping_method = SetShippingMethod.Field(description='Set Shipping Method on Cart')


SchemaExtension(__name__, mutation=[CartMutation])
