import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import {
  goesToPerRequestListing,
  publicListingPath,
  rewriteFilteredListing,
} from '@/lib/catalog/filtered-listing-rewrite';
import { listingQuerySegment } from '@/lib/catalog/listing-query-segment';

const origin = 'http://shop.test';
const request = (path: string) => new NextRequest(new URL(path, origin));
const rewriteOf = (response: NextResponse) => response.headers.get('x-middleware-rewrite');

describe('rewriteFilteredListing', () => {
  it('sends a category URL with a query to its filter set’s page, named by the canonical query', () => {
    const set = `${origin}/nl/category-filtered/computers/${listingQuerySegment('color=1&page=2')}`;
    for (const spelling of ['color=1&page=2', 'page=2&color=1&color=1', 'color=1&page=2&utm=x']) {
      const response = rewriteFilteredListing(
        request(`/category/computers?${spelling}`),
        NextResponse.rewrite(new URL(`/nl/category/computers?${spelling}`, origin)),
      );
      expect(rewriteOf(response), spelling).toBe(set);
    }
  });

  it('leaves a category URL whose query asks for nothing on the static category page', () => {
    const response = rewriteFilteredListing(
      request('/category/computers?utm_source=mail&page=1'),
      NextResponse.rewrite(new URL('/nl/category/computers?utm_source=mail&page=1', origin)),
    );
    expect(rewriteOf(response)).toBe(`${origin}/nl/category/computers?utm_source=mail&page=1`);
  });

  it('rewrites a prefixed locale the locale middleware let through', () => {
    const response = rewriteFilteredListing(
      request('/en/category/laptops/Portable?sort=price,DESC'),
      NextResponse.next(),
    );
    // The readable name segment is dropped: every name renders the category's one page.
    expect(rewriteOf(response)).toBe(
      `${origin}/en/category-filtered/laptops/${listingQuerySegment('sort=price,DESC')}`,
    );
    expect(response.headers.has('x-middleware-next')).toBe(false);
  });

  it('renders any name after a category slug from the category’s one page (one cache entry)', () => {
    const named = rewriteFilteredListing(
      request('/category/computers/made-up-name/and-more'),
      NextResponse.rewrite(new URL('/nl/category/computers/made-up-name/and-more', origin)),
    );
    expect(rewriteOf(named)).toBe(`${origin}/nl/category/computers`);
    const english = rewriteFilteredListing(request('/en/category/laptops/x'), NextResponse.next());
    expect(rewriteOf(english)).toBe(`${origin}/en/category/laptops`);
  });

  it('says beforehand which requests go to a per-request twin', () => {
    // A category's filter set is a static page (a page per query).
    expect(goesToPerRequestListing(request('/category/computers?page=2'))).toBe(false);
    expect(goesToPerRequestListing(request('/en/brand/nordbyte?page=2'))).toBe(true);
    expect(goesToPerRequestListing(request('/category/computers'))).toBe(false);
    expect(goesToPerRequestListing(request('/search?q=desk'))).toBe(false);
    expect(goesToPerRequestListing(request('/catalog'), { catalogOnlyCustomer: true })).toBe(true);
    expect(goesToPerRequestListing(request('/en/catalog-personal?page=2'))).toBe(false);
  });

  it('sends paged brand and catalog listings to their twins too', () => {
    const brand = rewriteFilteredListing(request('/en/brand/nordbyte?page=2'), NextResponse.next());
    expect(rewriteOf(brand)).toBe(`${origin}/en/brand-filtered/nordbyte?page=2`);
    const catalog = rewriteFilteredListing(
      request('/catalog/office?page=3'),
      NextResponse.rewrite(new URL('/nl/catalog/office?page=3', origin)),
    );
    expect(rewriteOf(catalog)).toBe(`${origin}/nl/catalog-filtered/office?page=3`);
    expect(publicListingPath('/en/brand-filtered/nordbyte')).toBe('/en/brand/nordbyte');
  });

  it('sends a catalog-only customer’s catalog pages to their personal catalog, query or not', () => {
    const customer = { catalogOnlyCustomer: true };
    const overview = rewriteFilteredListing(
      request('/catalog'),
      NextResponse.rewrite(new URL('/nl/catalog', origin)),
      customer,
    );
    expect(rewriteOf(overview)).toBe(`${origin}/nl/catalog-personal`);
    const paged = rewriteFilteredListing(
      request('/en/catalog/personal-9?page=2'),
      NextResponse.next(),
      customer,
    );
    expect(rewriteOf(paged)).toBe(`${origin}/en/catalog-personal/personal-9?page=2`);
    // Everybody else keeps the static catalog pages.
    expect(rewriteOf(rewriteFilteredListing(request('/en/catalog'), NextResponse.next()))).toBe(
      null,
    );
    // And nobody reaches the internal route by its own address.
    const direct = rewriteFilteredListing(request('/en/catalog-personal'), NextResponse.next());
    expect(rewriteOf(direct)).toBe(`${origin}/en/_internal`);
  });

  it('leaves the bare category URL on its static route', () => {
    const response = rewriteFilteredListing(
      request('/category/computers'),
      NextResponse.rewrite(new URL('/nl/category/computers', origin)),
    );
    expect(rewriteOf(response)).toBe(`${origin}/nl/category/computers`);
  });

  it('leaves other pages and redirects alone', () => {
    const redirect = rewriteFilteredListing(
      request('/nl/category/computers?page=2'),
      NextResponse.redirect(new URL('/category/computers?page=2', origin)),
    );
    expect(rewriteOf(redirect)).toBeNull();
    expect(redirect.headers.get('location')).toBe(`${origin}/category/computers?page=2`);
    const categories = rewriteFilteredListing(request('/en/categories?x=1'), NextResponse.next());
    expect(rewriteOf(categories)).toBeNull();
  });

  it('sends a request for the internal route itself to no route at all (404)', () => {
    const bare = rewriteFilteredListing(
      request('/category-filtered/computers?sort=price,ASC'),
      NextResponse.rewrite(new URL('/nl/category-filtered/computers?sort=price,ASC', origin)),
    );
    expect(rewriteOf(bare)).toBe(`${origin}/nl/_internal/computers?sort=price,ASC`);
    const prefixed = rewriteFilteredListing(
      request('/en/category-filtered/computers'),
      NextResponse.next(),
    );
    expect(rewriteOf(prefixed)).toBe(`${origin}/en/_internal/computers`);
    const brand = rewriteFilteredListing(request('/brand-filtered/nordbyte'), NextResponse.next());
    expect(rewriteOf(brand)).toBe(`${origin}/_internal/nordbyte`);
    const search = `/search/${listingQuerySegment('q=desk')}`;
    const query = rewriteFilteredListing(
      request(search),
      NextResponse.rewrite(new URL(`/nl${search}`, origin)),
    );
    expect(rewriteOf(query)).toBe(`${origin}/nl/_internal`);
  });
});

describe('publicListingPath', () => {
  it('names the listing as the shopper addressed it', () => {
    expect(publicListingPath('/en/category-filtered/computers')).toBe('/en/category/computers');
    expect(
      publicListingPath(`/en/category-filtered/laptops/${listingQuerySegment('page=2')}`),
    ).toBe('/en/category/laptops');
    expect(publicListingPath('/en/categories')).toBe('/en/categories');
    expect(publicListingPath(`/en/search/${listingQuerySegment('q=desk')}`)).toBe('/en/search');
    expect(publicListingPath('/en/search')).toBe('/en/search');
  });
});
