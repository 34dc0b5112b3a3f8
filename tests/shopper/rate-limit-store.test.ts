import { describe, expect, it } from 'vitest';
import {
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '@/lib/shopper/rate-limit.server';
import type { SharedRedis } from '@/lib/shopper/shared-redis.server';

/** INCR, PEXPIRE NX and PTTL in one MULTI, as Redis runs them, on a clock the test moves. */
function fakeRedis(clock: { now: number }) {
  const counters = new Map<string, { count: number; expiresAt: number | null }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry?.expiresAt !== null && entry && entry.expiresAt <= clock.now) counters.delete(key);
    return counters.get(key);
  };
  const client = {
    multi() {
      const steps: (() => number)[] = [];
      const chain = {
        incr(key: string) {
          steps.push(() => {
            const entry = live(key) ?? { count: 0, expiresAt: null };
            entry.count += 1;
            counters.set(key, entry);
            return entry.count;
          });
          return chain;
        },
        pExpire(key: string, ms: number, mode: 'NX') {
          steps.push(() => {
            const entry = live(key);
            if (!entry || (mode === 'NX' && entry.expiresAt !== null)) return 0;
            entry.expiresAt = clock.now + ms;
            return 1;
          });
          return chain;
        },
        pTTL(key: string) {
          steps.push(() => {
            const entry = live(key);
            return entry?.expiresAt ? entry.expiresAt - clock.now : -2;
          });
          return chain;
        },
        async exec() {
          return steps.map((step) => step());
        },
      };
      return chain;
    },
    async del(key: string) {
      counters.delete(key);
      return 1;
    },
  };
  return { counters, redis: async () => client as unknown as SharedRedis };
}

async function countThree(store: RateLimitStore, clock: { now: number }) {
  const counts = [];
  for (let i = 0; i < 3; i += 1)
    counts.push(await store.increment('login:a@example.com', 60_000, clock.now));
  return counts;
}

describe('rate limit stores', () => {
  it('count a window the same way in memory and in Redis', async () => {
    const clock = { now: 1_000_000 };
    const { counters, redis } = fakeRedis(clock);
    for (const store of [memoryRateLimitStore(), redisRateLimitStore(redis)]) {
      expect(await countThree(store, clock)).toEqual([
        { count: 1, remainingMs: 60_000 },
        { count: 2, remainingMs: 60_000 },
        { count: 3, remainingMs: 60_000 },
      ]);
      clock.now += 60_000;
      expect(await store.increment('login:a@example.com', 60_000, clock.now)).toEqual({
        count: 1,
        remainingMs: 60_000,
      });
      await store.forget('login:a@example.com');
      expect((await store.increment('login:a@example.com', 60_000, clock.now)).count).toBe(1);
    }
    // Keys name e-mail addresses: Redis sees only their hashes.
    expect([...counters.keys()].join()).not.toContain('example.com');
  });
});
