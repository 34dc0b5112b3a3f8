import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensNoRoute, PAGE_ROUTE_SEGMENTS } from '@/lib/http/route-table';

/** First segments of the routes under a folder, with route groups `(x)` flattened. */
function routeSegments(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .flatMap((entry) =>
      /^\(.+\)$/.test(entry.name) ? routeSegments(join(folder, entry.name)) : [entry.name],
    );
}

describe('the table of page routes', () => {
  it('names exactly the first segments of the routes in app/[locale]', () => {
    expect([...PAGE_ROUTE_SEGMENTS].sort()).toEqual(
      [...new Set(routeSegments('app/[locale]'))].sort(),
    );
  });

  it('tells which paths the 404 page answers before anything renders', () => {
    expect(opensNoRoute('/en/nonexistent')).toBe(true);
    expect(opensNoRoute('/nonexistent/deeper')).toBe(true);
    expect(opensNoRoute('/en/_internal')).toBe(true);
    expect(opensNoRoute('/en/search/QUFBQQ')).toBe(true);
    expect(opensNoRoute('/en/category-filtered/computers')).toBe(true);
    expect(opensNoRoute('/en')).toBe(false);
    expect(opensNoRoute('/')).toBe(false);
    expect(opensNoRoute('/en/product/no-such-thing')).toBe(false);
    expect(opensNoRoute('/cart')).toBe(false);
    expect(opensNoRoute('/en/search')).toBe(false);
  });
});
