import '@/lib/validation/zod-config';
import { z } from 'zod';
import { MAX_ORDER_LINES, productQuantitySchema } from '@/lib/cart/cart-schemas';
import { idSchema } from '@/lib/validation/id-schema';

// The input of putting products in the cart again, for the browser and the server actions alike.
// Pure: no server-only.

/**
 * The products to add: at most MAX_ORDER_LINES, each variant once, so every product has one
 * answer.
 */
export function reorderLinesSchema<T extends z.ZodType<{ productId: number }>>(line: T) {
  return z
    .array(line)
    .min(1)
    .max(MAX_ORDER_LINES)
    .refine((lines) => new Set(lines.map((item) => item.productId)).size === lines.length);
}

/** Order again: the order's id and which of its products, in what quantities. */
export const orderAgainSchema = z.strictObject({
  orderId: idSchema,
  lines: reorderLinesSchema(productQuantitySchema),
});

/** The order whose products the order-again dialog offers. */
export const orderIdSchema = z.strictObject({ orderId: idSchema });
