import 'server-only';

const DEFAULT_URL = 'http://127.0.0.1:8069';
const DEFAULT_TIMEOUT_MS = 10_000;
const GRAPHQL_PATH = '/graphql/vsf';

// Read on every call, not at import: tests and scripts set the environment after loading modules.

/** Base URL of Odoo (or mock-odoo), without a trailing slash. */
export function odooBaseUrl(): string {
  return (process.env.ODOO_URL || DEFAULT_URL).replace(/\/+$/, '');
}

export function odooGraphqlUrl(): string {
  return `${odooBaseUrl()}${GRAPHQL_PATH}`;
}

/** Per attempt; a slow Odoo must not hold a page or an action forever. */
export function odooTimeoutMs(): number {
  const value = Number(process.env.ODOO_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

/**
 * A fixed value for Odoo's `resquest-host` header (it selects the website, hence language and
 * pricelist). Unset: session calls send the shopper's Host and public calls send 'localhost'.
 */
export function odooHostHeaderOverride(): string | null {
  return process.env.ODOO_HOST_HEADER?.trim() || null;
}

export const PUBLIC_HOST_FALLBACK = 'localhost';
