import Link from 'next/link';
import { checkoutStepPath } from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { StepAlert } from './step-alert';

/**
 * In place of paying: the company's rule sends this cart to an Admin (a Requester's, or one above
 * the approval amount), so it is submitted on the review step, never paid (Odoo refuses too).
 */
export function ApprovalNeeded({
  locale,
  labels,
}: {
  locale: Locale;
  labels: Messages['Approvals'];
}) {
  return (
    <>
      <StepAlert text={labels.paymentBlocked} />
      <Link
        href={localizedPath(locale, checkoutStepPath('review'))}
        className="button button--primary"
        prefetch={false}
      >
        {labels.backToReview}
      </Link>
    </>
  );
}
