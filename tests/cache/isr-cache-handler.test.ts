import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import ShopIncrementalCache, { isQueryPageKey } from '@/lib/cache/isr-cache-handler.mjs';

// The page cache as Next drives it in `next start` without Redis: Next's own file cache under
// the shop's rules, writing to a throw-away folder.

const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as {
  nodeFs: unknown;
};

interface PageCache {
  get(key: string, context: object): Promise<{ value: { html: string } | null } | null>;
  set(key: string, value: object, context: object): Promise<void>;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function pageCache(): { cache: PageCache; files: () => string[] } {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  folders.push(serverDistDir);
  const cache = new ShopIncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  }) as PageCache;
  const files = () => readdirSync(serverDistDir, { recursive: true, encoding: 'utf8' });
  return { cache, files };
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const writing = { cacheControl: { revalidate: 3600, expire: 86400 }, isRoutePPREnabled: true };
const reading = { kind: 'APP_PAGE', isRoutePPREnabled: true };
// The shape of Next 16's page keys: a route-cache prefix, then the page's path.
const key = (pagePath: string) => `/route-cache/APP_PAGE/0123abcd/$${pagePath}`;

describe('the page cache', () => {
  it('keeps a search query’s page in memory only, never on disk', async () => {
    const { cache, files } = pageCache();
    await cache.set(key('/en/search/cT1kZXNr'), page('<p>desk</p>'), writing);
    expect((await cache.get(key('/en/search/cT1kZXNr'), reading))?.value?.html).toBe('<p>desk</p>');
    expect(files()).toEqual([]);
  });

  it('writes every other page to disk as Next does', async () => {
    const { cache, files } = pageCache();
    await cache.set(key('/en/category/computers'), page('<p>computers</p>'), writing);
    await cache.set(key('/en/search'), page('<p>search</p>'), writing);
    expect(files().filter((file) => file.endsWith('.html'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('computers.html'),
        expect.stringContaining('search.html'),
      ]),
    );
  });

  it('stores no page answered with another status than 200', async () => {
    const { cache, files } = pageCache();
    await cache.set(key('/en/search/eA'), { ...page('<p>404</p>'), status: 404 }, writing);
    await cache.set(key('/en/product/made-up-1'), { ...page('<p>404</p>'), status: 404 }, writing);
    expect(await cache.get(key('/en/search/eA'), reading)).toBeNull();
    expect(files()).toEqual([]);
  });

  it('tells search and filter-set pages by their path, in Next’s keys and as plain paths', () => {
    expect(isQueryPageKey(key('/nl/search/cT1kZXNr'))).toBe(true);
    expect(isQueryPageKey('/de/search/cT1kZXNr')).toBe(true);
    expect(isQueryPageKey(key('/nl/search'))).toBe(false);
    expect(isQueryPageKey(key('/nl/category/search/x'))).toBe(false);
    expect(isQueryPageKey(key('/nl/product/search'))).toBe(false);
    expect(isQueryPageKey(key('/nl/category-filtered/computers/cHJpY2U9MC0xMDA'))).toBe(true);
    expect(isQueryPageKey(key('/nl/category-filtered/computers'))).toBe(false);
    expect(isQueryPageKey(key('/nl/category/computers'))).toBe(false);
    expect(isQueryPageKey(undefined)).toBe(false);
  });
});
