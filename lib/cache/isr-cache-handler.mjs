// @ts-check
import { createRequire } from 'node:module';
import { finishStaticPage } from './page-script-policy.mjs';
import { applyBuildKeyPrefix } from './redis-key-prefix.mjs';

// Next's cache of whole pages (ISR), configured in next.config.ts: Next's own file cache, or a
// maintained Redis handler when REDIS_URL is set, with two rules on top:
// - Only pages that exist are kept. A made-up product, brand or catalog slug renders the shop's
//   404 (or a redirect to the canonical address); storing those would let anyone fill the disk
//   with one entry per invented URL. What is kept is bounded by the catalogue.
// - Every cached page is made final once, when it is stored and, for pages prerendered by the
//   build, when first read: without the payload's copies of its inlined stylesheets
//   (inlined-css-copies.mjs), and with the script policy of exactly that HTML
//   (page-script-policy.mjs).
// - Search results and a category's filter sets (a page per query: app/[locale]/(default)/search,
//   category-filtered) are not bounded by the catalogue: in Next's file cache they stay in its memory store only (an LRU of
//   cacheMaxMemorySize, 50 MB by default), never on disk, so invented queries cannot fill it. In
//   Redis they expire with their lifetime and Redis's own memory limit bounds them.

/**
 * @typedef {new (context: unknown) => {
 *   get(...args: unknown[]): Promise<any>;
 *   set(...args: unknown[]): Promise<void>;
 * }} CacheHandlerClass
 */

const usesRedis = Boolean(process.env.REDIS_URL?.trim());

/**
 * With REDIS_URL the pages live in Redis, shared by every instance (and a revalidation on one is
 * seen by all); otherwise in Next's file cache of this instance.
 * @returns {Promise<CacheHandlerClass>}
 */
async function baseHandler() {
  if (usesRedis) {
    applyBuildKeyPrefix();
    return (await import('@trieb.work/nextjs-turbo-redis-cache')).default;
  }
  return createRequire(import.meta.url)(
    'next/dist/server/lib/incremental-cache/file-system-cache.js',
  ).default;
}

const Base = await baseHandler();

/**
 * A page per query: `…/$/<locale>/search/<query>` (a search) or
 * `…/$/<locale>/category-filtered/<slug>/<query>` (a category's filter set) in Next's page keys.
 * The bare `/search` and categories are prerendered and kept like any page.
 */
const QUERY_PAGE_KEY = /(?:^|\/\$)\/[a-z]{2}\/(?:search\/[^/]+|category-filtered\/[^/]+\/[^/]+)$/;

/** @param {unknown} key */
export function isQueryPageKey(key) {
  return typeof key === 'string' && QUERY_PAGE_KEY.test(key);
}

/**
 * Whether a value may be stored: anything but a page answered with another status than 200.
 * @param {{ kind?: string; status?: number } | null | undefined} value
 */
export function isStorable(value) {
  if (!value || value.kind !== 'APP_PAGE') return true;
  return value.status === undefined || value.status === 200;
}

export default class ShopIncrementalCache extends Base {
  /** @param {any} context */
  constructor(context) {
    super(context);
    // The file cache's memory store is shared by all its instances; this one never writes files.
    this.memoryOnly = usesRedis ? null : new Base({ ...context, flushToDisk: false });
  }

  /** @param {unknown[]} args */
  async get(...args) {
    const entry = this.#inMemoryOnly(args[0])
      ? await this.memoryOnly.get(...args)
      : await super.get(...args);
    finishStaticPage(entry?.value);
    return entry;
  }

  /** @param {[string, any, ...unknown[]]} args */
  async set(...args) {
    const [key, value] = args;
    // Before the write, and for a 404 that is not kept too: the answer to this very request is
    // served from the same object.
    finishStaticPage(value);
    if (!isStorable(value)) return;
    if (this.#inMemoryOnly(key)) return this.memoryOnly.set(...args);
    return super.set(...args);
  }

  /** @param {unknown} key */
  #inMemoryOnly(key) {
    return this.memoryOnly !== null && isQueryPageKey(key);
  }
}
