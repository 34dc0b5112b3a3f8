import 'server-only';
import { headers } from 'next/headers';

/**
 * Next's server sets x-forwarded-proto for the connection it accepted and keeps the value a TLS
 * terminating proxy sent. A forged value only changes the Secure flag of the shop's own cookies.
 */
export async function requestIsHttps(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto');
  return proto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Flags of a cookie a buyer portal's frame must carry (the `user` cookie, as the spec says, and
 * punch-out's HOOK_URL): Secure and SameSite=None over https; browsers refuse SameSite=None
 * without TLS, so plain http (development) gets Lax.
 */
export async function crossSiteCookieFlags(): Promise<{
  secure: boolean;
  sameSite: 'none' | 'lax';
}> {
  const https = await requestIsHttps();
  return { secure: https, sameSite: https ? 'none' : 'lax' };
}
