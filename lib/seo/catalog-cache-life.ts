// Cache lifetime of catalogue reads on browse pages. Odoo's webhook (POST /api/revalidate) marks
// entries stale the moment something changes; the hourly revalidation only catches changes Odoo
// did not announce. The long `expire` is the safety net: while Odoo is down, visitors keep getting
// the last good copy for up to 30 days instead of an error page.
export const CATALOG_CACHE_LIFE = {
  stale: 5 * 60,
  revalidate: 60 * 60,
  expire: 30 * 24 * 60 * 60,
} as const;
