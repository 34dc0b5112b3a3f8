import type { IncomingMessage, ServerResponse } from 'node:http';
import { one, type Db } from './db';
import type { AccountMove } from './tables';
import { LANG_COOKIE } from './translate';
import { routeWebsitePage } from './website-page-lang';

// Odoo's portal route for one invoice, `/my/invoices/<id>?access_token=<token>`, as far as the
// storefront uses it: with `report_type=pdf` it answers the invoice as a PDF (Odoo renders its
// QWeb report; the stand-in writes a one-page summary). The access token alone admits, as in Odoo.
// It is a page of the website: a caller in another language is sent on to its prefixed URL first.

type InvoiceReportRow = Pick<
  AccountMove,
  'name' | 'invoice_origin' | 'amount_untaxed' | 'amount_tax' | 'amount_total' | 'amount_residual'
> & { invoice_date: string | null; partner_name: string };

const ROUTE = /^\/my\/invoices\/(\d+)$/;

/** True when the request was this route (answered here). */
export async function handleInvoiceReport(
  db: Db,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
): Promise<boolean> {
  if (!url.pathname.includes('/my/invoices/')) return false;
  const page = await routeWebsitePage(db, req, url);
  const match = page && ROUTE.exec(page.path);
  if (!page || !match) return false;
  if (page.redirect) {
    res.writeHead(303, {
      location: page.redirect.location,
      'set-cookie': `${LANG_COOKIE}=${page.redirect.lang}; Path=/`,
    });
    res.end();
    return true;
  }
  const row = await one<InvoiceReportRow>(
    db,
    `SELECT m.name, to_char(m.invoice_date, 'YYYY-MM-DD') AS invoice_date, m.invoice_origin,
            p.name AS partner_name, m.amount_untaxed, m.amount_tax, m.amount_total,
            m.amount_residual
       FROM account_move m JOIN res_partner p ON p.id = m.partner_id
      WHERE m.id = $1 AND m.access_token = $2`,
    [Number(match[1]), url.searchParams.get('access_token') ?? ''],
  );
  if (!row || url.searchParams.get('report_type') !== 'pdf') {
    // account's portal_my_invoice_detail sends an unknown or unauthorised document, in any
    // state, to the portal home (which sends a visitor on to the login page); the stand-in has
    // no invoice page, so it sends the rest there too.
    res.writeHead(303, { location: page.urlCode ? `/${page.urlCode}/my` : '/my' });
    res.end();
    return true;
  }
  const money = (amount: number) => `EUR ${amount.toFixed(2)}`;
  const pdf = textPdf([
    `Invoice ${row.name}`,
    `Date: ${row.invoice_date ?? ''}`,
    `Customer: ${row.partner_name}`,
    `Source: ${row.invoice_origin ?? ''}`,
    `Untaxed amount: ${money(row.amount_untaxed)}`,
    `Taxes: ${money(row.amount_tax)}`,
    `Total: ${money(row.amount_total)}`,
    `Amount due: ${money(row.amount_residual)}`,
  ]);
  const download = url.searchParams.get('download') === 'true';
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${row.name.replace(/\W+/g, '_')}.pdf"`,
  });
  res.end(pdf);
  return true;
}

/** A minimal one-page PDF (Helvetica, one line of ASCII text per entry). */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 12 Tf 72 770 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
