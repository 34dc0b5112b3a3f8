import { z } from 'zod';
import { MAX_COMPARE_ITEMS } from './compare-limits';

/** `?ids=1,2,3`: positive integers, no duplicates, at most MAX_COMPARE_ITEMS. */
export const compareIdsSchema = z
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
      .max(MAX_COMPARE_ITEMS)
      .refine((ids) => new Set(ids).size === ids.length, 'duplicate ids'),
  );
