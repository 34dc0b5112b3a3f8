# -*- coding: utf-8 -*-
import graphene

from odoo.addons.graphql_vuestorefront.schemas.objects import Category, Product
from odoo.addons.vsf_base.extension import SchemaExtension

from .search import DEFAULT_PAGE_SIZE, quick_search


class QuickSearchResult(graphene.ObjectType):
    products = graphene.List(Product)
    categories = graphene.List(Category)
    total_count = graphene.Int()


class QuickSearchQuery(graphene.ObjectType):
    quick_search = graphene.Field(
        QuickSearchResult,
        term=graphene.String(required=True),
        page_size=graphene.Int(default_value=DEFAULT_PAGE_SIZE),
        description='Search as you type: name, internal reference or barcode; at least 2 letters.',
    )

    @staticmethod
    def resolve_quick_search(self, info, term, page_size=DEFAULT_PAGE_SIZE):
        products, categories, total_count = quick_search(info.context['env'], term, page_size)
        return QuickSearchResult(products=products, categories=categories, total_count=total_count)


SchemaExtension(__name__, query=[QuickSearchQuery])
