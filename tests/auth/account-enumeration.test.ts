import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logInRoute, registerRoute } from '@/lib/auth/auth-routes.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';

// What the probe tried: telling registered addresses from new ones by the registration's answer,
// and locking the owner out with ten wrong passwords from somewhere else.

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

const address = vi.hoisted(() => ({ next: [] as string[], fallback: '203.0.113.1' }));
vi.mock('@/lib/shopper/client-address.server', () => ({
  clientAddress: async () => address.next.shift() ?? address.fallback,
}));

vi.setConfig({ testTimeout: 60_000 });
// A hundred sign-ins at once queue behind one another in mock-odoo (each checks a password hash):
// on a busy runner the last ones would outlast the shop's 10 s Odoo timeout and answer 503, which
// is not what these tests are about.
vi.stubEnv('ODOO_TIMEOUT_MS', '60000');

const { odoo } = mockOdooPerFile();
const ORIGIN = 'http://localhost:3000';

function call(handler: (request: Request) => Promise<Response>, input: unknown) {
  return handler(
    new Request(`${ORIGIN}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ locale: 'en', input }),
    }),
  );
}

function registration(email: string, password = 'first-password') {
  return {
    email,
    companyName: 'Probe B.V.',
    password,
    confirmPassword: password,
    name: 'Pim Probe',
    vat: 'NL000099998B57',
    chamberOfCommerce: '87654321',
    agree: true,
  };
}

async function mailsTo(email: string): Promise<string[]> {
  const { rows } = await odoo().db.query<{ body: string }>(
    'SELECT body FROM mail_mail WHERE email_to = $1 ORDER BY id',
    [email],
  );
  return rows.map((row) => row.body);
}

beforeEach(() => {
  resetRateLimits();
  address.next = [];
  address.fallback = '203.0.113.1';
});

describe('registration', () => {
  it('answers a taken address exactly like a new one, and mails the owner instead', async () => {
    const email = `taken-${Date.now()}@example.com`;
    const first = await call(registerRoute, registration(email));
    const again = await call(registerRoute, registration(email, 'other-password'));

    expect(again.status).toBe(first.status);
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    // The owner hears of it by mail (Odoo's reset link), nobody else does.
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('/forgot-password/new-password?token=');
    // The second registration changed nothing: the owner's password still works.
    expect(
      (await call(logInRoute, { email, password: 'first-password', remember: false })).status,
    ).toBe(200);
  });

  it('answers the probe’s registered and new address with the same body, the email aside', async () => {
    const fresh = `fresh-${Date.now()}@example.com`;
    const known = await call(registerRoute, registration('consumer@example.com'));
    const created = await call(registerRoute, registration(fresh));
    expect(known.status).toBe(200);
    expect(created.status).toBe(200);
    const body = async (answer: Response, email: string) =>
      JSON.stringify(await answer.json()).replaceAll(email, '@');
    expect(await body(known, 'consumer@example.com')).toBe(await body(created, fresh));
  });
});

describe('sign-in lockout', () => {
  const consumer = { email: 'consumer@example.com', password: 'consumer123', remember: false };

  it('locks the guessing address out of the account, not the owner at another address', async () => {
    address.fallback = '198.51.100.7';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(422);
    }
    expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(429);
    expect((await call(logInRoute, consumer)).status).toBe(429);

    address.fallback = '192.0.2.44';
    expect((await call(logInRoute, consumer)).status).toBe(200);
  });

  // The account-wide ceiling bounds a guess spread over many addresses, and never keeps the
  // owner out: over it, every address gets one attempt per window.
  it('bounds a guess from many addresses without locking the owner out', async () => {
    // 100 wrong passwords, ten from each of ten addresses: no address is over its own limit.
    address.next = Array.from({ length: 100 }, (_, index) => `198.51.100.${index % 10}`);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(logInRoute, { ...consumer, password: 'nope' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(422));

    // The guessing addresses get no more; a new one gets a single guess.
    address.fallback = '198.51.100.3';
    expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(429);
    address.fallback = '203.0.113.50';
    expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(422);
    const refused = await call(logInRoute, { ...consumer, password: 'nope' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

    // The owner, from their own address, signs in.
    address.fallback = '192.0.2.45';
    expect((await call(logInRoute, consumer)).status).toBe(200);
  });
});
