import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idListSchema } from '@/lib/validation/id-list';
import { shopCurrency } from '@/lib/shop/settings';
import { MAX_PRICE_IDS, MAX_VARIANT_TEMPLATE_IDS } from './price-attributes';

/** `?ids=1,2,3`: positive integers, duplicates dropped, at most MAX_PRICE_IDS. */
export const priceIdsSchema = idListSchema(MAX_PRICE_IDS).transform((ids) => [...new Set(ids)]);

/** `?variantsOf=12,40`: templates whose variants' prices are wanted; optional, at most 20. */
export const variantTemplateIdsSchema = idListSchema(MAX_VARIANT_TEMPLATE_IDS)
  .transform((ids) => [...new Set(ids)])
  .optional();

/**
 * The `currency` cookie: any value is accepted and resolved to a configured currency (EUR when
 * unknown or when the shop is Dutch-only), so a stale or forged cookie never reaches Odoo.
 */
export const currencyCookieSchema = z
  .string()
  .max(16)
  .optional()
  .catch(undefined)
  .transform((value) => shopCurrency(value));
