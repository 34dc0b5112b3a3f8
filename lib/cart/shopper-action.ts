import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { z } from 'zod';
import type { Messages } from '@/lib/i18n/messages';
import { FALLBACK_ERROR_MESSAGE, isOdooError } from '@/lib/odoo/odoo-error';
import { ODOO_SESSION_COOKIE } from '@/lib/odoo/session-cookie';
import type { ActionResult } from './action-result';
import { CartError } from './cart-error';
import { MAX_ORDER_LINES, MAX_PROMO_LENGTH } from './cart-schemas';
import { MAX_CART_QUANTITY } from './quantity';
import { runInSessionQueue } from './session-queue';

// The frame of every cart and wishlist server action: parse the browser's input, run the work in
// the session's queue, and turn every failure into a text for the shopper. Nothing is thrown to
// the browser, and no session id or cookie ends up in the log.

export type CartActionMessage = keyof Messages['CartActions'];
export type Translate = (
  key: CartActionMessage,
  values?: Record<string, string | number>,
) => string;

/** For actions without input: whatever the browser sends is ignored. */
export const NO_INPUT = z.unknown();

/** An expected refusal whose (translated) message goes to the shopper as is; not logged. */
export class ShopperRefusal extends Error {
  override name = 'ShopperRefusal';
}

export async function runShopperAction<S extends z.ZodType, T>(
  operation: string,
  schema: S,
  input: unknown,
  task: (input: z.output<S>, translate: Translate) => Promise<T>,
): Promise<ActionResult<T>> {
  let translate: Translate;
  try {
    const t = await getTranslations('CartActions');
    translate = (key, values) => t(key, values);
  } catch (error) {
    logFailure(operation, error);
    return { ok: false, error: FALLBACK_ERROR_MESSAGE };
  }
  const parsed = schema.safeParse(input);
  // Invalid input never reaches Odoo (nor the queue).
  if (!parsed.success) return { ok: false, error: invalidInputMessage(parsed.error, translate) };
  try {
    const session = (await cookies()).get(ODOO_SESSION_COOKIE)?.value || null;
    const data = await runInSessionQueue(session, () => task(parsed.data, translate));
    return { ok: true, data };
  } catch (error) {
    return { ok: false, error: failureMessage(operation, error, translate) };
  }
}

function invalidInputMessage(error: z.ZodError, translate: Translate): string {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  if (issue?.code === 'too_big' && path.length === 1 && issue.origin === 'array') {
    return translate('tooManyLines', { max: MAX_ORDER_LINES });
  }
  if (path.includes('quantity')) return translate('invalidQuantity', { max: MAX_CART_QUANTITY });
  if (path.includes('promo')) return translate('invalidPromo', { max: MAX_PROMO_LENGTH });
  return translate('invalidInput');
}

function failureMessage(operation: string, error: unknown, translate: Translate): string {
  if (error instanceof ShopperRefusal) return error.message;
  if (error instanceof CartError) {
    return error.reason === 'not-in-cart'
      ? translate('productNotInCart')
      : translate('invalidQuantity', { max: MAX_CART_QUANTITY });
  }
  logFailure(operation, error);
  if (isOdooError(error)) {
    // Odoo's own texts (stock, unknown product, refused coupon) reach the shopper as Odoo wrote them.
    if (error.messages.length > 0) return error.message;
    if (error.kind === 'network' || error.kind === 'timeout') return translate('unavailable');
  }
  return translate('unexpected');
}

/** What went wrong, without the cause chain (it may hold request headers, i.e. the session). */
function logFailure(operation: string, error: unknown): void {
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
