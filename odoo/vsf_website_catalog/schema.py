# -*- coding: utf-8 -*-
import graphene
from graphql import GraphQLError

from odoo import _
from odoo.osv import expression

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import Partner, User
from odoo.addons.graphql_vuestorefront.schemas.product import (
    ProductFilterInput, ProductQuery, ProductVariant,
)
from odoo.addons.vsf_base.extension import SchemaExtension
from odoo.addons.vsf_base.schema import product_list


class Catalog(OdooObjectType):
    """A storefront catalog (website.catalog): a public one, or the caller's personal one."""

    id = graphene.Int(required=True)
    name = graphene.String()
    slug = graphene.String()
    description = graphene.String()
    is_personal = graphene.Boolean(description='True for the personal catalog of the signed-in customer.')
    product_count = graphene.Int()

    def resolve_slug(self, info):
        return self.website_slug or None

    def resolve_description(self, info):
        return self.description or None

    def resolve_is_personal(self, info):
        return bool(self.partner_id)

    def resolve_product_count(self, info):
        # What the catalog's listing (products with this catalogSlug) counts, so the two agree.
        listing = product_list(info.context['env'], {'catalog_slug': self.website_slug}, 1, 0, False, {})
        return listing.total_count


class CatalogQuery(graphene.ObjectType):
    catalogs = graphene.List(
        graphene.NonNull(Catalog),
        description='Public catalogs, plus the personal catalog of the signed-in customer.')
    catalog = graphene.Field(Catalog, id=graphene.Int(), slug=graphene.String())

    @staticmethod
    def resolve_catalogs(self, info):
        return info.context['env']['website.catalog']._vsf_listed()

    @staticmethod
    def resolve_catalog(self, info, id=None, slug=None):
        Catalog = info.context['env']['website.catalog']
        if id:
            condition = [('id', '=', id)]
        elif slug:
            condition = [('website_slug', '=', slug)]
        else:
            return None
        return Catalog.search(expression.AND([Catalog._vsf_listed_domain(), condition]), limit=1) or None


class CatalogProductVariantQuery(graphene.ObjectType):
    """graphql_vuestorefront's productVariant, refused for a product outside a catalog-only
    customer's catalog. Its resolver only calls model methods no override could tell apart from
    the cart's or the product page's own (_get_combination_info), hence the root field."""

    product_variant = graphene.Field(
        ProductVariant,
        required=True,
        product_template_id=graphene.Int(),
        combination_id=graphene.List(graphene.Int),
    )

    @staticmethod
    def resolve_product_variant(self, info, product_template_id=None, combination_id=None):
        template = info.context['env']['product.template'].browse(product_template_id)
        if template._vsf_outside_personal_catalog():
            raise GraphQLError(_('Product does not exist'))
        return ProductQuery.resolve_product_variant(self, info, product_template_id, combination_id)


def resolve_partner_catalog_only(partner, info):
    return bool(partner._vsf_catalog_customer())


def resolve_user_catalog_only(user, info):
    return bool(user.partner_id._vsf_catalog_customer())


SchemaExtension(
    __name__,
    query=[CatalogQuery, CatalogProductVariantQuery],
    fields={
        Partner: {'website_catalog_products': graphene.Boolean(
            resolver=resolve_partner_catalog_only,
            description='The customer only sees (and may only buy) the products of their personal catalog.')},
        User: {'website_catalog_products': graphene.Boolean(resolver=resolve_user_catalog_only)},
        ProductFilterInput: {'catalog_slug': graphene.String()},
    },
)
