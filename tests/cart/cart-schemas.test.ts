import { idSchema } from '@/lib/validation/id-schema';
import { describe, expect, it } from 'vitest';
import {
  addMultipleItemsSchema,
  couponSchema,
  lineQuantitySchema,
  MAX_ORDER_LINES,
  csvRowsWithoutHeader,
  parseQuickOrderText,
  productQuantitySchema,
  quantitySchema,
  quickOrderSchema,
  removeMultipleItemsSchema,
} from '@/lib/cart/cart-schemas';
import { MAX_CART_QUANTITY } from '@/lib/cart/quantity';
import { wishIdSchema, wishlistProductSchema } from '@/lib/wishlist/wishlist-schemas';

const rejected = [0, -1, 1.5, '3', 'abc', Number.NaN, Infinity, -Infinity, null, undefined, 100000];

describe('quantity', () => {
  it('is the spec ceiling', () => {
    expect(MAX_CART_QUANTITY).toBe(99999);
  });

  it.each(rejected)('rejects %s', (value) => {
    expect(quantitySchema.safeParse(value).success).toBe(false);
    expect(productQuantitySchema.safeParse({ productId: 1, quantity: value }).success).toBe(false);
    expect(lineQuantitySchema.safeParse({ lineId: 1, quantity: value }).success).toBe(false);
  });

  it.each([1, 2, 99999])('accepts %s', (value) => {
    expect(quantitySchema.parse(value)).toBe(value);
  });
});

describe('ids', () => {
  it.each([0, -5, 2.5, '7', Number.NaN, Infinity, 2 ** 53, null, {}])('rejects %s', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
    expect(wishIdSchema.safeParse({ wishId: value }).success).toBe(false);
    expect(wishlistProductSchema.safeParse({ productId: value }).success).toBe(false);
  });

  it('accepts positive safe integers', () => {
    expect(idSchema.parse(1)).toBe(1);
    // Odoo's GraphQL Int is 32 bits: a larger id would fail there with a backend message.
    expect(idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
  });

  it('bounds id lists', () => {
    expect(removeMultipleItemsSchema.safeParse({ lineIds: [] }).success).toBe(false);
    expect(removeMultipleItemsSchema.safeParse({ lineIds: [1, 0] }).success).toBe(false);
    const many = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, index) => index + 1);
    expect(removeMultipleItemsSchema.safeParse({ lineIds: many }).success).toBe(false);
    expect(removeMultipleItemsSchema.safeParse({ lineIds: many.slice(1) }).success).toBe(true);
    expect(
      addMultipleItemsSchema.safeParse({ items: [{ productId: 1, quantity: 0 }] }).success,
    ).toBe(false);
  });
});

describe('coupon', () => {
  it('trims and bounds the code', () => {
    expect(couponSchema.parse({ promo: '  WELCOME10 ' })).toEqual({ promo: 'WELCOME10' });
    expect(couponSchema.safeParse({ promo: '   ' }).success).toBe(false);
    expect(couponSchema.safeParse({ promo: 'x'.repeat(65) }).success).toBe(false);
    expect(couponSchema.safeParse({ promo: 'x'.repeat(64) }).success).toBe(true);
    expect(couponSchema.safeParse({ promo: 10 }).success).toBe(false);
  });
});

describe('quick order input', () => {
  it('trims SKUs, merges repeats and checks quantities', () => {
    expect(
      quickOrderSchema.parse({
        lines: [
          { sku: ' A-1 ', quantity: 2 },
          { sku: 'a-1', quantity: 3 },
          { sku: 'B', quantity: 1 },
        ],
      }),
    ).toEqual({
      lines: [
        { sku: 'A-1', quantity: 5 },
        { sku: 'B', quantity: 1 },
      ],
    });
    expect(quickOrderSchema.safeParse({ lines: [{ sku: '', quantity: 1 }] }).success).toBe(false);
    expect(
      quickOrderSchema.safeParse({ lines: [{ sku: 'x'.repeat(65), quantity: 1 }] }).success,
    ).toBe(false);
    expect(quickOrderSchema.safeParse({ lines: [{ sku: 'A', quantity: '2' }] }).success).toBe(
      false,
    );
    expect(quickOrderSchema.safeParse({ lines: [] }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, index) => ({
      sku: `S${index}`,
      quantity: 1,
    }));
    expect(quickOrderSchema.safeParse({ lines: tooMany }).success).toBe(false);
    expect(quickOrderSchema.safeParse({ lines: tooMany.slice(1) }).success).toBe(true);
  });

  it('refuses repeats that add up over the ceiling', () => {
    const lines = [
      { sku: 'A', quantity: 99999 },
      { sku: 'A', quantity: 1 },
    ];
    expect(quickOrderSchema.safeParse({ lines }).success).toBe(false);
  });
});

describe('parseQuickOrderText', () => {
  it('reads each separator', () => {
    const text = ['SKU-1 3', 'SKU-2,4', 'SKU-3;5', 'SKU-4\t6', 'SKU-5   7'].join('\n');
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { sku: 'SKU-1', quantity: 3 },
        { sku: 'SKU-2', quantity: 4 },
        { sku: 'SKU-3', quantity: 5 },
        { sku: 'SKU-4', quantity: 6 },
        { sku: 'SKU-5', quantity: 7 },
      ],
      invalid: [],
    });
  });

  it('skips a header and blank lines, defaults the quantity to 1', () => {
    const text = '\r\nSKU,Quantity\r\n\r\nA-1\r\n  \r\nB-2,\r\n"C-3";"2";;\r\n';
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { sku: 'A-1', quantity: 1 },
        { sku: 'B-2', quantity: 1 },
        { sku: 'C-3', quantity: 2 },
      ],
      invalid: [],
    });
    expect(parseQuickOrderText('sku;qty\nA 2').lines).toEqual([{ sku: 'A', quantity: 2 }]);
  });

  it('skips a header a spreadsheet ended with empty cells', () => {
    expect(parseQuickOrderText('sku;quantity;;\nA;2;;')).toEqual({
      lines: [{ sku: 'A', quantity: 2 }],
      invalid: [],
    });
  });

  it("takes a CSV file's rows without its header, to add below what the field holds", () => {
    expect(csvRowsWithoutHeader('\uFEFFsku,quantity\r\nA-1,2\r\nB-2,1\r\n')).toBe('A-1,2\nB-2,1');
    expect(csvRowsWithoutHeader('"SKU";"Qty";;\nA-1;2')).toBe('A-1;2');
    expect(csvRowsWithoutHeader('A-1,2\nB-2,1')).toBe('A-1,2\nB-2,1');
  });

  it('reads a header only on the first line', () => {
    // Later, "sku,quantity" is an item whose quantity does not parse: reported, not dropped.
    expect(parseQuickOrderText('A 1\nsku,quantity')).toEqual({
      lines: [{ sku: 'A', quantity: 1 }],
      invalid: [{ lineNumber: 2, text: 'sku,quantity' }],
    });
  });

  it('merges the same SKU (ignoring case), keeping the first spelling', () => {
    expect(parseQuickOrderText('A-1 2\nb 1\na-1 3').lines).toEqual([
      { sku: 'A-1', quantity: 5 },
      { sku: 'b', quantity: 1 },
    ]);
  });

  it('reports every line it cannot read, with its line number', () => {
    const text = [
      'GOOD 2', // 1
      'BAD 0', // 2
      'BAD -1', // 3
      'BAD 1.5', // 4
      'BAD three', // 5
      'BAD 100000', // 6
      '', // 7
      'A B C', // 8
      'A,1,2', // 9
      `${'X'.repeat(65)} 1`, // 10
      ',5', // 11
      'GOOD 99997', // 12: 2 + 99997 = 99999, still fine
      'GOOD 1', // 13: over the ceiling
    ].join('\n');
    const result = parseQuickOrderText(text);
    expect(result.lines).toEqual([{ sku: 'GOOD', quantity: 99999 }]);
    expect(result.invalid.map((entry) => entry.lineNumber)).toEqual([
      2, 3, 4, 5, 6, 8, 9, 10, 11, 13,
    ]);
    expect(result.invalid[0]).toEqual({ lineNumber: 2, text: 'BAD 0' });
  });

  it('gives nothing for empty text', () => {
    expect(parseQuickOrderText('')).toEqual({ lines: [], invalid: [] });
    expect(parseQuickOrderText('\n \n')).toEqual({ lines: [], invalid: [] });
  });
});
