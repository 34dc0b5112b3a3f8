// Numbers as machines read them (payment providers, procurement documents): plain decimals with
// '.', never a locale format, never exponent notation, never '-0'. Pure and browser-safe.

/** Rounds half away from zero at `decimals` places, as Odoo rounds money. */
function roundHalfAwayFromZero(value: number, decimals: number): number {
  const magnitude = String(Math.abs(value));
  // Below 1e-6 JavaScript writes an exponent already; such a value rounds to zero or one unit of
  // the last place either way, where toFixed is exact enough.
  if (magnitude.includes('e')) return Number(value.toFixed(decimals));
  // Shifting through the exponent in text avoids binary surprises such as 1.005 * 100 = 100.49….
  const shifted = Number(`${magnitude}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

function assertWritable(value: number, decimals: number): void {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    // A NaN or a runaway amount in a cart sent to a buyer's purchasing system is worse than a
    // failed transfer: stop here so the caller shows an error instead.
    throw new RangeError(`Not a writable amount: ${value}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) {
    throw new RangeError(`Unsupported number of decimals: ${decimals}`);
  }
}

/** `value` with exactly `decimals` decimals: 20.5 → '20.50' for EUR. */
export function fixedDecimal(value: number, decimals: number): string {
  assertWritable(value, decimals);
  const rounded = roundHalfAwayFromZero(value, decimals);
  // Rounding first: toFixed of -0.001 would write '-0.00', toFixed of -0 writes '0.00'.
  return rounded.toFixed(decimals);
}

/** `value` with at most `maxDecimals` decimals and no needless zeros: 3 → '3', 2.50 → '2.5'. */
export function trimmedDecimal(value: number, maxDecimals: number): string {
  const fixed = fixedDecimal(value, maxDecimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
