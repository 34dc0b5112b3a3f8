import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import {
  FALLBACK_ERROR_MESSAGE,
  isOdooError,
  isOdooUnreachable,
} from '@/lib/odoo/odoo-error.server';
import { ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';
import type { ActionResult } from './action-result';
import { clientAddress } from './client-address.server';
import { odooRefusalText } from './odoo-refusal.server';
import { addressRule, MINUTE, refusedByRateRules, type RateRule } from './rate-rules.server';
import { runInSessionQueue } from './session-queue.server';
import type { UserCookie } from './user-cookie';
import { translator, type Translate } from './translate.server';
import { signedInShopper } from './user-session.server';

// The frame of every shopper-facing server action: parse the browser's input, check who may call
// it, run the work in the session's queue, and turn every failure into a text for the shopper.
// Nothing is thrown to the browser, and no session id or cookie ends up in the log.

/**
 * Who may call an action: anybody with a browser, only a verified signed-in customer, or only a
 * punch-out buyer. A punch-out buyer is signed in but not 'signed-in' here: their session is
 * catalogue, cart (their company's lists into it) and transfer only (no checkout, payment or
 * account), whatever the page offered.
 */
export type Access = 'anyone' | 'signed-in' | 'punchout';

/** Message namespaces of the domains' actions (each also has the shared ShopperActions texts). */
export type ActionMessages =
  | 'CartActions'
  | 'WishlistActions'
  | 'AccountActions'
  | 'CheckoutActions'
  | 'PaymentActions'
  | 'AdyenActions'
  | 'Company'
  | 'Invitation'
  | 'OrderAgain'
  | 'RequisitionLists'
  | 'Approvals';

export interface ActionContext<N extends ActionMessages> {
  translate: Translate<N>;
  /** The verified shopper for 'signed-in' and 'punchout' actions; null for 'anyone' actions. */
  shopper: UserCookie | null;
}

/** For actions without input: whatever the browser sends is ignored. */
export const NO_INPUT = z.unknown();

/** An expected refusal whose (translated) message goes to the shopper as is; not logged. */
export class ShopperRefusal extends Error {
  override name = 'ShopperRefusal';
}

export interface ShopperActionDefinition<
  S extends z.ZodType,
  T,
  N extends ActionMessages,
  A extends Access,
> {
  /** Named in the log when the action fails. */
  name: string;
  input: S;
  access: A;
  messages: N;
  /**
   * Counted after the input is valid and before any work; one over its limit answers the shared
   * 'too many attempts' text. Keys are global: prefix them with the action. Without them the
   * action counts against ACTION_CEILING.
   */
  rateLimits?: (input: z.output<S>, clientAddress: string) => RateRule[];
  /**
   * The action puts something in the cart: without an Odoo session it starts a new one and a
   * draft order with it, which also counts against NEW_CART_LIMIT.
   */
  startsCart?: boolean;
  /** The domain's text for input the schema refused; undefined gives the generic one. */
  describeInvalidInput?: (issue: z.core.$ZodIssue, translate: Translate<N>) => string | undefined;
  /** The domain's text for one of its own errors; undefined treats it as unexpected. */
  describeError?: (error: unknown, translate: Translate<N>) => string | undefined;
  /**
   * For actions that change something in Odoo: the text for a change Odoo did not answer in time
   * (a timeout, a gateway's 504). It may still have been applied, so the answer says so
   * (ActionResult's outcomeUnknown) and the browser reloads instead of rolling back.
   */
  describeUnanswered?: (translate: Translate<N>) => string;
  run: (
    input: z.output<S>,
    context: A extends 'anyone' ? ActionContext<N> : ActionContext<N> & { shopper: UserCookie },
  ) => Promise<T>;
}

/**
 * Per address and action, for every action without stricter rules of its own: a bot posting to
 * the cart, wishlist or address forms would fill Odoo with draft orders and rows. A shopper, or an
 * office behind one address, stays far below ten a second.
 */
export const ACTION_CEILING = { limit: 600, windowMs: MINUTE };

/**
 * Per address, carts started by requests without a session: each is a draft order in Odoo. A
 * browser keeps its cookie and starts one; a script that drops it would start one per request.
 * An office behind one address starts a few a minute.
 */
export const NEW_CART_LIMIT = { limit: 30, windowMs: MINUTE };

export function shopperAction<S extends z.ZodType, T, N extends ActionMessages, A extends Access>(
  definition: ShopperActionDefinition<S, T, N, A>,
): (input?: unknown) => Promise<ActionResult<T>> {
  return async (input) => {
    let translate: Translate<N>;
    let shared: Translate<'ShopperActions'>;
    try {
      translate = await translator(definition.messages);
      shared = await translator('ShopperActions');
    } catch (error) {
      logFailure(definition.name, error);
      return { ok: false, error: FALLBACK_ERROR_MESSAGE };
    }
    const parsed = definition.input.safeParse(input);
    // Invalid input never reaches Odoo (nor the queue).
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const text = issue && definition.describeInvalidInput?.(issue, translate);
      return { ok: false, error: text || invalidInputText(parsed.error, shared) };
    }
    const address = await clientAddress();
    const session = (await cookies()).get(ODOO_SESSION_COOKIE)?.value || null;
    const refused = await refusedByRateRules([
      ...(definition.rateLimits?.(parsed.data, address) ?? [
        addressRule(`action:${definition.name}`, address, ACTION_CEILING),
      ]),
      ...(definition.startsCart && !session
        ? [addressRule('cart:new', address, NEW_CART_LIMIT)]
        : []),
    ]);
    if (refused) {
      return {
        ok: false,
        error: shared('tooManyRequests', { seconds: refused.retryAfterSeconds }),
      };
    }
    try {
      // Only signed-in and punch-out actions need the cookie checked; the cart's hot path skips it.
      const shopper = definition.access === 'anyone' ? null : await signedInShopper();
      if (definition.access === 'signed-in' && !shopper) {
        return { ok: false, error: shared('signInRequired') };
      }
      if (definition.access === 'signed-in' && shopper?.punchout) {
        return { ok: false, error: shared('notInPunchout') };
      }
      if (definition.access === 'punchout' && !shopper?.punchout) {
        return { ok: false, error: shared('punchoutOnly') };
      }
      const context = { translate, shopper } as Parameters<typeof definition.run>[1];
      const data = await runInSessionQueue(session, () => definition.run(parsed.data, context));
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ShopperRefusal) return { ok: false, error: error.message };
      if (definition.describeUnanswered && isUnanswered(error)) {
        logFailure(definition.name, error);
        return { ok: false, error: definition.describeUnanswered(translate), outcomeUnknown: true };
      }
      const text = definition.describeError?.(error, translate);
      if (text) return { ok: false, error: text };
      // Odoo's refusal (a wrong password, an unknown product), in the shop's words: an answer,
      // not a failure of the shop, so not logged.
      const refusal = await odooRefusalText(error);
      if (refusal) return { ok: false, error: refusal };
      logFailure(definition.name, error);
      return { ok: false, error: failureMessage(error, shared) };
    }
  };
}

/**
 * The schemas are strict: a field the form does not have (a price, a partner id) is refused by
 * name rather than dropped, so a caller learns the request was not taken as sent.
 */
export function invalidInputText(error: z.ZodError, shared: Translate<'ShopperActions'>): string {
  const unknown = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys : [],
  );
  if (unknown.length === 0) return shared('invalidInput');
  // Keys come from the request: only a few, and only characters a field name has.
  const fields = [...new Set(unknown)]
    .slice(0, 5)
    .map((key) => key.replace(/[^\w.-]/g, '').slice(0, 40))
    .join(', ');
  return shared('unknownFields', { fields });
}

function isUnanswered(error: unknown): boolean {
  return (
    isOdooError(error) &&
    (error.kind === 'timeout' || (error.kind === 'http' && error.status === 504))
  );
}

function failureMessage(error: unknown, shared: Translate<'ShopperActions'>): string {
  // Odoo's server, database and GraphQL texts only reach the log.
  // Odoo is down or hanging: Odoo still holds the cart, so nothing is lost; a change that timed
  // out may still have been applied, which the next load of the cart shows.
  if (isOdooUnreachable(error)) return shared('unavailable');
  return shared('unexpected');
}

/** What went wrong, without the cause chain (it may hold request headers, i.e. the session). */
export function logFailure(operation: string, error: unknown): void {
  if (isOdooError(error)) {
    console.error(`[shopper-action] ${operation} failed`, {
      kind: error.kind,
      status: error.status,
      operationName: error.operationName,
      messages: error.messages,
    });
    return;
  }
  console.error(`[shopper-action] ${operation} failed`, {
    name: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
  });
}
