import type { NextRequest, NextResponse } from 'next/server';
import { stripLocale } from '@/lib/i18n/locales';
import { isHttpsRequest } from './https-request';
import { isPaymentStep, isPerRequestPage, pagePolicy } from './page-policy';

// The per-request half of the security headers (next.config.ts sets the fixed half on every
// answer): the page's Content-Security-Policy, with a nonce for pages rendered per request, and
// who may frame it.

/** Route handlers that answer with headers of their own (the punch-out transfer page's policy). */
const OWN_HEADERS_PATHS = [
  '/punchout/transfer',
  '/punchout/start',
  '/punchout/oci',
  '/payment/cxml',
];

const CSP = 'content-security-policy';

export interface PageHeaderContext {
  /** The shopper is in a punch-out session, which a buyer portal may show in a frame. */
  punchout: boolean;
  /** Where hosted payment pages live (the payment step's forms post there). */
  paymentPageOrigins: readonly string[];
}

/**
 * Gives a page request its nonce before the page renders: Next reads it from the request's
 * policy header and writes it on every script. Returns the nonce (null for static pages).
 */
export function prepareNonce(
  request: NextRequest,
  options: { perRequest: boolean },
): string | null {
  const path = request.nextUrl.pathname;
  if (hasOwnHeaders(path)) return null;
  if (!isPerRequestPage(path) && !options.perRequest) return null;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  request.headers.set(CSP, `script-src 'nonce-${nonce}'`);
  return nonce;
}

export function withPageHeaders(
  request: NextRequest,
  response: NextResponse,
  nonce: string | null,
  context: PageHeaderContext,
): NextResponse {
  const path = request.nextUrl.pathname;
  if (hasOwnHeaders(path) || response.headers.has('location')) return response;
  const frameAncestors = context.punchout ? punchoutFrameAncestors() : [];
  response.headers.set(
    CSP,
    pagePolicy({
      nonce,
      paymentStep: isPaymentStep(path),
      frameAncestors,
      imageOrigins: imageOrigins(),
      paymentPageOrigins: context.paymentPageOrigins,
      https: isHttpsRequest(request.headers),
    }),
  );
  // For browsers that predate frame-ancestors.
  if (frameAncestors.length === 0) response.headers.set('x-frame-options', 'DENY');
  return response;
}

function hasOwnHeaders(path: string): boolean {
  const bare = stripLocale(path);
  return OWN_HEADERS_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** PUNCHOUT_FRAME_ANCESTORS: the buyer portals that show the shop in a frame (origins). */
function punchoutFrameAncestors(): string[] {
  return originList(process.env.PUNCHOUT_FRAME_ANCESTORS);
}

function imageOrigins(): string[] {
  return originList(process.env.ODOO_PUBLIC_URL);
}

function originList(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(',')) {
    try {
      const url = new URL(item.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // Not a URL: ignored rather than widening the policy.
    }
  }
  return origins;
}
