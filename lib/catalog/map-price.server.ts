import 'server-only';
import { jsonObject } from '@/lib/odoo/map-values.server';
import type { Price } from './types';

/**
 * Prices from Odoo's combination info (`list_price` regular, `price` after the pricelist), as the
 * reference getters read them; `fallback` (e.g. the template's list price) when a key is missing.
 */
export function priceFromCombination(
  combinationInfo: unknown,
  fallback: number | null = null,
): Price {
  const info = jsonObject(combinationInfo);
  const regular = numberOr(info?.list_price, fallback);
  const special = numberOr(info?.price, regular);
  return {
    regular,
    special,
    hasDiscount: info?.has_discounted_price === true || special < regular,
  };
}

export function priceOf(
  regular: number | null,
  special: number | null,
  hasDiscount: boolean | null,
): Price {
  const list = regular ?? special ?? 0;
  const sale = special ?? list;
  return { regular: list, special: sale, hasDiscount: hasDiscount ?? sale < list };
}

/** A price of zero or less means "ask for a quotation" in the business shop. */
export function isPositive(price: Price): boolean {
  return price.special > 0;
}

function numberOr(value: unknown, fallback: number | null): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fallback ?? 0;
}
