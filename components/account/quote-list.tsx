import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { quoteStatus } from '@/lib/account/quote-status';
import type { Quotation } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import { DocumentStatus } from './document-status';
import { DocumentTable } from './document-table';
import styles from './documents.module.css';

/**
 * The customer's quotes: number (to the quote), created, for whom (a company's contacts), the
 * customer's reference, expiry, status and total.
 */
export async function QuoteList({
  quotes,
  locale,
  showPlacedBy = false,
}: {
  quotes: Quotation[];
  locale: Locale;
  showPlacedBy?: boolean;
}) {
  const t = await getTranslations('AccountQuotes');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('QuoteStatus');
  return (
    <DocumentTable
      testId="quote-list"
      caption={t('listLabel')}
      columns={[
        { label: t('quoteNumber') },
        { label: t('dateCreated') },
        ...(showPlacedBy
          ? [{ label: shared('placedBy') }, { label: shared('customerReference') }]
          : []),
        { label: t('expirationDate') },
        { label: shared('status') },
        { label: t('total'), amount: true },
      ]}
    >
      {quotes.map((quote) => {
        const status = quoteStatus(quote.portalState);
        return (
          <tr key={quote.id} data-quote-id={quote.id}>
            <th scope="row" data-label={t('quoteNumber')}>
              <Link href={localizedPath(locale, `/my/quotes/${quote.id}`)} prefetch={false}>
                {quote.name}
              </Link>
            </th>
            <td data-label={t('dateCreated')}>
              <DocumentDate value={quote.date} locale={locale} />
            </td>
            {showPlacedBy ? (
              <>
                <td data-label={shared('placedBy')}>{quote.customerName}</td>
                <td data-label={shared('customerReference')}>{quote.clientOrderRef}</td>
              </>
            ) : null}
            <td data-label={t('expirationDate')}>
              <DocumentDate value={quote.validityDate} locale={locale} />
            </td>
            <td data-label={shared('status')}>
              {status ? <DocumentStatus status={status} label={statuses(status)} /> : null}
            </td>
            <td data-label={t('total')} className={styles.amount}>
              {formatMoney(quote.total, locale, quote.currency)}
            </td>
          </tr>
        );
      })}
    </DocumentTable>
  );
}
