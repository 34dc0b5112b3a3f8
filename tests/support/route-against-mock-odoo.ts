import { afterAll, beforeAll } from 'vitest';
import { clearOdooCapabilities } from '@/lib/odoo/capabilities.server';
import { startTestOdoo } from '@/tests/mock-odoo/harness';

type RouteModule = { GET: (request: Request) => Promise<Response> };

/**
 * A route handler tested against a real mock-odoo: starts one per file, points ODOO_URL at it and
 * imports the route afterwards. Test files that need it still call vi.mock('next/cache') themselves
 * (hoisting); 'server-only' and 'next/headers' are mocked for every file (tests/setup). Returns the
 * handler once loaded.
 */
export function routeAgainstMockOdoo(load: () => Promise<RouteModule>) {
  let odoo: Awaited<ReturnType<typeof startTestOdoo>> | undefined;
  let route: RouteModule | undefined;
  beforeAll(async () => {
    // English website: route tests assert Odoo's English source names and texts.
    odoo = await startTestOdoo({ websiteLang: 'en_US' });
    process.env.ODOO_URL = odoo.url;
    clearOdooCapabilities();
    route = await load();
  }, 120_000);
  afterAll(async () => {
    await odoo?.stop();
  });
  return (request: Request) => {
    if (!route) throw new Error('the route is not loaded yet');
    return route.GET(request);
  };
}
