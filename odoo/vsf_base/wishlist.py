# -*- coding: utf-8 -*-
"""``wishlistRemoveItem`` of graphql_vuestorefront 15.0 deleted the wishlist line of the id given,
whoever it belonged to (it searches product.wishlist as superuser): any visitor could empty other
shoppers' wishlists by counting ids. Here it removes a line of the caller's own wishlist (the
session's for a visitor, the partner's for a customer) and, like graphql_vuestorefront for an id
that does not exist, changes nothing for any other id. The answer is the same: the caller's
wishlist after the change.
"""
import graphene

from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.wishlist import WishlistData

from .extension import SchemaExtension


def own_wishlist_lines(env, website):
    """Every line of the caller's wishlist, those of unpublished products included."""
    Wishlist = env['product.wishlist'].sudo()
    if website.is_public_user():
        return Wishlist.search([('id', 'in', request.session.get('wishlist_ids', []))])
    return Wishlist.search([('partner_id', '=', env.user.partner_id.id)])


class WishlistRemoveItem(graphene.Mutation):
    class Arguments:
        wish_id = graphene.Int(required=True)

    Output = WishlistData

    @staticmethod
    def mutate(self, info, wish_id):
        env = info.context['env']
        website = env['website'].get_current_website()
        request.website = website
        own_wishlist_lines(env, website).filtered(lambda wish: wish.id == wish_id).unlink()
        wishlist_items = env['product.wishlist'].current()
        return WishlistData(wishlist_items=wishlist_items, total_count=len(wishlist_items))


class WishlistMutation(graphene.ObjectType):
    wishlist_remove_item = WishlistRemoveItem.Field(description='Remove Item')


SchemaExtension(__name__, mutation=[WishlistMutation])
