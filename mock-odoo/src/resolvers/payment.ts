import type { Context } from '../context';
import { many, one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { forgetOrder } from '../model/order';
import { PUNCHOUT_ERRORS } from '../model/punchout-errors';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart } from '../model/session-cart';
import {
  adyenAcquirerInfo,
  adyenPaymentDetails,
  adyenPayments,
  adyenPaymentMethods,
  adyenTransaction,
  refreshAdyen,
  startPaymentLink,
} from '../payment/adyen';
import { isMollie, refreshFromMollie, startMollie } from '../payment/mollie';
import { PROVIDER_ICONS, PROVIDER_METHODS } from '../payment/providers';
import {
  ACTIVE_STATES,
  asRecord,
  asString,
  canAccess,
  currencyName,
  findOwnTransaction,
  loadAcquirer,
  loadCurrency,
  loadTransaction,
  MESSAGES,
  requireAcquirer,
  requireCartWithLines,
  createTransaction,
  safeEqual,
  transactionById,
  updateTransaction,
  type AcquirerRow,
  type MakePaymentExtra,
  type Starter,
  type TransactionRow,
} from '../payment/transactions';
import type { Resolvers } from './types';

// The payment part of the GraphQL schema. The transactions themselves and the provider emulations
// live in ../payment; this module dispatches to them and resolves the fields.

/** Odoo transaction states -> PaymentTransactionState wire names. */
const TRANSACTION_STATES: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  authorized: 'Authorized',
  done: 'Confirmed',
  cancel: 'Canceled',
  error: 'Error',
};

// --- makePayment per provider --------------------------------------------------------------

/** Wire transfer: the quotation is marked sent and waits for the money; the cart starts over. */
const startTransfer: Starter = async (context, acquirer, tx) => {
  await updateTransaction(context, tx, { state: 'pending', state_message: acquirer.pending_msg });
  if (tx.order_id === null) return;
  await context.db.query("UPDATE sale_order SET state = 'sent' WHERE id = $1 AND state = 'draft'", [
    tx.order_id,
  ]);
  await context.db.query('UPDATE http_session SET sale_order_id = NULL WHERE sale_order_id = $1', [
    tx.order_id,
  ]);
  if (context.session.sale_order_id === tx.order_id) {
    context.session = { ...context.session, sale_order_id: null };
  }
  forgetOrder(context, tx.order_id);
};

/**
 * The punch-out acquirers stand for a cart transfer (vsf_punchout's punchoutTransfer), which makes
 * no order, transaction or invoice; they are listed so checkout can offer the transfer.
 */
const PUNCHOUT_PROVIDERS = ['sap_oci', 'ariba'];

const STARTERS: Record<string, Starter> = {
  transfer: startTransfer,
  mollie: startMollie,
  // vsf_payment_transaction's hosted page: the Adyen acquirer that sends shoppers to a payment link.
  adyen: startPaymentLink,
};

async function makePayment(
  _root: unknown,
  args: { acquirerId: number; extra?: MakePaymentExtra | null },
  context: Context,
): Promise<IdRef> {
  const acquirer = await requireAcquirer(context, args.acquirerId);
  if (acquirer.provider === 'adyen' && !acquirer.vsf_adyen_hosted_page) {
    throw new OdooError(MESSAGES.useDropIn);
  }
  if (PUNCHOUT_PROVIDERS.includes(acquirer.provider)) throw new OdooError(PUNCHOUT_ERRORS.notPaid);
  const start = STARTERS[acquirer.provider];
  if (!start) throw new OdooError(ODOO_ERRORS.acquirerDoesNotExist);
  const orderId = await requireCartWithLines(context);
  const tx = await createTransaction(context, acquirer, orderId);
  await start(context, acquirer, tx, args.extra ?? {});
  return ref(tx.id);
}

// --- updatePayment -----------------------------------------------------------------------------

/**
 * The transaction updatePayment may refresh: one the caller may see (canAccess), or, without the
 * shopper's session, a Mollie transaction named together with the payment it is bound to. That
 * is how the shop's webhook handler refreshes it; the caller decides nothing, since Odoo then asks
 * Mollie itself.
 */
async function findRefreshableTransaction(
  context: Context,
  id: number,
  providerReference: string | null,
): Promise<TransactionRow> {
  const tx = await transactionById(context.db, id);
  if (tx && (await canAccess(context, tx))) return tx;
  const bound = tx?.acquirer_reference;
  if (
    tx &&
    bound &&
    providerReference &&
    safeEqual(bound, providerReference) &&
    (await isMollie(context, tx))
  ) {
    return tx;
  }
  throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
}

/**
 * Refreshes a transaction from its provider. Mollie: `extra.providerReference` binds and
 * re-fetches the payment (refreshFromMollie). Others: the provider already told Odoo (Adyen's
 * webhook, payment_transfer's feedback), and a paid order must be confirmed.
 */
async function updatePayment(
  _root: unknown,
  args: { transactionId: number; extra?: unknown },
  context: Context,
): Promise<IdRef> {
  const providerReference = asString(asRecord(args.extra).providerReference);
  const tx = await findRefreshableTransaction(context, args.transactionId, providerReference);
  if (await isMollie(context, tx)) {
    await refreshFromMollie(context, tx, providerReference);
    return ref(tx.id);
  }
  await refreshAdyen(context, tx);
  return ref(tx.id);
}

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

async function paymentTransactionRequest(
  _root: unknown,
  args: { transactionId?: number | null; reference?: string | null },
  context: Context,
) {
  const tx = await findOwnTransaction(context, args.transactionId, args.reference);
  const acquirer = await loadAcquirer(context, tx.acquirer_id);
  const customer =
    tx.partner_id === null
      ? null
      : await one<{ name: string; email: string | null }>(
          context.db,
          'SELECT name, email FROM res_partner WHERE id = $1',
          [tx.partner_id],
        );
  return {
    id: tx.id,
    reference: tx.reference,
    amount: tx.amount,
    currency: await currencyName(context, tx.currency_id),
    customer: { name: customer?.name ?? null, email: customer?.email ?? null },
    return_url: tx.return_url,
    acquirer: acquirer?.name ?? null,
    provider: acquirer?.provider ?? null,
  };
}

// --- Field resolvers ---------------------------------------------------------------------------

const acquirerField =
  <T>(read: (acquirer: AcquirerRow) => T) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const acquirer = await loadAcquirer(context, parent.id);
    return acquirer ? read(acquirer) : null;
  };

const txField =
  <T>(read: (tx: TransactionRow, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const tx = await loadTransaction(context, parent.id);
    return tx ? read(tx, context) : null;
  };

/** Odoo posts an account.payment once the transaction is done; the stand-in derives one. */
function paymentOf(tx: TransactionRow) {
  if (tx.state !== 'done') return null;
  const year = new Date(tx.create_date).getFullYear();
  return {
    id: tx.id,
    name: `BNK1/${year}/${String(tx.id).padStart(5, '0')}`,
    amount: tx.amount,
    paymentReference: tx.reference,
  };
}

async function orderTransactionIds(context: Context, orderId: number): Promise<IdRef[]> {
  const rows = await many<{ id: number }>(
    context.db,
    'SELECT id FROM payment_transaction WHERE order_id = $1 ORDER BY id DESC',
    [orderId],
  );
  return rows.map((row) => ref(row.id));
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
    paymentTransactionRequest,
  },
  Mutation: {
    makePayment,
    updatePayment,
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
    paymentMethods: acquirerField((acquirer) => PROVIDER_METHODS[acquirer.provider] ?? []),
    pendingMessage: acquirerField((acquirer) => acquirer.pending_msg),
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
    stateMessage: txField((tx) => tx.state_message),
    returnUrl: txField((tx) => tx.return_url),
    checkoutUrl: txField((tx) => tx.checkout_url),
    // vsf_payment_transaction renders a redirect form for acquirers that have one; none of the
    // demo's has (Adyen's hosted page is a payment link, checkoutUrl).
    redirectForm: () => null,
  },
  Order: {
    transactions: (parent: IdRef, _args: unknown, context: Context) =>
      orderTransactionIds(context, parent.id),
    lastTransaction: async (parent: IdRef, _args: unknown, context: Context) =>
      (await orderTransactionIds(context, parent.id))[0] ?? null,
  },
};
