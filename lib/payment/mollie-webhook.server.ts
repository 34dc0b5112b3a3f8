import 'server-only';
import { z } from 'zod';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { isValidMollieWebhookToken, settleMolliePayment } from './mollie.server';

// Mollie's classic webhook: `POST <webhookUrl>` with the form body `id=tr_...`, unsigned, after
// every status change, retried for a while until it gets a 2xx. The URL is ours and signed
// (mollieWebhookUrl), and the body only names a payment: what happened is fetched from Mollie.
// Not the browser routes' frame (shopper-route.server.ts): Mollie sends no Origin and reads no
// answer, so every handled case gets 200 with an empty body and nothing is explained.

const MAX_BODY_BYTES = 4 * 1024;

const querySchema = z.object({
  reference: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});

const bodySchema = z.object({
  id: z
    .string()
    .max(64)
    .regex(/^tr_[A-Za-z0-9]+$/),
});

const TOO_LARGE = Symbol('too large');

export async function handleMollieWebhook(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({
    reference: params.get('reference'),
    token: params.get('token'),
  });
  // A URL the shop did not hand out changes nothing, before the body is even read; the caller
  // learns nothing it could use to probe.
  if (!query.success || !isValidMollieWebhookToken(query.data.reference, query.data.token)) {
    return answer(200);
  }
  const form = await readForm(request);
  if (form === TOO_LARGE) return answer(413);
  const body = bodySchema.safeParse(form ? Object.fromEntries(form) : undefined);
  if (!body.success) return answer(400);
  try {
    await settleMolliePayment(body.data.id, query.data.reference);
    return answer(200);
  } catch (error) {
    logFailure(error);
    // Mollie or Odoo unreachable (or Mollie not configured): Mollie tries again later.
    return answer(503);
  }
}

/** The form body, or null when it is not one; read at most MAX_BODY_BYTES. */
async function readForm(request: Request): Promise<URLSearchParams | null | typeof TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  const reader = request.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  return new URLSearchParams(text);
}

/** What failed, never the request (its URL carries the token) nor a cause chain. */
function logFailure(error: unknown): void {
  console.error('[mollie-webhook] settling failed', {
    name: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
    ...(isOdooError(error) ? { kind: error.kind, operationName: error.operationName } : {}),
  });
}

function answer(status: number): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
}
