import { fixedDecimal } from '@/lib/format/decimal-text';
import type { FormField, OciReturn, PunchoutCart, PunchoutLine } from '@/lib/punchout/types';

// The SAP OCI 4.0 / 5.0 cart return: NEW_ITEM-* fields, one set per line, numbered from 1.
// SAP cuts or drops what does not fit its field lengths, so the lengths are kept here, where
// it is visible and tested, and never by surprise on the buyer's side.

/** OCI field lengths (characters) of the fields this shop sends. */
export const OCI_FIELD_LENGTHS = {
  description: 40,
  quantity: 15,
  unit: 3,
  price: 15,
  currency: 5,
  vendorMaterial: 40,
  productId: 40,
  materialGroup: 10,
  categoryId: 60,
} as const;

/** OCI quantities carry three decimals ('3.000'), as SAP's quantity fields do. */
const QUANTITY_DECIMALS = 3;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function cutAt(pieces: Iterable<string>, maxLength: number): string {
  let result = '';
  for (const piece of pieces) {
    if (result.length + piece.length > maxLength) break;
    result += piece;
  }
  return result;
}

/**
 * At most `maxLength` UTF-16 units (what SAP counts in a Unicode system, and never more code
 * points either). The cut falls between user-perceived characters, so an accent or an emoji is
 * never split; a single character longer than the field is cut between code points instead.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const whole = cutAt(
    Array.from(graphemes.segment(text), (segment) => segment.segment),
    maxLength,
  );
  return whole !== '' ? whole : cutAt(text, maxLength);
}

/** A number that does not fit its field must fail: a cut number is a different number. */
function numberField(value: string, maxLength: number, name: string): string {
  if (value.length > maxLength) throw new RangeError(`${name} does not fit OCI: ${value}`);
  return value;
}

function lineFields(line: PunchoutLine, n: number, cart: PunchoutCart): FormField[] {
  const field = (name: string, value: string): FormField => ({
    name: `NEW_ITEM-${name}[${n}]`,
    value,
  });
  // The short text is one line in SAP; the full description goes in the long text.
  const shortText = cutText(
    line.description.replace(/\s+/g, ' ').trim(),
    OCI_FIELD_LENGTHS.description,
  ).trimEnd();
  const fields: FormField[] = [
    field('DESCRIPTION', shortText),
    field(
      'QUANTITY',
      numberField(
        fixedDecimal(line.quantity, QUANTITY_DECIMALS),
        OCI_FIELD_LENGTHS.quantity,
        'QUANTITY',
      ),
    ),
    field('UNIT', cutText(line.unit, OCI_FIELD_LENGTHS.unit)),
    field(
      'PRICE',
      numberField(
        fixedDecimal(line.unitPrice, cart.currencyDecimals),
        OCI_FIELD_LENGTHS.price,
        'PRICE',
      ),
    ),
    field('CURRENCY', cutText(cart.currency, OCI_FIELD_LENGTHS.currency)),
    // Prices are per one unit; SAP multiplies PRICE / PRICEUNIT by QUANTITY.
    field('PRICEUNIT', '1'),
    field('VENDORMAT', cutText(line.sku, OCI_FIELD_LENGTHS.vendorMaterial)),
    field('EXT_PRODUCT_ID', cutText(line.productId, OCI_FIELD_LENGTHS.productId)),
  ];
  if (line.classification !== null && line.classification !== '') {
    fields.push(
      field('MATGROUP', cutText(line.classification, OCI_FIELD_LENGTHS.materialGroup)),
      field('EXT_SCHEMA_TYPE', 'UNSPSC'),
      field('EXT_CATEGORY_ID', cutText(line.classification, OCI_FIELD_LENGTHS.categoryId)),
    );
  }
  // The index sits inside the name and the name ends in "[]": SAP reads it as a text table
  // with lines of 132 characters, split on its side.
  fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: line.description });
  return fields;
}

/**
 * The fields of the OCI return form: the buyer system's own ~OkCode, ~TARGET and ~CALLER
 * first (SAP uses them to route the post), then the lines numbered 1, 2, 3…; some SAP
 * releases drop a line 0.
 */
export function ociFields(cart: PunchoutCart, oci: OciReturn): FormField[] {
  const echoed: FormField[] = [];
  if (oci.okCode !== null) echoed.push({ name: '~OkCode', value: oci.okCode });
  if (oci.target !== null) echoed.push({ name: '~TARGET', value: oci.target });
  if (oci.caller !== null) echoed.push({ name: '~CALLER', value: oci.caller });
  return [...echoed, ...cart.lines.flatMap((line, index) => lineFields(line, index + 1, cart))];
}
