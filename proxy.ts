import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { rewriteFilteredListing } from '@/lib/i18n/filtered-listing-rewrite';
import { routing } from '@/lib/i18n/routing';

const localeMiddleware = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  return rewriteFilteredListing(request, localeMiddleware(request));
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
