# -*- coding: utf-8 -*-
import graphene

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.product import (
    ProductFilterInput, ProductList, get_search_domain,
)
from odoo.addons.vsf_base.extension import SchemaExtension
from odoo.osv import expression


class ProductFilterValue(OdooObjectType):
    """A value of a storefront filter (product.filter.value)."""

    id = graphene.Int(required=True)
    name = graphene.String()
    html_color = graphene.String()
    search = graphene.String(description="Token '<filterId>-<valueId>' for ProductFilterInput.filters.")
    filter = graphene.Field(lambda: ProductFilter)

    def resolve_search(self, info):
        return self._vsf_search_token()

    def resolve_filter(self, info):
        return self.filter_id or None


class ProductFilter(OdooObjectType):
    """A storefront filter (product.filter)."""

    id = graphene.Int(required=True)
    name = graphene.String()
    display_type = graphene.String(description='How a storefront shows it: checkbox or color.')
    values = graphene.List(graphene.NonNull(ProductFilterValue))

    def resolve_values(self, info):
        return self._vsf_shown_values()


def used_filter_values(env, category_slug=None):
    """The values of published filters that published products carry, those of a category when
    a slug is given, among what the caller may see (the listing's hook)."""
    domain, _facets = get_search_domain(env, False, category_slug=category_slug or False)
    templates = env['product.template']
    domain = expression.AND([
        domain,
        templates._vsf_listing_domain({'category_slug': category_slug} if category_slug else {}),
    ])
    # graphql_vuestorefront reads the catalogue as superuser (get_product_list); the values are
    # then read as the caller.
    carried = templates.sudo().search(domain).mapped('product_filter_value_ids')
    return env['product.filter.value'].browse(carried.ids)._vsf_shown()


class ProductFilterQuery(graphene.ObjectType):
    filters = graphene.List(
        graphene.NonNull(ProductFilter),
        category_slug=graphene.String(),
        description='The published filters with the values published products carry; with '
                    'categorySlug only the values used in that category.',
    )

    @staticmethod
    def resolve_filters(self, info, category_slug=None):
        values = used_filter_values(info.context['env'], category_slug)
        # A value nobody can find leads to an empty listing, so only the values in use are offered.
        filters = values.mapped('filter_id').sorted()
        return filters.with_context(vsf_filter_value_ids=frozenset(values.ids))


def resolve_listing_filter_values(listing, info):
    """The published filters' values on the products the listing's facets are made of (vsf_base's
    ``vsf_facet_products``: the match without price, attribute and filter conditions)."""
    products = getattr(listing, 'vsf_facet_products', None)
    if not products:
        return []
    # Odoo 15's sale_product_domain() has no is_published condition; a facet offers only what a
    # shopper can find.
    carried = products.filtered('is_published').mapped('product_filter_value_ids')
    return info.context['env']['product.filter.value'].browse(carried.ids)._vsf_shown()


SchemaExtension(
    __name__,
    query=[ProductFilterQuery],
    fields={
        ProductList: {
            'filter_values': graphene.Field(
                graphene.List(ProductFilterValue), resolver=resolve_listing_filter_values,
                description='Filter values present on the match (computed, like attributeValues, '
                            'without attribute, filter and price filters).'),
        },
        ProductFilterInput: {
            'filters': graphene.List(
                graphene.String,
                description="Comma-free list of filter tokens '<filterId>-<valueId>': OR within a "
                            "filter, AND across filters."),
        },
    },
)
