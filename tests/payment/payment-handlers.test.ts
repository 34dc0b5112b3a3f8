import { describe, expect, it } from 'vitest';
import { isPunchOutHandler, paymentHandler } from '@/lib/payment/payment-handlers';

// The spec's table, row by row, and what falls outside it.
describe('paymentHandler', () => {
  it.each([
    ['ADYEN_OG', 'adyen-hosted'],
    ['ADYEN', 'adyen-direct'],
    ['Wire Transfer', 'wire-transfer'],
    ['BANK_TRANSFER', 'wire-transfer'],
    ['transfer', 'wire-transfer'],
    ['MOLLIE', 'mollie'],
    ['SAP_OCI', 'sap-oci'],
    ['SAPOCI', 'sap-oci'],
    ['ARIBA_NETWORK', 'ariba'],
  ])('%s is handled by %s', (name, handler) => {
    expect(paymentHandler(name)).toBe(handler);
  });

  it.each(['PAYPAL', 'ADYEN_DIRECT', 'ARIBA', 'MOLLIE_IDEAL', 'WIRE', ''])(
    '%s has no handler (Provider … not implemented!)',
    (name) => expect(paymentHandler(name)).toBeNull(),
  );

  it('marks the punch-out transfers, which never take a payment', () => {
    expect(isPunchOutHandler('sap-oci')).toBe(true);
    expect(isPunchOutHandler('ariba')).toBe(true);
    expect(isPunchOutHandler('mollie')).toBe(false);
    expect(isPunchOutHandler(null)).toBe(false);
  });
});
