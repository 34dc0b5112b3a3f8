import 'server-only';
import {
  punchoutLoginDocument,
  punchoutSessionDocument,
  punchoutSetupDocument,
  punchoutStartDocument,
  punchoutTransferDocument,
} from '@/graphql/generated/operations';
import type { Locale } from '@/lib/i18n/locales';
import { odooCapabilities } from '@/lib/odoo/capabilities.server';
import { requiredResult } from '@/lib/odoo/odoo-error.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import {
  mapPunchoutCart,
  mapPunchoutSession,
  toOdooOperation,
  type PunchoutSession,
} from './map-punchout';
import type { OciReturn, PunchoutCart, SetupRequest } from './types';

// Odoo's vsf_punchout operations. Odoo keeps the buyers (identities, secrets, allowed return
// URLs) and the punch-out sessions, and answers with its own texts when it refuses; the shop
// never stores a punch-out itself, so any instance can answer any step.

/**
 * Odoo's refusals of a setup request, which the cXML answer tells apart by status. Odoo writes
 * its messages in the request's language, so the setup is asked in English (the language of cXML
 * status texts too). The session calls below run in the buyer's language; any refusal of theirs
 * means the one thing that operation can refuse (an expired link, a wrong login, no session).
 */
export const SETUP_REFUSALS = {
  wrongLogin: 'Wrong email or password.',
  returnUrlNotAllowed: 'Return URL not allowed.',
  duplicatePayload: 'Duplicate payloadID.',
  expiredRequest: 'Request expired.',
} as const;

/**
 * Whether this shop's Odoo has punch-out (vsf_punchout); a stock Odoo 15 has not. Unknown (Odoo
 * unreachable) counts as yes: the call itself then says what failed.
 */
export async function punchoutOffered(): Promise<boolean> {
  try {
    return (await odooCapabilities()).punchout;
  } catch {
    return true;
  }
}

/** Server to server: no shopper session is sent or kept. */
export async function setupPunchout(
  request: SetupRequest,
): Promise<{ startToken: string; expiresAt: string | null }> {
  const data = await odooPublic('en').request(punchoutSetupDocument, {
    request: {
      payloadId: request.payloadId,
      timestamp: request.timestamp,
      from: request.from,
      to: request.to,
      sender: request.sender,
      sharedSecret: request.sharedSecret,
      operation: toOdooOperation(request.operation),
      buyerCookie: request.buyerCookie,
      returnUrl: request.returnUrl,
      deploymentMode: request.deploymentMode,
      selectedSku: request.selectedSku,
      items: request.items.map(({ sku, auxiliaryId, quantity }) => ({
        sku,
        auxiliaryId,
        quantity,
      })),
      extrinsics: request.extrinsics,
    },
  });
  const setup = requiredResult(data.punchoutSetup, 'punchoutSetup');
  return { startToken: setup.startToken, expiresAt: setup.expiresAt };
}

/** Opens a cXML punch-out from its one-time StartPage token, in the browser's session. */
export async function startPunchout(token: string, locale: Locale): Promise<PunchoutSession> {
  const data = await odooSession({ locale }).request(punchoutStartDocument, { token });
  return requiredSession(data.punchoutStart, 'punchoutStart');
}

export interface OciLogin {
  username: string;
  password: string;
  hookUrl: string;
  okCode: OciReturn['okCode'];
  target: OciReturn['target'];
  caller: OciReturn['caller'];
}

/** SAP OCI: the buyer system's user name and password sign the browser's session in. */
export async function ociLogin(login: OciLogin, locale: Locale): Promise<PunchoutSession> {
  const data = await odooSession({ locale }).request(punchoutLoginDocument, {
    username: login.username,
    password: login.password,
    returnUrl: login.hookUrl,
    ociOkCode: login.okCode,
    ociTarget: login.target,
    ociCaller: login.caller,
  });
  return requiredSession(data.punchoutLogin, 'punchoutLogin');
}

/** The browser session's open punch-out, or null. */
export async function currentPunchout(): Promise<PunchoutSession | null> {
  const data = await odooSession().request(punchoutSessionDocument);
  const session = data.punchoutSession ? mapPunchoutSession(data.punchoutSession) : null;
  return session?.open ? session : null;
}

/**
 * Ends the punch-out in Odoo and returns the cart as it goes back: Odoo cancels the draft order
 * (no order, invoice or payment) and logs the session out, so a second transfer finds nothing.
 */
export async function transferPunchout(
  locale: Locale,
): Promise<{ session: PunchoutSession; cart: PunchoutCart }> {
  const data = await odooSession({ locale }).request(punchoutTransferDocument);
  const transfer = requiredResult(data.punchoutTransfer, 'punchoutTransfer');
  const session = requiredSession(transfer.session, 'punchoutTransfer');
  return { session, cart: mapPunchoutCart(transfer.order, 'EUR') };
}

function requiredSession(
  value: Parameters<typeof mapPunchoutSession>[0] | null,
  operationName: string,
): PunchoutSession {
  return requiredResult(value ? mapPunchoutSession(value) : null, operationName);
}
