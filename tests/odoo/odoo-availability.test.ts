import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRESH_MS, RECHECK_MS } from '@/lib/odoo/availability-timing';
import { createOdooAvailability, probeOdoo } from '@/lib/odoo/odoo-availability.server';
import { startTestOdoo } from '@/tests/mock-odoo/harness';

// The outage check proxy.ts runs before a shopper's dynamic page. A fake clock and a probe the
// test answers by hand, so nothing here depends on how fast the machine is.

/** `hangingWait`: a request while Odoo is down waits for the probe as long as it takes. */
function setup({ hangingWait = false } = {}) {
  let clock = 0;
  const answers: ((up: boolean) => void)[] = [];
  const probe = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answers.push(resolve);
      }),
  );
  // By default the wait for a probe while down is over at once: the probe goes on behind it.
  const wait = () => (hangingWait ? new Promise<void>(() => undefined) : Promise.resolve());
  const availability = createOdooAvailability({ now: () => clock, probe, wait });
  return {
    availability,
    probe,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Answers the oldest probe still waiting. */
    answer: async (up: boolean) => {
      answers.shift()?.(up);
      // Let the probe's promise chain settle before the test looks again.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('Odoo availability', () => {
  it('asks Odoo once when it knows nothing, then trusts the answer for a while', async () => {
    const { availability, probe, advance, answer } = setup();
    const first = availability.isAvailable();
    const second = availability.isAvailable();
    expect(probe).toHaveBeenCalledTimes(1);
    await answer(true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    advance(FRESH_MS - 1);
    await expect(availability.isAvailable()).resolves.toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('costs nothing while calls keep succeeding', async () => {
    const { availability, probe, advance } = setup();
    for (let step = 0; step < 10; step += 1) {
      availability.reportReachable();
      advance(FRESH_MS / 2);
      await expect(availability.isAvailable()).resolves.toBe(true);
    }
    expect(probe).not.toHaveBeenCalled();
  });

  it('probes again once the last success is old', async () => {
    const { availability, probe, advance, answer } = setup();
    availability.reportReachable();
    advance(FRESH_MS);
    const check = availability.isAvailable();
    expect(probe).toHaveBeenCalledTimes(1);
    await answer(false);
    await expect(check).resolves.toBe(false);
  });

  it('knows Odoo is down only from a probe, and says so without asking again', async () => {
    const { availability, probe, answer } = setup();
    availability.reportUnreachable();
    expect(availability.knownDown()).toBe(false);
    const check = availability.isAvailable();
    await answer(false);
    await expect(check).resolves.toBe(false);
    expect(availability.knownDown()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    availability.reportReachable();
    expect(availability.knownDown()).toBe(false);
  });

  it('lets a probe decide after a failed call instead of calling it an outage', async () => {
    const { availability, probe, answer } = setup();
    availability.reportReachable();
    availability.reportUnreachable();
    const check = availability.isAvailable();
    expect(probe).toHaveBeenCalledTimes(1);
    await answer(true);
    await expect(check).resolves.toBe(true);
  });

  it('notices at once that Odoo is back when the probe answers quickly', async () => {
    const { availability, probe, advance, answer } = setup({ hangingWait: true });
    const first = availability.isAvailable();
    await answer(false);
    await expect(first).resolves.toBe(false);
    advance(RECHECK_MS);
    const check = availability.isAvailable();
    expect(probe).toHaveBeenCalledTimes(2);
    await answer(true);
    await expect(check).resolves.toBe(true);
  });

  it('while down answers without waiting for a hanging probe, which goes on behind', async () => {
    const { availability, probe, advance, answer } = setup();
    const check = availability.isAvailable();
    await answer(false);
    await expect(check).resolves.toBe(false);
    // Within the recheck interval: no new probe.
    advance(RECHECK_MS - 1);
    await expect(availability.isAvailable()).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    // After it: still 'down' at once, and one probe behind the scenes.
    advance(1);
    await expect(availability.isAvailable()).resolves.toBe(false);
    await expect(availability.isAvailable()).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
    await answer(true);
    await expect(availability.isAvailable()).resolves.toBe(true);
  });

  it('recovers at once when any call succeeds, and failures do not postpone the recheck', async () => {
    const { availability, probe, advance, answer } = setup();
    const check = availability.isAvailable();
    await answer(false);
    await check;
    advance(RECHECK_MS);
    availability.reportUnreachable();
    await expect(availability.isAvailable()).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
    availability.reportReachable();
    await expect(availability.isAvailable()).resolves.toBe(true);
  });

  it('does not let a probe overrule a call that finished after it started', async () => {
    const { availability, advance, answer } = setup();
    const check = availability.isAvailable();
    advance(10);
    availability.reportReachable();
    await answer(false);
    await expect(check).resolves.toBe(true);
    await expect(availability.isAvailable()).resolves.toBe(true);
  });

  it('lets the probe decide when a call failed while it was asking', async () => {
    const { availability, advance, answer } = setup();
    const check = availability.isAvailable();
    advance(10);
    availability.reportReachable();
    availability.reportUnreachable();
    await answer(true);
    await expect(check).resolves.toBe(true);
  });

  it('counts a probe that throws as down', async () => {
    const availability = createOdooAvailability({
      now: () => 0,
      probe: () => Promise.reject(new Error('boom')),
      wait: () => Promise.resolve(),
    });
    await expect(availability.isAvailable()).resolves.toBe(false);
  });
});

describe('the probe against mock-odoo', () => {
  let odoo: Awaited<ReturnType<typeof startTestOdoo>>;
  const setFaults = (faults: Record<string, unknown>) =>
    fetch(`${odoo.url}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: false, delayMs: 0, ...faults }),
    });

  beforeAll(async () => {
    odoo = await startTestOdoo();
    process.env.ODOO_URL = odoo.url;
  }, 120_000);

  afterAll(async () => {
    await setFaults({});
    delete process.env.ODOO_TIMEOUT_MS;
    await odoo?.stop();
  });

  it('finds Odoo there, gone and hanging', async () => {
    await expect(probeOdoo()).resolves.toBe(true);
    await setFaults({ down: true });
    await expect(probeOdoo()).resolves.toBe(false);
    // Hanging: slower than one call may take.
    process.env.ODOO_TIMEOUT_MS = '200';
    await setFaults({ down: false, delayMs: 5_000 });
    await expect(probeOdoo()).resolves.toBe(false);
    await setFaults({});
    await expect(probeOdoo()).resolves.toBe(true);
  });
});
