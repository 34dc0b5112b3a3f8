import { TAX_RATE } from './order';

export interface TaxAmounts {
  untaxed: number;
  tax: number;
  total: number;
}

/**
 * Odoo 15's `tax_totals_json` of a sale order or an invoice: the tax widget's data, with one tax
 * group for the whole tax. Odoo keeps it in a Char field, so graphql_vuestorefront's GenericScalar
 * sends the JSON text as a string. An order lists its tax group even at zero; an invoice without
 * tax lists none (`groupWithoutTax`).
 */
export function taxTotalsJson(
  amounts: TaxAmounts,
  format: (amount: number) => string,
  { groupWithoutTax }: { groupWithoutTax: boolean },
): string {
  const group = {
    tax_group_name: `Tax ${Math.round(TAX_RATE * 100)}%`,
    tax_group_amount: amounts.tax,
    tax_group_base_amount: amounts.untaxed,
    formatted_tax_group_amount: format(amounts.tax),
    formatted_tax_group_base_amount: format(amounts.untaxed),
    tax_group_id: 1,
    group_key: 'Untaxed Amount-1',
  };
  return JSON.stringify({
    amount_total: amounts.total,
    amount_untaxed: amounts.untaxed,
    formatted_amount_total: format(amounts.total),
    formatted_amount_untaxed: format(amounts.untaxed),
    groups_by_subtotal: { 'Untaxed Amount': amounts.tax || groupWithoutTax ? [group] : [] },
    subtotals: [
      {
        name: 'Untaxed Amount',
        amount: amounts.untaxed,
        formatted_amount: format(amounts.untaxed),
      },
    ],
    allow_tax_edition: false,
  });
}
