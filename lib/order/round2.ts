/**
 * Rounds money to cents. The nudge makes binary leftovers such as 10.004999999 round like the
 * decimal amount they stand for.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round((Math.abs(value) + 1e-9) * 100) / 100;
  return value < 0 ? -rounded : rounded;
}
