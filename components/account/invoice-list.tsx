import { getTranslations } from 'next-intl/server';
import { invoiceStatus } from '@/lib/account/invoice-status';
import type { Invoice } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
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
}: {
  invoices: Invoice[];
  locale: Locale;
  caption: string;
}) {
  const t = await getTranslations('AccountInvoices');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('InvoiceStatus');
  return (
    <table className={styles.table} data-testid="invoice-list">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoiceNumber')}</th>
          <th scope="col">{t('buyer')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{shared('status')}</th>
          <th scope="col" className={styles.amount}>
            {t('total')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('amountDue')}
          </th>
          <th scope="col">{t('pdf')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const status = invoiceStatus(invoice.state, invoice.paymentState);
          if (!status) return null;
          return (
            <tr key={invoice.id} data-invoice-id={invoice.id}>
              <th scope="row" data-label={t('invoiceNumber')}>
                {invoice.name}
              </th>
              <td data-label={t('buyer')}>{invoice.customerName}</td>
              <td data-label={t('date')}>
                <DocumentDate value={invoice.date} locale={locale} />
              </td>
              <td data-label={shared('status')}>
                <span className={styles.status} data-status={status}>
                  {statuses(status)}
                </span>
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
      </tbody>
    </table>
  );
}
