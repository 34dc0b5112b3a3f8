// Currencies whose minor unit is not the cent. Odoo's payment_adyen keeps the same table, and
// Mollie wants amounts with exactly this many decimals, so Odoo's Adyen emulation and the Mollie
// emulator share it.
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

/** Adyen's integer amount in the currency's minor unit (EUR 12.34 -> 1234). */
export function minorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

/**
 * Whether a Mollie decimal string stands for an Odoo amount (a float already rounded to the
 * currency): equal to within half a minor unit, so binary leftovers do not count.
 */
export function sameDecimalAmount(value: string, amount: number, currency: string): boolean {
  const unit = 10 ** -currencyDecimals(currency);
  return Number.isFinite(Number(value)) && Math.abs(Number(value) - amount) < unit / 2;
}
