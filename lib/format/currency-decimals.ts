// Decimal places of an ISO 4217 currency, as Odoo rounds it (Odoo's payment_adyen keeps the same
// table, and so does mock-odoo). Pure and browser-safe.

const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  ISK: 0,
  BHD: 3,
  KWD: 3,
};

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency.toUpperCase()] ?? 2;
}
