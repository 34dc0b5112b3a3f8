import 'server-only';
import { cartPaymentTermsDocument } from '@/graphql/generated/operations';
import { odooBaseUrl } from '@/lib/odoo/config.server';
import { OdooError, requiredResult } from '@/lib/odoo/odoo-error.server';
import { odooSession, odooSessionRoutes } from '@/lib/shopper/odoo-session.server';
import { readRedirectForm } from './redirect-form';

// Paying by wire transfer through what Odoo 15 itself offers, so it works on a stock Odoo with
// graphql_vuestorefront alone (which has no makePayment): website_sale's JSON route creates the
// transaction for the session cart and answers payment_transfer's redirect form, which the shop
// posts from the server with the shopper's session. Odoo then holds the transaction pending and
// the order as a sent quotation until the money arrives; the session's cart starts afresh.

/** payment_transfer's feedback route: the only target its redirect form may have. */
const TRANSFER_FEEDBACK_PATH = '/payment/transfer/feedback';

/** What `_get_processing_values()` answers (payment 15.0), with the redirect flow's form. */
interface ProcessingValues {
  reference: string;
  amount: number;
  redirect_form_html?: string;
}

/** Pays the session cart by wire transfer with this acquirer; the order's id and reference. */
export async function payByTransfer(
  acquirerId: number,
): Promise<{ orderId: number; reference: string }> {
  const data = await odooSession().request(cartPaymentTermsDocument);
  const order = requiredResult(data.cart?.order, 'cartPaymentTerms');
  const values = await odooSessionRoutes.json<ProcessingValues>(
    `/shop/payment/transaction/${order.id}`,
    {
      // The order's portal link carries its access token, which website_sale checks.
      access_token: accessToken(order.orderUrl),
      payment_option_id: acquirerId,
      // website_sale (Odoo 15.0 of June 2022) takes the amount, currency and partner it is given,
      // as its own payment form sends them: Odoo's total and the order's customer. (Later 15.0
      // releases refuse another amount: "The cart has been updated.")
      amount: order.amountTotal,
      currency_id: order.currency?.id ?? null,
      partner_id: order.partner?.id ?? null,
      flow: 'redirect',
      tokenization_requested: false,
      landing_route: '/shop/payment/validate',
    },
  );
  const form = readRedirectForm(values.redirect_form_html ?? '', [odooOrigin()], odooBaseUrl());
  const reference = form?.fields.find(([name]) => name === 'reference')?.[1];
  if (
    !form ||
    form.method !== 'post' ||
    new URL(form.action).pathname !== TRANSFER_FEEDBACK_PATH ||
    !reference
  ) {
    throw new OdooError({
      kind: 'http',
      messages: ['Not a wire transfer form'],
      operationName: 'shop/payment/transaction',
    });
  }
  await odooSessionRoutes.form(TRANSFER_FEEDBACK_PATH, { reference });
  return { orderId: order.id, reference: values.reference };
}

/** The transfer details Odoo shows for this transaction (the acquirer's pending message). */
export async function pendingTransferMessage(reference: string): Promise<string | null> {
  const status = await odooSessionRoutes.json<{
    display_values_list?: { reference?: string; display_message?: string | null }[];
  }>('/payment/status/poll', {});
  const entry = status.display_values_list?.find((values) => values.reference === reference);
  return entry?.display_message || null;
}

function accessToken(orderUrl: string | null): string | null {
  if (!orderUrl) return null;
  return new URL(orderUrl, odooBaseUrl()).searchParams.get('access_token');
}

function odooOrigin(): string {
  return new URL(odooBaseUrl()).origin;
}
