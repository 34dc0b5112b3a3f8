import { setupServer } from 'msw/node';
import { capabilitiesHandler } from './capabilities-handler';

let hosts = 0;

/**
 * A fresh Odoo URL for each test. msw keeps mocked Set-Cookie values per host and replays them to
 * handlers, so a new host keeps one test's session out of the next.
 */
export function nextTestOdooUrl(): string {
  hosts += 1;
  return `http://odoo-${hosts}.test`;
}

/** Any host: every test has its own (see nextTestOdooUrl). */
export const GRAPHQL_ENDPOINT = '*/graphql/vsf';

/**
 * By default the backend has all our extensions (like mock-odoo), so the full documents are sent;
 * a test about a plain Odoo 15 uses capabilitiesHandler('core'), which takes precedence.
 */
export const mswServer = setupServer(capabilitiesHandler('extended'));
