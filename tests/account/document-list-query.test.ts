import { describe, expect, it } from 'vitest';
import {
  companyListView,
  documentIdFromSlug,
  documentListHref,
  parseInvoiceListQuery,
  parseOrderListQuery,
  parseQuoteListQuery,
} from '@/lib/account/document-list-query';

describe('account list URLs', () => {
  it('read a quote list state', () => {
    expect(
      parseQuoteListQuery({
        status: 'expired',
        name: '  S000  12 ',
        from: '2026-01-01',
        to: '2026-03-31',
        page: '2',
        scope: 'mine',
      }),
    ).toEqual({
      status: 'expired',
      name: 'S000 12',
      from: '2026-01-01',
      to: '2026-03-31',
      page: 2,
      scope: 'mine',
    });
    expect(parseQuoteListQuery({})).toEqual({
      status: 'all',
      name: '',
      from: '',
      to: '',
      page: 1,
      scope: 'company',
    });
  });

  it('fall back to the default of each bad value, never fail', () => {
    const bad = {
      status: 'archived',
      name: ['x'.repeat(500), 'second'],
      from: '2026-02-31',
      to: '31-12-2026',
      page: '-4',
      scope: 'everyone',
    };
    expect(parseQuoteListQuery(bad)).toEqual({
      status: 'all',
      name: 'x'.repeat(64),
      from: '',
      to: '',
      page: 1,
      scope: 'company',
    });
    expect(parseInvoiceListQuery(bad)).toMatchObject({ status: 'all', from: '', to: '', page: 1 });
    for (const page of ['abc', '1.5', '0', '999999999', '', '1e3x']) {
      expect(parseOrderListQuery({ page }).page, page).toBe(1);
    }
    expect(parseOrderListQuery({ page: ['3', '4'] }).page).toBe(3);
    expect(parseOrderListQuery({ page: '9999' }).page).toBe(9999);
    expect(parseOrderListQuery({ scope: 'MINE' }).scope).toBe('company');
  });

  it("keep a company Admin's own documents in every link, and only an Admin's", () => {
    const mine = parseQuoteListQuery({ scope: 'mine', status: 'open', page: '2' });
    expect(documentListHref('/my/quotes', mine)).toBe('/my/quotes?status=open&scope=mine&page=2');
    expect(documentListHref('/my/orders', parseOrderListQuery({ scope: 'mine' }))).toBe(
      '/my/orders?scope=mine',
    );
    expect(companyListView(mine, 'Admin')).toEqual({
      state: mine,
      chooseScope: true,
      showPlacedBy: true,
    });
    expect(companyListView(mine, 'Buyer')).toEqual({
      state: { ...mine, scope: 'company' },
      chooseScope: false,
      showPlacedBy: true,
    });
    expect(companyListView(mine, undefined)).toEqual({
      state: { ...mine, scope: 'company' },
      chooseScope: false,
      showPlacedBy: false,
    });
  });

  it('swap a date range typed the wrong way round', () => {
    expect(parseInvoiceListQuery({ from: '2026-05-01', to: '2026-01-01' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-05-01',
    });
  });

  it('map invoice labels to readable URL values and back', () => {
    expect(parseInvoiceListQuery({ status: 'paid' }).status).toBe('paid');
    expect(parseInvoiceListQuery({ status: 'waiting' }).status).toBe('waitingForPayment');
    expect(parseInvoiceListQuery({ status: 'partially-shipped' }).status).toBe('partiallyShipped');
    expect(parseInvoiceListQuery({ status: 'waitingForPayment' }).status).toBe('all');
    expect(documentListHref('/my/invoices', { status: 'waitingForPayment', page: 1 })).toBe(
      '/my/invoices?status=waiting',
    );
  });

  it('write canonical links without defaults', () => {
    expect(documentListHref('/en/my/orders', { page: 1 })).toBe('/en/my/orders');
    expect(documentListHref('/en/my/orders', { page: 3 })).toBe('/en/my/orders?page=3');
    expect(
      documentListHref('/my/quotes', {
        status: 'all',
        name: 'S0001',
        from: '2026-01-01',
        to: '',
        page: 2,
      }),
    ).toBe('/my/quotes?name=S0001&from=2026-01-01&page=2');
    const state = parseQuoteListQuery({ page: '2', status: 'open', to: '2026-02-01' });
    expect(documentListHref('/my/quotes', state)).toBe(
      '/my/quotes?status=open&to=2026-02-01&page=2',
    );
  });

  it('take document ids only from plain positive numbers', () => {
    expect(documentIdFromSlug('12')).toBe(12);
    for (const slug of ['0', '-1', '012', '12a', 'S00012', '1e3', '99999999999', '']) {
      expect(documentIdFromSlug(slug), slug).toBeNull();
    }
  });
});
