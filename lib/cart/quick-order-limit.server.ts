import 'server-only';
import { addressRule, MINUTE, type RateRule } from '@/lib/shopper/rate-rules.server';

/**
 * A quick order is what a bot would hammer to probe SKUs; a shopper sends a few lists, an office
 * behind one address a few dozen. Its SKUs to the cart and to a list count together.
 */
const QUICK_ORDER_LIMIT = { limit: 30, windowMs: 10 * MINUTE };

export function quickOrderRateRules(_input: unknown, address: string): RateRule[] {
  return [addressRule('quick-order', address, QUICK_ORDER_LIMIT)];
}
