import { getTranslations } from 'next-intl/server';
import { invoiceStatus } from '@/lib/account/invoice-status';
import type { Invoice } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import { DocumentStatus } from './document-status';
import { DocumentTable } from './document-table';
import styles from './documents.module.css';

/**
 * Invoices: number, buyer, date, status, total and amount due, and the PDF where Odoo has one
 * (downloaded through the shop, see app/[locale]/(default)/my/invoices/[id]/pdf). Only posted
 * invoices have a label and are shown, as in Odoo's portal.
 */
export async function InvoiceList({
  invoices,
  locale,
  caption,
  showPlacedBy = false,
}: {
  invoices: Invoice[];
  locale: Locale;
  caption: string;
  /** A company's contacts: who placed the orders each invoice bills, and their reference. */
  showPlacedBy?: boolean;
}) {
  const t = await getTranslations('AccountInvoices');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('InvoiceStatus');
  return (
    <DocumentTable
      testId="invoice-list"
      caption={caption}
      columns={[
        { label: t('invoiceNumber') },
        { label: t('buyer') },
        ...(showPlacedBy
          ? [{ label: shared('placedBy') }, { label: shared('customerReference') }]
          : []),
        { label: t('date') },
        { label: shared('status') },
        { label: t('total'), amount: true },
        { label: t('amountDue'), amount: true },
        { label: t('pdf') },
      ]}
    >
      {invoices.map((invoice) => {
        const status = invoiceStatus(invoice.state, invoice.paymentState);
        if (!status) return null;
        return (
          <tr key={invoice.id} data-invoice-id={invoice.id}>
            <th scope="row" data-label={t('invoiceNumber')}>
              {invoice.name}
            </th>
            <td data-label={t('buyer')}>{invoice.customerName}</td>
            {showPlacedBy ? (
              <>
                <td data-label={shared('placedBy')}>{invoice.placedBy}</td>
                <td data-label={shared('customerReference')}>{invoice.reference}</td>
              </>
            ) : null}
            <td data-label={t('date')}>
              <DocumentDate value={invoice.date} locale={locale} />
            </td>
            <td data-label={shared('status')}>
              <DocumentStatus status={status} label={statuses(status)} />
            </td>
            <td data-label={t('total')} className={styles.amount}>
              {formatMoney(invoice.total, locale, invoice.currency)}
            </td>
            <td data-label={t('amountDue')} className={styles.amount}>
              {formatMoney(invoice.residual, locale, invoice.currency)}
            </td>
            <td data-label={t('pdf')}>
              {invoice.url ? (
                <a href={localizedPath(locale, `/my/invoices/${invoice.id}/pdf`)} download>
                  {t('download')}
                  <span className="sr-only"> {invoice.name}</span>
                </a>
              ) : null}
            </td>
          </tr>
        );
      })}
    </DocumentTable>
  );
}
