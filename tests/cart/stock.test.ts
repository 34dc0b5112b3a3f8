import { describe, expect, it } from 'vitest';
import { isOutOfStock, stockWarningText } from '@/lib/cart/stock';
import { interpolate } from '@/lib/i18n/interpolate';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

const ODOO_WARNING = 'You ask for 1.0 products but only 0.0 is available';

describe('the cart line stock warning', () => {
  it.each([
    ['nl', nl],
    ['en', en],
    ['de', de],
    ['ru', ru],
  ])('is the shop’s own text in %s, not Odoo’s English', (_locale, messages) => {
    const labels = messages.CartSidebar;
    const none = { stock: 0, stockWarning: ODOO_WARNING };
    expect(stockWarningText(none, labels)).toBe(labels.stockNone);
    // Odoo lowered the line to the 2 in stock.
    const short = {
      stock: 2,
      stockWarning: 'You ask for 5.0 products but only 2.0 is available',
    };
    expect(stockWarningText(short, labels)).toBe(interpolate(labels.stockShort, { available: 2 }));
    expect(stockWarningText(short, labels)).not.toContain('products');
    expect(stockWarningText({ stock: 3, stockWarning: null }, labels)).toBeNull();
  });

  it('calls a warned line with nothing on hand out of stock', () => {
    expect(isOutOfStock({ stock: 0, stockWarning: ODOO_WARNING })).toBe(true);
    expect(isOutOfStock({ stock: 2, stockWarning: 'more than 2' })).toBe(false);
    expect(isOutOfStock({ stock: 0, stockWarning: null })).toBe(false);
  });
});
