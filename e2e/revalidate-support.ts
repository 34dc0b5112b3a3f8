import { createHmac } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

// Odoo's cache webhook, signed the way the shop checks it (lib/seo/revalidate-auth.server.ts: an HMAC of
// "<timestamp>.<body>"). The one place the tests sign it: when the signing changes, only this
// changes. playwright.config.ts gives the shop and the tests the same REVALIDATE_SECRET.

export async function revalidateOdooTags(
  request: APIRequestContext,
  odooTags: readonly string[],
  { baseURL = '', secret = process.env.REVALIDATE_SECRET } = {},
): Promise<APIResponse> {
  if (!secret) throw new Error('REVALIDATE_SECRET is not set (playwright.config.ts sets it)');
  const body = JSON.stringify({ tags: odooTags });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${body}`, 'utf8')
    .digest('hex');
  return request.post(`${baseURL}/api/revalidate`, {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-odoo-timestamp': timestamp,
      'x-odoo-signature': `sha256=${signature}`,
    },
  });
}
