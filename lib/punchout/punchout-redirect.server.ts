import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { failureFacts } from './failure-facts.server';
import { punchoutEndedPath, type PunchoutEndReason } from './punchout-paths';

/**
 * 303 to a path of this shop (GET after a POST, too), sending no Referer onwards: the request that
 * led here carried a one-time token or OCI credentials in its address. A relative Location: the
 * browser resolves it against the address it asked for, whatever host a proxy saw.
 */
export function punchoutRedirect(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: path,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });
}

/** To the ended page with its reason; `unavailable` also logs what failed (without secrets). */
export function punchoutEnded(
  locale: Locale,
  reason: PunchoutEndReason,
  failure?: { what: string; error: unknown },
): Response {
  if (failure) console.error(`[punchout] ${failure.what} failed`, failureFacts(failure.error));
  return punchoutRedirect(punchoutEndedPath(locale, reason));
}
