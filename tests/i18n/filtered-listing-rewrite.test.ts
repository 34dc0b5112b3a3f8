import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rewriteFilteredListing } from '@/lib/i18n/filtered-listing-rewrite';

const origin = 'http://shop.test';
const request = (path: string) => new NextRequest(new URL(path, origin));
const rewriteOf = (response: NextResponse) => response.headers.get('x-middleware-rewrite');

describe('rewriteFilteredListing', () => {
  it('sends a category URL with a query to the per-request route, query kept', () => {
    const response = rewriteFilteredListing(
      request('/category/computers?color=1&page=2'),
      NextResponse.rewrite(new URL('/nl/category/computers?color=1&page=2', origin)),
    );
    expect(rewriteOf(response)).toBe(`${origin}/nl/category-filtered/computers?color=1&page=2`);
  });

  it('rewrites a prefixed locale the locale middleware let through', () => {
    const response = rewriteFilteredListing(
      request('/en/category/laptops/Portable?sort=price,DESC'),
      NextResponse.next(),
    );
    expect(rewriteOf(response)).toBe(
      `${origin}/en/category-filtered/laptops/Portable?sort=price,DESC`,
    );
    expect(response.headers.has('x-middleware-next')).toBe(false);
  });

  it('leaves the bare category URL on its static route', () => {
    const response = rewriteFilteredListing(
      request('/category/computers'),
      NextResponse.rewrite(new URL('/nl/category/computers', origin)),
    );
    expect(rewriteOf(response)).toBe(`${origin}/nl/category/computers`);
  });

  it('leaves other pages and redirects alone', () => {
    const search = rewriteFilteredListing(
      request('/search?q=desk'),
      NextResponse.rewrite(new URL('/nl/search?q=desk', origin)),
    );
    expect(rewriteOf(search)).toBe(`${origin}/nl/search?q=desk`);
    const redirect = rewriteFilteredListing(
      request('/nl/category/computers?page=2'),
      NextResponse.redirect(new URL('/category/computers?page=2', origin)),
    );
    expect(rewriteOf(redirect)).toBeNull();
    expect(redirect.headers.get('location')).toBe(`${origin}/category/computers?page=2`);
    const categories = rewriteFilteredListing(request('/en/categories?x=1'), NextResponse.next());
    expect(rewriteOf(categories)).toBeNull();
  });
});
