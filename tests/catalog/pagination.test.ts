import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/ui/page-links';
import {
  defaultListingState,
  listingHref,
  parseListingQuery,
  withPage,
} from '@/lib/catalog/listing-query';

describe('listing pages', () => {
  it('reads ?page=N defensively', () => {
    const page = (value: string | string[] | undefined) => parseListingQuery({ page: value }).page;
    expect(page(undefined)).toBe(1);
    expect(page('3')).toBe(3);
    expect(page(['4', '5'])).toBe(4);
    expect(page('0')).toBe(1);
    expect(page('-2')).toBe(1);
    expect(page('2abc')).toBe(1);
  });

  it('keeps page 1 on the bare path', () => {
    const href = (path: string, page: number) =>
      listingHref(path, withPage(defaultListingState(), page));
    expect(href('/brand/arbor', 1)).toBe('/brand/arbor');
    expect(href('/en/brand/arbor', 2)).toBe('/en/brand/arbor?page=2');
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
