import { getTranslations } from 'next-intl/server';
import { loadInvoiceForDownload } from '@/lib/account/account-pages.server';
import {
  fetchInvoicePdf,
  InvoicePdfError,
  invoicePdfFileName,
} from '@/lib/account/invoice-pdf.server';
import { isSupportedLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { requireShopper } from '@/lib/shopper/guards.server';

/**
 * `/my/invoices/{id}/pdf`: the invoice PDF of a signed-in customer, fetched from Odoo's portal
 * link on the server. Signed out: home; anyone else's invoice or one without a PDF: 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { locale: raw, id } = await params;
  const locale = isSupportedLocale(raw) ? raw : DEFAULT_LOCALE;
  await requireShopper(locale);
  const loaded = await loadInvoiceForDownload(id);
  const t = await getTranslations({ locale, namespace: 'AccountInvoices' });
  if (loaded.status !== 'ok') return failed(t('pdfFailed'));
  try {
    const pdf = await fetchInvoicePdf(loaded.data);
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoicePdfFileName(loaded.data)}"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    if (!(error instanceof InvoicePdfError)) throw error;
    console.error(error.message);
    return failed(t('pdfFailed'));
  }
}

function failed(text: string): Response {
  return new Response(text, {
    status: 502,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
