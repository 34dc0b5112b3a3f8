import 'server-only';
import { redirect } from 'next/navigation';
import { NextResponse, type NextRequest } from 'next/server';
import {
  DEFAULT_LOCALE,
  ENABLED_LOCALES,
  localizedPath,
  stripLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import { isOdooAvailable, isOdooKnownDown } from '@/lib/odoo/odoo-availability.server';
import { outagePageHtml } from './outage-page';

// proxy.ts's answer for the shopper's live pages while Odoo is down. Browse pages are cached and
// keep serving their last good copy; these render from Odoo on every request and, once they
// stream, can no longer say 503. So the proxy asks first and answers a small translated 503
// itself: quick (no waiting for a hung Odoo on every request), honest to crawlers and load
// balancers (Retry-After), never cached, with nothing about what failed.

//
// A browse page is served from the page cache; one that was never rendered (a product nobody has
// opened since the build) must render and cannot without Odoo. The proxy renews what it knows of
// Odoo before such a page (a probe at most, when the last word is old), without answering for it:
// its cached copy may well be there. A render then reads that word (renderWhileOdooAnswers; a
// static render may not fetch) and, with Odoo known to be away, sends the shopper to the page's
// address marked with OUTAGE_PARAMETER, which this gate answers with the same 503 page, or sends
// back to the bare address once Odoo is back.

/** Pages that read the shopper's data from Odoo on every request: no cached copy to fall back on. */
const LIVE_PAGES = ['/cart', '/search', '/my', '/checkout', '/payment-details', '/PaymentDetails'];
/**
 * Browse pages whose addresses are not all rendered by the build (a product, a category's filter
 * set): one may render on request.
 */
const RENDERED_ON_REQUEST = /^\/(?:product|category)\//;

/** The mark of a browse page that could not render for want of Odoo. */
export const OUTAGE_PARAMETER = 'odoo-unavailable';

/**
 * The outage page instead of the request, or null to let it through. `perRequest`: the page
 * renders per request although its path is a browse page's (a paged brand or catalog listing).
 */
export async function odooOutageAnswer(
  request: NextRequest,
  options: { perRequest: boolean },
): Promise<NextResponse | null> {
  const marked = request.nextUrl.searchParams.has(OUTAGE_PARAMETER);
  if (!marked && !(options.perRequest || rendersLivePage(request))) {
    if (isPageLoad(request) && RENDERED_ON_REQUEST.test(stripLocale(request.nextUrl.pathname))) {
      await isOdooAvailable();
    }
    return null;
  }
  if (await isOdooAvailable()) return marked ? NextResponse.redirect(withoutMark(request)) : null;
  return outageResponse(request);
}

/**
 * Runs a browse page's first read from Odoo, unless Odoo is known to be away: then the page cannot
 * render (it would answer 500), and the shopper goes to the outage answer for this address (a
 * filter set's with its query). Asked before the read: a failed cached read fails the whole
 * render, even when caught.
 */
export async function renderWhileOdooAnswers<T>(
  address: string,
  read: () => Promise<T>,
): Promise<T> {
  if (isOdooKnownDown())
    redirect(`${address}${address.includes('?') ? '&' : '?'}${OUTAGE_PARAMETER}`);
  return read();
}

/**
 * Only page loads and client navigations. A server action posts to its page's address and
 * answers for itself (a translated "try again, nothing was lost"), so the page the shopper has
 * open keeps its state; an HTML answer would break it.
 */
function rendersLivePage(request: NextRequest): boolean {
  if (!isPageLoad(request)) return false;
  const path = stripLocale(request.nextUrl.pathname);
  return LIVE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

function isPageLoad(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !request.headers.has('next-action');
}

async function outageResponse(request: NextRequest): Promise<NextResponse> {
  const locale = pathLocale(request.nextUrl.pathname);
  const messages = await loadMessages(locale);
  const retry = withoutMark(request);
  const html = outagePageHtml({
    locale,
    texts: messages.ShopUnavailable,
    retryHref: `${retry.pathname}${retry.search}`,
    browseHref: localizedPath(locale, '/'),
  });
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(ODOO_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

/**
 * The address asked for, to try again: without the outage mark, and without Next's `_rsc` marker
 * of a client navigation (trying again is a plain page load).
 */
function withoutMark(request: NextRequest): URL {
  const url = new URL(request.nextUrl);
  url.searchParams.delete(OUTAGE_PARAMETER);
  url.searchParams.delete('_rsc');
  return url;
}

function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return ENABLED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}
