import { describe, expect, it } from 'vitest';
import { orderMessage } from '@/lib/punchout/cxml-documents';
import { ociFields } from '@/lib/punchout/oci-fields';
import { cxmlReturnForm, ociReturnForm } from '@/lib/punchout/return-form';
import { CART, EMPTY_CART, ENVELOPE, OCI, SESSION } from '@/tests/punchout/support/carts';
import { dtdViolations } from '@/tests/punchout/support/cxml-dtd';

// The forms that carry the cart back: where they post, into which frame, with which fields.

describe('cxmlReturnForm', () => {
  it('posts the order message as text in cXML-urlencoded', () => {
    const form = cxmlReturnForm(ENVELOPE, SESSION, CART);
    expect(form.action).toBe(SESSION.returnUrl);
    expect(form.target).toBe('_top');
    expect(form.fields).toEqual([
      { name: 'cXML-urlencoded', value: orderMessage(ENVELOPE, SESSION, CART) },
    ]);
  });

  it('posts base64 of the UTF-8 bytes in cXML-base64, decoding to the same XML', () => {
    const session = { ...SESSION, messageField: 'cXML-base64' as const };
    const form = cxmlReturnForm(ENVELOPE, session, CART);
    expect(form.fields).toHaveLength(1);
    const [field] = form.fields;
    expect(field!.name).toBe('cXML-base64');
    expect(field!.value).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const decoded = Buffer.from(field!.value, 'base64').toString('utf8');
    expect(decoded).toBe(orderMessage(ENVELOPE, session, CART));
    // Umlauts and emoji come through as UTF-8, not as question marks.
    expect(decoded).toContain('Größe Ü');
    expect(decoded).toContain('🚀');
    expect(dtdViolations(decoded)).toEqual([]);
  });

  it('encodes a message far larger than one chunk of bytes', () => {
    const session = { ...SESSION, messageField: 'cXML-base64' as const };
    const big = {
      ...CART,
      lines: Array.from({ length: 400 }, (_, index) => ({
        ...CART.lines[1]!,
        sku: `SKU-${index}`,
      })),
    };
    const value = cxmlReturnForm(ENVELOPE, session, big).fields[0]!.value;
    expect(Buffer.from(value, 'base64').toString('utf8')).toBe(
      orderMessage(ENVELOPE, session, big),
    );
  });

  it('sends an empty cart too: the buyer cancelled, their system waits for the answer', () => {
    const form = cxmlReturnForm(ENVELOPE, SESSION, EMPTY_CART);
    expect(form.fields[0]!.value).not.toContain('<ItemIn');
    expect(dtdViolations(form.fields[0]!.value)).toEqual([]);
  });
});

describe('ociReturnForm', () => {
  it('posts to HOOK_URL exactly as received, query included', () => {
    const form = ociReturnForm(OCI, CART);
    expect(form.action).toBe(
      'https://srm.buyer.example/sap/bc/srm/hook?sap-client=100&OCI_VERSION=4.0&x=a%20b',
    );
    expect(form.fields).toEqual(ociFields(CART, OCI));
  });

  it.each([
    [null, '_top'],
    ['_top', '_top'],
    ['_parent', '_parent'],
    ['_blank', '_blank'],
    ['_PARENT', '_parent'],
    ['catalogFrame', 'catalogFrame'],
    ['frame_2-b', 'frame_2-b'],
    // Stays in the frame, and SAP never receives the cart.
    ['_self', '_top'],
    ['_SELF', '_top'],
    ['', '_top'],
    ['2frame', '_top'],
    ['_unfencedTop', '_top'],
    ['javascript:alert(1)', '_top'],
    ['"><script>', '_top'],
    ['a b', '_top'],
    [`f${'x'.repeat(64)}`, '_top'],
  ])('posts into frame %j as %s', (target, expected) => {
    expect(ociReturnForm({ ...OCI, target }, CART).target).toBe(expected);
  });

  it('echoes ~TARGET as the buyer system sent it, whatever frame the form uses', () => {
    const form = ociReturnForm({ ...OCI, target: '_self' }, CART);
    expect(form.fields).toContainEqual({ name: '~TARGET', value: '_self' });
  });
});
