import 'server-only';
import { odooBaseUrl, odooTimeoutMs } from '@/lib/odoo/config.server';
import type { Invoice } from './types';

// Odoo gives each invoice a portal link with an access token (`Invoice.invoiceUrl`,
// `/my/invoices/12?access_token=...`); with `report_type=pdf` Odoo answers the invoice PDF. The
// shop fetches it on the server and hands it on, so Odoo's address and the token never reach the
// browser and the shopper's own guard decides who may download. The link is a page of Odoo's
// website, which first sends a caller whose language is not the website's default (the server's
// fetch asks in Accept-Language `*`, which Odoo reads as en_US) to the page under that language's
// prefix (`/en/my/invoices/12?...`): the shop follows such a redirect on Odoo's own host.

export class InvoicePdfError extends Error {
  override name = 'InvoicePdfError';
}

/** Odoo's portal URL of the invoice, on Odoo's own host only (never a URL Odoo sent elsewhere). */
export function invoicePdfUrl(invoice: Pick<Invoice, 'url'>, base = odooBaseUrl()): URL | null {
  if (!invoice.url || !invoice.url.startsWith('/') || invoice.url.startsWith('//')) return null;
  const origin = new URL(base);
  const url = new URL(invoice.url, origin);
  if (url.origin !== origin.origin) return null;
  url.searchParams.set('report_type', 'pdf');
  url.searchParams.set('download', 'true');
  return url;
}

/** Odoo's language redirect is one hop; a wrong token goes on to the portal home and its login. */
const MAX_REDIRECTS = 3;

/** The PDF as a stream; throws InvoicePdfError when Odoo does not answer with one. */
export async function fetchInvoicePdf(invoice: Invoice): Promise<ReadableStream<Uint8Array>> {
  let url = invoicePdfUrl(invoice);
  if (!url) throw new InvoicePdfError(`Invoice ${invoice.id} has no PDF link`);
  const origin = url.origin;
  const signal = AbortSignal.timeout(odooTimeoutMs());
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetchOnce(invoice, url, signal);
    const location = response.headers.get('location');
    if (!isRedirect(response.status) || !location || redirects === MAX_REDIRECTS) {
      return pdfBody(invoice, response);
    }
    void response.body?.cancel();
    url = new URL(location, url);
    if (url.origin !== origin) {
      throw new InvoicePdfError(`Invoice ${invoice.id} PDF: redirected off Odoo's host`);
    }
  }
}

async function fetchOnce(invoice: Invoice, url: URL, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { signal, redirect: 'manual', cache: 'no-store' });
  } catch (error) {
    throw new InvoicePdfError(`Invoice ${invoice.id} PDF: ${String(error)}`);
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400;

function pdfBody(invoice: Invoice, response: Response): ReadableStream<Uint8Array> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('application/pdf') || !response.body) {
    void response.body?.cancel();
    throw new InvoicePdfError(`Invoice ${invoice.id} PDF: HTTP ${response.status} ${type}`);
  }
  return response.body;
}

/** `INV_2026_00012.pdf`: a file name any system takes. */
export function invoicePdfFileName(invoice: Pick<Invoice, 'name' | 'id'>): string {
  const base = invoice.name.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${base || `invoice-${invoice.id}`}.pdf`;
}
