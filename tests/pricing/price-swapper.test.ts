// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format/money';
import type { PersonalPrice } from '@/lib/pricing/price-attributes';
import { startPriceSwapper, type PriceLoadRequest } from '@/lib/pricing/price-swapper';

const format = (amount: number) => formatMoney(amount, 'nl');
const prices: Record<number, PersonalPrice> = {
  12: { id: 12, price: 90, listPrice: 100 },
  13: { id: 13, price: 45, listPrice: 50 },
};
/** Variants by template: 12 has 120 (default) and 121; template 40 has variant 13. */
const variants: Record<number, PersonalPrice[]> = {
  12: [
    { id: 120, price: 90, listPrice: 100 },
    { id: 121, price: 135, listPrice: 150 },
  ],
  40: [{ id: 13, price: 10.5, listPrice: 11.66 }],
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
  const load = vi.fn(async ({ ids, variantsOf }: PriceLoadRequest) => ({
    currency: 'EUR',
    prices: ids.flatMap((id) => prices[id] ?? []),
    variants: variantsOf.flatMap((id) => variants[id] ?? []),
  }));
  stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
  return load;
}

describe('personal price swapper', () => {
  it('asks once for the products on screen and swaps price and list price', async () => {
    const load = start();
    await vi.waitFor(() => expect(document.getElementById('p12')!.textContent).toBe(format(90)));
    expect(load).toHaveBeenCalledExactlyOnceWith({ ids: [12], variantsOf: [] });
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
    expect(load).toHaveBeenLastCalledWith({ ids: [13], variantsOf: [] });
  });

  it('swaps again when the page shows another public price for the same product', async () => {
    start();
    const element = document.getElementById('p12')!;
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    element.firstChild!.nodeValue = format(120);
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    stop!();
    stop = undefined;
    expect(element.textContent).toBe(format(120));
  });

  it("shows each variant's own price when the page points the element at another variant", async () => {
    document.body.innerHTML = `<span id="v" data-price-product-id="12" data-price-variant-id="120">${format(100)}</span>`;
    const load = start();
    const element = document.getElementById('v')!;
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    expect(load).toHaveBeenCalledExactlyOnceWith({ ids: [], variantsOf: [12] });
    // What React does when 32 GB is chosen: new variant id and its public price.
    element.setAttribute('data-price-variant-id', '121');
    element.firstChild!.nodeValue = format(150);
    await vi.waitFor(() => expect(element.textContent).toBe(format(135)));
    // Same public text for both variants: React leaves the text alone, the island still swaps.
    element.setAttribute('data-price-variant-id', '120');
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    expect(load).toHaveBeenCalledTimes(1);
    stop!();
    stop = undefined;
    expect(element.textContent).toBe(format(150));
  });

  it('gives each card its own price, whatever the order of cards and answers', async () => {
    // An accessory is a variant (id 13) of template 40; a template 13 exists too.
    document.body.innerHTML = `
      <span id="accessory" data-price-product-id="40" data-price-variant-id="13">${format(11.66)}</span>
      <span id="template13" data-price-product-id="13">${format(50)}</span>
      <span id="template12" data-price-product-id="12">${format(100)}</span>`;
    const load = vi.fn(async ({ ids, variantsOf }: PriceLoadRequest) => ({
      currency: 'EUR',
      prices: ids.flatMap((id) => prices[id] ?? []).reverse(),
      variants: variantsOf.flatMap((id) => variants[id] ?? []),
    }));
    stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
    await vi.waitFor(() =>
      expect(document.getElementById('accessory')!.textContent).toBe(format(10.5)),
    );
    expect(document.getElementById('template13')!.textContent).toBe(format(45));
    expect(document.getElementById('template12')!.textContent).toBe(format(90));
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

  it('swaps a known variant in the same task React changed it, before anything is painted', async () => {
    document.body.innerHTML = `<span id="v" data-price-product-id="12" data-price-variant-id="120">${format(100)}</span>`;
    // A long debounce: only the observer's own pass can be in time.
    stop = startPriceSwapper({
      root: document.body,
      format,
      load: async () => ({ currency: 'EUR', prices: [], variants: variants[12] }),
      debounceMs: 0,
    });
    const element = document.getElementById('v')!;
    await vi.waitFor(() => expect(element.textContent).toBe(format(90)));
    element.setAttribute('data-price-variant-id', '121');
    element.firstChild!.nodeValue = format(150);
    // Mutation observers run as a microtask: before the next task, so before the next paint.
    await Promise.resolve();
    expect(element.textContent).toBe(format(135));
    expect(element.dataset.pricePersonal).toBe('true');
  });

  it('unmarks a price pointed at a variant not known yet, so it waits unseen', async () => {
    document.body.innerHTML = `<span id="v" data-price-product-id="12" data-price-variant-id="120">${format(100)}</span>`;
    const load = vi.fn(async ({ variantsOf }: PriceLoadRequest) => ({
      currency: 'EUR',
      prices: [],
      variants: variantsOf.includes(12) ? (variants[12] ?? []).slice(0, 1) : [],
    }));
    stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
    const element = document.getElementById('v')!;
    await vi.waitFor(() => expect(element.dataset.pricePersonal).toBe('true'));
    element.setAttribute('data-price-variant-id', '121');
    await Promise.resolve();
    expect(element.hasAttribute('data-price-personal')).toBe(false);
  });

  it('keeps the public text unmarked when the request fails, and asks again later', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<(request: PriceLoadRequest) => Promise<{ currency: string; prices: PersonalPrice[] }>>()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValue({ currency: 'EUR', prices: [prices[12]!] });
      stop = startPriceSwapper({ root: document.body, format, load, debounceMs: 0 });
      await vi.advanceTimersByTimeAsync(10);
      expect(load).toHaveBeenCalledTimes(1);
      const element = document.getElementById('p12')!;
      expect(element.textContent).toBe(format(100));
      expect(element.hasAttribute('data-price-personal')).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(load).toHaveBeenCalledTimes(2);
      expect(element.textContent).toBe(format(90));
    } finally {
      vi.useRealTimers();
    }
  });

  it('formats in the currency the server answered in', async () => {
    const load = vi.fn(async ({ ids }: PriceLoadRequest) => ({
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
