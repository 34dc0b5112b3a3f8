import 'server-only';

// Fixed windows per key. The counts live in a store: this process's memory by default, or a store
// shared by every instance (Redis, see lib/cache) once one is installed with useRateLimitStore, so
// several instances behind a load balancer do not multiply a limit.

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

const memoryStore = memoryRateLimitStore();
let store: RateLimitStore = memoryStore;

/** Installs the shared store (called once at startup when one is configured). */
export function useRateLimitStore(shared: RateLimitStore): void {
  store = shared;
}

/** Counts one attempt for `key`; refused while the key is over its limit in the window. */
export async function takeAttempt(
  key: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<RateDecision> {
  const { count, remainingMs } = await store.increment(key, rule.windowMs, now);
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** A success that should not count against the shopper (a correct password). */
export function forgetAttempts(key: string): Promise<void> {
  return store.forget(key);
}

/** Tests start from a clean slate. */
export function resetRateLimits(): void {
  memoryStore.clear();
  store = memoryStore;
}
