# -*- coding: utf-8 -*-
"""vsf_base's own part of the schema: ``products`` with the conditions of the storefront modules.

graphql_vuestorefront builds the search domain in a function of its own (``get_search_domain``),
which no module can extend. The listing here is graphql_vuestorefront's ``get_product_list`` with
two hooks on ``product.template`` that the storefront modules extend (models/product_template.py):
``_vsf_listing_domain`` narrows what the listing and its facets are made of (a brand, a catalog,
a catalog-only customer's own catalog), ``_vsf_refinement_domain`` narrows the listing only, as
attribute values and prices do (filter values). Without other modules the answer is
graphql_vuestorefront's.
"""
import graphene

from odoo.addons.graphql_vuestorefront.schemas.product import (
    ProductFilterInput, ProductList, Products, ProductSortInput, get_search_domain, get_search_order,
)
from odoo.osv import expression

from .extension import SchemaExtension


def product_list(env, filter, current_page, page_size, search, sort):
    """graphql_vuestorefront's get_product_list, narrowed by the storefront modules' hooks."""
    templates = env['product.template']
    domain, partial_domain = get_search_domain(env, search, **filter)
    listing = templates._vsf_listing_domain(filter)
    refinement = templates._vsf_refinement_domain(filter)
    domain = expression.AND([domain, listing, refinement])
    partial_domain = expression.AND([partial_domain, listing])

    Product = templates.sudo()
    offset = (current_page - 1) * page_size if current_page > 1 else 0
    products = Product.search(domain, order=get_search_order(sort))
    # The facets (attribute values, price range, the modules' filter values) are those of the
    # match without its attribute, price and refinement conditions, as in graphql_vuestorefront.
    facet_products = products if domain == partial_domain else Product.search(partial_domain)
    prices = facet_products.mapped('list_price')
    result = ProductList(
        products=products[offset:offset + page_size],
        total_count=len(products),
        attribute_values=facet_products.mapped('variant_attribute_value_ids'),
        min_price=min(prices) if prices else 0.0,
        max_price=max(prices) if prices else 0.0,
    )
    # For the facet fields the modules add to ProductList (ProductList.filterValues).
    result.vsf_facet_products = facet_products
    return result


class ProductListQuery(graphene.ObjectType):
    products = graphene.Field(
        Products,
        filter=graphene.Argument(ProductFilterInput, default_value={}),
        current_page=graphene.Int(default_value=1),
        page_size=graphene.Int(default_value=20),
        search=graphene.String(default_value=False),
        sort=graphene.Argument(ProductSortInput, default_value={}),
    )

    @staticmethod
    def resolve_products(self, info, filter, current_page, page_size, search, sort):
        return product_list(info.context['env'], filter, current_page, page_size, search, sort)


SchemaExtension(__name__, query=[ProductListQuery])
