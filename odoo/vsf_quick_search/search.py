# -*- coding: utf-8 -*-
"""Search as you type: the products and categories a few letters find.

Every word of the term must match a product somewhere: its name, internal reference (its own or
a variant's), a variant's barcode or its sales description. Products whose name, reference or
barcode hold every word come first, then those that only mention them; each group by name.
Names and descriptions match in the shopper's language and in the source language (English),
so a pasted English name still works on another language's shop.
"""
from odoo.osv import expression
from odoo.addons.vsf_base.like_patterns import escape_like

MIN_LETTERS = 2
DEFAULT_PAGE_SIZE = 6
MAX_PAGE_SIZE = 50
MAX_CATEGORIES = 5
# Odoo 15 keeps a translated field's source text in its column, in English.
SOURCE_LANG = 'en_US'


def in_source_language(model, within, field, pattern):
    """A condition on the records of ``within`` whose ``field`` matches ``pattern`` in the source
    language, when the shopper reads another one (the ORM matches the shopper's only)."""
    if model.env.context.get('lang') in (None, False, SOURCE_LANG):
        return []
    found = model.with_context(lang=SOURCE_LANG).search(expression.AND([within, [(field, 'ilike', pattern)]]))
    return [[('id', 'in', found.ids)]]


def name_condition(templates, base, word):
    """A word in the product's name, internal reference, a variant's reference, or a variant's
    whole barcode (a barcode is scanned or pasted whole, never typed in part)."""
    pattern = escape_like(word)
    return expression.OR([
        [('name', 'ilike', pattern)],
        [('default_code', 'ilike', pattern)],
        [('product_variant_ids.default_code', 'ilike', pattern)],
        [('product_variant_ids.barcode', '=', word)],
    ] + in_source_language(templates, base, 'name', pattern))


def description_condition(templates, base, word):
    pattern = escape_like(word)
    return expression.OR(
        [[('description_sale', 'ilike', pattern)]] + in_source_language(templates, base, 'description_sale', pattern))


def ranked_products(templates, named, anywhere, size):
    """Up to ``size`` products of ``anywhere``: those of ``named`` first, each part by name."""
    if size <= 0:
        return templates.browse()
    order = 'name, id'
    first = templates.search(named, order=order, limit=size)
    if len(first) == size:
        return first
    # Fewer name matches than asked for: ``first`` holds them all.
    rest = templates.search(expression.AND([anywhere, [('id', 'not in', first.ids)]]),
                            order=order, limit=size - len(first))
    return first + rest


def matching_categories(env, term):
    """The website's categories whose name holds the term."""
    categories = env['product.public.category']
    within = env['website'].get_current_website().website_domain()
    named = expression.OR([[('name', 'ilike', term)]] + in_source_language(categories, within, 'name', term))
    return categories.search(expression.AND([within, named]), order='sequence, id', limit=MAX_CATEGORIES)


def quick_search(env, term, page_size=DEFAULT_PAGE_SIZE):
    """``(products, categories, total count)`` for a term; nothing below MIN_LETTERS letters,
    which would match nearly everything."""
    term = (term or '').strip()
    if len(term) < MIN_LETTERS:
        return env['product.template'].browse(), env['product.public.category'].browse(), 0
    size = min(MAX_PAGE_SIZE, max(0, DEFAULT_PAGE_SIZE if page_size is None else page_size))
    # graphql_vuestorefront reads the catalogue as superuser, once the domain says what is shown.
    templates = env['product.template'].sudo()
    base = env['product.template']._vsf_shop_domain()
    names, anywhere = [base], [base]
    for word in term.split():
        in_name = name_condition(templates, base, word)
        names.append(in_name)
        anywhere.append(expression.OR([in_name, description_condition(templates, base, word)]))
    named, anywhere = expression.AND(names), expression.AND(anywhere)
    products = ranked_products(templates, named, anywhere, size)
    return products, matching_categories(env, term), templates.search_count(anywhere)
