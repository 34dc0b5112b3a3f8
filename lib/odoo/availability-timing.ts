// How the outage check (odoo-availability.server.ts) trusts and renews what it knows. A plain module
// so the end-to-end tests can wait out the same intervals.

/** A success younger than this is taken as is; older, the next dynamic page probes first. */
export const FRESH_MS = 5_000;
/** While Odoo is down, dynamic pages answer at once and a probe in the background asks again. */
export const RECHECK_MS = 2_000;
/**
 * What 503 answers suggest to clients and crawlers. The shop itself notices Odoo's return within
 * RECHECK_MS of the next request; this only keeps retrying clients from hammering it.
 */
export const ODOO_RETRY_AFTER_SECONDS = 10;
