import 'server-only';
import { takeAttempt, type RateLimit } from './rate-limit.server';

// What actions and endpoints declare: which counters a request counts against. Only
// takeAttempt is used, so a shared store (Redis) behind it limits across instances too.

export interface RateRule {
  /** Global across the shop: prefix it with the action or endpoint. */
  key: string;
  rule: RateLimit;
}

export const MINUTE = 60_000;

/** The counter of one client address for the named action or endpoint. */
export function addressRule(name: string, address: string, rule: RateLimit): RateRule {
  return { key: `${name}:address:${address}`, rule };
}

/**
 * Counts the request against each rule in turn; the first one over its limit ends the count and
 * says how long to wait. Null: within every limit.
 */
export async function refusedByRateRules(
  rules: readonly RateRule[],
): Promise<{ retryAfterSeconds: number } | null> {
  for (const { key, rule } of rules) {
    const decision = await takeAttempt(key, rule);
    if (!decision.allowed) return { retryAfterSeconds: decision.retryAfterSeconds };
  }
  return null;
}
