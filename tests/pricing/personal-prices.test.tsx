// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonalPrices } from '@/components/pricing/personal-prices';
import { browserUserCookie } from '@/tests/support/user-cookie';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
  async () =>
    new Response(JSON.stringify({ prices: [{ id: 7, price: 9, listPrice: 10 }] }), {
      headers: { 'content-type': 'application/json' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  document.cookie = 'user=; max-age=0; path=/';
  document.cookie = 'currency=; max-age=0; path=/';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-prices-pending');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function priceElement() {
  const element = document.createElement('span');
  element.dataset.priceProductId = '7';
  element.textContent = '€ 10,00';
  document.body.append(element);
  return element;
}

describe('<PersonalPrices>', () => {
  it('never asks for anonymous shoppers, and shows the prices the page hid for nothing', async () => {
    // The page's script hides prices for any user cookie; an unsigned one turns out not to count.
    document.cookie = 'user=forged; path=/';
    document.documentElement.setAttribute('data-prices-pending', '');
    const element = priceElement();
    render(<PersonalPrices locale="nl" />);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(element.textContent).toBe('€ 10,00');
    expect(document.documentElement.hasAttribute('data-prices-pending')).toBe(false);
  });

  it('asks /api/prices for the ids on screen when the user cookie exists', async () => {
    const user = { id: 3, name: 'Jan', email: 'b@example.com', websiteCatalogProducts: false };
    document.cookie = `user=${browserUserCookie(user)}; path=/`;
    const element = priceElement();
    render(<PersonalPrices locale="nl" />);
    // Signed in on this page: its public prices wait unseen until theirs arrive.
    expect(document.documentElement.hasAttribute('data-prices-pending')).toBe(true);
    await vi.waitFor(() => expect(element.textContent).toBe('€\u00a09,00'));
    expect(element.dataset.pricePersonal).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith('/api/prices?ids=7', expect.anything());
  });

  it('asks for an anonymous shopper who chose dollars and formats in the answered currency', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ currency: 'USD', prices: [{ id: 7, price: 10.86, listPrice: 10.86 }] }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    document.cookie = 'currency=USD; path=/';
    const element = priceElement();
    render(<PersonalPrices locale="en" />);
    await vi.waitFor(() => expect(element.textContent).toBe('US$10.86'));
    expect(fetchMock).toHaveBeenCalledWith('/api/prices?ids=7', expect.anything());
  });

  it('does not ask for an anonymous shopper whose currency cookie says euros', async () => {
    document.cookie = 'currency=EUR; path=/';
    const element = priceElement();
    render(<PersonalPrices locale="nl" />);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(element.textContent).toBe('€ 10,00');
  });
});
