import 'server-only';
import { cookies } from 'next/headers';
import { requestIsHttps } from './cookie-security.server';

// cart-size and wishlist-size let static pages show the counts in the browser without asking the
// server (design: browse pages read no cookies). They are counters, not secrets: page scripts
// must read them, so they are not HttpOnly.

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export async function setCounterCookie(name: string, count: number): Promise<void> {
  const jar = await cookies();
  // A cookie written by a server action makes Next render the calling page again (a cart action
  // on /cart loaded the cart from Odoo a second time and sent the whole page back) and drop the
  // browser's router cache. A count the browser already has needs neither.
  if (jar.get(name)?.value === String(count)) return;
  jar.set(name, String(count), {
    httpOnly: false,
    sameSite: 'lax',
    secure: await requestIsHttps(),
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}
