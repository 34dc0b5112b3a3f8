# -*- coding: utf-8 -*-
import graphene

from odoo.addons.graphql_vuestorefront.schemas.objects import Product
from odoo.addons.vsf_base.extension import SchemaExtension
from odoo.osv import expression

# The storefront compares a handful of products; more are ignored, not refused.
MAX_COMPARED = 12


class ComparisonAttribute(graphene.ObjectType):
    id = graphene.Int(required=True)
    name = graphene.String()
    values = graphene.List(
        graphene.String,
        description='One entry per compared product, in the order of productIds; empty when the '
                    'product lacks it.')


class ProductComparison(graphene.ObjectType):
    products = graphene.List(Product)
    attributes = graphene.List(ComparisonAttribute)




def visible_products(env, product_ids):
    """The products asked for that the caller may see, in the order asked, each once."""
    wanted = list(dict.fromkeys(product_ids))[:MAX_COMPARED]
    # graphql_vuestorefront reads the catalogue as superuser, once the domain says what is shown.
    Template = env['product.template'].sudo()
    found = set(Template.search(expression.AND([env['product.template']._vsf_shop_domain(), [('id', 'in', wanted)]])).ids)
    return Template.browse([product_id for product_id in wanted if product_id in found])


def aligned_rows(products):
    """One row per attribute, each with one value string per product ('' where it lacks it)."""
    rows = sorted(products._vsf_comparison_rows(), key=lambda row: row['sort'])
    return [
        ComparisonAttribute(
            id=row['id'], name=row['name'],
            values=[', '.join(row['values'].get(product.id, [])) for product in products])
        for row in rows
    ]


class CompareQuery(graphene.ObjectType):
    compare_products = graphene.Field(
        ProductComparison,
        product_ids=graphene.List(graphene.NonNull(graphene.Int), required=True),
    )

    @staticmethod
    def resolve_compare_products(self, info, product_ids):
        products = visible_products(info.context['env'], product_ids)
        return ProductComparison(products=products, attributes=aligned_rows(products))


SchemaExtension(__name__, query=[CompareQuery])
