# -*- coding: utf-8 -*-
"""The "Payment transactions" block of graphql/schema/extensions.graphql."""
import graphene
from graphene.types.generic import GenericScalar

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import PaymentAcquirer, PaymentTransaction
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
    own = _callers(tx)
    return (own.vsf_redirect_form or None) if own else None


SchemaExtension(
    __name__,
    query=[PaymentTransactionRequestQuery],
    mutation=[PaymentTransactionMutation],
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
