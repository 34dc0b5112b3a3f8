# -*- coding: utf-8 -*-
"""The "Payment transactions" block of graphql/schema/extensions.graphql."""
import graphene
from graphene.types.generic import GenericScalar
from graphql import GraphQLError

from odoo import _

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import PaymentAcquirer, PaymentTransaction
from odoo.addons.graphql_vuestorefront.schemas.payment import (
    AdyenAcquirerInfo, AdyenTransaction, AdyenTransactionResult,
)
from odoo.addons.vsf_base.extension import SchemaExtension

from . import payment_flow


class PaymentAcquirerMethodIssuer(OdooObjectType):
    name = graphene.String()
    code = graphene.String()


class PaymentAcquirerMethod(OdooObjectType):
    name = graphene.String()
    code = graphene.String()
    issuers = graphene.List(graphene.NonNull(PaymentAcquirerMethodIssuer))

    def resolve_issuers(self, info):
        return self.issuer_ids


class MakePaymentExtraInput(graphene.InputObjectType):
    return_url = graphene.String()
    method_code = graphene.String()
    issuer_code = graphene.String()


class UpdatePaymentExtraInput(GenericScalar):
    """Provider data for updatePayment (JSON). Mollie, whose payments the storefront creates:
    `{"providerReference": "tr_..."}` binds that Mollie payment to the transaction the first time
    (another id later is refused) and makes Odoo fetch the payment from Mollie with its own API key;
    Odoo takes its status only when the payment's metadata.reference is the transaction's reference
    and its amount and currency are the transaction's. paid/authorized -> done (order confirmed),
    open/pending -> pending, canceled/expired -> cancel, failed -> error; a done, cancelled or failed
    transaction never changes again. Without the shopper's session the call is allowed only for a
    transaction already bound to the given providerReference (the shop's webhook handler)."""


class PaymentTransactionMutation(graphene.ObjectType):
    make_payment = graphene.Field(
        PaymentTransaction,
        acquirer_id=graphene.Int(required=True),
        extra=graphene.Argument(MakePaymentExtraInput, default_value={}),
        description='Creates a transaction for the session cart with the chosen acquirer.',
    )
    update_payment = graphene.Field(
        PaymentTransaction,
        transaction_id=graphene.Int(required=True),
        extra=graphene.Argument(UpdatePaymentExtraInput),
        description='Refreshes a transaction from its provider (e.g. after the shopper returned).',
    )

    @staticmethod
    def resolve_make_payment(self, info, acquirer_id, extra=None):
        return payment_flow.make_payment(info.context['env'], acquirer_id, extra or {})

    @staticmethod
    def resolve_update_payment(self, info, transaction_id, extra=None):
        return payment_flow.update_payment(info.context['env'], transaction_id, extra)


class PaymentTransactionQuery(graphene.ObjectType):
    """graphql_vuestorefront's paymentTransaction hands any transaction, with its customer's name,
    e-mail and address, to anyone who asks by id or reference: the same field, answering only the
    caller's own (another's reads as unknown, in graphql_vuestorefront's words)."""

    payment_transaction = graphene.Field(
        PaymentTransaction,
        required=True,
        id=graphene.Int(default_value=None),
        reference=graphene.String(default_value=None),
    )

    @staticmethod
    def resolve_payment_transaction(self, info, id, reference):
        return payment_flow.callers_transaction(info.context['env'], id, reference)


class VsfAdyenTransaction(graphene.Mutation):
    """graphql_vuestorefront's adyenTransaction hands the cart's access token to website_sale's
    payment route, which checks it; a cart gets its token only when its portal URL is first
    asked for, so a fresh cart was refused ("The access token is invalid."). Without a cart it
    crashed in SQL (an order id False)."""

    class Arguments:
        acquirer_id = graphene.Int(required=True)

    Output = AdyenTransactionResult

    @staticmethod
    def mutate(self, info, acquirer_id):
        order = payment_flow.session_cart_for_adyen(info.context['env'])
        if not order:
            # graphql_vuestorefront's own checks (and texts) of the acquirer come first.
            AdyenAcquirerInfo.mutate(self, info, acquirer_id)
            raise GraphQLError(_('Shopping cart not found.'))
        order._portal_ensure_token()
        return AdyenTransaction.mutate(self, info, acquirer_id)


class AdyenTransactionMutation(graphene.ObjectType):
    adyen_transaction = VsfAdyenTransaction.Field(description='Create Adyen Transaction')


class PaymentTransactionRequestQuery(graphene.ObjectType):
    payment_transaction_request = graphene.Field(
        GenericScalar,
        transaction_id=graphene.Int(),
        reference=graphene.String(),
        description='What a provider needs to start paying a transaction: amount, currency, '
                    'reference, customer.',
    )

    @staticmethod
    def resolve_payment_transaction_request(self, info, transaction_id=None, reference=None):
        tx = payment_flow.own_transaction(info.context['env'], transaction_id, reference)
        return payment_flow.payment_request(tx)


def resolve_payment_methods(acquirer, info):
    return acquirer.vsf_payment_method_ids


def resolve_pending_message(acquirer, info):
    return acquirer.pending_msg or None


# graphql_vuestorefront's paymentTransaction(id|reference) hands out any transaction; the fields
# added here answer only for the caller's own (this session's, or the signed-in customer's). Its
# acquirer and the storefront's fields are not readable by shoppers themselves, hence sudo.
def _callers(tx):
    return tx.sudo() if payment_flow.may_see(tx) else None


def resolve_state_message(tx, info):
    own = _callers(tx)
    return own._vsf_state_message() if own else None


def resolve_return_url(tx, info):
    own = _callers(tx)
    return (own.vsf_return_url or None) if own else None


def resolve_checkout_url(tx, info):
    own = _callers(tx)
    return own._vsf_checkout_url() if own else None


def resolve_redirect_form(tx, info):
    # No acquirer the storefront starts on Odoo 15 posts a form to its hosted page: Adyen's is a
    # payment link (checkoutUrl). odoogap's form-based payment_adyen_og is gone from
    # graphql_vuestorefront 15.0.
    return None


SchemaExtension(
    __name__,
    query=[PaymentTransactionQuery, PaymentTransactionRequestQuery],
    mutation=[PaymentTransactionMutation, AdyenTransactionMutation],
    fields={
        PaymentAcquirer: {
            'payment_methods': graphene.Field(
                graphene.List(graphene.NonNull(PaymentAcquirerMethod)), resolver=resolve_payment_methods),
            'pending_message': graphene.Field(
                graphene.String, resolver=resolve_pending_message,
                description='Instructions shown for manual methods (wire transfer).'),
        },
        PaymentTransaction: {
            'state_message': graphene.Field(graphene.String, resolver=resolve_state_message),
            'return_url': graphene.Field(graphene.String, resolver=resolve_return_url),
            'checkout_url': graphene.Field(
                graphene.String, resolver=resolve_checkout_url,
                description='Where to send the shopper to pay (Mollie checkout, Adyen hosted page).'),
            'redirect_form': graphene.Field(
                graphene.String, resolver=resolve_redirect_form,
                description='An auto-submitting HTML form for providers that expect a POST (Adyen '
                            'hosted payment page).'),
        },
    },
)
