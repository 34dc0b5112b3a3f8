# -*- coding: utf-8 -*-
"""An import environment in which the storefront modules load without Odoo.

The schema check imports every module of this folder the way Odoo would (``odoo.addons.<name>``)
to print the GraphQL schema they serve. Odoo itself is not installed where the check runs, so:

* ``odoo`` and every Odoo addon are permissive stand-ins: any name imports, any class can be
  subclassed, any decorator keeps the function. Nothing of Odoo runs here.
* ``odoo.addons.graphql_base`` provides ``OdooObjectType`` (a plain graphene ObjectType).
* ``odoo.addons.graphql_vuestorefront`` is built from graphql_vuestorefront 15.0's schema
  printout (``graphql/schema/odoo-15.graphql``): every type, input, enum and interface as a
  graphene class of the same name, in the Python module that defines it in 15.0 (see
  ``VSF15_MODULES``), and its ``schema.Query``/``schema.Mutation`` with every root field.

So the printed schema is graphql_vuestorefront 15.0's plus what our modules add, with graphene's
own printer: the same names, types and arguments a real Odoo would serve.
"""
import importlib.abc
import importlib.machinery
import os
import sys
import types

import graphene
from graphene.types.generic import GenericScalar
from graphql.language import ast
from graphql.language.parser import parse

# Where graphql_vuestorefront 15.0 defines each class (odoogap/vuestorefront, branch 15.0);
# every other type is in schemas/objects.py.
VSF15_MODULES = {
    'schema': ['Query', 'Mutation'],
    'schemas.address': [
        'AddressEnum', 'AddressFilterInput', 'AddAddressInput', 'UpdateAddressInput',
        'DeleteAddressInput', 'SelectAddressInput', 'DeleteAddress',
    ],
    'schemas.category': ['CategoryFilterInput', 'CategorySortInput', 'Categories', 'CategoryList'],
    'schemas.contact_us': ['ContactUsParams'],
    'schemas.country': ['CountryFilterInput', 'CountrySortInput', 'Countries', 'CountryList'],
    'schemas.invoice': ['InvoiceSortInput', 'Invoices', 'InvoiceList'],
    'schemas.mailing_list': [
        'MailingContactFilterInput', 'MailingContactSortInput', 'MailingListFilterInput',
        'MailingListSortInput', 'MailingInput', 'MailingContacts', 'MailingContactList',
        'MailingLists', 'MailingListList', 'NewsletterSubscribe',
    ],
    'schemas.order': [
        'OrderFilterInput', 'OrderSortInput', 'Orders', 'OrderList', 'ApplyCoupon', 'ApplyGiftCard',
    ],
    'schemas.payment': [
        'AdyenAcquirerInfoResult', 'AdyenPaymentMethodsResult', 'AdyenTransactionResult',
        'AdyenPaymentsResult', 'AdyenPaymentDetailsResult', 'MakeGiftCardPayment',
    ],
    'schemas.product': [
        'ProductFilterInput', 'ProductSortInput', 'Products', 'ProductList', 'ProductVariant',
        'ProductVariantData',
    ],
    'schemas.shop': ['Cart', 'CartData', 'ProductInput', 'CartLineInput'],
    'schemas.user_profile': ['UpdateMyAccountParams'],
    'schemas.website_page': [
        'PageTypeEnum', 'WebsitePageFilterInput', 'WebsitePageSortInput', 'WebsitePages',
        'WebsitePageList',
    ],
    'schemas.website_blog': [
        'BlogPostFilterInput', 'BlogPostSortInput', 'BlogTagFilterInput', 'BlogTagSortInput',
        'BlogTagCategoryFilterInput', 'BlogTagCategorySortInput', 'BlogPosts', 'BlogPostList',
        'BlogTags', 'BlogTagList', 'BlogTagCategories', 'BlogTagCategoryList',
    ],
    'schemas.website_cms': [
        'CmsCollectionFilterInput', 'CmsCollectionSortInput', 'CmsContentFilterInput',
        'CmsContentSortInput', 'CmsCollections', 'CmsCollectionList', 'CmsContents',
        'CmsContentList',
    ],
    'schemas.wishlist': ['WishlistItems', 'WishlistData'],
}


class _StubMeta(type):
    """Classes whose every attribute exists: a stand-in method, constant or nested class."""

    def __getattr__(cls, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return _stub(name)


class _Stub(metaclass=_StubMeta):
    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Stub()

    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return _stub(name)


def _stub(name):
    return _StubMeta(name, (_Stub,), {})


def _keep(*args, **kwargs):
    """A decorator, with or without arguments, that leaves the function as it is."""
    if len(args) == 1 and callable(args[0]) and not kwargs:
        return args[0]
    return lambda function: function


class _PermissiveModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        if name in ('route',) or name in ('model', 'depends', 'constrains', 'onchange',
                                           'model_create_multi', 'returns', 'autovacuum',
                                           'ondelete', 'depends_context'):
            return _keep
        if name == '_':
            return lambda text, *args: text % args if args else text
        value = _stub(name)
        setattr(self, name, value)
        return value


# Libraries Odoo brings along that the modules may import; here they are stand-ins too.
ODOO_LIBRARIES = {'requests', 'werkzeug', 'lxml', 'dateutil', 'psycopg2', 'pytz', 'markupsafe', 'babel'}


class _OdooFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """odoo.* imports: our addons from their folder, the two GraphQL addons built here, any
    other name a permissive module; the same for the libraries Odoo depends on."""

    def __init__(self, addons_dir, built):
        self.addons_dir = addons_dir
        self.built = built

    def find_spec(self, fullname, path=None, target=None):
        if fullname.split('.')[0] in ODOO_LIBRARIES:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        if fullname != 'odoo' and not fullname.startswith('odoo.'):
            return None
        if fullname in self.built:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        parts = fullname.split('.')
        if len(parts) >= 3 and parts[1] == 'addons':
            folder = os.path.join(self.addons_dir, *parts[2:])
            if os.path.isdir(folder) and os.path.exists(os.path.join(self.addons_dir, parts[2], '__manifest__.py')):
                return importlib.machinery.PathFinder.find_spec(fullname, [os.path.dirname(folder)])
            if os.path.exists(folder + '.py') and os.path.exists(os.path.join(self.addons_dir, parts[2], '__manifest__.py')):
                return importlib.machinery.PathFinder.find_spec(fullname, [os.path.dirname(folder)])
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec):
        if spec.name in self.built:
            return self.built[spec.name]
        module = _PermissiveModule(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


def _graphene_type(node, registry):
    """A graphene type (or a function giving it) for an SDL type reference."""
    if isinstance(node, ast.NonNullType):
        return graphene.NonNull(_graphene_type(node.type, registry))
    if isinstance(node, ast.ListType):
        return graphene.List(_graphene_type(node.type, registry))
    name = node.name.value
    scalars = {'Int': graphene.Int, 'Float': graphene.Float, 'String': graphene.String,
               'Boolean': graphene.Boolean, 'ID': graphene.ID, 'GenericScalar': GenericScalar}
    if name in scalars:
        return scalars[name]
    return lambda: registry[name]


def _field(node, registry):
    args = {argument.name.value: graphene.Argument(_graphene_type(argument.type, registry))
            for argument in node.arguments or []}
    type_ = _graphene_type(node.type, registry)
    if isinstance(type_, (graphene.NonNull, graphene.List)):
        return graphene.Field(type_, args=args)
    return graphene.Field(type_, args=args)


def build_vsf15(sdl_path, object_type):
    """graphql_vuestorefront 15.0's classes from its SDL, by Python module."""
    document = parse(open(sdl_path, encoding='utf-8').read())
    definitions = [d for d in document.definitions if not isinstance(d, (ast.SchemaDefinition, ast.ScalarTypeDefinition))]
    registry = {}
    # Interfaces first: object types name them in their Meta.
    order = {ast.InterfaceTypeDefinition: 0, ast.EnumTypeDefinition: 1, ast.InputObjectTypeDefinition: 2,
             ast.ObjectTypeDefinition: 3}
    for definition in sorted(definitions, key=lambda d: order[type(d)]):
        name = definition.name.value
        if isinstance(definition, ast.EnumTypeDefinition):
            registry[name] = graphene.Enum(name, [(v.name.value, v.name.value) for v in definition.values])
        elif isinstance(definition, ast.InputObjectTypeDefinition):
            attrs = {f.name.value: graphene.InputField(_graphene_type(f.type, registry))
                     for f in definition.fields}
            registry[name] = type(name, (graphene.InputObjectType,), attrs)
        elif isinstance(definition, ast.InterfaceTypeDefinition):
            attrs = {f.name.value: _field(f, registry) for f in definition.fields}
            registry[name] = type(name, (graphene.Interface,), attrs)
        else:
            attrs = {f.name.value: _field(f, registry) for f in definition.fields}
            interfaces = tuple(registry[i.name.value] for i in definition.interfaces or [])
            if interfaces:
                attrs['Meta'] = type('Meta', (), {'interfaces': interfaces})
            registry[name] = type(name, (object_type,), attrs)
    return registry


def install(addons_dir, sdl_path):
    """Makes ``import odoo.addons.<module>`` work for the modules in ``addons_dir``."""
    graphql_base = types.ModuleType('odoo.addons.graphql_base')
    graphql_base.__path__ = []

    class OdooObjectType(graphene.ObjectType):
        class Meta:
            abstract = True

    graphql_base.OdooObjectType = OdooObjectType
    built = {'odoo.addons.graphql_base': graphql_base}

    registry = build_vsf15(sdl_path, OdooObjectType)
    placed = {name for names in VSF15_MODULES.values() for name in names}
    contents = {'schemas.objects': [name for name in registry if name not in placed]}
    contents.update(VSF15_MODULES)
    package = _PermissiveModule('odoo.addons.graphql_vuestorefront')
    package.__path__ = []
    built[package.__name__] = package
    schemas = _PermissiveModule('odoo.addons.graphql_vuestorefront.schemas')
    schemas.__path__ = []
    built[schemas.__name__] = schemas
    package.schemas = schemas
    for module_name, names in contents.items():
        full = 'odoo.addons.graphql_vuestorefront.' + module_name
        module = _PermissiveModule(full)
        module.__path__ = []
        for name in names:
            setattr(module, name, registry[name])
        built[full] = module
        parent, _, leaf = full.rpartition('.')
        setattr(built[parent], leaf, module)
    interface_implementations = [registry[name] for name in registry
                                 if isinstance(registry[name], type)
                                 and issubclass(registry[name], graphene.ObjectType)
                                 and registry[name]._meta.interfaces]
    schema_module = built['odoo.addons.graphql_vuestorefront.schema']
    schema_module.schema = graphene.Schema(
        query=registry['Query'], mutation=registry['Mutation'], types=interface_implementations)
    sys.meta_path.insert(0, _OdooFinder(addons_dir, built))
    return registry
