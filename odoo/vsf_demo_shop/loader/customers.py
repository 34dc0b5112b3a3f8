# -*- coding: utf-8 -*-
"""The customers: companies, their contacts and addresses, the portal users who sign in as
them, the punch-out buyers (vsf_punchout) and what they keep in their wishlists."""
from .present import has_model, present_fields
from .shop_setup import address_values


def load_customers(env, data, refs, shop):
    load_partners(env, data, refs)
    load_users(env, data, refs)
    load_punchout_buyers(env, data, refs)
    load_wishlist(env, data, refs, shop)


def load_partners(env, data, refs):
    """Parents come before their children in the data. A contact of a company takes the
    company's address and VAT number from it, as Odoo syncs them."""
    # The demo's VAT numbers are examples; base_vat, where installed, would refuse them.
    Partner = env['res.partner'].with_context(no_vat_validation=True)
    for entry in data['partners']:
        partner, new = refs.ensure_values('partner', entry['key'], Partner, partner_values(env, entry, refs))
        if new and entry['pricelist']:
            # A company-dependent property: the customer's pricelist in the shop's company.
            partner.property_product_pricelist = refs.need('pricelist', entry['pricelist'])


def partner_values(env, entry, refs):
    values = dict(address_values(env, entry), **{
        'name': entry['name'],
        'parent_id': refs.need('partner', entry['parent']).id if entry['parent'] else False,
        'type': entry['type'],
        'is_company': entry['isCompany'],
        'vat': entry['vat'] or False,
        'lang': entry['lang'],
        'website_catalog_products': entry['catalogOnly'],
        # graphql_vuestorefront's chamber of commerce number (Partner.companyRegNo).
        'company_reg_no': entry['companyRegNo'] or False,
    })
    return present_fields(env['res.partner'], values)


def load_users(env, data, refs):
    """Portal users with the demo's passwords (Odoo hashes them). Made without the invitation
    e-mail auth_signup sends new users."""
    Users = env['res.users'].with_context(no_reset_password=True, active_test=False)
    portal = env.ref('base.group_portal')
    for entry in data['users']:
        values = {
            'login': entry['login'],
            'password': entry['password'],
            'partner_id': refs.need('partner', entry['partner']).id,
            'groups_id': [(6, 0, portal.ids)],
            'active': True,
        }
        refs.ensure_values(
            'user', entry['key'], Users, values,
            find=lambda: Users.search([('login', '=', entry['login'])], limit=1))


def load_punchout_buyers(env, data, refs):
    if not has_model(env, 'vsf.punchout.buyer'):
        return
    Buyer = env['vsf.punchout.buyer'].with_context(active_test=False)
    for entry in data['punchoutBuyers']:
        refs.ensure_values(
            'punchout_buyer', entry['key'], Buyer, punchout_buyer_values(entry, refs),
            find=lambda: find_punchout_buyer(Buyer, entry))


def punchout_buyer_values(entry, refs):
    values = {
        'name': entry['name'],
        'active': True,
        'protocol': entry['protocol'],
        'user_id': refs.need('user', entry['user']).id,
        'message_field': entry['messageField'],
        'operation_allowed': entry['operationAllowed'],
        'return_url_prefixes': '\n'.join(entry['returnUrls']),
    }
    if entry['cxml']:
        cxml = entry['cxml']
        values.update({
            'cxml_domain': cxml['from']['domain'],
            'cxml_identity': cxml['from']['identity'],
            'cxml_sender_domain': cxml['sender']['domain'],
            'cxml_sender_identity': cxml['sender']['identity'],
            'supplier_domain': cxml['supplier']['domain'],
            'supplier_identity': cxml['supplier']['identity'],
            # Kept as a hash only (the field's inverse).
            'shared_secret': cxml['sharedSecret'],
        })
    if entry['oci']:
        values.update({'oci_username': entry['oci']['username'], 'oci_password': entry['oci']['password']})
    return values


def find_punchout_buyer(Buyer, entry):
    """A buyer with the same credentials: vsf_punchout allows one per identity."""
    if entry['cxml']:
        domain = [('protocol', '=', 'cxml'), ('cxml_identity', '=', entry['cxml']['from']['identity'])]
    else:
        domain = [('protocol', '=', 'oci'), ('oci_username', '=', entry['oci']['username'])]
    return Buyer.search(domain, limit=1)


def load_wishlist(env, data, refs, shop):
    """What the customer put on the wishlist, at the price of their pricelist then."""
    Wishlist = env['product.wishlist'].with_context(active_test=False)
    for entry in data['wishlist']:
        partner = refs.need('partner', entry['partner'])
        product = refs.need('variant', entry['product'])

        def create():
            pricelist = partner.property_product_pricelist
            return Wishlist._add_to_wishlist(
                pricelist.id, pricelist.currency_id.id, shop.website.id,
                pricelist.get_product_price(product, 1.0, partner), product.id, partner.id)

        # Odoo keeps a product once per customer's wishlist.
        refs.ensure(
            'wishlist', '%s_%s' % (entry['partner'], entry['product']), create,
            find=lambda: Wishlist.search([('partner_id', '=', partner.id), ('product_id', '=', product.id)], limit=1))
