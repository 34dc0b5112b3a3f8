import '@/lib/validation/zod-config';
import { z } from 'zod';
import { quantitySchema } from '@/lib/cart/cart-schemas';
import { reorderLinesSchema } from '@/lib/reorder/reorder-schemas';
import { idSchema } from '@/lib/validation/id-schema';

/**
 * Purchased products to the cart: each with its template, which Odoo is asked whether it still
 * sells (a wrong one only makes the variant read as no longer sold).
 */
export const addPurchasedSchema = z.strictObject({
  lines: reorderLinesSchema(
    z.strictObject({ productId: idSchema, templateId: idSchema, quantity: quantitySchema }),
  ),
});
