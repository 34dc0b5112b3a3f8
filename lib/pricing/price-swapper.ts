import {
  MAX_PRICE_IDS,
  MAX_VARIANT_TEMPLATE_IDS,
  PRICE_PERSONAL_ATTRIBUTE,
  PRICE_PRODUCT_ATTRIBUTE,
  PRICE_VARIANT_ATTRIBUTE,
  priceKindOf,
  type PersonalPrice,
  type PricesAnswer,
} from './price-attributes';

/** Remembers the public text so it comes back when the island stops (signed out, back to EUR). */
const PUBLIC_TEXT_ATTRIBUTE = 'data-price-public';
/** The personal text the island wrote, and for which price (`t12` template, `v207` variant). */
const SHOWN_TEXT_ATTRIBUTE = 'data-price-shown';
const SHOWN_KEY_ATTRIBUTE = 'data-price-key';
const SELECTOR = `[${PRICE_PRODUCT_ATTRIBUTE}]`;
/** After a failed request: first retry, and the longest wait between retries. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** What one call asks for: template prices, and every variant's price of some templates. */
export interface PriceLoadRequest {
  ids: number[];
  variantsOf: number[];
}

export interface PriceSwapperOptions {
  root: HTMLElement;
  /** Formats an amount in the currency the server answered in. */
  format: (amount: number, currency: string) => string;
  /** Asks the server for the shopper's prices (at most MAX_PRICE_IDS ids per call). */
  load: (request: PriceLoadRequest) => Promise<PricesAnswer>;
  /** Waits for a burst of DOM changes (a client navigation) to settle before asking. */
  debounceMs?: number;
}

interface KnownPrice {
  price: PersonalPrice;
  currency: string;
}

/** Which price an element shows: a template's (`t12`) or one variant's (`v207`). */
interface PriceTarget {
  key: string;
  /** What to ask the server for: `ids` (template price) or `variantsOf` (its variants). */
  need: { list: 'ids' | 'variantsOf'; templateId: number };
}

/**
 * Keeps every price element under `root` showing the shopper's own price, including
 * elements that appear later (client navigation, infinite lists, the quick-search dropdown) and
 * elements the page points at another variant. Each element is matched by its own ids, never by
 * its place on the page. Returns a stop function that also puts the public prices back.
 */
export function startPriceSwapper(options: PriceSwapperOptions): () => void {
  const { root, format, load, debounceMs = 50 } = options;
  const known = new Map<string, KnownPrice>();
  const requested = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 0;
  let stopped = false;

  const apply = () => {
    for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
      const target = targetOf(element);
      if (!target) continue;
      const current = element.textContent ?? '';
      const shown = element.getAttribute(SHOWN_TEXT_ATTRIBUTE);
      // The text the page itself wants here: React rewrites the text only when its own (public)
      // text changes, so while ours is still on screen the public text is the one remembered.
      const publicText =
        shown !== null && current === shown
          ? (element.getAttribute(PUBLIC_TEXT_ATTRIBUTE) ?? current)
          : current;
      const entry = known.get(target.key);
      if (!entry) {
        // Pointed at a price not known yet (another variant): show the page's until it arrives.
        if (shown !== null && element.getAttribute(SHOWN_KEY_ATTRIBUTE) !== target.key) {
          restore(element);
        }
        continue;
      }
      const { price, currency } = entry;
      const personal = format(
        priceKindOf(element) === 'list' ? price.listPrice : price.price,
        currency,
      );
      element.setAttribute(PUBLIC_TEXT_ATTRIBUTE, publicText);
      element.setAttribute(SHOWN_TEXT_ATTRIBUTE, personal);
      element.setAttribute(SHOWN_KEY_ATTRIBUTE, target.key);
      element.setAttribute(PRICE_PERSONAL_ATTRIBUTE, 'true');
      if (current !== personal) setText(element, personal);
    }
  };

  const loadAll = async (list: 'ids' | 'variantsOf', ids: number[]) => {
    const size = list === 'ids' ? MAX_PRICE_IDS : MAX_VARIANT_TEMPLATE_IDS;
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.slice(start, start + size);
      try {
        const answer = await load(
          list === 'ids' ? { ids: chunk, variantsOf: [] } : { ids: [], variantsOf: chunk },
        );
        if (stopped) return;
        for (const price of answer.prices) {
          known.set(`t${price.id}`, { price, currency: answer.currency });
        }
        for (const price of answer.variants ?? []) {
          known.set(`v${price.id}`, { price, currency: answer.currency });
        }
      } catch {
        if (stopped) return;
        // Asked again later (the prices wait unseen meanwhile), less often the longer it fails.
        chunk.forEach((id) => requested.delete(`${list}:${id}`));
        retryMs = retryMs === 0 ? FIRST_RETRY_MS : Math.min(retryMs * 2, MAX_RETRY_MS);
        retryTimer = setTimeout(schedule, retryMs);
        continue;
      }
      retryMs = 0;
    }
  };

  const scan = async () => {
    apply();
    const wanted = { ids: new Set<number>(), variantsOf: new Set<number>() };
    for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
      const target = targetOf(element);
      if (!target || known.has(target.key)) continue;
      const { list, templateId } = target.need;
      const token = `${list}:${templateId}`;
      if (requested.has(token)) continue;
      requested.add(token);
      wanted[list].add(templateId);
    }
    if (wanted.ids.size === 0 && wanted.variantsOf.size === 0) return;
    await Promise.all([
      loadAll('ids', [...wanted.ids]),
      loadAll('variantsOf', [...wanted.variantsOf]),
    ]);
    if (!stopped) apply();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void scan(), debounceMs);
  };

  // At once, before the browser paints what changed: a price element React just pointed at
  // another variant, or whose public text it rewrote, must not show that text as the shopper's.
  const observer = new MutationObserver(() => {
    apply();
    schedule();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    // Another variant chosen: the same element now names another variant.
    attributes: true,
    attributeFilter: [PRICE_PRODUCT_ATTRIBUTE, PRICE_VARIANT_ATTRIBUTE],
  });
  schedule();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(retryTimer);
    observer.disconnect();
    for (const element of root.querySelectorAll<HTMLElement>(`[${SHOWN_TEXT_ATTRIBUTE}]`)) {
      restore(element);
    }
  };
}

/** Puts the page's own text back where the island's is still shown, and forgets the swap. */
function restore(element: HTMLElement): void {
  const publicText = element.getAttribute(PUBLIC_TEXT_ATTRIBUTE);
  if (publicText !== null && element.textContent === element.getAttribute(SHOWN_TEXT_ATTRIBUTE)) {
    setText(element, publicText);
  }
  for (const name of [
    PUBLIC_TEXT_ATTRIBUTE,
    SHOWN_TEXT_ATTRIBUTE,
    SHOWN_KEY_ATTRIBUTE,
    PRICE_PERSONAL_ATTRIBUTE,
  ]) {
    element.removeAttribute(name);
  }
}

function targetOf(element: Element): PriceTarget | null {
  const templateId = positiveId(element.getAttribute(PRICE_PRODUCT_ATTRIBUTE));
  if (templateId === null) return null;
  const variantId = positiveId(element.getAttribute(PRICE_VARIANT_ATTRIBUTE));
  return variantId === null
    ? { key: `t${templateId}`, need: { list: 'ids', templateId } }
    : { key: `v${variantId}`, need: { list: 'variantsOf', templateId } };
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
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
