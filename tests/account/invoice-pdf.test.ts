import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchInvoicePdf, InvoicePdfError } from '@/lib/account/invoice-pdf.server';
import type { Invoice } from '@/lib/account/types';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

// The invoice PDF from Odoo's portal link, as Odoo 15's website answers it: a caller in another
// language than the website's default is first sent to the page under that language's prefix.

setupOdooTest();

const PDF = '%PDF-1.4 an invoice';
const LINK = '/my/invoices/12?access_token=token-12';

/** Odoo's URL of `path`: each test has an Odoo host of its own (setupOdooTest). */
const odoo = (path: string) => `${process.env.ODOO_URL}${path}`;

const invoice = { id: 12, name: 'INV/2026/00012', url: LINK } as Invoice;

function pdfAnswer() {
  return new HttpResponse(PDF, { headers: { 'content-type': 'application/pdf' } });
}

function redirectTo(location: string) {
  return new HttpResponse(null, { status: 303, headers: { location } });
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('fetchInvoicePdf', () => {
  it('asks for the PDF of the portal link', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(odoo('/my/invoices/12'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return pdfAnswer();
      }),
    );
    expect(await text(await fetchInvoicePdf(invoice))).toBe(PDF);
    expect(asked).toEqual(['?access_token=token-12&report_type=pdf&download=true']);
  });

  it("follows Odoo's language redirect on Odoo's own host", async () => {
    mswServer.use(
      http.get(odoo('/my/invoices/12'), ({ request }) =>
        redirectTo(`/en/my/invoices/12${new URL(request.url).search}`),
      ),
      http.get(odoo('/en/my/invoices/12'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('access_token')).toBe('token-12');
        return pdfAnswer();
      }),
    );
    expect(await text(await fetchInvoicePdf(invoice))).toBe(PDF);
  });

  it('sends the token to no other host', async () => {
    const elsewhere: string[] = [];
    mswServer.use(
      http.get(odoo('/my/invoices/12'), ({ request }) =>
        redirectTo(`http://elsewhere.test/my/invoices/12${new URL(request.url).search}`),
      ),
      http.get('http://elsewhere.test/*', ({ request }) => {
        elsewhere.push(request.url);
        return pdfAnswer();
      }),
    );
    await expect(fetchInvoicePdf(invoice)).rejects.toThrow(InvoicePdfError);
    expect(elsewhere).toEqual([]);
  });

  it('fails when Odoo sends a wrong token to the portal home and its login page', async () => {
    mswServer.use(
      http.get(odoo('/my/invoices/12'), () => redirectTo('/my')),
      http.get(odoo('/my'), () => redirectTo('/web/login?redirect=%2Fmy')),
      http.get(odoo('/web/login'), () => HttpResponse.html('<html>Log in</html>', { status: 200 })),
    );
    await expect(fetchInvoicePdf(invoice)).rejects.toThrow('Invoice 12 PDF: HTTP 200 text/html');
  });

  it('stops following after a few redirects', async () => {
    let hops = 0;
    mswServer.use(
      http.get(odoo('/my/invoices/12'), () => {
        hops += 1;
        return redirectTo(`/my/invoices/12?access_token=token-12&hop=${hops}`);
      }),
    );
    await expect(fetchInvoicePdf(invoice)).rejects.toThrow('Invoice 12 PDF: HTTP 303');
    expect(hops).toBe(4);
  });
});
