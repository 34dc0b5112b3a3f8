import type { Context } from '../context';
import { many, one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart } from '../model/session-cart';
import {
  adyenAcquirerInfo,
  adyenPaymentDetails,
  adyenPayments,
  adyenPaymentMethods,
  adyenTransaction,
} from '../payment/adyen';
import { PROVIDER_ICONS } from '../payment/providers';
import {
  ACTIVE_STATES,
  findOwnTransaction,
  loadAcquirer,
  loadCurrency,
  loadTransaction,
  requireAcquirer,
} from '../payment/transactions';
import type { PaymentAcquirer, PaymentTransaction } from '../tables';

// graphql_vuestorefront's schemas/payment.py: the acquirers, a transaction, the payment
// confirmation and the adyen* mutations (payment/adyen.ts), and the PaymentAcquirer and
// PaymentTransaction types of schemas/objects.py. paymentTransaction and adyenTransaction carry
// vsf_payment_transaction's fixes; its own mutations and fields are vsf/payment-transaction.ts.
// The transactions themselves and the provider emulations live in ../payment.

/** Odoo transaction states -> PaymentTransactionState wire names. */
const TRANSACTION_STATES: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  authorized: 'Authorized',
  done: 'Confirmed',
  cancel: 'Canceled',
  error: 'Error',
};

// --- Queries -----------------------------------------------------------------------------------

/** The session's order whatever its state (it may have just been confirmed), else its cart. */
async function sessionOrderId(context: Context): Promise<number | null> {
  const id = context.session.sale_order_id;
  const row =
    id === null
      ? null
      : await one<{ id: number }>(context.db, 'SELECT id FROM sale_order WHERE id = $1', [id]);
  return row?.id ?? (await findSessionCart(context));
}

async function paymentConfirmation(_root: unknown, _args: unknown, context: Context) {
  const monitored = context.session.monitored_tx_ids;
  if (monitored.length > 0) {
    const row = await one<{ order_id: number }>(
      context.db,
      `SELECT order_id FROM payment_transaction
        WHERE id = ANY($1::int[]) AND order_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
      [monitored],
    );
    if (row) return { order: ref(row.order_id) };
  }
  const orderId = await sessionOrderId(context);
  if (orderId === null) throw new OdooError(ODOO_ERRORS.cartDoesNotExist);
  return { order: ref(orderId) };
}

// --- Field resolvers ---------------------------------------------------------------------------

export const acquirerField =
  <T>(read: (acquirer: PaymentAcquirer) => T) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const acquirer = await loadAcquirer(context, parent.id);
    return acquirer ? read(acquirer) : null;
  };

export const txField =
  <T>(read: (tx: PaymentTransaction, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const tx = await loadTransaction(context, parent.id);
    return tx ? read(tx, context) : null;
  };

/** Odoo posts an account.payment once the transaction is done; the stand-in derives one. */
function paymentOf(tx: PaymentTransaction) {
  if (tx.state !== 'done') return null;
  const year = new Date(tx.create_date).getFullYear();
  return {
    id: tx.id,
    name: `BNK1/${year}/${String(tx.id).padStart(5, '0')}`,
    amount: tx.amount,
    paymentReference: tx.reference,
  };
}

export const paymentResolvers: Resolvers = {
  Query: {
    // graphql_vuestorefront lists the acquirers of the session cart's company: without a cart
    // (website.sale_get_order() is empty) its domain asks for company False and finds none.
    paymentAcquirers: async (_root: unknown, _args: unknown, context: Context) => {
      if ((await findSessionCart(context)) === null) return [];
      const rows = await many<{ id: number }>(
        context.db,
        'SELECT id FROM payment_acquirer WHERE state = ANY($1::text[]) ORDER BY sequence, id',
        [ACTIVE_STATES],
      );
      return rows.map((row) => ref(row.id));
    },
    paymentAcquirer: async (_root: unknown, args: { id?: number | null }, context: Context) =>
      ref((await requireAcquirer(context, args.id)).id),
    // vsf_payment_transaction's: graphql_vuestorefront's own answers anyone's transaction.
    paymentTransaction: async (
      _root: unknown,
      args: { id?: number | null; reference?: string | null },
      context: Context,
    ) =>
      ref(
        (
          await findOwnTransaction(
            context,
            args.id,
            args.reference,
            ODOO_ERRORS.paymentTransactionDoesNotExist,
          )
        ).id,
      ),
    paymentConfirmation,
  },
  Mutation: {
    adyenAcquirerInfo,
    adyenPaymentMethods,
    adyenTransaction,
    adyenPayments,
    adyenPaymentDetails,
  },
  PaymentAcquirer: {
    id: (parent: IdRef) => parent.id,
    name: acquirerField((acquirer) => acquirer.name),
    displayAs: acquirerField((acquirer) => acquirer.display_as ?? acquirer.name),
    provider: acquirerField((acquirer) => acquirer.provider),
    paymentIcons: acquirerField((acquirer) => PROVIDER_ICONS[acquirer.provider] ?? []),
  },
  PaymentTransaction: {
    id: (parent: IdRef) => parent.id,
    reference: txField((tx) => tx.reference),
    payment: txField(paymentOf),
    amount: txField((tx) => tx.amount),
    currency: txField((tx, context) => loadCurrency(context, tx.currency_id)),
    acquirer: txField(async (tx, context) => (await loadAcquirer(context, tx.acquirer_id))?.name),
    acquirerReference: txField((tx) => tx.acquirer_reference),
    company: txField((_tx, context) => ref(context.website.company_partner_id)),
    customer: txField((tx) => (tx.partner_id === null ? null : ref(tx.partner_id))),
    state: txField((tx) => TRANSACTION_STATES[tx.state] ?? null),
  },
};
