import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';

/** Comma-separated positive integer ids from a query string (`?ids=1,2,3`), at most `max`. */
export function idListSchema(max: number) {
  return z
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
            .transform(Number)
            // Ten digits go past Odoo's Int (int32), which GraphQL refuses with an error of its own.
            .pipe(idSchema),
        )
        .max(max),
    );
}
