import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { tagsFromOdoo } from '@/lib/cache/cached-reads.server';
import {
  isAuthenticWebhook,
  MAX_BODY_BYTES,
  revalidateBodySchema,
  revalidateSecret,
} from '@/lib/seo/revalidate-auth.server';
import { readLimitedText } from '@/lib/shopper/limited-body.server';

// Odoo's cache webhook: it names changed records as `P<template id>` / `C<category id>` tags.
//   POST /api/revalidate  body {"tags":["P12","C3"]}
//        header x-odoo-timestamp: <unix seconds>
//        header x-odoo-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with REVALIDATE_SECRET>
// Older than five minutes or already seen: refused. There is no GET form: a secret in a URL ends
// up in access logs and proxies. Each tag is marked stale with the 'max' profile: visitors keep
// getting the last good page while it re-renders in the background, and a render that fails
// (Odoo down) keeps the old copy.

export async function POST(request: NextRequest): Promise<Response> {
  const rawBody = await readLimitedText(request, MAX_BODY_BYTES);
  if (rawBody === null) return answer(413, { error: 'Payload too large' });
  const secret = revalidateSecret();
  // Authenticate before looking at the content, so unsigned callers learn nothing about it; the
  // same answer whether or not a secret is configured.
  if (!secret || !(await isAuthenticWebhook(rawBody, request.headers, secret))) {
    return answer(401, { error: 'Unauthorized' });
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return answer(400, { error: 'Body must be JSON: {"tags": ["P12", "C3"]}' });
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) return answer(400, { error: 'Body must be {"tags": ["P12", "C3"]}' });
  const tags = tagsFromOdoo(parsed.data.tags);
  for (const tag of tags) revalidateTag(tag, 'max');
  const recognised = new Set(parsed.data.tags.filter((tag) => tagsFromOdoo([tag]).length > 0));
  return answer(200, {
    revalidated: tags,
    ignored: parsed.data.tags.filter((tag) => !recognised.has(tag)),
  });
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
