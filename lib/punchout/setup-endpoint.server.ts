import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { readLimitedText } from '@/lib/shopper/limited-body.server';
import { takeAttempt } from '@/lib/shopper/rate-limit.server';
import { clientAddress } from '@/lib/shopper/client-address.server';
import { absoluteUrl } from '@/lib/seo/site-url';
import { cxmlEnvelope } from './cxml-envelope';
import { failureFacts } from './failure-facts.server';
import { setupResponse } from './cxml-documents';
import { CxmlRequestError, parseSetupRequest, SETUP_REQUEST_MAX_BYTES } from './cxml-setup-request';
import { punchoutOffered, SETUP_REFUSALS, setupPunchout } from './punchout.server';
import type { SetupRequest } from './types';

// `POST /payment/cxml/punchout_request` (spec route): a procurement system's PunchOutSetupRequest,
// server to server, answered with a cXML Response. The HTTP status is the cXML status code too:
// gateways mostly look at 200 or not, and a refusal must never read as a 200 with an error page.

const XML_TYPES = ['text/xml', 'application/xml'];
/** Setup requests per client address and minute; a procurement system sends a few per buyer. */
const SETUP_RATE = { limit: 60, windowMs: 60_000 };

interface Status {
  code: number;
  text: string;
  /** The Status element's content: what a procurement administrator reads in their log. */
  detail?: string;
  /** The HTTP status when the cXML code is none of HTTP's. */
  http?: number;
}

/** cXML's 450 Not Implemented: this shop's Odoo has no punch-out (vsf_punchout). */
const NOT_OFFERED: Status = {
  code: 450,
  text: 'Not Implemented',
  detail:
    'This shop does not offer punch-out: its Odoo has no punch-out module. Please contact the supplier.',
  http: 501,
};

/** Odoo's refusals as cXML statuses; anything else Odoo says is the shop's 500. */
const REFUSAL_STATUS: Record<string, Status> = {
  [SETUP_REFUSALS.wrongLogin]: { code: 401, text: 'Unauthorized' },
  [SETUP_REFUSALS.returnUrlNotAllowed]: { code: 403, text: 'BrowserFormPost URL not allowed' },
  [SETUP_REFUSALS.duplicatePayload]: { code: 409, text: 'Duplicate payloadID' },
  [SETUP_REFUSALS.expiredRequest]: { code: 400, text: 'Request timestamp out of range' },
};

export async function answerSetupRequest(request: Request, locale: Locale): Promise<Response> {
  const decision = await takeAttempt(`punchout-setup:${await clientAddress()}`, SETUP_RATE);
  if (!decision.allowed) {
    return cxmlAnswer(locale, { code: 429, text: 'Too many requests' }, null, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  let setup: SetupRequest;
  try {
    setup = parseSetupRequest(await readXml(request));
  } catch (error) {
    if (!(error instanceof CxmlRequestError)) throw error;
    logRefusal(error.status, error.message, null);
    return cxmlAnswer(locale, { code: error.status, text: error.message }, null);
  }
  try {
    if (!(await punchoutOffered())) {
      logRefusal(NOT_OFFERED.code, NOT_OFFERED.text, setup);
      return cxmlAnswer(locale, NOT_OFFERED, null);
    }
    const { startToken } = await setupPunchout(setup);
    const startUrl = `${absoluteUrl(localizedPath(locale, '/punchout/start'))}?token=${encodeURIComponent(startToken)}`;
    return cxmlAnswer(locale, { code: 200, text: 'success' }, startUrl);
  } catch (error) {
    const status = refusalStatus(error);
    logRefusal(status.code, status.text, setup, failureFacts(error));
    return cxmlAnswer(locale, status, null, status.code === 503 ? { 'Retry-After': '30' } : {});
  }
}

async function readXml(request: Request): Promise<string> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!XML_TYPES.includes(type)) {
    throw new CxmlRequestError(415, 'Content-Type must be text/xml or application/xml');
  }
  const body = await readLimitedText(request, SETUP_REQUEST_MAX_BYTES);
  if (body === null) {
    throw new CxmlRequestError(413, `Request larger than ${SETUP_REQUEST_MAX_BYTES} bytes`);
  }
  return body;
}

function refusalStatus(error: unknown): Status {
  if (isOdooError(error)) {
    const known = error.messages.map((message) => REFUSAL_STATUS[message]).find(Boolean);
    if (known) return known;
    if (error.kind === 'network' || error.kind === 'timeout') {
      return { code: 503, text: 'Service unavailable' };
    }
  }
  return { code: 500, text: 'Internal Server Error' };
}

function cxmlAnswer(
  locale: Locale,
  status: Status,
  startUrl: string | null,
  extraHeaders: Record<string, string> = {},
): Response {
  const body = setupResponse(cxmlEnvelope(locale), status, startUrl);
  return new Response(body, {
    status: status.http ?? status.code,
    headers: {
      'Content-Type': 'text/xml; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extraHeaders,
    },
  });
}

/** Who was refused and why, for the shop owner; never the shared secret. */
function logRefusal(
  code: number,
  reason: string,
  setup: SetupRequest | null,
  failure: Record<string, unknown> = {},
): void {
  console.warn('[punchout] setup request refused', {
    code,
    reason,
    from: setup ? `${setup.from.domain}:${setup.from.identity}` : null,
    payloadId: setup?.payloadId ?? null,
    ...failure,
  });
}
