import {
  MAX_PRICE_IDS,
  PRICE_PERSONAL_ATTRIBUTE,
  PRICE_PRODUCT_ATTRIBUTE,
  priceKindOf,
  type PersonalPrice,
  type PricesAnswer,
} from './price-attributes';

/** Remembers the public text so it comes back when the island stops (signed out, back to EUR). */
const PUBLIC_TEXT_ATTRIBUTE = 'data-price-public';
const SELECTOR = `[${PRICE_PRODUCT_ATTRIBUTE}]`;

export interface PriceSwapperOptions {
  root: HTMLElement;
  /** Formats an amount in the currency the server answered in. */
  format: (amount: number, currency: string) => string;
  /** Asks the server for the shopper's prices (at most MAX_PRICE_IDS ids per call). */
  load: (ids: number[]) => Promise<PricesAnswer>;
  /** Waits for a burst of DOM changes (a client navigation) to settle before asking. */
  debounceMs?: number;
}

interface KnownPrice {
  price: PersonalPrice;
  currency: string;
}

/**
 * Keeps every price element under `root` showing the shopper's own price, including
 * elements that appear later (client navigation, infinite lists, the quick-search dropdown).
 * Returns a stop function that also puts the public prices back.
 */
export function startPriceSwapper(options: PriceSwapperOptions): () => void {
  const { root, format, load, debounceMs = 50 } = options;
  const known = new Map<number, KnownPrice>();
  const requested = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const apply = () => {
    for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
      const entry = known.get(productIdOf(element) ?? 0);
      if (!entry) continue;
      const { price, currency } = entry;
      const personal = format(
        priceKindOf(element) === 'list' ? price.listPrice : price.price,
        currency,
      );
      const current = element.textContent ?? '';
      if (current === personal) continue;
      const publicText = element.getAttribute(PUBLIC_TEXT_ATTRIBUTE);
      // The page itself changed the text (e.g. another variant was chosen): that price is not the
      // template's, so leave it; it is swapped again when the page shows the template price again.
      if (publicText !== null && current !== publicText) continue;
      element.setAttribute(PUBLIC_TEXT_ATTRIBUTE, current);
      setText(element, personal);
      element.setAttribute(PRICE_PERSONAL_ATTRIBUTE, 'true');
    }
  };

  const scan = async () => {
    apply();
    const missing = [...root.querySelectorAll<HTMLElement>(SELECTOR)]
      .map(productIdOf)
      .filter((id): id is number => id !== null && !requested.has(id));
    const ids = [...new Set(missing)];
    if (ids.length === 0) return;
    ids.forEach((id) => requested.add(id));
    for (let start = 0; start < ids.length; start += MAX_PRICE_IDS) {
      try {
        const { currency, prices } = await load(ids.slice(start, start + MAX_PRICE_IDS));
        if (stopped) return;
        prices.forEach((price) => known.set(price.id, { price, currency }));
      } catch {
        // The public prices stay; a later page may ask again.
        ids.slice(start, start + MAX_PRICE_IDS).forEach((id) => requested.delete(id));
      }
    }
    apply();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void scan(), debounceMs);
  };

  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  schedule();

  return () => {
    stopped = true;
    clearTimeout(timer);
    observer.disconnect();
    for (const element of root.querySelectorAll<HTMLElement>(`[${PUBLIC_TEXT_ATTRIBUTE}]`)) {
      if (element.hasAttribute(PRICE_PERSONAL_ATTRIBUTE)) {
        setText(element, element.getAttribute(PUBLIC_TEXT_ATTRIBUTE) ?? '');
      }
      element.removeAttribute(PUBLIC_TEXT_ATTRIBUTE);
      element.removeAttribute(PRICE_PERSONAL_ATTRIBUTE);
    }
  };
}

function productIdOf(element: Element): number | null {
  const id = Number(element.getAttribute(PRICE_PRODUCT_ATTRIBUTE));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Changes the existing text node when there is one: React keeps a reference to it, so a later
 * render of the page still updates what the shopper sees instead of a detached node.
 */
function setText(element: HTMLElement, text: string): void {
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only?.nodeType === Node.TEXT_NODE) only.nodeValue = text;
  else element.textContent = text;
}
