import '@/lib/validation/zod-config';
import { z } from 'zod';
import { MAX_ORDER_LINES, quantitySchema } from '@/lib/cart/cart-schemas';
import { reorderLinesSchema } from '@/lib/reorder/reorder-schemas';
import { idSchema } from '@/lib/validation/id-schema';
import { plainText, requiredText } from '@/lib/validation/plain-text';

// The requisition lists' inputs, for the forms in the browser and the server actions alike. The
// limits are vsf_requisition_list's, so Odoo's own refusals stay the backstop. Messages are keys
// of the FormErrors namespace. Pure: no server-only.

export const MAX_LIST_NAME_LENGTH = 80;
export const MAX_LINE_NOTE_LENGTH = 200;
/** A list holds at most as many products as the cart takes in one step. */
export const MAX_LIST_LINES = MAX_ORDER_LINES;

export const listNameSchema = requiredText(MAX_LIST_NAME_LENGTH);

export const lineNoteSchema = plainText(
  z
    .string()
    .trim()
    .max(MAX_LINE_NOTE_LENGTH, { error: `max:${MAX_LINE_NOTE_LENGTH}` }),
);

const listLineSchema = z.strictObject({
  productId: idSchema,
  quantity: quantitySchema,
  note: lineNoteSchema.optional(),
});

export const createListSchema = z.strictObject({ name: listNameSchema });
export type CreateListInput = z.input<typeof createListSchema>;

export const renameListSchema = z.strictObject({ listId: idSchema, name: listNameSchema });
export type RenameListInput = z.input<typeof renameListSchema>;

export const listIdSchema = z.strictObject({ listId: idSchema });

export const noInputSchema = z.strictObject({});

/** Products to a list: an existing one, or a new one made with them. */
export const addToListSchema = z.strictObject({
  target: z.union([
    z.strictObject({ listId: idSchema }),
    z.strictObject({ newListName: listNameSchema }),
  ]),
  lines: reorderLinesSchema(listLineSchema),
});
export type AddToListInput = z.input<typeof addToListSchema>;

export const updateLineSchema = z.strictObject({
  listId: idSchema,
  lineId: idSchema,
  quantity: quantitySchema,
  note: lineNoteSchema,
});

export const removeLinesSchema = z.strictObject({
  listId: idSchema,
  lineIds: z.array(idSchema).min(1).max(MAX_LIST_LINES),
});

/** Chosen lines of a list to the cart, each once, in the quantity chosen for this order. */
export const listToCartSchema = z.strictObject({
  listId: idSchema,
  lines: z
    .array(z.strictObject({ lineId: idSchema, quantity: quantitySchema }))
    .min(1)
    .max(MAX_LIST_LINES)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length),
});
