import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearOdooCapabilities } from '@/lib/odoo/capabilities.server';
import { cookieJar, requestHeaders } from './fake-next-headers';
import { mswServer, nextTestOdooUrl } from './msw-odoo';

/**
 * msw on, a fresh Odoo URL, an empty cookie jar and forgotten capabilities for every test.
 */
export function setupOdooTest(): void {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mswServer.close());
  beforeEach(() => {
    process.env.ODOO_URL = nextTestOdooUrl();
    delete process.env.ODOO_TIMEOUT_MS;
    delete process.env.ODOO_HOST_HEADER;
    cookieJar.clear();
    requestHeaders.set('host', 'shop.test');
    clearOdooCapabilities();
  });
  afterEach(() => mswServer.resetHandlers());
}
