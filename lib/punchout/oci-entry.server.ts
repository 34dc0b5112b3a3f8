import 'server-only';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { readLimitedText } from '@/lib/shopper/limited-body.server';
import { forgetAttempts, takeAttempt } from '@/lib/shopper/rate-limit.server';
import { clientAddress } from '@/lib/shopper/client-address.server';
import { logOutUser } from '@/lib/user/user.server';
import { failureFacts } from './failure-facts.server';
import { cleanLandingPath, ociLoginSchema, readOciParameters } from './oci-parameters';
import { beginPunchoutSession } from './punchout-cookies.server';
import { OCI_ENTRY_PATH, PUNCHOUT_LANDING_PATH } from './punchout-paths';
import { punchoutEnded, punchoutRedirect } from './punchout-redirect.server';
import { ociLogin, punchoutOffered } from './punchout.server';
import { isAllowedReturnUrl } from './return-url';

// `/punchout/oci` (GET or POST): an SAP system opens the catalogue with USERNAME, PASSWORD and
// HOOK_URL. proxy.ts hands any page address that carries them here (a rewrite: the request keeps
// the page's address, where the buyer goes once signed in; the entry itself may name one in
// `next`). Odoo checks the credentials and the HOOK_URL against the buyer's allowed list; the
// credentials leave the address at once (a 303 to the clean page) and are never logged.

const MAX_FORM_BYTES = 16 * 1024;
const LOGIN_RATE = { limit: 30, windowMs: 60_000 };
const FAILURES_PER_USER = { limit: 10, windowMs: 60_000 };

export async function answerOciLogin(request: Request, locale: Locale): Promise<Response> {
  if (!(await punchoutOffered())) return punchoutEnded(locale, 'notOffered');
  const url = new URL(request.url);
  const entries = request.method === 'POST' ? await formEntries(request) : [...url.searchParams];
  const parsed = entries ? ociLoginSchema.safeParse(readOciParameters(entries)) : null;
  if (!parsed?.success) return punchoutEnded(locale, 'login');
  const login = parsed.data;
  const address = await clientAddress();
  // Per user name and address: a stranger who knows the SAP system's user name must not be able
  // to lock the buyer out.
  const userKey = `oci-login:user:${login.username.toUpperCase()}:${address}`;
  if (
    !(await takeAttempt(`oci-login:address:${address}`, LOGIN_RATE)).allowed ||
    !(await takeAttempt(userKey, FAILURES_PER_USER)).allowed
  ) {
    return punchoutEnded(locale, 'unavailable');
  }
  try {
    const session = await ociLogin(login, locale);
    // Odoo checked the HOOK_URL; the shop checks again before it keeps it.
    if (!session.oci || !isAllowedReturnUrl(session.oci.hookUrl, session.allowedReturnUrls)) {
      // Odoo has signed the session in already: it must not stay a punch-out without a shop.
      await logOutUser(locale).catch((error: unknown) =>
        console.error('[punchout] OCI logout failed', failureFacts(error)),
      );
      return punchoutEnded(locale, 'refused');
    }
    await beginPunchoutSession(session);
    await forgetAttempts(userKey);
    const fallback = localizedPath(locale, PUNCHOUT_LANDING_PATH);
    return punchoutRedirect(cleanLandingPath(requestedPage(url), fallback));
  } catch (error) {
    // Odoo's refusal: a wrong user name or password, or a HOOK_URL off the buyer's list (Odoo
    // tells them apart only in its message, which may repeat what was sent: not logged).
    if (isOdooError(error) && error.kind === 'graphql') {
      console.warn('[punchout] OCI login refused', { username: login.username });
      return punchoutEnded(locale, 'login');
    }
    return punchoutEnded(locale, 'unavailable', { what: 'OCI login', error });
  }
}

/** The page the buyer asked for: the address the proxy handed here, or the entry's `next`. */
function requestedPage(url: URL): string | null {
  if (stripLocale(url.pathname) !== OCI_ENTRY_PATH) return `${url.pathname}${url.search}`;
  return url.searchParams.get('next');
}

/** A POSTed urlencoded form (what SAP sends), at most 16 KB; null for anything else. */
async function formEntries(request: Request): Promise<[string, string][] | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const body = await readLimitedText(request, MAX_FORM_BYTES);
  return body === null ? null : [...new URLSearchParams(body)];
}
