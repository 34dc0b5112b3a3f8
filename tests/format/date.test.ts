import { describe, expect, it } from 'vitest';
import { formatDate, isoDay, odooDay } from '@/lib/format/date';

describe('Odoo dates', () => {
  it('read the calendar day of a date or datetime, whatever the server time zone', () => {
    expect(odooDay('2026-03-14')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(odooDay('2026-03-14 23:59:00')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(isoDay('2026-03-14 00:10:00')).toBe('2026-03-14');
  });

  it('refuse what is not a day', () => {
    for (const value of ['', null, undefined, '14-03-2026', '2026-02-31', 'yesterday']) {
      expect(odooDay(value), String(value)).toBeNull();
      expect(formatDate(value, 'nl')).toBeNull();
    }
  });

  it('are formatted for the locale', () => {
    expect(formatDate('2026-03-14', 'nl')).toBe('14 mrt 2026');
    expect(formatDate('2026-03-14', 'en')).toBe('14 Mar 2026');
    expect(formatDate('2026-03-14', 'de')).toBe('14.03.2026');
    expect(formatDate('2026-03-14', 'ru')).toMatch(/^14 мар\.? 2026/);
  });
});
