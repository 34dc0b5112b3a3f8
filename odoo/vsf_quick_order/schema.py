# -*- coding: utf-8 -*-
import graphene

from odoo.addons.graphql_vuestorefront.schemas.objects import Product
from odoo.addons.vsf_base.extension import SchemaExtension

from .sku_lookup import variants_by_sku


class QuickOrderQuery(graphene.ObjectType):
    product_variants_by_sku = graphene.List(
        graphene.NonNull(Product),
        skus=graphene.List(graphene.NonNull(graphene.String), required=True),
        description="Variants whose internal reference (default_code) is one of the codes, ignoring "
                    "case, that the session's customer may buy; a template's reference gives its "
                    'default variant. At most 200 codes per call.',
    )

    @staticmethod
    def resolve_product_variants_by_sku(self, info, skus):
        return variants_by_sku(info.context['env'], skus)


SchemaExtension(__name__, query=[QuickOrderQuery])
