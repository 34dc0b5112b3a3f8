import { describe, expect, it } from 'vitest';
import { jsonLdScript } from '@/lib/seo/json-ld';

describe('jsonLdScript', () => {
  it('escapes <, >, & and the JavaScript line separators', () => {
    const text = jsonLdScript({
      name: '</script><script>alert(1)</script> & <!-- x -->\u2028\u2029',
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- x --\\u003e\\u2028\\u2029"}',
    );
  });

  it('parses back to the same data', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pen <b>"quoted"</b> & co\u2028',
      offers: { price: '1.50' },
    };
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });

  it('leaves ordinary text readable', () => {
    expect(jsonLdScript({ name: 'Stoel – zwart' })).toBe('{"name":"Stoel – zwart"}');
  });
});
