import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refuseMalformedActionBody } from '@/lib/http/action-body';

// The probe's NaN: a server action's body that is not JSON made React's decoder throw inside
// Next (500). The proxy answers 400; React's own `"$NaN"` still reaches the action's schema.

function action(body: string, contentType = 'text/plain;charset=UTF-8') {
  return new NextRequest('http://shop.test/cart', {
    method: 'POST',
    headers: { 'next-action': `7f${'a'.repeat(40)}`, 'content-type': contentType },
    body,
  });
}

describe('a server action body', () => {
  it('that is not JSON is refused with 400', async () => {
    for (const body of ['[{"productId":NaN,"quantity":1}]', 'NaN', '[{"productId":', '']) {
      const refused = await refuseMalformedActionBody(action(body));
      expect(refused?.status, body).toBe(400);
    }
  });

  it('in React’s encoding passes on, NaN spelt "$NaN" included (the schemas refuse it)', async () => {
    expect(
      await refuseMalformedActionBody(action('[{"productId":"$NaN","quantity":1}]')),
    ).toBeNull();
    expect(await refuseMalformedActionBody(action('["$undefined"]'))).toBeNull();
  });

  it('as FormData, and requests that are no action, pass on', async () => {
    const form = action('--x\r\n', 'multipart/form-data; boundary=x');
    expect(await refuseMalformedActionBody(form)).toBeNull();
    const page = new NextRequest('http://shop.test/cart', { method: 'POST', body: 'NaN' });
    expect(await refuseMalformedActionBody(page)).toBeNull();
  });
});
