import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { quoteStatus } from '@/lib/account/quote-status';
import type { QuotationDetail } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import { DocumentSections } from './document-sections';
import { DocumentStatus } from './document-status';
import styles from './documents.module.css';

/** One quote: created and expiry dates, status, products and totals, addresses, note. */
export async function QuoteDetail({ quote, locale }: { quote: QuotationDetail; locale: Locale }) {
  const t = await getTranslations('AccountQuotes');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('QuoteStatus');
  const status = quoteStatus(quote.portalState);
  return (
    <article className={styles.page} data-testid="quote-detail" data-quote-id={quote.id}>
      <Link href={localizedPath(locale, '/my/quotes')} className={styles.backLink} prefetch={false}>
        {t('backToQuotes')}
      </Link>
      <h1>{t('detailTitle', { name: quote.name })}</h1>
      <dl className={styles.facts} aria-label={shared('details')}>
        <div>
          <dt>{t('dateCreated')}</dt>
          <dd>
            <DocumentDate value={quote.date} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t('expirationDate')}</dt>
          <dd>
            {quote.validityDate ? (
              <DocumentDate value={quote.validityDate} locale={locale} />
            ) : (
              t('noExpiration')
            )}
          </dd>
        </div>
        {status ? (
          <div>
            <dt>{shared('status')}</dt>
            <dd>
              <DocumentStatus status={status} label={statuses(status)} testId="quote-status" />
            </dd>
          </div>
        ) : null}
        {quote.clientOrderRef ? (
          <div>
            <dt>{shared('customerReference')}</dt>
            <dd>{quote.clientOrderRef}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatMoney(quote.totals.total, locale, quote.currency)}</dd>
        </div>
      </dl>
      <DocumentSections document={quote} locale={locale} idPrefix="quote" />
    </article>
  );
}
