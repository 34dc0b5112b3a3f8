import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { acquirerField, txField } from '../graphql-vuestorefront/payment';
import { forgetOrder } from '../model/order';
import { ref, type IdRef } from '../model/refs';
import { refreshAdyen, startPaymentLink } from '../payment/adyen';
import { isMollie, refreshFromMollie, startMollie } from '../payment/mollie';
import { PROVIDER_METHODS } from '../payment/providers';
import {
  asRecord,
  asString,
  canAccess,
  createTransaction,
  currencyName,
  findOwnTransaction,
  loadAcquirer,
  MESSAGES,
  requireAcquirer,
  requireCartWithLines,
  safeEqual,
  transactionById,
  updateTransaction,
  type MakePaymentExtra,
  type Starter,
} from '../payment/transactions';
import type { PaymentTransaction } from '../tables';
import { PUNCHOUT_ERRORS } from './punchout/errors';

// vsf_payment_transaction: payments through a hosted page or Mollie (makePayment, updatePayment,
// paymentTransactionRequest) and what the storefront shows of an acquirer and a transaction.
// The providers' flows: ../payment (mollie.ts, adyen.ts' payment links).

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
): Promise<PaymentTransaction> {
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

export const paymentTransactionResolvers: Resolvers = {
  Query: { paymentTransactionRequest },
  Mutation: { makePayment, updatePayment },
  PaymentAcquirer: {
    paymentMethods: acquirerField((acquirer) => PROVIDER_METHODS[acquirer.provider] ?? []),
    pendingMessage: acquirerField((acquirer) => acquirer.pending_msg),
  },
  PaymentTransaction: {
    stateMessage: txField((tx) => tx.state_message),
    returnUrl: txField((tx) => tx.return_url),
    checkoutUrl: txField((tx) => tx.checkout_url),
    // vsf_payment_transaction renders a redirect form for acquirers that have one; none of the
    // demo's has (Adyen's hosted page is a payment link, checkoutUrl).
    redirectForm: () => null,
  },
};
