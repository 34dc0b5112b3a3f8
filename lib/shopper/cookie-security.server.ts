import 'server-only';
import { headers } from 'next/headers';
import { isHttpsRequest } from '@/lib/security/https-request';

/** Whether this request came over https: the one rule for every cookie's Secure flag. */
export async function requestIsHttps(): Promise<boolean> {
  return isHttpsRequest(await headers());
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

/**
 * Odoo's session cookie: SameSite=Lax, unless buyer portals frame the shop
 * (PUNCHOUT_FRAME_ANCESTORS): a frame on another site sends only SameSite=None cookies, so the
 * punch-out session would be lost on every click. Cross-site requests still cannot act for the
 * shopper: Next checks the Origin of server actions and the shop's routes check it too.
 */
export async function sessionCookieFlags(): Promise<{ secure: boolean; sameSite: 'none' | 'lax' }> {
  if (process.env.PUNCHOUT_FRAME_ANCESTORS?.trim()) return crossSiteCookieFlags();
  return { secure: await requestIsHttps(), sameSite: 'lax' };
}
