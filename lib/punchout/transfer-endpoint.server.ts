import 'server-only';
import { randomBytes } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { sameOrigin } from '@/lib/shopper/shopper-route.server';
import { endShopperSession, signedInShopper } from '@/lib/shopper/user-session.server';
import { cxmlEnvelope } from './cxml-envelope';
import type { PunchoutSession } from './map-punchout';
import { punchoutEnded } from './punchout-redirect.server';
import { currentPunchout, transferPunchout } from './punchout.server';
import { cxmlReturnForm, ociReturnForm } from './return-form';
import { isAllowedReturnUrl } from './return-url';
import { transferPageHtml } from './transfer-page';
import type { PunchoutCart, ReturnForm } from './types';

// `POST /punchout/transfer` ('Transfer cart'): Odoo ends the punch-out and hands over the cart;
// the answer is a page without the shop's chrome whose form the browser posts at once to the
// buyer's system (cXML PunchOutOrderMessage or OCI fields). Its own CSP lets that form go to
// the buyer's allowed origins only and runs only the one submitting script (its nonce).

export async function answerTransfer(request: Request, locale: Locale): Promise<Response> {
  // The transfer ends the session and posts contract prices elsewhere: only the shop's own page.
  if (!(await sameOrigin(request))) return new Response(null, { status: 403 });
  const shopper = await signedInShopper();
  if (!shopper?.punchout) return punchoutEnded(locale, 'ended');
  // Checked before Odoo ends anything: a refused return address loses no cart.
  let open: PunchoutSession | null;
  try {
    open = await currentPunchout();
  } catch (error) {
    return punchoutEnded(locale, 'unavailable', { what: 'transfer', error });
  }
  const returnUrl = open?.cxml?.returnUrl ?? open?.oci?.hookUrl;
  if (!open || !returnUrl || !isAllowedReturnUrl(returnUrl, open.allowedReturnUrls)) {
    if (open) console.error('[punchout] no allowed return URL', { protocol: open.protocol });
    return punchoutEnded(locale, open ? 'refused' : 'ended');
  }
  let transferred: { session: PunchoutSession; cart: PunchoutCart };
  try {
    transferred = await transferPunchout(locale);
  } catch (error) {
    // Odoo refuses a transfer for one reason: the session has no open punch-out (any more).
    if (isOdooError(error) && error.kind === 'graphql') {
      await endShopperSession();
      return punchoutEnded(locale, 'ended');
    }
    return punchoutEnded(locale, 'unavailable', { what: 'transfer', error });
  }
  // Odoo logged the session out: the shop's cookies of the buyer go too.
  await endShopperSession();
  const form = returnForm(transferred.session, transferred.cart, locale);
  if (!form) return punchoutEnded(locale, 'refused');
  return transferPage(form, transferred.session, locale);
}

function returnForm(session: PunchoutSession, cart: PunchoutCart, locale: Locale) {
  if (session.cxml) {
    return cxmlReturnForm(cxmlEnvelope(locale), session.cxml, cart);
  }
  return session.oci ? ociReturnForm(session.oci, cart) : null;
}

/**
 * Where the page's form may go: the buyer's allowed origins. Browsers apply `form-action` to the
 * redirects after the post too, and a buyer system may pass the post on to another of its hosts.
 */
function formOrigins(form: ReturnForm, session: PunchoutSession): string {
  const origins = new Set([new URL(form.action).origin]);
  for (const entry of session.allowedReturnUrls) {
    if (URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol)) {
      origins.add(new URL(entry).origin);
    }
  }
  return [...origins].join(' ');
}

async function transferPage(
  form: ReturnForm,
  session: PunchoutSession,
  locale: Locale,
): Promise<Response> {
  const buyer = session.buyerName;
  const t = await getTranslations({ locale, namespace: 'Punchout' });
  const nonce = randomBytes(16).toString('base64');
  const html = transferPageHtml({
    lang: locale,
    title: t('transferTitle'),
    message: t('transferMessage', { buyer }),
    buttonLabel: t('transferButton'),
    form,
    nonce,
  });
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `form-action ${formOrigins(form, session)}`,
    "base-uri 'none'",
  ].join('; ');
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
