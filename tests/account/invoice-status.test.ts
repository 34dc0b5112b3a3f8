import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  invoiceStatus,
  invoiceStatusFilter,
  type InvoiceStatusLabel,
} from '@/lib/account/invoice-status';
import type { InvoicePaymentState, InvoiceState } from '@/lib/account/types';
import en from '@/messages/en.json';

// docs/odoo-extensions.md (Invoice status), row by row.
const TABLE: [InvoiceState | null, InvoicePaymentState | null, InvoiceStatusLabel | null][] = [
  ['Posted', 'NotPaid', 'waitingForPayment'],
  ['Posted', null, 'waitingForPayment'],
  ['Posted', 'Paid', 'paid'],
  ['Posted', 'PartiallyPaid', 'partiallyShipped'],
  ['Posted', 'Reversed', 'processed'],
  ['Draft', 'NotPaid', null],
  ['Cancelled', 'NotPaid', null],
  [null, 'Paid', null],
];

describe('invoiceStatus', () => {
  it.each(TABLE)('%s, %s → %s', (state, paymentState, expected) => {
    expect(invoiceStatus(state, paymentState)).toBe(expected);
  });

  it('asks Odoo for exactly the invoices of a label', () => {
    expect(invoiceStatusFilter(null)).toEqual({ states: ['Posted'] });
    expect(invoiceStatusFilter('paid')).toEqual({ states: ['Posted'], paymentStates: ['Paid'] });
    expect(invoiceStatusFilter('waitingForPayment')).toEqual({
      states: ['Posted'],
      paymentStates: ['NotPaid'],
    });
    // Every filter gives back its own label.
    for (const label of INVOICE_STATUSES) {
      const filter = invoiceStatusFilter(label);
      for (const paymentState of filter.paymentStates ?? []) {
        expect(invoiceStatus('Posted', paymentState)).toBe(label);
      }
    }
  });

  it('has the spec texts in English', () => {
    expect(INVOICE_STATUSES.map((status) => en.InvoiceStatus[status])).toEqual([
      'Waiting for Payment',
      'Paid',
      'Partially Shipped',
      'Processed',
    ]);
  });
});
