import { getMessages } from 'next-intl/server';
import { cartNeedsApproval } from '@/lib/approvals/approvals.server';
import { guardCheckoutStep } from '@/lib/checkout/checkout.server';
import { referenceRequired } from '@/lib/checkout/reference-rule.server';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Messages } from '@/lib/i18n/messages';
import { shopperPaymentOptions } from '@/lib/payment/payment-options.server';
import { CartUnavailable, StepColumns } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { PaymentStep, type PaymentChoice } from './payment-step';
import { ApprovalNeeded } from './approval-needed';
import { ReferenceMissing } from './reference-missing';

/** Why the shopper is back on the payment step (`?payment=`), set by the return page. */
const RETRY_NOTICES = { cancelled: 'paymentCancelled', refused: 'paymentRefused' } as const;

/** The payment step behind its guard: the acquirers Odoo offers for this cart. */
export async function PaymentSection({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { cart, shopper } = await guardCheckoutStep(locale, 'payment');
  if (!cart) return <CartUnavailable step="payment" locale={locale} />;
  const [options, messages, query, missingReference, needsApproval] = await Promise.all([
    shopperPaymentOptions(),
    getMessages() as Promise<Messages>,
    searchParams,
    !cart.clientOrderRef && referenceRequired(shopper),
    cartNeedsApproval(shopper),
  ]);
  const t = messages.Checkout;
  if (missingReference || needsApproval) {
    return (
      <StepColumns summary={<OrderSummary cart={cart} locale={locale} />}>
        {missingReference ? (
          <ReferenceMissing locale={locale} labels={t} />
        ) : (
          <ApprovalNeeded locale={locale} labels={messages.Approvals} />
        )}
      </StepColumns>
    );
  }
  const choices = options.map((option): PaymentChoice => ({
    id: option.id,
    label: option.label,
    handler: option.handler,
    unavailable:
      option.handler === null
        ? interpolate(messages.PaymentActions.notImplemented, { name: option.name })
        : null,
  }));
  const reason = query.payment;
  const notice = reason === 'cancelled' || reason === 'refused' ? t[RETRY_NOTICES[reason]] : null;
  return (
    <StepColumns summary={<OrderSummary cart={cart} locale={locale} />}>
      <PaymentStep
        locale={locale}
        adyenLabels={messages.AdyenPayment}
        choices={choices}
        amount={formatMoney(cart.totals.total, locale, cart.currency)}
        notice={notice}
        labels={t}
      />
    </StepColumns>
  );
}
