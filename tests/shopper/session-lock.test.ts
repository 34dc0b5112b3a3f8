import { describe, expect, it, vi } from 'vitest';
import type { SharedRedis } from '@/lib/shopper/shared-redis.server';
import { withSessionLock } from '@/lib/shopper/session-queue.server';

/** The two commands the lock uses, as Redis answers them, shared by "every instance". */
function fakeRedis() {
  const values = new Map<string, string>();
  const client = {
    async set(key: string, value: string, options: { NX?: boolean }) {
      if (options.NX && values.has(key)) return null;
      values.set(key, value);
      return 'OK';
    },
    async eval(
      _script: string,
      { keys, arguments: args }: { keys: string[]; arguments: string[] },
    ) {
      if (values.get(keys[0]!) !== args[0]) return 0;
      values.delete(keys[0]!);
      return 1;
    },
  };
  return { values, redis: async () => client as unknown as SharedRedis };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the session lock shared by instances', () => {
  it('runs changes of one session one after the other, whichever instance they reach', async () => {
    const { values, redis } = fakeRedis();
    const log: string[] = [];
    const change = (name: string) => async () => {
      log.push(`${name} start`);
      await pause(30);
      log.push(`${name} end`);
      return name;
    };
    // Two instances: two calls that share nothing but Redis.
    const results = await Promise.all([
      withSessionLock('session-1', change('a'), redis),
      withSessionLock('session-1', change('b'), redis),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(values.size).toBe(0);
  });

  it('lets other sessions run at the same time', async () => {
    const { redis } = fakeRedis();
    const log: string[] = [];
    const change = (name: string) => async () => {
      log.push(`${name} start`);
      await pause(30);
      log.push(`${name} end`);
    };
    await Promise.all([
      withSessionLock('session-1', change('a'), redis),
      withSessionLock('session-2', change('b'), redis),
    ]);
    expect(log.slice(0, 2).sort()).toEqual(['a start', 'b start']);
  });

  it('releases the lock when the change fails, and never names the session in Redis', async () => {
    const { values, redis } = fakeRedis();
    let seen: string[] = [];
    const failing = withSessionLock(
      'secret-session-id',
      async () => {
        seen = [...values.keys()];
        throw new Error('Odoo refused');
      },
      redis,
    );
    await expect(failing).rejects.toThrow('Odoo refused');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('secret-session-id');
    expect(values.size).toBe(0);
  });

  it('runs the change unlocked when Redis cannot be reached', async () => {
    const unreachable = async (): Promise<SharedRedis> => {
      throw new Error('ECONNREFUSED');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(withSessionLock('s', async () => 'done', unreachable)).resolves.toBe('done');
  });
});
