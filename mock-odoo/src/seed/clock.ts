/**
 * Dates of the seed. Everything hangs off a constant base date so that two seeds are identical;
 * the one exception is the validity date of open and expired quotations (see `fromToday`).
 */
export const BASE_DATE = new Date('2026-11-02T09:30:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Timestamp `days` (fractional allowed) before the base date, as ISO text. */
export function daysBeforeBase(days: number): string {
  return new Date(BASE_DATE.getTime() - days * DAY_MS).toISOString();
}

/** Calendar date `days` after the given ISO timestamp, as YYYY-MM-DD. */
export function dateAfter(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Calendar date `days` from the day the seed runs (negative: in the past). Only for quotation
 * validity: an "open" quotation must still be open whenever the database is created, and an
 * "expired" one already expired, which a fixed date cannot promise. Tests comparing two seeds
 * therefore ignore validity_date.
 */
export function fromToday(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
