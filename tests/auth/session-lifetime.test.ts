import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logInRoute } from '@/lib/auth/auth-routes.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import {
  forwardableOdooSession,
  sessionCookieLifetime,
  signedInShopper,
} from '@/lib/shopper/user-session.server';
import { loadUser } from '@/lib/user/user.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';

// A shared computer: without 'Remember me' the user cookie ended with the browser, but Odoo's
// session cookie stayed for 90 days and the next person got the customer's cart, name, address
// and prices. The session now lives as long as the user cookie, and is not used without it.

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 30_000 });

mockOdooPerFile();
const ORIGIN = 'http://localhost:3000';
const DAY = 60 * 60 * 24;
const consumer = { email: 'consumer@example.com', password: 'consumer123' };

async function logIn(remember: boolean) {
  const answer = await logInRoute(
    new Request(`${ORIGIN}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ locale: 'en', input: { ...consumer, remember } }),
    }),
  );
  expect(answer.status).toBe(200);
}

beforeEach(() => resetRateLimits());

describe('the Odoo session of a signed-in customer', () => {
  it('ends with the browser without Remember me, like the user cookie', async () => {
    await logIn(false);
    for (const name of ['session_id', 'signed_in_session', 'user']) {
      expect(cookieJar.stored(name)?.options.maxAge, name).toBeUndefined();
    }
    expect(cookieJar.stored('session_id')?.options).toMatchObject({ httpOnly: true, path: '/' });
    expect(cookieJar.stored('signed_in_session')?.options).toMatchObject({ httpOnly: true });
  });

  it('lives 30 days with Remember me, as long as the user cookie and not Odoo’s 90', async () => {
    await logIn(true);
    for (const name of ['session_id', 'signed_in_session', 'user']) {
      expect(cookieJar.stored(name)?.options.maxAge, name).toBe(30 * DAY);
    }
  });

  it('keeps that lifetime when Odoo sends its 90-day cookie again; a guest keeps Odoo’s', async () => {
    expect(await sessionCookieLifetime(90 * DAY)).toBe(90 * DAY);
    await logIn(false);
    expect(await sessionCookieLifetime(90 * DAY)).toBeUndefined();
    cookieJar.clear();
    await logIn(true);
    expect(await sessionCookieLifetime(90 * DAY)).toBeLessThanOrEqual(30 * DAY);
  });

  it('serves nothing personal once the user cookie is gone', async () => {
    await logIn(false);
    expect(await loadUser()).toMatchObject({ email: consumer.email });
    // The next person at the computer: the user cookie is gone, the session cookie is not.
    cookieJar.forget('user');
    expect(await signedInShopper()).toBeNull();
    expect(await forwardableOdooSession()).toBeNull();
    expect(await loadUser()).toBeNull();
  });

  it('still forwards a guest’s session (its cart), which carries no sign-in mark', async () => {
    cookieJar.seed('session_id', 'guest-session');
    expect(await forwardableOdooSession()).toBe('guest-session');
  });
});
