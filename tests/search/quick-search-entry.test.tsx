// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickSearchLabels } from '@/components/search/quick-search-box';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => navigation.pathname,
}));

import { QuickSearchEntry } from '@/components/search/quick-search-entry';

const labels: QuickSearchLabels = {
  label: 'Zoeken',
  placeholder: 'Zoek producten',
  submit: 'Zoek',
  hint: 'Typ minstens 2 letters',
  searching: 'Zoeken…',
  products: 'Producten',
  categories: 'Categorieën',
  noResults: 'Geen resultaten voor “{term}”',
  showAll: 'Alle resultaten voor “{term}”',
  resultCount: 'Gevonden: {count}',
};

afterEach(() => {
  cleanup();
  navigation.pathname = '/';
  window.history.replaceState(null, '', '/');
});

function renderEntry() {
  return render(<QuickSearchEntry locale="nl" action="/search" labels={labels} />);
}

describe('QuickSearchEntry', () => {
  it("is the search page's field: it shows the term searched for", () => {
    window.history.replaceState(null, '', '/en/search?q=muis&sort=price,ASC');
    navigation.pathname = '/en/search';
    renderEntry();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Zoeken' }).value).toBe('muis');
  });

  it('is empty on other pages', () => {
    window.history.replaceState(null, '', '/en/category/computers?q=muis');
    navigation.pathname = '/en/category/computers';
    renderEntry();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Zoeken' }).value).toBe('');
  });

  it('is a plain search form until the shopper comes near it', () => {
    renderEntry();
    const field = screen.getByRole('combobox', { name: 'Zoeken' });
    expect(field).toHaveProperty('name', 'q');
    expect(field.closest('form')?.getAttribute('action')).toBe('/search');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    // No suggestions code yet: the box's status line is not there.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('becomes the suggestions box on focus, keeping what was typed, the focus and the caret', async () => {
    renderEntry();
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Zoeken' });
    field.focus();
    fireEvent.change(field, { target: { value: 'lap' } });
    await screen.findByRole('status');
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Zoeken' });
    expect(box).not.toBe(field);
    expect(box.value).toBe('lap');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(3);
  });

  it('loads on a pointer over it without taking the focus', async () => {
    renderEntry();
    fireEvent.pointerEnter(screen.getByRole('search'));
    await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });
});
