import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';
import { plainText } from '@/lib/validation/plain-text';
import { MAX_CART_QUANTITY } from './quantity';

// One set of rules for the browser (forms, quick-order preview) and the server actions, which
// parse again because their input arrives from the browser as unknown. Pure: no server-only.

/** A quick order (or any multi-line request) holds at most this many lines. */
export const MAX_ORDER_LINES = 200;
export const MAX_SKU_LENGTH = 64;
export const MAX_PROMO_LENGTH = 64;

export const quantitySchema = z.int().min(1).max(MAX_CART_QUANTITY);

export const skuSchema = plainText(z.string().trim().min(1).max(MAX_SKU_LENGTH));

export const promoSchema = plainText(z.string().trim().min(1).max(MAX_PROMO_LENGTH));

export const productQuantitySchema = z.strictObject({
  productId: idSchema,
  quantity: quantitySchema,
});

export const lineIdSchema = z.strictObject({ lineId: idSchema });

export const lineQuantitySchema = z.strictObject({ lineId: idSchema, quantity: quantitySchema });

export const couponSchema = z.strictObject({ promo: promoSchema });

export const addMultipleItemsSchema = z.strictObject({
  items: z.array(productQuantitySchema).min(1).max(MAX_ORDER_LINES),
});

export const removeMultipleItemsSchema = z.strictObject({
  lineIds: z.array(idSchema).min(1).max(MAX_ORDER_LINES),
});

export const quickOrderLineSchema = z.strictObject({ sku: skuSchema, quantity: quantitySchema });
export type QuickOrderLine = z.output<typeof quickOrderLineSchema>;

/** Lines with the same SKU (compared case-insensitively, like Odoo's search) are summed. */
export const quickOrderSchema = z.strictObject({
  lines: z
    .array(quickOrderLineSchema)
    .min(1)
    .max(MAX_ORDER_LINES)
    .transform(mergeQuickOrderLines)
    .pipe(z.array(quickOrderLineSchema)),
});

/** The key two SKUs share when they name the same product. */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/** Sums the quantities of repeated SKUs, keeping the first spelling and the first position. */
export function mergeQuickOrderLines(lines: readonly QuickOrderLine[]): QuickOrderLine[] {
  const merged = new Map<string, QuickOrderLine>();
  for (const line of lines) {
    const known = merged.get(skuKey(line.sku));
    if (known) known.quantity += line.quantity;
    else merged.set(skuKey(line.sku), { sku: line.sku, quantity: line.quantity });
  }
  return [...merged.values()];
}

export interface QuickOrderParseResult {
  lines: QuickOrderLine[];
  /** Lines that could not be read, with their 1-based line number in the pasted text. */
  invalid: { lineNumber: number; text: string }[];
}

// A spreadsheet's export may end the header with empty cells (`sku;quantity;;`).
const HEADER = /^"?sku"?(\s*[,;\t ]\s*"?(quantity|qty)"?)?\s*[,;\t]*$/i;
const CELL_SEPARATOR = /[,;\t]/;
const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads pasted text or CSV: one item per line as `SKU quantity`, `SKU,quantity`, `SKU;quantity`
 * or `SKU<TAB>quantity`, quantity optional (1). Blank lines and a first `sku,quantity` header are
 * skipped; repeated SKUs are summed. Every other line that does not parse is reported, never
 * dropped, so the shopper sees what was left out.
 */
export function parseQuickOrderText(text: string): QuickOrderParseResult {
  const merged = new Map<string, QuickOrderLine>();
  const invalid: QuickOrderParseResult['invalid'] = [];
  let seenContent = false;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const content = raw.trim();
    if (content === '') return;
    const isFirst = !seenContent;
    seenContent = true;
    if (isFirst && HEADER.test(content)) return;
    const line = parseLine(content);
    const known = line ? merged.get(skuKey(line.sku)) : undefined;
    if (!line || (known && known.quantity + line.quantity > MAX_CART_QUANTITY)) {
      // Unreadable, or the repeat that would push the SKU's total over the ceiling.
      invalid.push({ lineNumber: index + 1, text: raw });
    } else if (known) {
      known.quantity += line.quantity;
    } else {
      merged.set(skuKey(line.sku), line);
    }
  });
  return { lines: [...merged.values()], invalid };
}

/**
 * A CSV file's rows without its `sku,quantity` header, to add to what the field holds already:
 * the header counts only as the field's first line, so a file added below typed lines (or a second
 * file) must not bring its own.
 */
export function csvRowsWithoutHeader(text: string): string {
  const rows = text.trim().split(/\r\n|\n|\r/);
  return (HEADER.test(rows[0]?.trim() ?? '') ? rows.slice(1) : rows).join('\n').trim();
}

function parseLine(content: string): QuickOrderLine | null {
  const cells = CELL_SEPARATOR.test(content)
    ? trimTrailingEmpty(content.split(CELL_SEPARATOR).map(unquote))
    : content.split(/\s+/);
  if (cells.length < 1 || cells.length > 2) return null;
  const [sku = '', quantityText = ''] = cells;
  if (quantityText !== '' && !WHOLE_NUMBER.test(quantityText)) return null;
  const result = quickOrderLineSchema.safeParse({
    sku,
    quantity: quantityText === '' ? 1 : Number(quantityText),
  });
  return result.success ? result.data : null;
}

/** Spreadsheets export `"SKU-1";"3";;`: quotes around cells and empty trailing cells. */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

function trimTrailingEmpty(cells: string[]): string[] {
  const kept = [...cells];
  while (kept.length > 1 && kept.at(-1) === '') kept.pop();
  return kept;
}
