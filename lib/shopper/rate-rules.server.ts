import 'server-only';
import { takeAttempt, type RateLimit } from './rate-limit.server';

// What actions and endpoints declare: which counters a request counts against. Only
// takeAttempt is used, so a shared store (Redis) behind it limits across instances too.

export interface RateRule {
  /** Global across the shop: prefix it with the action or endpoint. */
  key: string;
  rule: RateLimit;
  /**
   * For a ceiling every client shares (an account's failures from all addresses): over it, a
   * client still gets one attempt per window, counted under this key of its own. Others' failures
   * never lock the owner out, and an account under attack gets one guess per address and window.
   */
  oncePerClient?: string;
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
  for (const { key, rule, oncePerClient } of rules) {
    const decision = await takeAttempt(key, rule);
    if (decision.allowed) continue;
    if (oncePerClient) {
      const spared = await takeAttempt(oncePerClient, { limit: 1, windowMs: rule.windowMs });
      if (spared.allowed) continue;
    }
    return { retryAfterSeconds: decision.retryAfterSeconds };
  }
  return null;
}
