import 'server-only';
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
import { isOdooAvailable } from '@/lib/odoo/odoo-availability.server';
import { outagePageHtml } from './outage-page';

// proxy.ts's answer for the shopper's live pages while Odoo is down. Browse pages are cached and
// keep serving their last good copy; these render from Odoo on every request and, once they
// stream, can no longer say 503. So the proxy asks first and answers a small translated 503
// itself: quick (no waiting for a hung Odoo on every request), honest to crawlers and load
// balancers (Retry-After), never cached, with nothing about what failed.

/** Pages that read the shopper's data from Odoo on every request: no cached copy to fall back on. */
const LIVE_PAGES = ['/cart', '/search', '/my', '/checkout', '/payment-details', '/PaymentDetails'];

/** The outage page instead of the request, or null to let it through. */
export async function odooOutageAnswer(request: NextRequest): Promise<NextResponse | null> {
  if (!rendersLivePage(request)) return null;
  if (await isOdooAvailable()) return null;
  return outageResponse(request);
}

/**
 * Only page loads and client navigations. A server action posts to its page's address and
 * answers for itself (a translated "try again, nothing was lost"), so the page the shopper has
 * open keeps its state; an HTML answer would break it.
 */
function rendersLivePage(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.has('next-action')) return false;
  const path = stripLocale(request.nextUrl.pathname);
  return LIVE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

async function outageResponse(request: NextRequest): Promise<NextResponse> {
  const locale = pathLocale(request.nextUrl.pathname);
  const messages = await loadMessages(locale);
  const retry = new URL(request.nextUrl);
  // A client navigation asks with Next's _rsc marker; trying again is a plain page load.
  retry.searchParams.delete('_rsc');
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

function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return ENABLED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}
