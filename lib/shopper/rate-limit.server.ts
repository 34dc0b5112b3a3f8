import 'server-only';

// Fixed windows counted in this process. Enough for one instance; several instances behind a load
// balancer each count their own share (a shared store is the deployment's job, see docs).

interface Window {
  startedAt: number;
  count: number;
}

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windows = new Map<string, Window>();
const MAX_TRACKED_KEYS = 50_000;

/** Counts one attempt for `key`; refused while the key is over its limit in the window. */
export function takeAttempt(key: string, rule: RateLimit, now = Date.now()): RateDecision {
  let window = windows.get(key);
  if (!window || now - window.startedAt >= rule.windowMs) {
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
  }
  window.count += 1;
  if (windows.size > MAX_TRACKED_KEYS) forgetExpired(rule.windowMs, now);
  if (window.count <= rule.limit) return { allowed: true };
  const retryAfterMs = window.startedAt + rule.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** A success that should not count against the shopper (a correct password). */
export function forgetAttempts(key: string): void {
  windows.delete(key);
}

/** Tests start from a clean slate. */
export function resetRateLimits(): void {
  windows.clear();
}

function forgetExpired(windowMs: number, now: number): void {
  for (const [key, window] of windows) {
    if (now - window.startedAt >= windowMs) windows.delete(key);
  }
}
