'use client';

import {
  createContext,
  startTransition,
  useEffectEvent,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ProductAttribute, RealProduct } from '@/lib/catalog/types';
import { VARIANT_PARAM } from '@/lib/catalog/variant-param';
import { clearPending, VARIANT_PENDING_ATTRIBUTE } from '@/lib/pricing/prices-pending';
import type { Locale } from '@/lib/i18n/locales';
import type { VariantCombination, VariantView } from './product-labels';

// The chosen variant is shared by the gallery, the purchase panel and the sticky bar. It lives in
// the URL as `?variant=<variant id>` (the id Odoo's cart takes, short and stable), written with
// history.replaceState so choosing an option neither adds history entries nor re-renders the
// static page on the server. The page itself is prerendered for the default variant; the URL is
// read after hydration.

export type VariantStatus = 'idle' | 'loading' | 'unavailable' | 'error';

// Four contexts, so a choice re-renders only what it changes: choosing an option changes the
// selection and the status at once (the interaction's own frame), the view only when the variant
// has arrived, so the gallery and the sticky bar stay out of the click's frame.

interface ShownVariant {
  templateId: number;
  view: VariantView;
}

interface VariantChoice {
  attributes: ProductAttribute[];
  /** attribute id → chosen value id */
  selection: Record<number, number>;
  choose: (attributeId: number, valueId: number) => void;
}

interface VariantQuantity {
  quantity: number;
  setQuantity: (quantity: number) => void;
}

const ViewContext = createContext<ShownVariant | null>(null);
const StatusContext = createContext<VariantStatus | null>(null);
const ChoiceContext = createContext<VariantChoice | null>(null);
const QuantityContext = createContext<VariantQuantity | null>(null);

function required<T>(value: T | null): T {
  if (value === null) throw new Error('variant hooks must be used inside <VariantProvider>');
  return value;
}

/** The variant on screen (its price, stock, image) and its template. */
export const useVariantView = () => required(use(ViewContext));
export const useVariantStatus = () => required(use(StatusContext));
export const useVariantChoice = () => required(use(ChoiceContext));
export const useVariantQuantity = () => required(use(QuantityContext));

function selectionFor(
  attributes: readonly ProductAttribute[],
  valueIds: readonly number[],
): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const attribute of attributes) {
    const option = attribute.options.find((candidate) => valueIds.includes(candidate.id));
    if (option) selection[attribute.id] = option.id;
  }
  return selection;
}

function viewOf(
  real: RealProduct,
  previous: VariantView,
  variants: readonly VariantCombination[],
): VariantView {
  const known = variants.find((variant) => variant.id === real.productId);
  return {
    variantId: real.productId,
    name: real.name || previous.name,
    sku: real.sku,
    image: real.image ?? previous.image,
    imageName: real.imageName,
    regularPrice: real.price.regular,
    price: real.price.special,
    hasDiscount: real.price.hasDiscount,
    isPositivePrice: real.isPositivePrice,
    stock: known?.stock ?? null,
    inStock: known?.inStock ?? false,
  };
}

function writeVariantToUrl(variantId: number | null) {
  const url = new URL(window.location.href);
  if (variantId === null) url.searchParams.delete(VARIANT_PARAM);
  else url.searchParams.set(VARIANT_PARAM, String(variantId));
  // null, not history.state: Next's router only adopts URLs written without its own state, and a
  // router that missed the variant puts its old URL back (as a new entry) after a server action.
  window.history.replaceState(null, '', url);
}

export function VariantProvider({
  locale,
  templateId,
  attributes,
  variants,
  initialView,
  initialValueIds,
  children,
}: {
  locale: Locale;
  templateId: number;
  attributes: ProductAttribute[];
  variants: VariantCombination[];
  initialView: VariantView;
  initialValueIds: number[];
  children: ReactNode;
}) {
  const [selection, setSelection] = useState(() => selectionFor(attributes, initialValueIds));
  const [view, setView] = useState(initialView);
  const [status, setStatus] = useState<VariantStatus>('idle');
  const [quantity, setQuantity] = useState(1);
  const [urlApplied, setUrlApplied] = useState(false);
  const latest = useRef(0);

  const resolve = useCallback(
    async (next: Record<number, number>, selectWhenResolved = false) => {
      const combination = Object.values(next);
      // Spec: nothing happens for an empty combination.
      if (combination.length === 0) return;
      const request = ++latest.current;
      // Not in the click's own frame: the chosen option shows at once, the busy state after.
      startTransition(() => setStatus('loading'));
      try {
        const query = new URLSearchParams({
          template: String(templateId),
          combination: combination.join(','),
          locale,
        });
        const response = await fetch(`/api/product-variant?${query}`);
        if (request !== latest.current) return;
        if (response.status === 404) {
          setStatus('unavailable');
          return;
        }
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { variant: RealProduct | null };
        if (request !== latest.current) return;
        if (!body.variant || !body.variant.isPossible) {
          setStatus('unavailable');
          return;
        }
        const real = body.variant;
        if (selectWhenResolved) setSelection(next);
        setView((previous) => viewOf(real, previous, variants));
        setStatus('idle');
        writeVariantToUrl(real.productId);
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    [templateId, locale, variants],
  );

  // A shared link or a reload carries `?variant=`: select its values once hydrated (the static
  // HTML shows the default variant; the URL is only known in the browser). Until then the
  // variant's price keeps its place unseen (lib/pricing/prices-pending.ts).
  const applyVariantFromUrl = useEffectEvent(async () => {
    const wanted = Number(new URL(window.location.href).searchParams.get(VARIANT_PARAM));
    const variant =
      Number.isInteger(wanted) && wanted !== initialView.variantId
        ? variants.find((candidate) => candidate.id === wanted)
        : undefined;
    if (variant) await resolve(selectionFor(attributes, variant.valueIds), true);
    setUrlApplied(true);
  });
  // Shown once React has put the URL's variant on the page, not as soon as it is known.
  useLayoutEffect(() => {
    if (urlApplied) clearPending(VARIANT_PENDING_ATTRIBUTE);
  }, [urlApplied]);
  useEffect(() => {
    // After the first paint: the page is on screen, the URL's variant follows.
    const frame = requestAnimationFrame(() => void applyVariantFromUrl());
    return () => cancelAnimationFrame(frame);
  }, []);

  const choose = useCallback(
    (attributeId: number, valueId: number) => {
      if (selection[attributeId] === valueId) return;
      const next = { ...selection, [attributeId]: valueId };
      setSelection(next);
      void resolve(next);
    },
    [selection, resolve],
  );

  const shown = useMemo(() => ({ templateId, view }), [templateId, view]);
  const choice = useMemo(
    () => ({ attributes, selection, choose }),
    [attributes, selection, choose],
  );
  const amount = useMemo(() => ({ quantity, setQuantity }), [quantity]);
  return (
    <ViewContext value={shown}>
      <StatusContext value={status}>
        <ChoiceContext value={choice}>
          <QuantityContext value={amount}>{children}</QuantityContext>
        </ChoiceContext>
      </StatusContext>
    </ViewContext>
  );
}
