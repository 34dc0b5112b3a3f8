import { createHmac } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

// Odoo's cache webhook, signed the way the shop checks it (lib/seo/revalidate-auth.ts). The one
// place the tests sign it: when the signing changes, only this changes. playwright.config.ts gives
// the shop and the tests the same REVALIDATE_SECRET.

export async function revalidateOdooTags(
  request: APIRequestContext,
  odooTags: readonly string[],
): Promise<APIResponse> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) throw new Error('REVALIDATE_SECRET is not set (playwright.config.ts sets it)');
  const body = JSON.stringify({ tags: odooTags });
  const signature = createHmac('sha256', secret).update(body, 'utf8').digest('hex');
  return request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-odoo-signature': `sha256=${signature}` },
  });
}
