// @ts-check
import { createRequire } from 'node:module';
import { withStaticPageScriptPolicy } from './page-script-policy.mjs';
import { applyBuildKeyPrefix } from './redis-key-prefix.mjs';

// Next's cache of whole pages (ISR), configured in next.config.ts: Next's own file cache, or a
// maintained Redis handler when REDIS_URL is set, with two rules on top:
// - Only pages that exist are kept. A made-up product, brand or catalog slug renders the shop's
//   404 (or a redirect to the canonical address); storing those would let anyone fill the disk
//   with one entry per invented URL. What is kept is bounded by the catalogue.
// - Every cached page carries its script policy (page-script-policy.mjs), computed once when the
//   page is stored and, for pages prerendered by the build, when first read.

/**
 * @typedef {new (context: unknown) => {
 *   get(...args: unknown[]): Promise<any>;
 *   set(...args: unknown[]): Promise<void>;
 * }} CacheHandlerClass
 */

/**
 * With REDIS_URL the pages live in Redis, shared by every instance (and a revalidation on one is
 * seen by all); otherwise in Next's file cache of this instance.
 * @returns {Promise<CacheHandlerClass>}
 */
async function baseHandler() {
  if (process.env.REDIS_URL?.trim()) {
    applyBuildKeyPrefix();
    return (await import('@trieb.work/nextjs-turbo-redis-cache')).default;
  }
  return createRequire(import.meta.url)(
    'next/dist/server/lib/incremental-cache/file-system-cache.js',
  ).default;
}

const Base = await baseHandler();

/**
 * Whether a value may be stored: anything but a page answered with another status than 200.
 * @param {{ kind?: string; status?: number } | null | undefined} value
 */
export function isStorable(value) {
  if (!value || value.kind !== 'APP_PAGE') return true;
  return value.status === undefined || value.status === 200;
}

export default class ShopIncrementalCache extends Base {
  /** @param {unknown[]} args */
  async get(...args) {
    const entry = await super.get(...args);
    withStaticPageScriptPolicy(entry?.value);
    return entry;
  }

  /** @param {[string, any, ...unknown[]]} args */
  async set(...args) {
    const [, value] = args;
    if (!isStorable(value)) return;
    // Before the write: the answer to this very request is served from the same object.
    withStaticPageScriptPolicy(value);
    return super.set(...args);
  }
}
