# -*- coding: utf-8 -*-
"""Address mutations of graphql_vuestorefront 15.0 that crash on a country or state that does not
exist, with the same arguments and answer.

``addAddress`` wrote the ids as given: PostgreSQL refused the new partner and its foreign-key
text (table, constraint, key) became the shopper's error. ``updateAddress`` answered as if it
had written, then the request failed when Odoo flushed the partner (its phone number is
formatted for the country): a 500 page instead of GraphQL's answer. Both now refuse an unknown
country or state first, with graphql_vuestorefront's wording for a missing record, and then do
what graphql_vuestorefront does.
"""
import graphene
from graphql import GraphQLError

from odoo import _

from odoo.addons.graphql_vuestorefront.schemas import address as vsf_address
from odoo.addons.graphql_vuestorefront.schemas.address import (
    AddAddressInput, AddressEnum, UpdateAddressInput,
)
from odoo.addons.graphql_vuestorefront.schemas.objects import Partner

from .extension import SchemaExtension


def check_country_and_state(env, address):
    """Refuses ids of a country or state that do not exist (an empty id is no change)."""
    country_id = address.get('country_id')
    if country_id and not env['res.country'].sudo().browse(country_id).exists():
        raise GraphQLError(_('Country does not exist.'))
    state_id = address.get('state_id')
    if state_id and not env['res.country.state'].sudo().browse(state_id).exists():
        raise GraphQLError(_('State does not exist.'))


class AddAddress(graphene.Mutation):
    class Arguments:
        type = AddressEnum(required=True)
        address = AddAddressInput()

    Output = Partner

    @staticmethod
    def mutate(self, info, type, address=None):
        check_country_and_state(info.context['env'], address or {})
        return vsf_address.AddAddress.mutate(self, info, type, address)


class UpdateAddress(graphene.Mutation):
    class Arguments:
        address = UpdateAddressInput(required=True)

    Output = Partner

    @staticmethod
    def mutate(self, info, address):
        check_country_and_state(info.context['env'], address)
        return vsf_address.UpdateAddress.mutate(self, info, address)


class AddressMutation(graphene.ObjectType):
    add_address = AddAddress.Field(
        description='Add new billing or shipping address and set it on the shopping cart.')
    update_address = UpdateAddress.Field(
        description='Update a billing or shipping address and set it on the shopping cart.')


SchemaExtension(__name__, mutation=[AddressMutation])
