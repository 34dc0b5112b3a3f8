# -*- coding: utf-8 -*-
"""graphql_vuestorefront's schema with the parts of the installed storefront modules.

graphql_vuestorefront builds its schema once, when Odoo imports it. Each storefront module says
what it adds with one ``SchemaExtension``: root fields (graphene ObjectTypes whose fields join
Query or Mutation), types reachable only through an interface, and fields on
graphql_vuestorefront's own types (``Product.brand``) or inputs (``ProductFilterInput.brandIds``).
``schema_for(env)`` builds, once per set of installed storefront modules, the schema the
``/graphql/vsf`` route serves (controllers/main.py).

Fields on graphql_vuestorefront's types are added only while a schema is built (graphene reads a
type's fields then, not later), so one Odoo server whose databases have different modules
installed serves each database its own schema.
"""
import threading
from contextlib import contextmanager

import graphene
from graphene.types.utils import get_field_as

# Module name -> its SchemaExtension, filled as Odoo imports the modules.
EXTENSIONS = {}

_schemas = {}
_lock = threading.Lock()


class SchemaExtension(object):
    """What one storefront module adds to graphql_vuestorefront's schema.

    :param module: the module's ``__name__`` (``odoo.addons.<module>.<file>``)
    :param query: graphene ObjectTypes whose fields join Query; a field Query already has is
        replaced (with the same type: the schema check compares it with graphql_vuestorefront's)
    :param mutation: the same for Mutation
    :param types: types a client reaches only through an interface
    :param fields: ``{graphql_vuestorefront type: {python name: field}}``; a field needs its own
        ``resolver=`` when the type's default (the record's attribute) does not fit
    """

    def __init__(self, module, query=(), mutation=(), types=(), fields=None):
        parts = module.split('.')
        self.module = parts[2] if parts[:2] == ['odoo', 'addons'] else module
        self.query = tuple(query)
        self.mutation = tuple(mutation)
        self.types = tuple(types)
        self.fields = {}
        for type_, new_fields in (fields or {}).items():
            mount_as = graphene.InputField if issubclass(type_, graphene.InputObjectType) else graphene.Field
            self.fields[type_] = {name: get_field_as(field, _as=mount_as) for name, field in new_fields.items()}
        # A module may describe its part in several files (vsf_base: schema.py, cart.py); their
        # parts make the module's one extension.
        existing = EXTENSIONS.get(self.module)
        if existing is None:
            EXTENSIONS[self.module] = self
        else:
            existing.query += self.query
            existing.mutation += self.mutation
            existing.types += self.types
            for type_, new_fields in self.fields.items():
                existing.fields.setdefault(type_, {}).update(new_fields)


def installed_extensions(env):
    """The storefront modules installed in this database (the registry's loaded modules)."""
    installed = env.registry._init_modules
    return frozenset(name for name in EXTENSIONS if name in installed)


def schema_for(env):
    """The graphene schema for this database's storefront modules (built once per set)."""
    modules = installed_extensions(env)
    schema = _schemas.get(modules)
    if schema is None:
        with _lock:
            schema = _schemas.get(modules)
            if schema is None:
                schema = _schemas[modules] = build_schema(modules)
    return schema


def core_schema(schema):
    """What graphql_base executes: the schema itself (graphene 2) or its core schema (graphene 3)."""
    return getattr(schema, 'graphql_schema', schema)


def build_schema(modules):
    """graphql_vuestorefront's schema with the parts of the given storefront modules."""
    from odoo.addons.graphql_vuestorefront import schema as vsf

    extensions = [EXTENSIONS[name] for name in sorted(modules)]
    _refuse_conflicts(extensions)
    # The extensions' classes come first: a root field they redefine replaces
    # graphql_vuestorefront's, resolver included (graphene takes the first in the MRO).
    query = type('Query', tuple(c for e in extensions for c in e.query) + (vsf.Query,), {})
    mutation = type('Mutation', tuple(c for e in extensions for c in e.mutation) + (vsf.Mutation,), {})
    types = _vsf_types() + [t for e in extensions for t in e.types]
    with _fields_added(extensions):
        return graphene.Schema(query=query, mutation=mutation, types=types)


def _vsf_types():
    """The types graphql_vuestorefront 15.0 passes to its schema (schema.py, ``types=``)."""
    from odoo.addons.graphql_vuestorefront.schemas import (
        category, country, invoice, mailing_list, order, product, shop, website_blog, website_cms,
        website_page, wishlist,
    )
    return [
        country.CountryList, category.CategoryList, product.ProductList, product.ProductVariantData,
        order.OrderList, invoice.InvoiceList, wishlist.WishlistData, shop.CartData,
        mailing_list.MailingContactList, mailing_list.MailingListList, website_blog.BlogPostList,
        website_blog.BlogTagList, website_blog.BlogTagCategoryList, website_page.WebsitePageList,
        website_cms.CmsCollectionList, website_cms.CmsContentList,
    ]


def _refuse_conflicts(extensions):
    """Two modules may not define the same root field, nor add the same field to a type."""
    owners = {}
    for extension in extensions:
        names = [('Query', name) for cls in extension.query for name in cls._meta.fields]
        names += [('Mutation', name) for cls in extension.mutation for name in cls._meta.fields]
        for type_, fields in extension.fields.items():
            for name in fields:
                if name in type_._meta.fields:
                    raise ValueError('%s: %s.%s exists already' % (extension.module, type_._meta.name, name))
                names.append((type_._meta.name, name))
        for key in names:
            if key in owners and owners[key] != extension.module:
                raise ValueError('%s.%s is defined by %s and %s' % (key + (owners[key], extension.module)))
            owners[key] = extension.module


@contextmanager
def _fields_added(extensions):
    """The extensions' fields on graphql_vuestorefront's types, while the block runs."""
    added = []
    try:
        for extension in extensions:
            for type_, fields in extension.fields.items():
                for name, field in fields.items():
                    type_._meta.fields[name] = field
                    added.append((type_, name))
        yield
    finally:
        for type_, name in added:
            del type_._meta.fields[name]
