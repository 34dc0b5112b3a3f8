# -*- coding: utf-8 -*-
"""The shop around the catalogue: languages, company, website, currencies, taxes, units and
pricelists."""
import logging

from odoo import fields
from odoo.exceptions import UserError

_logger = logging.getLogger(__name__)


def currency_named(env, code):
    found = env['res.currency'].with_context(active_test=False).search([('name', '=', code)], limit=1)
    if not found:
        raise UserError('vsf_demo_shop: Odoo has no currency %s.' % code)
    if not found.active:
        found.active = True
    return found


def country_named(env, code):
    if not code:
        return env['res.country']
    found = env['res.country'].search([('code', '=', code)], limit=1)
    if not found:
        raise UserError('vsf_demo_shop: Odoo has no country %s.' % code)
    return found


def country_state(env, country, code):
    if not (country and code):
        return env['res.country.state']
    found = env['res.country.state'].search([('country_id', '=', country.id), ('code', '=', code)], limit=1)
    if not found:
        _logger.warning('vsf_demo_shop: Odoo has no state %s in %s; the address keeps none.', code, country.code)
    return found


def turn_off_cache_invalidation(env):
    """No storefront listens to the demo database; with the setting on, loading the catalogue
    would queue every product and category for graphql_vuestorefront's webhook."""
    env['ir.config_parameter'].sudo().set_param('vsf_cache_invalidation', False)


def stop_scheduled_reservations(env):
    """The demo orders keep deliveries waiting for stock of products that are in stock (the
    storefront shows every delivery state). Odoo's daily scheduler would reserve them; the demo
    shop has no reordering rules for it to run, so it is switched off."""
    cron = env.ref('stock.ir_cron_scheduler_action', raise_if_not_found=False)
    if cron and cron.active:
        cron.active = False


def set_up_languages(env, data):
    """Activates the website's languages (res.lang records Odoo has for every language) without
    loading Odoo's own translations: the demo shop reads the texts mock-odoo has, no others."""
    Lang = env['res.lang']
    langs = Lang.browse()
    for entry in data['languages']:
        lang = Lang._activate_lang(entry['code'])
        if not lang:
            raise UserError('vsf_demo_shop: Odoo has no language %s.' % entry['code'])
        taken = Lang.with_context(active_test=False).search_count(
            [('name', '=', entry['name']), ('id', '!=', lang.id)])
        if lang.name != entry['name'] and not taken:
            lang.name = entry['name']
        langs |= lang
    return langs


def set_up_company(env, data):
    """The main company as the shop's company. Returns it and whether it works in the demo's
    currency (EUR)."""
    entry = data['company']
    company = env.ref('base.main_company')
    in_demo_currency = use_currency(env, company, currency_named(env, entry['currency']))
    company.with_context(no_vat_validation=True).write(dict(
        address_values(env, entry),
        name=entry['name'],
        vat=entry['vat'] or False,
        company_registry=entry['companyRegistry'] or False,
    ))
    return company, in_demo_currency


def address_values(env, entry):
    """A partner's or the company's contact and address fields."""
    country = country_named(env, entry['country'])
    return {
        'email': entry['email'] or False,
        'phone': entry['phone'] or False,
        'street': entry['street'] or False,
        'street2': entry['street2'] or False,
        'city': entry['city'] or False,
        'zip': entry['zip'] or False,
        'country_id': country.id,
        'state_id': country_state(env, country, entry['state']).id,
    }


def use_currency(env, company, currency):
    """Odoo refuses a new company currency once journal items exist (a database with Odoo's own
    demo data has them): the company then keeps its currency and the demo rates are converted."""
    if company.currency_id == currency:
        return True
    if env['account.move.line'].search_count([('company_id', '=', company.id)]):
        _logger.warning('vsf_demo_shop: %s keeps its currency %s (it has journal items); the demo shop '
                        'is priced in %s.', company.name, company.currency_id.name, currency.name)
        return False
    company.currency_id = currency
    return True


def set_up_website(env, data, company, langs):
    """The website in the shop's languages, the first of them its default. Its domain stays
    empty: Odoo would take it for the base URL of the links it sends shoppers to. Its visitors
    (the public user) speak its default language, as in a database made for a Dutch shop: Odoo
    writes a cart's texts (a coupon's reward line) in its customer's language."""
    website = env.ref('website.default_website', raise_if_not_found=False) or env['website'].search([], limit=1)
    default = langs.filtered(lambda lang: lang.code == data['website']['defaultLang'])
    website.write({
        'name': data['website']['name'],
        'company_id': company.id,
        'language_ids': [(6, 0, langs.ids)],
        'default_lang_id': default.id,
    })
    website.user_id.partner_id.sudo().lang = default.code
    return website


def set_up_currency_rates(env, data, company, in_demo_currency):
    """The demo's rates are per unit of its company currency. A company in another currency gets
    rates on the demo currency instead, so that the two convert as the demo says (1.0856 USD per
    EUR): Odoo converts by the ratio of the two currencies' rates at a date, and the company's
    currency may have rates of its own (Odoo's demo data gives USD one on 1 January of this year),
    so the demo currency gets one on the demo's date and on each later date of those."""
    demo_currency = currency_named(env, data['company']['currency'])
    for entry in data['currencies']:
        currency = currency_named(env, entry['name'])
        if in_demo_currency:
            for rate in entry['rates']:
                set_rate(env, company, currency, rate['date'], rate['rate'])
            continue
        if company.currency_id != currency:
            _logger.warning('vsf_demo_shop: no %s rate for a company in %s.', currency.name,
                            company.currency_id.name)
            continue
        rates = sorted(entry['rates'], key=lambda rate: rate['date'])
        for rate, following in zip(rates, rates[1:] + [None]):
            for date in own_rate_dates(env, company, rate['date'], following and following['date']):
                own = currency._get_rates(company, date)[currency.id]
                set_rate(env, company, demo_currency, date, own / rate['rate'])


def own_rate_dates(env, company, start, end):
    """``start`` and the later dates before ``end`` on which the company's currency has a rate."""
    domain = [('currency_id', '=', company.currency_id.id), ('name', '>', start),
              ('company_id', 'in', [False, company.id])]
    if end:
        domain.append(('name', '<', end))
    later = env['res.currency.rate'].search(domain).mapped('name')
    return [fields.Date.to_date(start)] + sorted(set(later))


def set_rate(env, company, currency, date, value):
    Rate = env['res.currency.rate']
    existing = Rate.search([('currency_id', '=', currency.id), ('name', '=', date),
                            ('company_id', '=', company.id)], limit=1)
    if existing:
        existing.rate = value
    else:
        Rate.create({'currency_id': currency.id, 'name': date, 'rate': value, 'company_id': company.id})


def set_up_taxes(env, data, refs, company):
    """The sales tax of every product and delivery. Made as a copy of the company's sales tax
    where it has one, so that the chart of accounts' tax accounts and grids come with it."""
    Tax = env['account.tax']
    taxes = Tax.browse()
    for entry in data['taxes']:
        def find():
            return Tax.search([
                ('company_id', '=', company.id), ('type_tax_use', '=', 'sale'),
                ('amount_type', '=', 'percent'), ('amount', '=', entry['amount']),
                ('price_include', '=', entry['priceInclude'])], limit=1)

        def create():
            values = {
                'name': entry['name'], 'description': entry['name'], 'amount': entry['amount'],
                'amount_type': 'percent', 'type_tax_use': 'sale',
                'price_include': entry['priceInclude'], 'company_id': company.id,
                'country_id': company.country_id.id,
            }
            model = company.account_sale_tax_id or Tax.search([
                ('company_id', '=', company.id), ('type_tax_use', '=', 'sale'),
                ('amount_type', '=', 'percent')], limit=1)
            return model.copy(values) if model else Tax.create(values)

        tax, _new = refs.ensure('tax', entry['key'], create, find)
        taxes |= tax
    # Products made later (a test's, a merchant's) get the shop's tax too.
    company.account_sale_tax_id = taxes[:1]
    return taxes[:1]


def set_up_uoms(env, data, refs):
    """The units of the demo products, with their UN/CEFACT codes (OCA uom_unece), which
    procurement systems read. Odoo's Units is the demo's Units; the others are units of the same
    category, each counted as one."""
    UoM = env['uom.uom']
    unit = env.ref('uom.product_uom_unit')
    for entry in data['uoms']:
        def find():
            if unit.with_context(lang=None).name == entry['name']:
                return unit
            return UoM.with_context(active_test=False).search(
                [('category_id', '=', unit.category_id.id), ('name', '=', entry['name'])], limit=1)

        def create():
            return UoM.create({'name': entry['name'], 'category_id': unit.category_id.id,
                               'uom_type': 'bigger', 'factor': 1.0, 'rounding': 1.0})

        uom, _new = refs.ensure('uom', entry['key'], create, find)
        if 'unece_code' in uom._fields and uom.unece_code != entry['uneceCode']:
            uom.unece_code = entry['uneceCode']


def set_up_pricelists(env, data, refs, website):
    """The website's pricelist (Odoo's Public Pricelist), the other currencies' pricelists the
    shopper may choose, and the business pricelist, which only its customers get.

    All of them belong to the website: Odoo 15 gives a signed-in customer their own pricelist on
    the website only if it is available there (website_sale's _get_pl_partner_order keeps the
    partner's pricelist "only if website compliant", and get_current_pricelist falls back to the
    first available one). Only the selectable ones are offered to every shopper."""
    Pricelist = env['product.pricelist']
    public = env.ref('product.list0', raise_if_not_found=False)
    keep_other_websites_priced(env, website, public)
    for sequence, entry in enumerate(data['pricelists'], 1):
        is_default = entry['key'] == data['website']['pricelist']

        def find():
            return public if is_default else None

        def create():
            return Pricelist.create({'name': entry['name'],
                                     'currency_id': currency_named(env, entry['currency']).id})

        pricelist, _new = refs.ensure('pricelist', entry['key'], create, find)
        pricelist.write({
            'name': entry['name'],
            'currency_id': currency_named(env, entry['currency']).id,
            'sequence': sequence,
            'selectable': entry['selectable'],
            'website_id': website.id,
        })
        if entry['discount']:
            set_global_discount(pricelist, entry['discount'])


def keep_other_websites_priced(env, website, public):
    """Odoo refuses any change that leaves a website without a pricelist (website_sale's
    _check_website_pricelist). Another website (Odoo's demo data has "My Website 2") may live on
    the generic Public Pricelist alone, which the demo shop makes its website's own: such a
    website first gets a pricelist of its own, in its company's currency."""
    Pricelist = env['product.pricelist']
    public = public or Pricelist
    for other in env['website'].search([('id', '!=', website.id)]):
        if Pricelist.sudo().search(Pricelist._get_website_pricelists_domain(other.id)) - public:
            continue
        Pricelist.create({
            'name': '%s (%s)' % (public.name or 'Public Pricelist', other.name),
            'currency_id': other.company_id.currency_id.id,
            'website_id': other.id,
        })


def set_global_discount(pricelist, percent):
    rule = pricelist.item_ids.filtered(lambda item: item.applied_on == '3_global')[:1]
    values = {'applied_on': '3_global', 'compute_price': 'percentage', 'percent_price': percent}
    if rule:
        rule.write(values)
    else:
        pricelist.write({'item_ids': [(0, 0, values)]})


def set_up_pricelist_items(env, data, refs):
    """Contract prices of single variants (after the products exist)."""
    Item = env['product.pricelist.item']
    for entry in data['pricelists']:
        pricelist = refs.need('pricelist', entry['key'])
        for item in entry['items']:
            variant = refs.need('variant', item['product'])
            rule = Item.search([('pricelist_id', '=', pricelist.id), ('product_id', '=', variant.id),
                                ('applied_on', '=', '0_product_variant')], limit=1)
            values = {
                'pricelist_id': pricelist.id, 'applied_on': '0_product_variant',
                'product_id': variant.id, 'product_tmpl_id': variant.product_tmpl_id.id,
                'compute_price': 'fixed', 'fixed_price': item['fixedPrice'],
            }
            if rule:
                rule.write(values)
            else:
                Item.create(values)
