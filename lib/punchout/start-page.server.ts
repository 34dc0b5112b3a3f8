import 'server-only';
import { z } from 'zod';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { takeAttempt } from '@/lib/shopper/rate-limit.server';
import { clientAddress } from '@/lib/shopper/client-address.server';
import { beginPunchoutSession } from './punchout-cookies.server';
import { PUNCHOUT_LANDING_PATH } from './punchout-paths';
import { punchoutEnded, punchoutRedirect } from './punchout-redirect.server';
import { punchoutOffered, startPunchout } from './punchout.server';

// `GET /punchout/start?token=…`: the StartPage URL of a cXML setup response, opened by the
// buyer's browser (often in a fresh context, without any cookie of this shop). The token is
// Odoo's to check: random, single use, a few minutes valid, bound to the buyer and the request.

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
/** Start attempts per client address and minute: a token cannot be guessed, but bots try. */
const START_RATE = { limit: 30, windowMs: 60_000 };

export async function openStartPage(request: Request, locale: Locale): Promise<Response> {
  if (!(await punchoutOffered())) return punchoutEnded(locale, 'notOffered');
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
  if (!token.success) return punchoutEnded(locale, 'expired');
  if (!(await takeAttempt(`punchout-start:${await clientAddress()}`, START_RATE)).allowed) {
    return punchoutEnded(locale, 'unavailable');
  }
  try {
    const session = await startPunchout(token.data, locale);
    await beginPunchoutSession(session);
    // A clean address: the token must not stay in the history or go out in a Referer.
    return punchoutRedirect(localizedPath(locale, PUNCHOUT_LANDING_PATH));
  } catch (error) {
    // Odoo refuses a start for one reason: the token is unknown, used or out of date.
    if (isOdooError(error) && error.kind === 'graphql') {
      return punchoutEnded(locale, 'expired');
    }
    return punchoutEnded(locale, 'unavailable', { what: 'start', error });
  }
}
