import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { DEFAULT_LOCALE, ENABLED_LOCALES, type Locale } from '@/lib/i18n/locales';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import { isOdooUnreachable } from '@/lib/odoo/odoo-error.server';
import { readLimitedText } from './limited-body.server';
import { clientAddress } from './client-address.server';
import { odooRefusalText } from './odoo-refusal.server';
import { refusedByRateRules, type RateRule } from './rate-rules.server';
import { invalidInputText, logFailure, ShopperRefusal } from './shopper-action.server';
import type { UserCookie } from './user-cookie';
import { translator, type Translate } from './translate.server';
import { signedInShopper } from './user-session.server';

// The frame of the shop's JSON endpoints that anonymous visitors (and bots) can reach: sign-in,
// registration, password reset, newsletter. Unlike a server action, an endpoint can answer with
// HTTP's own words (400, 403, 413, 429 with Retry-After), which is what rate limiting needs.
// Same contract otherwise: parsed input, the caller's right checked, a translated text for every
// failure, nothing internal in the answer or the log.

const MAX_BODY_BYTES = 16 * 1024;
const MAX_QUERY_BYTES = 2048;

export type RouteMessages = 'AuthMessages';

export interface RouteContext<N extends RouteMessages> {
  locale: Locale;
  translate: Translate<N>;
  shopper: UserCookie | null;
  /** The client address the rate limits counted (clientAddress()). */
  address: string;
}

export interface ShopperRouteDefinition<S extends z.ZodType, T, N extends RouteMessages> {
  name: string;
  input: S;
  access: 'anyone' | 'signed-in';
  messages: N;
  /** Counted before the work; any key over its limit answers 429. Keys are global: prefix them. */
  rateLimits?: (input: z.output<S>, clientAddress: string) => RateRule[];
  /**
   * Every answer takes at least this long, so a fast "unknown account" cannot be told apart from
   * a slower password check.
   */
  minimumDurationMs?: number;
  /** The domain's text for one of Odoo's refusals (e.g. a used token); undefined passes it on. */
  describeError?: (error: unknown, translate: Translate<N>) => string | undefined;
  run: (input: z.output<S>, context: RouteContext<N>) => Promise<T>;
}

const envelope = z.strictObject({
  locale: z.enum(ENABLED_LOCALES as [Locale, ...Locale[]]).default(DEFAULT_LOCALE),
  input: z.unknown(),
});

export function shopperRoute<S extends z.ZodType, T, N extends RouteMessages>(
  definition: ShopperRouteDefinition<S, T, N>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const started = Date.now();
    const answer = await handle(definition, request);
    const wait = (definition.minimumDurationMs ?? 0) - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return answer;
  };
}

async function handle<S extends z.ZodType, T, N extends RouteMessages>(
  definition: ShopperRouteDefinition<S, T, N>,
  request: Request,
): Promise<Response> {
  // Browsers send Origin with every POST; a page elsewhere must not act for the shopper.
  if (!(await sameOrigin(request))) return json(403, { ok: false, error: 'forbidden' });
  // The input travels in the body; a long query string is not a form.
  if (new URL(request.url).search.length > MAX_QUERY_BYTES) {
    return json(414, { ok: false, error: 'query too long' });
  }
  const body = await readJson(request);
  if (body === TOO_LARGE) return json(413, { ok: false, error: 'too large' });
  if (body === MALFORMED) {
    const shared = await translator('ShopperActions', DEFAULT_LOCALE);
    return json(400, { ok: false, error: shared('invalidInput') });
  }
  const parsedEnvelope = envelope.safeParse(body);
  const locale = parsedEnvelope.success ? parsedEnvelope.data.locale : DEFAULT_LOCALE;
  const translate = await translator(definition.messages, locale);
  const shared = await translator('ShopperActions', locale);
  const parsed = definition.input.safeParse(
    parsedEnvelope.success ? parsedEnvelope.data.input : undefined,
  );
  if (!parsedEnvelope.success && parsedEnvelope.error.issues.some(isUnknownKey)) {
    return json(400, { ok: false, error: invalidInputText(parsedEnvelope.error, shared) });
  }
  if (!parsed.success) {
    return json(400, { ok: false, error: invalidInputText(parsed.error, shared) });
  }

  const address = await clientAddress();
  const refused = await refusedByRateRules(definition.rateLimits?.(parsed.data, address) ?? []);
  if (refused) {
    const seconds = refused.retryAfterSeconds;
    return json(
      429,
      { ok: false, error: shared('tooManyRequests', { seconds }) },
      { 'Retry-After': String(seconds) },
    );
  }
  try {
    const shopper = await signedInShopper();
    if (definition.access === 'signed-in' && !shopper) {
      return json(401, { ok: false, error: shared('signInRequired') });
    }
    // A punch-out buyer: catalogue, cart and transfer only (shopper-action.server.ts, Access).
    if (definition.access === 'signed-in' && shopper?.punchout) {
      return json(403, { ok: false, error: shared('notInPunchout') });
    }
    const data = await definition.run(parsed.data, { locale, translate, shopper, address });
    return json(200, { ok: true, data });
  } catch (error) {
    if (error instanceof ShopperRefusal) return json(422, { ok: false, error: error.message });
    const text = definition.describeError?.(error, translate);
    if (text) return json(422, { ok: false, error: text });
    // Odoo's refusal ('Wrong email or password.'), in the shop's words and the shopper's
    // language: an answer, not a failure of the shop, so not logged.
    const refusal = await odooRefusalText(error, locale);
    if (refusal) return json(422, { ok: false, error: refusal });
    logFailure(definition.name, error);
    if (isOdooUnreachable(error)) {
      return json(
        503,
        { ok: false, error: shared('unavailable') },
        { 'Retry-After': String(ODOO_RETRY_AFTER_SECONDS) },
      );
    }
    return json(502, { ok: false, error: shared('unexpected') });
  }
}

const isUnknownKey = (issue: z.core.$ZodIssue) => issue.code === 'unrecognized_keys';

const TOO_LARGE = Symbol('too large');
/** Not JSON at all: answered before any schema runs (a schema's refinements expect an object). */
const MALFORMED = Symbol('malformed');

async function readJson(request: Request): Promise<unknown> {
  const text = await readLimitedText(request, MAX_BODY_BYTES).catch(() => '');
  if (text === null) return TOO_LARGE;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

/** Browsers send Origin with every POST: one from another site is not the shopper's own. */
export async function sameOrigin(request: Request): Promise<boolean> {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === (await headers()).get('host');
  } catch {
    return false;
  }
}

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', ...extra },
  });
}
