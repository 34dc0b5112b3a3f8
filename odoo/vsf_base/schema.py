# -*- coding: utf-8 -*-
"""vsf_base's own part of the schema: graphql_vuestorefront's catalogue roots, made to answer on
Odoo 15 what the storefront relies on.

``products``: graphql_vuestorefront builds the search domain in a function of its own
(``get_search_domain``), which no module can extend. The listing here takes that domain and adds
two hooks on ``product.template`` that the storefront modules extend
(models/product_template.py): ``_vsf_listing_domain`` narrows what the listing and its facets are
made of (a brand, a catalog, a catalog-only customer's own catalog), ``_vsf_refinement_domain``
narrows the listing only, as attribute values and prices do (filter values). It also mends what
graphql_vuestorefront 15.0 gets wrong on a live Odoo 15:

- ``sort: {price}`` orders by the template's list price, while a card shows its default variant's
  price (with that variant's attribute extras): a page sorted by price looked unsorted;
- a search word matches only the name in the shopper's language (Odoo 15 reads a translated field
  as its translation), so a product's English name, or a variant's reference, found nothing; and
  a product named after the word ranks with those whose description merely mentions it, or whose
  name holds it only inside a longer word (a mouse after every "muisset");
- the facets came in the order of whichever products the request matched first, so narrowing a
  listing shuffled its filter panel.

``product`` and ``category``: for an id or slug that matches nothing, graphql_vuestorefront
returns an empty record, which fails as ``Cannot return null for non-nullable field Product.id``;
here the answer is null, as for any missing object.
"""
import re

import graphene

from odoo.addons.graphql_vuestorefront.schemas.category import CategoryQuery
from odoo.addons.graphql_vuestorefront.schemas.objects import Category, Product
from odoo.addons.graphql_vuestorefront.schemas.product import (
    ProductFilterInput, ProductList, ProductQuery, Products, ProductSortInput, get_search_domain,
    get_search_order,
)
from odoo.osv import expression

from .extension import SchemaExtension


def product_list(env, filter, current_page, page_size, search, sort):
    """graphql_vuestorefront's get_product_list, narrowed by the storefront modules' hooks."""
    templates = env['product.template']
    words = (search or '').split()
    domain, partial_domain = get_search_domain(env, False, **filter)
    found = expression.AND([_search_domain(templates.sudo(), word) for word in words])
    listing = templates._vsf_listing_domain(filter)
    refinement = templates._vsf_refinement_domain(filter)
    domain = expression.AND([domain, found, listing, refinement])
    partial_domain = expression.AND([partial_domain, found, listing])

    Product = templates.sudo()
    offset = (current_page - 1) * page_size if current_page > 1 else 0
    products = _sorted(Product, domain, sort, words)
    # The facets (attribute values, price range, the modules' filter values) are those of the
    # match without its attribute, price and refinement conditions, as in graphql_vuestorefront.
    facet_products = products if domain == partial_domain else Product.search(partial_domain)
    prices = facet_products.mapped('list_price')
    result = ProductList(
        products=products[offset:offset + page_size],
        total_count=len(products),
        attribute_values=facet_products.mapped('variant_attribute_value_ids').sorted(
            lambda value: (value.attribute_id.sequence, value.attribute_id.id, value.sequence, value.id)),
        min_price=min(prices) if prices else 0.0,
        max_price=max(prices) if prices else 0.0,
    )
    # For the facet fields the modules add to ProductList (ProductList.filterValues).
    result.vsf_facet_products = facet_products
    return result


def _search_domain(Product, word):
    """A search word, found in the name or description in the shopper's language or in English
    (the source a pasted name comes from), or in the template's or a variant's reference."""
    in_english = Product.with_context(lang='en_US')._search(
        ['|', ('name', 'ilike', word), ('description_sale', 'ilike', word)])
    return ['|', '|', '|', '|',
            ('name', 'ilike', word), ('description_sale', 'ilike', word), ('id', 'in', in_english),
            ('default_code', 'ilike', word), ('product_variant_ids.default_code', 'ilike', word)]


def _sorted(Product, domain, sort, words):
    """The listing in the order asked. A price is the one the card shows: the default variant's,
    list price plus that variant's attribute extras, which SQL cannot order by; so with a price
    key the keys are applied in Python, last key first (each sort keeps the order of the one
    before), the template id last of all, as graphql_vuestorefront does. With search words, the
    products whose name or reference holds every word come first."""
    keys = [(field, direction.value) for field, direction in sort.items()]
    if not any(field == 'price' for field, _ in keys):
        products = Product.search(domain, order=get_search_order(sort))
    else:
        products = Product.search(domain, order='id ASC')
        for field, direction in reversed(keys):
            products = products.sorted(_SORT_KEYS[field], reverse=direction == 'DESC')
    if words:
        english = dict(zip(products.ids, products.with_context(lang='en_US').mapped('name')))
        products = products.sorted(lambda product: _rank(product, english[product.id], words))
    return products


_SORT_KEYS = {
    'id': lambda product: product.id,
    'name': lambda product: product.name or '',
    'price': lambda product: product.list_price + product.product_variant_id.price_extra,
}


def _rank(product, english_name, words):
    """How well the product's name (in the shopper's language or English) or a reference holds the
    search words: 0 when it holds every word as a word of its own ("muis" in "Draadloze muis"), 1
    when only inside longer words ("muisset"), 2 when a word is found elsewhere only."""
    texts = [product.name or '', english_name or '', product.default_code or '']
    texts += [code for code in product.product_variant_ids.mapped('default_code') if code]
    texts = [text.lower() for text in texts]
    words = [word.lower() for word in words]
    if all(any(_whole_word(word).search(text) for text in texts) for word in words):
        return 0
    if all(any(word in text for text in texts) for word in words):
        return 1
    return 2


def _whole_word(word):
    return re.compile(r'(?<!\w)' + re.escape(word) + r'(?!\w)')


class ProductListQuery(graphene.ObjectType):
    products = graphene.Field(
        Products,
        filter=graphene.Argument(ProductFilterInput, default_value={}),
        current_page=graphene.Int(default_value=1),
        page_size=graphene.Int(default_value=20),
        search=graphene.String(default_value=False),
        sort=graphene.Argument(ProductSortInput, default_value={}),
    )
    product = graphene.Field(
        Product,
        id=graphene.Int(default_value=None),
        slug=graphene.String(default_value=None),
        barcode=graphene.String(default_value=None),
    )
    category = graphene.Field(
        Category,
        id=graphene.Int(),
        slug=graphene.String(default_value=None),
    )

    @staticmethod
    def resolve_products(self, info, filter, current_page, page_size, search, sort):
        return product_list(info.context['env'], filter, current_page, page_size, search, sort)

    @staticmethod
    def resolve_product(self, info, id=None, slug=None, barcode=None):
        return ProductQuery.resolve_product(self, info, id=id, slug=slug, barcode=barcode) or None

    @staticmethod
    def resolve_category(self, info, id=None, slug=None):
        return CategoryQuery.resolve_category(self, info, id=id, slug=slug) or None


SchemaExtension(__name__, query=[ProductListQuery])
