import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';
import type { JsonObject } from '../order/payment-types';

// What the browser may send to the Adyen actions. The Drop-in's `state.data` parts travel to
// Odoo as they are (Odoo passes them to Adyen), so they are checked for shape and size here, and
// anything that looks like an amount is refused: the amount is Odoo's, never the browser's.

/** Far above what the Drop-in sends (a card's encrypted fields are about 4 KB together). */
const MAX_STATE_DATA_BYTES = 16 * 1024;

/** Adyen's state data is shallow; deeper nesting is not the Drop-in's. */
const MAX_DEPTH = 8;

/** Keys that would carry money or its currency, at any depth. */
const MONEY_KEY = /amount|price|currency|total|discount/i;

/** Why a value is not acceptable state data, or null when it is. */
type StateDataProblem = 'notJson' | 'tooLarge' | 'tooDeep' | 'moneyKey';

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Walks a value: plain JSON only (no Date, Map, class instances, NaN), no money keys. */
function walk(value: unknown, depth: number): StateDataProblem | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'notJson';
  if (typeof value !== 'object') return 'notJson';
  if (depth > MAX_DEPTH) return 'tooDeep';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (!isPlainObject(value)) return 'notJson';
  for (const [key, child] of Object.entries(value)) {
    if (MONEY_KEY.test(key)) return 'moneyKey';
    const problem = walk(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function stateDataProblem(value: unknown): StateDataProblem | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'notJson';
  const problem = walk(value, 0);
  if (problem) return problem;
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  return bytes > MAX_STATE_DATA_BYTES ? 'tooLarge' : null;
}

/**
 * One JSON object of the Drop-in's state data; the issue's message names the problem.
 * `paymentMethod` must also name its type, as Adyen's Drop-in always does.
 */
function stateData(options: { typed?: boolean } = {}) {
  return z.custom<JsonObject>().superRefine((value, context) => {
    const problem = stateDataProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
    else if (options.typed && !(typeof value.type === 'string' && value.type.length > 0)) {
      context.addIssue({ code: 'custom', message: 'notJson' });
    }
  });
}

export const adyenSetupSchema = z.strictObject({ acquirerId: idSchema });

/** Strict objects: an extra top-level field (an `amount` beside the state data) is refused too. */
export const adyenPaySchema = z.strictObject({
  acquirerId: idSchema,
  paymentMethod: stateData({ typed: true }),
  // Only card payments carry browser data (for 3-D Secure); Odoo's argument is required.
  browserInfo: stateData()
    .optional()
    .transform((value) => value ?? {}),
});

/** `state.data` of the Drop-in's onAdditionalDetails (details, paymentData). */
export const adyenDetailsSchema = z.strictObject({
  acquirerId: idSchema,
  details: stateData(),
});
