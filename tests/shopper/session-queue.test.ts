import { describe, expect, it } from 'vitest';
import { queuedSessionCount, runInSessionQueue } from '@/lib/shopper/session-queue.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runInSessionQueue', () => {
  it('runs the tasks of one session one after the other, in call order', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      runInSessionQueue('s1', task('a')),
      runInSessionQueue('s1', task('b')),
      runInSessionQueue('s1', task('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets other sessions and session-less calls run alongside', async () => {
    const events: string[] = [];
    let release = () => {};
    const blocked = runInSessionQueue(
      's1',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await runInSessionQueue('s2', async () => events.push('s2'));
    await runInSessionQueue(null, async () => events.push('none'));
    expect(events).toEqual(['s2', 'none']);
    release();
    await blocked;
  });

  it('goes on after a failure and forgets drained sessions', async () => {
    const failed = runInSessionQueue('s1', async () => {
      throw new Error('Odoo said no');
    });
    const next = runInSessionQueue('s1', async () => 'still runs');
    await expect(failed).rejects.toThrow('Odoo said no');
    await expect(next).resolves.toBe('still runs');
    await tick();
    expect(queuedSessionCount()).toBe(0);
  });
});
