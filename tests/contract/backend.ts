import { afterAll, beforeAll } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { startTestOdoo } from '@/tests/mock-odoo/harness';
import {
  odooClient,
  type OdooClientOptions,
  type OdooTestClient,
} from '@/tests/support/odoo-client';

// The Odoo the contract suite runs against (README.md beside this file). With ODOO_URL set, that
// Odoo, with ODOO_HOST_HEADER as the `resquest-host` header the way the shop sends it (it selects
// the website); without it, a fresh mock-odoo for each test file, so a file's writes stay its own.

/** Read once, when the file loads: the target of a run does not change halfway. */
const configuredUrl = process.env.ODOO_URL?.trim().replace(/\/+$/, '') || null;
const configuredHost = process.env.ODOO_HOST_HEADER?.trim() || undefined;

export interface ContractBackend {
  /** The Odoo's base URL (no trailing slash); known once the file's beforeAll hooks have run. */
  readonly url: string;
  /** A new browser session (its own cookie jar); the host header is the configured one. */
  client(options?: OdooClientOptions): OdooTestClient;
  /** One of Odoo's own HTTP routes (`/vsf/products`, `/web/image/...`), as the shop calls it. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * The backend under test for this file. Call it once at the top of a test file: without ODOO_URL
 * it starts a mock-odoo (seeded, in memory) before the file's tests and stops it after them.
 */
export function contractBackend(): ContractBackend {
  let mock: RunningMockOdoo | undefined;
  if (configuredUrl === null) {
    beforeAll(async () => {
      mock = await startTestOdoo();
    }, 120_000);
    afterAll(async () => {
      await mock?.stop();
    });
  }
  const url = (): string => {
    if (configuredUrl !== null) return configuredUrl;
    if (!mock) throw new Error('the backend is not started yet: use it in a test or a hook');
    return mock.url;
  };
  return {
    get url() {
      return url();
    },
    client: (options = {}) => odooClient(url(), { host: configuredHost, ...options }),
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (configuredHost && !headers.has('resquest-host')) {
        headers.set('resquest-host', configuredHost);
      }
      return fetch(`${url()}${path}`, { ...init, headers });
    },
  };
}
