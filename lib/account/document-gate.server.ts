import 'server-only';
import { backendRequest } from '@/lib/odoo/core-documents.server';
import type { NextRequest } from 'next/server';
import { getQuotationDocument } from '@/graphql/generated/operations';
import { documentIdFromSlug } from '@/lib/account/document-list-query';
import { stripLocale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { proxyOdooContext } from '@/lib/shopper/proxy-odoo.server';

// An order, quote or confirmation page is a request-time page whose static frame streams before
// the page knows whether the order is the customer's: a notFound() there shows the 404 view with
// status 200. So proxy.ts asks Odoo first, with the customer's own session, and answers a real
// 404 for an id Odoo refuses ('Sale Order does not exist.' for anyone else's order, whatever the
// language) or one that is no id at all. The page still checks for itself.

const DOCUMENT_PAGE = /^\/(?:my\/orders|my\/quotes|checkout\/thank-you)\/([^/]+)$/;

export async function opensUnknownDocument(request: NextRequest): Promise<boolean> {
  const match = DOCUMENT_PAGE.exec(stripLocale(request.nextUrl.pathname));
  const context = proxyOdooContext(request);
  if (!match || !context) return false;
  const id = documentIdFromSlug(match[1]!);
  if (id === null) return true;
  try {
    await backendRequest(getQuotationDocument, { id }, context);
    return false;
  } catch (error) {
    // No answer (down, slow): the page decides, and says so; only a refusal is a 404.
    return isOdooError(error) && error.kind === 'graphql';
  }
}
