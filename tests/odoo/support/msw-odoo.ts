import { setupServer } from 'msw/node';

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

export const mswServer = setupServer();
