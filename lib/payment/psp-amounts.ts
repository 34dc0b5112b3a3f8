// An Odoo amount (a float already rounded to its currency) as the payment providers want it:
// Mollie a decimal string with exactly the currency's decimals, Adyen an integer in the minor
// unit. Pure and browser-safe; both providers use the same decimals table (Odoo's payment_adyen
// keeps the same one, and so does mock-odoo).

import { currencyDecimals } from '@/lib/format/currency-decimals';
import { fixedDecimal } from '@/lib/format/decimal-text';

/**
 * The amount in the currency's minor unit, rounded half away from zero. Scaling a float gives
 * binary leftovers (1.005 * 100 = 100.49999999999999); cutting the product to 15 significant
 * digits first makes it round like the decimal amount it stands for.
 */
export function adyenMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError('The amount must be a finite number.');
  const scaled = Number((Math.abs(amount) * 10 ** currencyDecimals(currency)).toPrecision(15));
  const units = Math.round(scaled);
  if (!Number.isSafeInteger(units)) throw new RangeError('The amount is too large.');
  return amount < 0 && units !== 0 ? -units : units;
}

/** Mollie's `amount.value`: `"1234"` (JPY), `"12.34"` (EUR), `"12.345"` (BHD); no separators. */
export function mollieAmount(amount: number, currency: string): string {
  return fixedDecimal(amount, currencyDecimals(currency));
}
