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
 * pricelist). Unset: session calls send the shop's own host the shopper used (odooHostFor) and
 * public calls send 'localhost'.
 */
export function odooHostHeaderOverride(): string | null {
  return process.env.ODOO_HOST_HEADER?.trim() || null;
}

const DEFAULT_SHOP_PORT = 3000;

/** SHOP_URL's host (`shop.example.com`, with a port when it has one); localhost:$PORT unset. */
function configuredShopHost(): string {
  const configured = process.env.SHOP_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).host.toLowerCase();
    } catch {
      // A broken SHOP_URL fails elsewhere (canonical URLs); here the default still selects a site.
    }
  }
  return `localhost:${process.env.PORT || DEFAULT_SHOP_PORT}`;
}

/** The hosts this shop is served under: SHOP_URL's and those listed in SHOP_HOSTS. */
export function shopHosts(): string[] {
  const listed = (process.env.SHOP_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return [configuredShopHost(), ...listed];
}

/**
 * Odoo's `resquest-host` for a shopper's call. The Host header is the shopper's to choose, and
 * Odoo picks the website (language, pricelist, and the return URLs of payments) by it: only one
 * of the shop's own hosts is passed on, anything else becomes SHOP_URL's host.
 */
export function odooHostFor(requestHost: string | null): string {
  const override = odooHostHeaderOverride();
  if (override) return override;
  const hosts = shopHosts();
  const asked = requestHost?.trim().toLowerCase() ?? '';
  return hosts.includes(asked) ? asked : (hosts[0] ?? PUBLIC_HOST_FALLBACK);
}

export const PUBLIC_HOST_FALLBACK = 'localhost';
