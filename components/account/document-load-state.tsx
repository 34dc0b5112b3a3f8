import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './documents.module.css';

// What an account page shows instead of its data: Odoo failed (the failure is in the server log)
// or the backend lacks the extension the page needs.

/** The data could not be loaded: say so and offer the same page again. */
export async function LoadFailed({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('AccountDocuments');
  return (
    <p role="alert" className={styles.message} data-testid="documents-failed">
      {t('failed')}
      <Link href={retryHref} prefetch={false}>
        {t('retry')}
      </Link>
    </p>
  );
}

/** The shop's Odoo does not offer this list (the extension is missing). */
export function FeatureUnavailable({ text }: { text: string }) {
  return (
    <p className={styles.message} data-testid="documents-unavailable">
      {text}
    </p>
  );
}

/** A page number past the end of the list. */
export async function PastLastPage({ page, firstHref }: { page: number; firstHref: string }) {
  const t = await getTranslations('AccountDocuments');
  return (
    <p className={styles.message}>
      {t('pastLastPage', { page })}
      <Link href={firstHref} prefetch={false}>
        {t('firstPage')}
      </Link>
    </p>
  );
}
