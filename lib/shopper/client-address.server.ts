import 'server-only';
import { headers } from 'next/headers';

/**
 * The address Next's server saw (it sets x-forwarded-for; behind a proxy that proxy's value).
 * The first entry is what the nearest trusted proxy reports for the client.
 */
export async function clientAddress(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || 'unknown';
}
