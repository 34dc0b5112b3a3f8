# -*- coding: utf-8 -*-
from odoo.exceptions import UserError

from .records import MODULE


def translate_record(record, translations):
    """Writes ``{field: {lang: text}}`` as the record's translations, the way Odoo 15 keeps them.

    A field translated as a whole (``translate=True``) takes the text written in that language.
    A field translated term by term (HTML, a view's arch) would take such a write as its new
    source instead: its translations are the terms of the source paired with the terms of the
    translated text, which has the same structure."""
    for field_name, texts in sorted(translations.items()):
        field = record._fields[field_name]
        for lang, text in sorted(texts.items()):
            if callable(field.translate):
                translate_terms(record, field_name, lang, text)
            else:
                record.with_context(lang=lang).write({field_name: text})


def import_translations(record, translations):
    """Writes ``{field: {lang: text}}`` of fields translated as a whole the way Odoo imports a
    module's translations: as ir.translation rows, not through the field, so that a field Odoo
    computes from a translated one keeps its value. graphql_vuestorefront computes a product's
    slug in every language from its name; the storefront's product slugs stay English in every
    language (mock-odoo's, tests/contract/language.test.ts)."""
    record.ensure_one()
    Translation = record.env['ir.translation']
    for field_name, texts in sorted(translations.items()):
        name = '%s,%s' % (record._name, field_name)
        source = record.with_context(lang=None)[field_name]
        for lang, text in sorted(texts.items()):
            values = {'value': text, 'src': source, 'state': 'translated'}
            existing = Translation.search([
                ('type', '=', 'model'), ('name', '=', name), ('res_id', '=', record.id), ('lang', '=', lang)], limit=1)
            if existing:
                existing.write(values)
            else:
                Translation.create(dict(values, type='model', name=name, res_id=record.id, lang=lang, module=MODULE))
    record.invalidate_cache(fnames=list(translations))


def translate_terms(record, field_name, lang, text):
    record.ensure_one()
    field = record._fields[field_name]
    source = record.with_context(lang=None)[field_name] or ''
    # Made comparable to the stored source, which Odoo sanitized when it was written.
    translated = field.convert_to_cache(text, record) or ''
    source_terms = field.get_trans_terms(source)
    translated_terms = field.get_trans_terms(translated)
    if len(source_terms) != len(translated_terms):
        raise UserError(
            'vsf_demo_shop: the %s text of %s %s (%s) has %d translatable terms where the English one '
            'has %d; its structure must be the same.' % (
                lang, record._name, record.id, field_name, len(translated_terms), len(source_terms)))
    name = '%s,%s' % (record._name, field_name)
    Translation = record.env['ir.translation']
    done = set()
    for term, value in zip(source_terms, translated_terms):
        # Odoo keeps one translation per term; a term repeated in the source is translated once.
        if term == value or term in done:
            continue
        done.add(term)
        existing = Translation.search([
            ('type', '=', 'model_terms'), ('name', '=', name), ('res_id', '=', record.id),
            ('lang', '=', lang), ('src', '=', term)], limit=1)
        if existing:
            existing.write({'value': value, 'state': 'translated'})
        else:
            Translation.create({
                'type': 'model_terms', 'name': name, 'res_id': record.id, 'lang': lang,
                'src': term, 'value': value, 'state': 'translated', 'module': MODULE,
            })


def translate_code_terms(env, code_translations):
    """Texts the server writes itself (``_()``: coupon errors, the reward line, error messages),
    as mock-odoo translates them. Odoo looks a code term up by its source and language alone."""
    Translation = env['ir.translation']
    for entry in code_translations:
        for lang, value in sorted(entry['translations'].items()):
            existing = Translation.search([
                ('type', '=', 'code'), ('lang', '=', lang), ('src', '=', entry['src'])], limit=1)
            if existing:
                existing.write({'value': value, 'state': 'translated'})
            else:
                Translation.create({
                    'type': 'code', 'name': 'addons/%s/data/demo-data.json' % MODULE, 'lang': lang,
                    'src': entry['src'], 'value': value, 'state': 'translated', 'module': MODULE,
                    'res_id': 0,
                })
