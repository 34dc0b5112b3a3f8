// How the outage check (odoo-availability.server.ts) trusts and renews what it knows. A plain module
// so the end-to-end tests can wait out the same intervals.

/** A success younger than this is taken as is; older, the next dynamic page probes first. */
export const FRESH_MS = 5_000;
/** While Odoo is down, a probe asks again at most this often. */
export const RECHECK_MS = 2_000;
/**
 * While Odoo is down, how long a request waits for that probe: long enough for an Odoo that is
 * back to say so (the first shopper after its return gets the page), short enough that a hanging
 * one holds nobody.
 */
export const DOWN_PROBE_WAIT_MS = 300;
/**
 * What 503 answers suggest to clients and crawlers. The shop itself notices Odoo's return within
 * RECHECK_MS of the next request; this only keeps retrying clients from hammering it.
 */
export const ODOO_RETRY_AFTER_SECONDS = 10;
