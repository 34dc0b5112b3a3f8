import { z } from 'zod';
import { getPersonalPrices } from '@/lib/pricing/personal-prices';
import { priceIdsSchema } from '@/lib/pricing/price-ids';

// Per-shopper prices for the product templates on screen. Answers for the caller's own Odoo
// session only, and must never be stored by a browser or shared cache.

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const querySchema = z.object({ ids: priceIdsSchema });

export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse({
    ids: new URL(request.url).searchParams.get('ids') ?? '',
  });
  if (!parsed.success) {
    return Response.json({ error: 'invalid ids' }, { status: 400, headers: PRIVATE });
  }
  try {
    const prices = await getPersonalPrices(parsed.data.ids);
    return Response.json({ prices }, { headers: PRIVATE });
  } catch {
    // The public prices already on the page stay; the island simply changes nothing.
    return Response.json({ error: 'prices failed' }, { status: 502, headers: PRIVATE });
  }
}
