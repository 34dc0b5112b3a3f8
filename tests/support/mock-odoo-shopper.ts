import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { clearOdooCapabilities } from '@/lib/odoo/capabilities.server';
import { ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';
import { faultsFromEnv } from '@/mock-odoo/src/faults';
import type { Profile } from '@/mock-odoo/src/profile';
import { startMockOdoo, type RunningMockOdoo } from '@/mock-odoo/src/start';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';

// Server actions against a real in-memory mock-odoo over HTTP. The fake next/headers jar is the
// shopper's browser (mocked for every file in tests/setup); test files still call
// vi.mock('next-intl/server') themselves (hoisting).

export interface SellableVariant {
  id: number;
  sku: string;
}

/**
 * Starts one mock-odoo for the file; every test begins as a new browser without a session.
 * `delayMs` makes every answer slow, as a real Odoo is, so parallel requests really overlap;
 * `profile: 'stock'` plays a stock Odoo 15 without our modules.
 */
export function mockOdooPerFile(options: { delayMs?: number; profile?: Profile } = {}): {
  odoo: () => RunningMockOdoo;
} {
  let odoo: RunningMockOdoo | undefined;
  beforeAll(async () => {
    const faults = faultsFromEnv(process.env);
    odoo = await startMockOdoo({
      database: 'memory',
      seedImage: inject('mockOdooSeedImage'),
      port: 0,
      // English website: the actions pass Odoo's English source texts through to the shopper.
      websiteLang: 'en_US',
      faults: { ...faults, delayMs: Math.max(faults.delayMs, options.delayMs ?? 0) },
      profile: options.profile,
    });
    process.env.ODOO_URL = odoo.url;
    clearOdooCapabilities();
  }, 120_000);
  afterAll(async () => {
    await odoo?.stop();
  });
  beforeEach(() => {
    cookieJar.clear();
    requestHeaders.set('host', 'localhost:3000');
    requestHeaders.delete('x-forwarded-proto');
    delete process.env.CART_SIZE_COUNT;
  });
  return {
    odoo: () => {
      if (!odoo) throw new Error('mock-odoo is not started yet');
      return odoo;
    },
  };
}

/** Published, sellable variants with plenty of stock and an internal reference, from the seed. */
export async function sellableVariants(
  odoo: RunningMockOdoo,
  count: number,
): Promise<SellableVariant[]> {
  const { rows } = await odoo.db.query<SellableVariant>(
    `SELECT p.id, p.default_code AS sku FROM product_product p
       JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published AND t.sale_ok AND p.qty_available >= 100
        AND p.default_code IS NOT NULL
      ORDER BY p.id LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`the seed has only ${rows.length} sellable variants`);
  return rows;
}

/** The browser's Odoo session cookie, to come back to this shopper later. */
export function currentSession(): string {
  const session = cookieJar.get(ODOO_SESSION_COOKIE)?.value;
  if (!session) throw new Error('this shopper has no Odoo session yet');
  return session;
}

/** Becomes another browser: only that shopper's session cookie. */
export function switchToSession(session: string | null): void {
  cookieJar.clear();
  if (session) cookieJar.seed(ODOO_SESSION_COOKIE, session);
}

export function cookieValue(name: string): string | undefined {
  return cookieJar.stored(name)?.value;
}
