import { getMessages } from 'next-intl/server';
import Link from 'next/link';
import { SubmitForApproval } from '@/components/approvals/submit-for-approval';
import { addressLines } from '@/lib/addresses/address-lines';
import { cartNeedsApproval } from '@/lib/approvals/approvals.server';
import type { Address } from '@/lib/addresses/types';
import { guardCheckoutStep } from '@/lib/checkout/checkout.server';
import { referenceRequired } from '@/lib/checkout/reference-rule.server';
import { checkoutStepPath, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { CartUnavailable, StepColumns } from './checkout-frame';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary';
import { ReferenceMissing } from './reference-missing';
import { NextStepLink } from './step-link';

/**
 * Everything the order will be, as Odoo has it, with a way back to each choice; then on to
 * payment, or, for a cart the company's rule sends to an Admin, submitting it for approval.
 */
export async function ReviewSection({ locale }: { locale: Locale }) {
  const { cart, shopper } = await guardCheckoutStep(locale, 'review');
  if (!cart) return <CartUnavailable step="review" locale={locale} />;
  const [messages, missingReference, needsApproval] = await Promise.all([
    getMessages() as Promise<Messages>,
    !cart.clientOrderRef && referenceRequired(shopper),
    cartNeedsApproval(shopper),
  ]);
  const t = messages.Checkout;
  const method = cart.shippingMethod;
  const change = (step: CheckoutStep, label: string) => (
    <Link href={localizedPath(locale, checkoutStepPath(step))} prefetch={false}>
      {t.change}
      <span className="sr-only"> {label}</span>
    </Link>
  );
  return (
    <StepColumns summary={<OrderSummary cart={cart} locale={locale} />}>
      <h2>{t.reviewTitle}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t.shippingAddress}</dt>
          <dd>
            <PostalAddress address={cart.shippingAddress} locale={locale} />
            {change('shipping', t.shippingAddress)}
          </dd>
        </div>
        <div>
          <dt>{t.billingAddress}</dt>
          <dd>
            <PostalAddress address={cart.billingAddress} locale={locale} />
            {change('billing', t.billingAddress)}
          </dd>
        </div>
        <div>
          <dt>{t.deliveryMethod}</dt>
          <dd>
            {method ? (
              <>
                {method.name}:{' '}
                {cart.totals.delivery === 0
                  ? t.free
                  : formatMoney(cart.totals.delivery, locale, cart.currency)}
              </>
            ) : (
              t.noDeliveryMethod
            )}{' '}
            {change('shipping', t.deliveryMethod)}
          </dd>
        </div>
        {cart.clientOrderRef ? (
          <div>
            <dt>{t.clientOrderRef}</dt>
            <dd>{cart.clientOrderRef}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.promises}>
        <li>{messages.TopBar.delivery}</li>
        <li>{messages.TopBar.returns}</li>
      </ul>
      {missingReference ? (
        <ReferenceMissing locale={locale} labels={t} />
      ) : needsApproval ? (
        <SubmitForApproval
          requester={shopper.companyRole === 'Requester'}
          locale={locale}
          labels={messages.Approvals}
        />
      ) : (
        <NextStepLink step="payment" locale={locale} label={t.continueToPayment} />
      )}
    </StepColumns>
  );
}

function PostalAddress({ address, locale }: { address: Address | null; locale: Locale }) {
  return address ? (
    <address className={styles.address}>{addressLines(address, locale).join('\n')}</address>
  ) : null;
}
