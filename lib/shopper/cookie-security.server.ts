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
