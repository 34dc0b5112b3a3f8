# -*- coding: utf-8 -*-
import graphene

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import Product
from odoo.addons.graphql_vuestorefront.schemas.product import ProductFilterInput
from odoo.addons.vsf_base.extension import SchemaExtension


class Brand(OdooObjectType):
    """A product brand (OCA product_brand's product.brand)."""

    id = graphene.Int(required=True)
    name = graphene.String()
    slug = graphene.String()
    logo = graphene.String()
    description = graphene.String()
    product_count = graphene.Int()

    def resolve_slug(self, info):
        return self.website_slug or None

    def resolve_logo(self, info):
        return '/web/image/product.brand/%d/logo' % self.id if self.logo else None

    def resolve_product_count(self, info):
        return self._vsf_published_product_count()


class BrandQuery(graphene.ObjectType):
    brands = graphene.List(
        graphene.NonNull(Brand),
        search=graphene.String(),
        current_page=graphene.Int(default_value=1),
        page_size=graphene.Int(default_value=100),
    )
    brand = graphene.Field(Brand, id=graphene.Int(), slug=graphene.String())

    @staticmethod
    def resolve_brands(self, info, current_page, page_size, search=None):
        domain = [('name', 'ilike', search)] if search else []
        offset = (current_page - 1) * page_size if current_page > 1 else 0
        return info.context['env']['product.brand'].search(
            domain, order='name, id', limit=page_size, offset=offset)

    @staticmethod
    def resolve_brand(self, info, id=None, slug=None):
        Brand = info.context['env']['product.brand']
        if id:
            return Brand.search([('id', '=', id)], limit=1) or None
        if slug:
            return Brand.search([('website_slug', '=', slug)], limit=1) or None
        return None


def resolve_product_brand(product, info):
    return product.product_brand_id or None


SchemaExtension(
    __name__,
    query=[BrandQuery],
    fields={
        Product: {'brand': graphene.Field(Brand, resolver=resolve_product_brand)},
        ProductFilterInput: {'brand_ids': graphene.List(graphene.Int), 'brand_slug': graphene.String()},
    },
)
