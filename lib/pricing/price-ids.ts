import { z } from 'zod';
import { MAX_PRICE_IDS } from './price-attributes';

/** `?ids=1,2,3`: positive integers, duplicates dropped, at most MAX_PRICE_IDS. */
export const priceIdsSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      )
      .max(MAX_PRICE_IDS)
      .transform((ids) => [...new Set(ids)]),
  );
