// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format/money';
import type { PersonalPrice } from '@/lib/pricing/price-attributes';
import { startPriceSwapper } from '@/lib/pricing/price-swapper';

const format = (amount: number) => formatMoney(amount, 'nl');
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const prices: Record<number, PersonalPrice> = {
  12: { id: 12, price: 90, listPrice: 100 },
  13: { id: 13, price: 45, listPrice: 50 },
};

let stop: (() => void) | undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <span id="p12" data-price-product-id="12" data-price-kind="price">${format(100)}</span>
    <s id="l12" data-price-product-id="12" data-price-kind="list">${format(100)}</s>
    <span id="other">${format(100)}</span>`;
});

afterEach(() => stop?.());

function start() {
  const load = vi.fn(async (ids: number[]) => ({
    currency: 'EUR',
    prices: ids.flatMap((id) => prices[id] ?? []),
  }));
  stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
  return load;
}

describe('personal price swapper', () => {
  it('asks once for the products on screen and swaps price and list price', async () => {
    const load = start();
    await vi.waitFor(() => expect(document.getElementById('p12')!.textContent).toBe(format(90)));
    expect(load).toHaveBeenCalledExactlyOnceWith([12]);
    expect(document.getElementById('l12')!.textContent).toBe(format(100));
    expect(document.getElementById('p12')!.dataset.pricePersonal).toBe('true');
    expect(document.getElementById('other')!.textContent).toBe(format(100));
  });

  it('swaps prices that appear later, asking only for new ids', async () => {
    const load = start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const late = document.createElement('span');
    late.dataset.priceProductId = '13';
    late.textContent = format(50);
    document.body.append(late);
    await vi.waitFor(() => expect(late.textContent).toBe(format(45)));
    expect(load).toHaveBeenLastCalledWith([13]);
  });

  it('leaves a price alone that the page changed itself (another variant)', async () => {
    start();
    const element = document.getElementById('p12')!;
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    element.firstChild!.nodeValue = format(120);
    await tick();
    await tick();
    expect(element.textContent).toBe(format(120));
  });

  it('puts the public prices back when stopped (signed out)', async () => {
    start();
    const element = document.getElementById('p12')!;
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    stop!();
    stop = undefined;
    expect(element.textContent).toBe(format(100));
    expect(element.hasAttribute('data-price-personal')).toBe(false);
  });

  it('keeps the public prices when the request fails', async () => {
    const load = vi.fn(async () => {
      throw new Error('down');
    });
    stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await tick();
    expect(document.getElementById('p12')!.textContent).toBe(format(100));
  });

  it('formats in the currency the server answered in', async () => {
    const load = vi.fn(async (ids: number[]) => ({
      currency: 'USD',
      prices: ids.flatMap((id) => prices[id] ?? []),
    }));
    stop = startPriceSwapper({
      root: document.body,
      format: (amount, currency) => formatMoney(amount, 'en', currency),
      load,
      debounceMs: 0,
    });
    await vi.waitFor(() =>
      expect(document.getElementById('p12')!.textContent).toBe(formatMoney(90, 'en', 'USD')),
    );
    expect(document.getElementById('p12')!.textContent).toContain('$');
    expect(document.getElementById('l12')!.textContent).toBe(formatMoney(100, 'en', 'USD'));
  });
});
