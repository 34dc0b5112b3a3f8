import 'server-only';
import { redirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { UserCookie } from './user-cookie';
import { signedInShopper } from './user-session.server';

// The guards that count. proxy.ts applies the same rules earlier for comfort, but a request that
// skips it (a prefetch, an RSC request, a rewritten path) must still meet them here.

/**
 * is-authenticated for a protected page: the verified customer, or off to the home page. A
 * punch-out buyer has no account pages (the session is catalogue, cart and transfer only) and
 * goes to the cart, where the transfer is.
 */
export async function requireShopper(locale: Locale): Promise<UserCookie> {
  const shopper = await signedInShopper();
  if (!shopper) redirect(localizedPath(locale, '/'));
  if (shopper.punchout) redirect(localizedPath(locale, '/cart'));
  return shopper;
}
