# -*- coding: utf-8 -*-
"""purchasedProducts: the variants the caller's company has bought in confirmed and done orders
(any of its contacts', as Odoo's portal shows the company's orders), with the last order, how many
orders and how much, to order them again. Lines that are no product the customer picked (notes,
sections, delivery, discounts) are left out."""
import graphene
from graphql import GraphQLError

from odoo import fields

from odoo.addons.graphql_vuestorefront.schemas.objects import Product
from odoo.addons.vsf_base.extension import SchemaExtension

NOT_SIGNED_IN = 'You must be logged in.'
ORDER_STATES = ('sale', 'done')
MAX_PAGE_SIZE = 100


class PurchasedProductSort(graphene.Enum):
    LastOrdered = 'last_ordered'
    TimesOrdered = 'times_ordered'
    Quantity = 'quantity'
    Name = 'name'


class PurchasedProduct(graphene.ObjectType):
    product = graphene.Field(Product, required=True, description='The variant (product.product).')
    last_order_date = graphene.String(required=True, description='YYYY-MM-DD')
    last_order_name = graphene.String(required=True)
    times_ordered = graphene.Int(required=True, description='How many orders held it.')
    quantity = graphene.Float(required=True, description='How much of it, in all.')


class PurchasedProducts(graphene.ObjectType):
    total_count = graphene.Int(required=True)
    products = graphene.List(graphene.NonNull(PurchasedProduct), required=True)


def purchase_rows(env, company, product_ids=None):
    """One row a variant: (product id, last order date, last order name, orders, quantity)."""
    line_fields = env['sale.order.line']._fields
    conditions = ['o.state IN %s', 'o.partner_id IN %s', 'l.display_type IS NULL', 'l.product_id IS NOT NULL']
    # Archived contacts' orders too: the company bought those products all the same.
    people = company.with_context(active_test=False).search([('id', 'child_of', company.id)])
    params = [ORDER_STATES, tuple(people.ids)]
    for flag in ('is_delivery', 'is_reward_line'):
        if flag in line_fields:
            conditions.append('NOT COALESCE(l.%s, false)' % flag)
    if product_ids is not None:
        conditions.append('l.product_id IN %s')
        params.append(tuple(product_ids) or (0,))
    env.cr.execute("""
        SELECT l.product_id,
               MAX(o.date_order),
               (ARRAY_AGG(o.name ORDER BY o.date_order DESC, o.id DESC))[1],
               COUNT(DISTINCT o.id),
               SUM(l.product_uom_qty)
          FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id
         WHERE %s
         GROUP BY l.product_id""" % ' AND '.join(conditions), params)
    return env.cr.fetchall()


def sort_key(sort, names):
    if sort == 'name':
        return lambda row: (names[row[0]].lower(), row[0])
    index = {'last_ordered': 1, 'times_ordered': 3, 'quantity': 4}[sort]
    return lambda row: (row[index], row[1], row[0])


class PurchasedProductsQuery(graphene.ObjectType):
    purchased_products = graphene.Field(
        PurchasedProducts,
        search=graphene.String(description='Part of the name or internal reference.'),
        sort=graphene.Argument(PurchasedProductSort, default_value=PurchasedProductSort.LastOrdered.value),
        current_page=graphene.Int(default_value=1),
        page_size=graphene.Int(default_value=20),
        description="The product variants the signed-in customer's company has bought.",
    )

    @staticmethod
    def resolve_purchased_products(self, info, search=None, sort='last_ordered', current_page=1, page_size=20):
        env = info.context['env']
        if env.user._is_public():
            raise GraphQLError(NOT_SIGNED_IN)
        company = env.user.partner_id.commercial_partner_id.sudo()
        Variant = env['product.product'].sudo().with_context(active_test=False)
        product_ids = None
        if search and search.strip():
            term = search.strip()
            product_ids = Variant._search(['|', ('name', 'ilike', term), ('default_code', 'ilike', term)])
        rows = purchase_rows(env, company, product_ids)
        sort = getattr(sort, 'value', sort)
        variants = Variant.browse([row[0] for row in rows])
        # The product's name, not display_name (which starts with the internal reference).
        names = {variant.id: variant.name or '' for variant in variants}
        rows.sort(key=sort_key(sort, names), reverse=sort != 'name')
        page_size = max(1, min(page_size or 20, MAX_PAGE_SIZE))
        start = (max(current_page or 1, 1) - 1) * page_size
        page = [
            PurchasedProduct(
                product=Variant.browse(row[0]),
                last_order_date=fields.Date.to_string(row[1].date()),
                last_order_name=row[2],
                times_ordered=row[3],
                quantity=row[4],
            )
            for row in rows[start:start + page_size]
        ]
        return PurchasedProducts(total_count=len(rows), products=page)


SchemaExtension(__name__, query=[PurchasedProductsQuery])
