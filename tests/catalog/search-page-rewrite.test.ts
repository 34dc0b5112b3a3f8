import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { listingQueryOfSegment, listingQuerySegment } from '@/lib/catalog/listing-query-segment';
import { rewriteSearch } from '@/lib/catalog/search-page-rewrite';

const origin = 'http://shop.test';
const request = (path: string) => new NextRequest(new URL(path, origin));
const rewriteOf = (response: NextResponse) => response.headers.get('x-middleware-rewrite');

describe('rewriteSearch', () => {
  it('sends a search to the static page of its canonical query, whatever its spelling', () => {
    const segment = listingQuerySegment('q=desk%20lamp&sort=price,ASC');
    const spellings = [
      '/search?sort=price,asc&q=desk+lamp',
      '/search?q=%20desk%20%20lamp&sort=price,ASC',
    ];
    for (const path of spellings) {
      const response = rewriteSearch(
        request(path),
        NextResponse.rewrite(new URL(`/nl${path}`, origin)),
      );
      // No query left on the target: the page reads its query from the path alone.
      expect(rewriteOf(response)).toBe(`${origin}/nl/search/${segment}`);
    }
    const english = rewriteSearch(request('/en/search?q=desk'), NextResponse.next());
    expect(rewriteOf(english)).toBe(`${origin}/en/search/${listingQuerySegment('q=desk')}`);
    // The bare search page (the prompt) is prerendered as it is.
    const bare = rewriteSearch(
      request('/search?utm_source=x&q='),
      NextResponse.rewrite(new URL('/nl/search?utm_source=x&q=', origin)),
    );
    expect(rewriteOf(bare)).toBe(`${origin}/nl/search?utm_source=x&q=`);
  });

  it('names a search query in one path segment only a rewrite writes', () => {
    for (const query of [
      'q=desk',
      'q=usb%2Fc%20hub&page=2',
      'q=%D0%BD%D0%BE%D1%83%D1%82%D0%B1%D1%83%D0%BA',
    ]) {
      const segment = listingQuerySegment(query);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(listingQueryOfSegment(segment)).toBe(query);
    }
    // Typed by hand: other characters, or base64 that no query encodes to this way.
    expect(listingQueryOfSegment('q=desk')).toBeNull();
    expect(listingQueryOfSegment(`${listingQuerySegment('q=desk')}=`)).toBeNull();
    expect(listingQueryOfSegment('cT1kZXNr_')).toBeNull();
  });

  it('leaves other pages and redirects alone', () => {
    const category = rewriteSearch(
      request('/category/computers?q=desk'),
      NextResponse.rewrite(new URL('/nl/category/computers?q=desk', origin)),
    );
    expect(rewriteOf(category)).toBe(`${origin}/nl/category/computers?q=desk`);
    const redirect = rewriteSearch(
      request('/nl/search?q=desk'),
      NextResponse.redirect(new URL('/search?q=desk', origin)),
    );
    expect(rewriteOf(redirect)).toBeNull();
  });
});
