import 'server-only';
import { createHash } from 'node:crypto';
import { redisConfigured, sharedRedis, type SharedRedis } from './shared-redis.server';

// Fixed windows per key. The counts live in this process's memory, or in Redis when REDIS_URL is
// set, so that several instances behind a load balancer do not multiply a limit.

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A window's count after this attempt, and how long the window has left. */
export interface WindowCount {
  count: number;
  remainingMs: number;
}

export interface RateLimitStore {
  /** Counts one attempt in the key's current window (opening one when none is open). */
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
  forget(key: string): Promise<void>;
}

const MAX_TRACKED_KEYS = 50_000;

/** Windows counted in this process. */
export function memoryRateLimitStore(): RateLimitStore & { clear(): void } {
  const windows = new Map<string, { startedAt: number; count: number; windowMs: number }>();
  const forgetExpired = (now: number) => {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= window.windowMs) windows.delete(key);
    }
  };
  return {
    async increment(key, windowMs, now) {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= window.windowMs) {
        window = { startedAt: now, count: 0, windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (windows.size > MAX_TRACKED_KEYS) forgetExpired(now);
      return { count: window.count, remainingMs: window.startedAt + window.windowMs - now };
    },
    async forget(key) {
      windows.delete(key);
    },
    clear: () => windows.clear(),
  };
}

/**
 * Windows counted in Redis, shared by every instance. Keys are hashed: they name e-mail addresses
 * and client addresses, which need not be readable to whoever can read the cache.
 */
export function redisRateLimitStore(redis: () => Promise<SharedRedis>): RateLimitStore {
  const name = (key: string) => `shop:rate:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async increment(key, windowMs) {
      const counter = name(key);
      const [count, , ttl] = await (
        await redis()
      )
        .multi()
        .incr(counter)
        .pExpire(counter, windowMs, 'NX')
        .pTTL(counter)
        .exec();
      return { count: Number(count), remainingMs: Math.max(0, Number(ttl)) };
    },
    async forget(key) {
      await (await redis()).del(name(key));
    },
  };
}

const memoryStore = memoryRateLimitStore();
const redisStore = redisRateLimitStore(sharedRedis);

function store(): RateLimitStore {
  return redisConfigured() ? redisStore : memoryStore;
}

/**
 * Counts one attempt for `key`; refused while the key is over its limit in the window. While the
 * shared store cannot be reached, this process counts alone: limits loosen, nothing breaks.
 */
export async function takeAttempt(
  key: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<RateDecision> {
  const { count, remainingMs } = await withFallback((chosen) =>
    chosen.increment(key, rule.windowMs, now),
  );
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** A success that should not count against the shopper (a correct password). */
export function forgetAttempts(key: string): Promise<void> {
  return withFallback((chosen) => chosen.forget(key));
}

async function withFallback<T>(operation: (chosen: RateLimitStore) => Promise<T>): Promise<T> {
  const chosen = store();
  if (chosen === memoryStore) return operation(memoryStore);
  try {
    return await operation(chosen);
  } catch (error) {
    console.error(`[rate-limit] shared store unavailable: ${(error as Error).message}`);
    return operation(memoryStore);
  }
}

/** Tests start from a clean slate. */
export function resetRateLimits(): void {
  memoryStore.clear();
}
