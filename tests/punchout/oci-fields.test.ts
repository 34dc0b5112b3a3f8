import { describe, expect, it } from 'vitest';
import { cutText, OCI_FIELD_LENGTHS, ociFields } from '@/lib/punchout/oci-fields';
import type { FormField } from '@/lib/punchout/types';
import { CART, cartOf, line, OCI, TRICKY_DESCRIPTION } from '@/tests/punchout/support/carts';

// The OCI fields as SAP reads them: by exact name, numbered from 1, within SAP's field lengths.

const MANDATORY = ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'CURRENCY'];
const LINE_FIELD = /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/;
const LONGTEXT_FIELD = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/;

/** The line fields by index and field name. */
function byLine(fields: FormField[]): Map<number, Map<string, string>> {
  const lines = new Map<number, Map<string, string>>();
  for (const { name, value } of fields) {
    const match = LINE_FIELD.exec(name) ?? LONGTEXT_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[2] ?? match[1]);
    const key = match[2] === undefined ? 'LONGTEXT' : match[1]!;
    const entry = lines.get(index) ?? new Map<string, string>();
    expect(entry.has(key), `${name} twice`).toBe(false);
    entry.set(key, value);
    lines.set(index, entry);
  }
  return lines;
}

describe('ociFields', () => {
  const fields = ociFields(CART, OCI);
  const lines = byLine(fields);
  const field = (index: number, name: string) => lines.get(index)?.get(name);

  it("echoes the buyer system's ~OkCode, ~TARGET and ~CALLER first", () => {
    expect(fields.slice(0, 3)).toEqual([
      { name: '~OkCode', value: 'ADDI' },
      { name: '~TARGET', value: '_top' },
      { name: '~CALLER', value: 'CTLG' },
    ]);
  });

  it('echoes only what the buyer system sent', () => {
    const echoed = ociFields(CART, {
      ...OCI,
      okCode: null,
      caller: null,
      target: '_parent',
    }).filter(({ name }) => name.startsWith('~'));
    expect(echoed).toEqual([{ name: '~TARGET', value: '_parent' }]);
    expect(
      ociFields(CART, { ...OCI, okCode: null, target: null, caller: null }).some(({ name }) =>
        name.startsWith('~'),
      ),
    ).toBe(false);
  });

  it('numbers the lines 1, 2, 3 without gaps, and names every field exactly', () => {
    expect([...lines.keys()]).toEqual([1, 2, 3]);
    const named = fields.filter(({ name }) => !name.startsWith('~'));
    for (const { name } of named) {
      expect(LINE_FIELD.test(name) || LONGTEXT_FIELD.test(name), name).toBe(true);
    }
    expect(named.map(({ name }) => name).filter((name) => name.includes('LONGTEXT'))).toEqual([
      'NEW_ITEM-LONGTEXT_1:132[]',
      'NEW_ITEM-LONGTEXT_2:132[]',
      'NEW_ITEM-LONGTEXT_3:132[]',
    ]);
  });

  it('has the five mandatory fields on every line', () => {
    for (const [index, values] of lines) {
      for (const name of MANDATORY) {
        expect(values.get(name), `${name}[${index}]`).toBeTruthy();
      }
    }
  });

  it('keeps every value within its OCI length', () => {
    for (const values of lines.values()) {
      const description = values.get('DESCRIPTION')!;
      expect(description.length).toBeLessThanOrEqual(40);
      expect([...description].length).toBeLessThanOrEqual(40);
      expect(values.get('QUANTITY')!.length).toBeLessThanOrEqual(15);
      expect(values.get('PRICE')!.length).toBeLessThanOrEqual(15);
      expect(values.get('UNIT')!.length).toBeLessThanOrEqual(3);
      expect(values.get('CURRENCY')).toMatch(/^[A-Z]{3}$/);
      expect(values.get('VENDORMAT')!.length).toBeLessThanOrEqual(40);
    }
  });

  it('writes the first line as SAP expects it', () => {
    expect(Object.fromEntries(lines.get(1)!)).toEqual({
      DESCRIPTION: 'Hex bolt M8x40 zinc, box of 100',
      QUANTITY: '3.000',
      UNIT: 'BX',
      PRICE: '20.50',
      CURRENCY: 'EUR',
      PRICEUNIT: '1',
      VENDORMAT: 'BOLT-M8-40',
      EXT_PRODUCT_ID: '414',
      MATGROUP: '31161616',
      EXT_SCHEMA_TYPE: 'UNSPSC',
      EXT_CATEGORY_ID: '31161616',
      LONGTEXT: 'Hex bolt M8x40 zinc, box of 100',
    });
    // In the order a reader of the form expects.
    expect(
      fields
        .filter(({ name }) => name.endsWith('[1]') || name.includes('_1:'))
        .map(({ name }) => name),
    ).toEqual([
      'NEW_ITEM-DESCRIPTION[1]',
      'NEW_ITEM-QUANTITY[1]',
      'NEW_ITEM-UNIT[1]',
      'NEW_ITEM-PRICE[1]',
      'NEW_ITEM-CURRENCY[1]',
      'NEW_ITEM-PRICEUNIT[1]',
      'NEW_ITEM-VENDORMAT[1]',
      'NEW_ITEM-EXT_PRODUCT_ID[1]',
      'NEW_ITEM-MATGROUP[1]',
      'NEW_ITEM-EXT_SCHEMA_TYPE[1]',
      'NEW_ITEM-EXT_CATEGORY_ID[1]',
      'NEW_ITEM-LONGTEXT_1:132[]',
    ]);
  });

  it('leaves values plain (escaping is the page’s job) and keeps the full text in the long text', () => {
    expect(field(2, 'LONGTEXT')).toBe(TRICKY_DESCRIPTION);
    // One line, cut between characters, quotes and ampersands untouched.
    expect(field(2, 'DESCRIPTION')).toBe('19" rack & <shelf> – Größe Ü, "heavy" \'d');
    expect(field(2, 'VENDORMAT')).toBe('RACK-19&"U"<');
  });

  it('makes the short text one line; the long text keeps the lines', () => {
    const description = '[BOLT-M8] Hex bolt\n  M8\tzinc\r\nDIN 933';
    const written = byLine(ociFields(cartOf([line({ description })]), OCI)).get(1)!;
    expect(written.get('DESCRIPTION')).toBe('[BOLT-M8] Hex bolt M8 zinc DIN 933');
    expect(written.get('LONGTEXT')).toBe(description);
  });

  it('sends classification fields only for a line that has a code', () => {
    expect(lines.get(2)!.has('MATGROUP')).toBe(false);
    expect(lines.get(2)!.has('EXT_SCHEMA_TYPE')).toBe(false);
    expect(lines.get(2)!.has('EXT_CATEGORY_ID')).toBe(false);
    expect(field(3, 'MATGROUP')).toBe('26121609');
  });

  it('writes quantities with three decimals and prices with the currency decimals', () => {
    expect(field(3, 'QUANTITY')).toBe('2.500');
    expect(field(3, 'PRICE')).toBe('1.19');
    const yen = byLine(ociFields(cartOf([line({ unitPrice: 1200, quantity: 2 })], 'JPY', 0), OCI));
    expect(yen.get(1)?.get('PRICE')).toBe('1200');
    expect(yen.get(1)?.get('CURRENCY')).toBe('JPY');
    const dinar = byLine(ociFields(cartOf([line({ unitPrice: 1.5 })], 'KWD', 3), OCI));
    expect(dinar.get(1)?.get('PRICE')).toBe('1.500');
  });

  it('adds up: PRICE / PRICEUNIT × QUANTITY per line is the cart total', () => {
    let cents = 0;
    for (const values of lines.values()) {
      const perUnit = Number(values.get('PRICE')) / Number(values.get('PRICEUNIT'));
      cents += Math.round(Math.round(perUnit * 100) * Number(values.get('QUANTITY')));
    }
    expect(cents).toBe(Math.round(CART.total * 100));
    // Even summed without per-line rounding, within half a cent per line.
    const unrounded = [...lines.values()].reduce(
      (sum, values) => sum + Number(values.get('PRICE')) * Number(values.get('QUANTITY')),
      0,
    );
    expect(Math.abs(unrounded - CART.total)).toBeLessThanOrEqual(0.005 * lines.size);
  });

  it('cuts a long description at 40 without splitting an emoji', () => {
    const emojiAt39 = `${'x'.repeat(38)}👍🏽 and more`;
    const written = byLine(ociFields(cartOf([line({ description: emojiAt39 })]), OCI));
    const description = written.get(1)!.get('DESCRIPTION')!;
    expect(description).toBe('x'.repeat(38));
    expect(description).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(written.get(1)!.get('LONGTEXT')).toBe(emojiAt39);
  });

  it('cuts unit, vendor material and product id to their lengths', () => {
    const written = byLine(
      ociFields(
        cartOf([line({ unit: 'PCE1', sku: 'S'.repeat(45), productId: '9'.repeat(41) })]),
        OCI,
      ),
    ).get(1)!;
    expect(written.get('UNIT')).toBe('PCE');
    expect(written.get('VENDORMAT')).toBe('S'.repeat(OCI_FIELD_LENGTHS.vendorMaterial));
    expect(written.get('EXT_PRODUCT_ID')).toBe('9'.repeat(OCI_FIELD_LENGTHS.productId));
  });

  it('refuses a number that does not fit its field rather than cutting it', () => {
    expect(() => ociFields(cartOf([line({ quantity: 123_456_789_012 })]), OCI)).toThrow(RangeError);
    expect(() => ociFields(cartOf([line({ unitPrice: 9_999_999_999_999 })]), OCI)).toThrow(
      RangeError,
    );
  });

  it('sends only the echo fields for an empty cart', () => {
    expect(ociFields(cartOf([]), OCI).map(({ name }) => name)).toEqual([
      '~OkCode',
      '~TARGET',
      '~CALLER',
    ]);
  });
});

describe('cutText', () => {
  it('leaves short text alone', () => {
    expect(cutText('Hex bolt', 40)).toBe('Hex bolt');
  });

  it('cuts between user-perceived characters', () => {
    // e + combining acute: one character on screen, two code units.
    expect(cutText('abcde\u0301f', 5)).toBe('abcd');
    // A family emoji is one character of 11 code units.
    expect(cutText('ab👨‍👩‍👧‍👦', 10)).toBe('ab');
    expect(cutText('ab😀cd', 3)).toBe('ab');
    expect(cutText('ab😀cd', 4)).toBe('ab😀');
  });

  it('cuts between code points when a single character is longer than the field', () => {
    const family = '👨‍👩‍👧‍👦';
    const cut = cutText(family, 5);
    expect(cut).toBe('👨\u200D👩'.slice(0, 5));
    expect(cut.length).toBeLessThanOrEqual(5);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
