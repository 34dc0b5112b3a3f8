import { handleMollieWebhook } from '@/lib/payment/mollie-webhook.server';

// Mollie's webhook for the payments the shop creates (lib/payment/mollie.server.ts). POST only:
// Next answers 405 to anything else.

export function POST(request: Request): Promise<Response> {
  return handleMollieWebhook(request);
}
