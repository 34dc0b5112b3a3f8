import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';
import { plainText } from '@/lib/validation/plain-text';

// The checkout's inputs: the browser's forms use them with react-hook-form, the server actions
// parse them again. Messages are FormErrors keys ('max:64'), as in lib/user/user-schemas.ts.
// Strict objects: a price, total or currency sent along is refused, never passed on.

/** Odoo's client_order_ref is a Char; purchase order numbers are short. */
export const MAX_ORDER_REFERENCE_LENGTH = 64;
export const MAX_ORDER_COMMENT_LENGTH = 1000;

/** An address of the shopper's own, for the cart's shipping or billing role. */
export const addressChoiceSchema = z.strictObject({ id: idSchema });

/** One of the delivery methods Odoo offers for the cart. */
export const deliveryMethodChoiceSchema = z.strictObject({ id: idSchema });

const trimmed = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(plainText(z.string().max(max, `max:${max}`)));

/** The business buyer's own reference (purchase order number) and a note to the order. */
export const orderNoteSchema = z.strictObject({
  clientOrderRef: trimmed(MAX_ORDER_REFERENCE_LENGTH),
  comment: trimmed(MAX_ORDER_COMMENT_LENGTH),
});
export type OrderNoteInput = z.input<typeof orderNoteSchema>;

/** The same for a company that requires the reference on every order (vsf_b2b_company). */
export const requiredReferenceNoteSchema = orderNoteSchema.extend({
  clientOrderRef: trimmed(MAX_ORDER_REFERENCE_LENGTH).pipe(z.string().min(1, 'required')),
});

/** Paying with one acquirer; everything else (amount, currency, order) Odoo knows. */
export const paymentStartSchema = z.strictObject({ providerId: idSchema });
