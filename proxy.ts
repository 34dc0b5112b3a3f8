import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { rewriteFilteredListing, UNROUTABLE_SEGMENT } from '@/lib/i18n/filtered-listing-rewrite';
import { isSupportedLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

const localeMiddleware = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  if (!decodablePath(request.nextUrl.pathname)) return notFound(request);
  return rewriteFilteredListing(request, localeMiddleware(request));
}

/** `/%ff` is no address of this shop; decoding it further down would be a 500. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The shop's 404 page, in the locale the path starts with (Dutch without a prefix). */
function notFound(request: NextRequest): NextResponse {
  const [, first] = request.nextUrl.pathname.split('/');
  const locale = isSupportedLocale(first) ? first : routing.defaultLocale;
  // The header next-intl's middleware would have set: the 404 page reads its locale from it.
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  return NextResponse.rewrite(new URL(`/${locale}/${UNROUTABLE_SEGMENT}`, request.url), {
    request: { headers },
  });
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
