# -*- coding: utf-8 -*-
"""The storefront's payment acquirers (payment.acquirer in Odoo 15) and the methods and issuers
it offers under them (vsf_payment_transaction's vsf.payment.method)."""
from .present import has_field, has_model
from .records import key_part
from .translations import translate_record

# Odoo refuses an acquirer in test mode without the provider's credentials
# (_check_required_if_provider). The demo shop has none: payments that reach Adyen or Mollie need
# the merchant's test keys, entered on the acquirer (or, for Adyen, mock-odoo's Adyen emulator's:
# scripts/live-odoo-adyen.ts, tests/contract/README.md).
PLACEHOLDER_CREDENTIAL = 'vsf-demo-placeholder'

# The module an acquirer the loader makes belongs to: its provider's (a second Adyen acquirer,
# the hosted page's), or for a provider without an Odoo module of its own the storefront module
# that serves it. payment.acquirer sorts on its module's state first.
SERVING_MODULES = {
    'adyen': ('payment_adyen',),
    'sap_oci': ('vsf_punchout',),
    'ariba': ('vsf_punchout',),
}


def load_acquirers(env, data, refs, shop):
    Acquirer = env['payment.acquirer']
    # Two Adyen acquirers: the Drop-in's (payment_adyen's own record) and the hosted page's
    # (vsf_payment_transaction's payment links), told apart by that flag.
    flagged = has_field(env, 'payment.acquirer', 'vsf_adyen_hosted_page')
    demo = Acquirer.browse()
    for entry in data['acquirers']:
        if not served(env, entry):
            continue
        hosted_page = {'vsf_adyen_hosted_page': entry['adyenHostedPage']} if flagged else {}

        def find():
            return Acquirer.search([('provider', '=', entry['provider']),
                                    ('company_id', '=', shop.company.id)]
                                   + [(name, '=', value) for name, value in hosted_page.items()], limit=1)

        def create():
            return Acquirer.create(dict(hosted_page, name=entry['name'], provider=entry['provider'],
                                        company_id=shop.company.id, state='disabled'))

        acquirer, new = refs.ensure('acquirer', entry['key'], create, find)
        if new:
            acquirer.write(acquirer_values(env, acquirer, entry))
            translate_record(acquirer, entry['translations'])
        if has_model(env, 'vsf.payment.method'):
            load_methods(env, refs, acquirer, entry)
        demo |= acquirer
    disable_other_acquirers(env, shop.company, demo)


def served(env, entry):
    """Whether this Odoo can serve the acquirer: the hosted page is vsf_payment_transaction's, the
    punch-out transfers are vsf_punchout's."""
    if entry['adyenHostedPage']:
        return has_field(env, 'payment.acquirer', 'vsf_adyen_hosted_page')
    if entry['provider'] in ('sap_oci', 'ariba'):
        return has_model(env, 'vsf.punchout.buyer')
    return True


def acquirer_values(env, acquirer, entry):
    """The demo's acquirer, in test mode. Odoo 15 lists acquirers by state, then sequence
    (payment.acquirer._order); the demo's Wire Transfer, enabled, would come after the five in
    test mode instead of first. So it is in test mode too, which for a wire transfer changes
    nothing but that order."""
    values = {
        'name': entry['name'],
        'sequence': entry['sequence'],
        'state': 'test' if entry['state'] in ('enabled', 'test') else entry['state'],
        'display_as': entry['displayAs'] or False,
    }
    if entry['pendingMsg']:
        values['pending_msg'] = entry['pendingMsg']
    if not acquirer.module_id:
        values['module_id'] = serving_module(env, entry['provider']).id
    if entry['provider'] in PAYING_PROVIDERS:
        values['journal_id'] = bank_journal(env, acquirer.company_id).id
    values.update(placeholder_credentials(acquirer))
    return values


# The providers whose paid transactions Odoo posts as payments (post-processing, payment's
# _create_payment): without the acquirer's payment journal that fails, and with it the order's
# confirmation. (Odoo's setup made no journal line for them: the company had no bank journal
# when payment_adyen and payment_mollie were installed.)
PAYING_PROVIDERS = ('adyen', 'mollie')


def bank_journal(env, company):
    return env['account.journal'].search([('type', '=', 'bank'), ('company_id', '=', company.id)], limit=1)


def serving_module(env, provider):
    Module = env['ir.module.module']
    for name in SERVING_MODULES.get(provider, ()):
        module = Module.search([('name', '=', name), ('state', '=', 'installed')], limit=1)
        if module:
            return module
    return Module


def placeholder_credentials(acquirer):
    values = {}
    for name, field in acquirer._fields.items():
        required_for = getattr(field, 'required_if_provider', None)
        if required_for == acquirer.provider and field.type == 'char' and not acquirer[name]:
            values[name] = PLACEHOLDER_CREDENTIAL
    return values


def disable_other_acquirers(env, company, demo):
    """The storefront lists every acquirer in test mode or enabled: only the demo's may be."""
    others = env['payment.acquirer'].search([
        ('company_id', '=', company.id), ('state', '!=', 'disabled'), ('id', 'not in', demo.ids)])
    others.write({'state': 'disabled'})


def load_methods(env, refs, acquirer, entry):
    """The demo's methods in its order; any other method of the acquirer is archived, as the
    storefront offers the demo's alone."""
    Method = env['vsf.payment.method'].with_context(active_test=False)
    methods = Method.browse()
    for sequence, method_entry in enumerate(entry['methods'], 1):
        values = {'acquirer_id': acquirer.id, 'name': method_entry['name'], 'code': method_entry['code'],
                  'sequence': sequence * 10, 'active': True}
        # vsf_payment_transaction brings Mollie's and Adyen's usual methods; each code once.
        key = '%s_%s' % (entry['key'], key_part(method_entry['code']))
        method, _new = refs.ensure_values(
            'payment_method', key, Method, values,
            find=lambda: Method.search([('acquirer_id', '=', acquirer.id), ('code', '=', method_entry['code'])], limit=1))
        load_issuers(env, refs, method, method_entry, key)
        methods |= method
    Method.search([('acquirer_id', '=', acquirer.id), ('active', '=', True), ('id', 'not in', methods.ids)]).write(
        {'active': False})


def load_issuers(env, refs, method, method_entry, method_key):
    Issuer = env['vsf.payment.method.issuer']
    for sequence, issuer_entry in enumerate(method_entry['issuers'], 1):
        values = {'method_id': method.id, 'name': issuer_entry['name'], 'code': issuer_entry['code'],
                  'sequence': sequence * 10}
        refs.ensure_values(
            'payment_issuer', '%s_%s' % (method_key, key_part(issuer_entry['code'])), Issuer, values,
            find=lambda: Issuer.search([('method_id', '=', method.id), ('code', '=', issuer_entry['code'])], limit=1))
