// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickSearchJson } from '@/components/search/quick-search-json';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import {
  QUICK_SEARCH_DEBOUNCE_MS,
  QuickSearchBox,
  type QuickSearchLabels,
} from '@/components/search/quick-search-box';

const labels: QuickSearchLabels = {
  label: 'Search',
  placeholder: 'Search for products',
  submit: 'Search',
  hint: 'Type at least 2 letters',
  searching: 'Searching…',
  products: 'Products',
  categories: 'Categories',
  noResults: 'No results for “{term}”',
  showAll: 'Show all results for “{term}”',
  resultCount: 'Results found: {count}',
};

const answer: QuickSearchJson = {
  products: [
    {
      id: 1,
      name: 'Laptop One',
      slug: '/product/laptop-one-1',
      sku: 'SKU-1',
      image: null,
      price: 10,
    },
    { id: 2, name: 'Laptop Two', slug: '/product/laptop-two-2', sku: null, image: null, price: 0 },
  ],
  categories: [{ name: 'Laptops', slug: '/category/laptops' }],
  totalCount: 2,
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
  Response.json(answer),
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  router.push.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(locale: 'nl' | 'en' = 'en') {
  render(
    <QuickSearchBox
      locale={locale}
      action={locale === 'nl' ? '/search' : '/en/search'}
      labels={labels}
    />,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
  });
}

describe('quick search', () => {
  it('needs two letters before it asks', async () => {
    const input = setup();
    input.focus();
    await type(input, 'l');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(labels.hint);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('waits for a pause in typing and asks once', async () => {
    const input = setup();
    fireEvent.change(input, { target: { value: 'la' } });
    fireEvent.change(input, { target: { value: 'lap' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/quick-search?q=lap&locale=en');
  });

  it('shows products and categories in a listbox', async () => {
    const input = setup();
    await type(input, 'lap');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Laptop One'),
      expect.stringContaining('Laptop Two'),
      'Laptops',
      'Show all results for “lap”',
    ]);
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
  });

  it('is keyboard navigable: arrows move, Enter opens, Escape closes', async () => {
    const input = setup();
    await type(input, 'lap');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/en/category/laptops');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lapt' } });
    fireEvent.change(input, { target: { value: 'lap' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('lap');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('submitting goes to the search page with the term', async () => {
    const input = setup('nl');
    await type(input, 'SKU-1');
    fireEvent.submit(input.closest('form')!);
    expect(router.push).toHaveBeenCalledWith('/search?q=SKU-1');
  });

  it('marks prices for the personal price island', async () => {
    const input = setup();
    await type(input, 'lap');
    const price = document.querySelector('[data-price-product-id="1"]');
    expect(price?.getAttribute('data-price-kind')).toBe('price');
    // A product without a positive price shows none.
    expect(document.querySelector('[data-price-product-id="2"]')).toBeNull();
  });

  it('says so when nothing is found', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ products: [], categories: [], totalCount: 0 }));
    const input = setup();
    await type(input, 'zzz');
    expect(screen.getByRole('status').textContent).toContain('No results for “zzz”');
  });
});
