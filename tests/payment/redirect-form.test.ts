import { describe, expect, it } from 'vitest';
import { readRedirectForm } from '@/lib/payment/redirect-form';

const HPP = 'http://127.0.0.1:8069';

// Odoo's redirect_form_html for Adyen's hosted payment page, as mock-odoo renders it.
const odooForm = (action: string, extra = '') =>
  `<form method="post" action="${action}" id="adyen-hpp-form">` +
  '<input type="hidden" name="merchantReference" value="S00012-1"/>' +
  '<input type="hidden" name="paymentAmount" value="275872"/>' +
  '<input type="hidden" name="resURL" value="http://shop.test/payment-details?a=1&amp;b=&quot;2&quot;"/>' +
  `${extra}<noscript><button type="submit">Continue</button></noscript></form>` +
  '<script>document.getElementById("adyen-hpp-form").submit();</script>';

describe('readRedirectForm', () => {
  it('reads the target and the hidden fields, entities decoded, never the script', () => {
    expect(readRedirectForm(odooForm(`${HPP}/payment/adyen/hpp`), [HPP])).toEqual({
      action: `${HPP}/payment/adyen/hpp`,
      method: 'post',
      fields: [
        ['merchantReference', 'S00012-1'],
        ['paymentAmount', '275872'],
        ['resURL', 'http://shop.test/payment-details?a=1&b="2"'],
      ],
    });
  });

  it('skips inputs that are not hidden fields', () => {
    const form = readRedirectForm(
      odooForm(`${HPP}/x`, '<input type="text" name="visible" value="v"><input type="hidden">'),
      [HPP],
    );
    expect(form?.fields.map(([name]) => name)).toEqual([
      'merchantReference',
      'paymentAmount',
      'resURL',
    ]);
  });

  it.each([
    'https://evil.example/pay',
    '//evil.example/pay',
    'javascript:alert(1)',
    '/relative/path',
    'https://127.0.0.1:8069.evil.example/',
  ])('refuses a form that posts to %s', (action) => {
    expect(readRedirectForm(odooForm(action), [HPP])).toBeNull();
  });

  it('refuses HTML without a form', () => {
    expect(readRedirectForm('<p>nothing</p>', [HPP])).toBeNull();
  });
});
