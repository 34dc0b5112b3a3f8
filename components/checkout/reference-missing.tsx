import Link from 'next/link';
import { checkoutStepPath } from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { StepAlert } from './step-alert';

/**
 * In place of the way on to payment: the buyer's company requires a PO reference on every order
 * and this one has none yet (Odoo would refuse to place it). The reference is given on the
 * billing step.
 */
export function ReferenceMissing({
  locale,
  labels,
}: {
  locale: Locale;
  labels: Messages['Checkout'];
}) {
  return (
    <>
      <StepAlert text={labels.referenceRequired} />
      <Link
        href={localizedPath(locale, checkoutStepPath('billing'))}
        className="button button--primary"
        prefetch={false}
      >
        {labels.addReference}
      </Link>
    </>
  );
}
