import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { tagsFromOdoo } from '@/lib/catalog/catalog-cache.server';
import {
  isValidKey,
  isValidSignature,
  MAX_BODY_BYTES,
  revalidateBodySchema,
  revalidateQuerySchema,
  revalidateSecret,
  SIGNATURE_HEADER,
} from '@/lib/seo/revalidate-auth';

// Odoo's cache webhook: it names changed records as `P<template id>` / `C<category id>` tags.
//   POST /api/revalidate  body {"tags":["P12","C3"]}
//        header x-odoo-signature: sha256=<hex HMAC-SHA256 of the raw body with REVALIDATE_SECRET>
//   GET  /api/revalidate?key=<REVALIDATE_SECRET>&tags=P12,C3   (Odoo's plain URL form)
// Each tag is marked stale with the 'max' profile: visitors keep getting the last good page while
// it re-renders in the background, and a render that fails (Odoo down) keeps the old copy.

export async function POST(request: NextRequest): Promise<Response> {
  const secret = revalidateSecret();
  if (!secret) return notConfigured();
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return answer(413, { error: 'Payload too large' });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody, 'utf8') > MAX_BODY_BYTES) {
    return answer(413, { error: 'Payload too large' });
  }
  // Authenticate before looking at the content, so unsigned callers learn nothing about it.
  if (!isValidSignature(rawBody, request.headers.get(SIGNATURE_HEADER), secret)) {
    return unauthorized();
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return answer(400, { error: 'Body must be JSON: {"tags": ["P12", "C3"]}' });
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) return answer(400, { error: 'Body must be {"tags": ["P12", "C3"]}' });
  return revalidate(parsed.data.tags);
}

export async function GET(request: NextRequest): Promise<Response> {
  const secret = revalidateSecret();
  if (!secret) return notConfigured();
  const params = request.nextUrl.searchParams;
  if (!isValidKey(params.get('key'), secret)) return unauthorized();
  const parsed = revalidateQuerySchema.safeParse(params.get('tags') ?? '');
  if (!parsed.success) return answer(400, { error: 'Query must have tags=P12,C3' });
  return revalidate(parsed.data);
}

function revalidate(odooTags: readonly string[]): Response {
  const tags = tagsFromOdoo(odooTags);
  for (const tag of tags) revalidateTag(tag, 'max');
  const recognised = new Set(odooTags.filter((tag) => tagsFromOdoo([tag]).length > 0));
  return answer(200, {
    revalidated: tags,
    ignored: odooTags.filter((tag) => !recognised.has(tag)),
  });
}

function unauthorized(): Response {
  return answer(401, { error: 'Invalid signature' });
}

/** Without a secret nothing can authenticate: the endpoint is off, and says why. */
function notConfigured(): Response {
  return answer(401, { error: 'Revalidation is disabled: REVALIDATE_SECRET is not set' });
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
