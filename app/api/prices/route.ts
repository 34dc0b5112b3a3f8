import { cookies } from 'next/headers';
import { z } from 'zod';
import { getPersonalPrices } from '@/lib/pricing/personal-prices.server';
import {
  currencyCookieSchema,
  priceIdsSchema,
  variantTemplateIdsSchema,
} from '@/lib/pricing/price-ids';
import { CURRENCY_COOKIE } from '@/lib/shop/cookie-names';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import { isOdooUnreachable } from '@/lib/odoo/odoo-error.server';
import { PUBLIC_ENDPOINT_LIMITS, refusePublicRequest } from '@/lib/http/public-endpoint.server';

// Per-shopper prices for the product templates on screen (`ids`) and for every variant of some
// templates (`variantsOf`: the product page's chosen variant, accessories): the signed-in
// caller's own (their Odoo session) or those of the currency they chose (the `currency` cookie).
// Depends on cookies, so it must never be stored by a browser or shared cache.

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const querySchema = z
  .object({
    ids: priceIdsSchema.optional(),
    variantsOf: variantTemplateIdsSchema,
    currency: currencyCookieSchema,
  })
  .refine((query) => query.ids !== undefined || query.variantsOf !== undefined);

export async function GET(request: Request): Promise<Response> {
  const refused = await refusePublicRequest(request, PUBLIC_ENDPOINT_LIMITS.prices);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    ids: params.get('ids') ?? undefined,
    variantsOf: params.get('variantsOf') ?? undefined,
    currency: (await cookies()).get(CURRENCY_COOKIE)?.value,
  });
  if (!parsed.success) {
    return Response.json({ error: 'invalid ids' }, { status: 400, headers: PRIVATE });
  }
  const { ids = [], variantsOf, currency } = parsed.data;
  try {
    const answer = await getPersonalPrices({ ids, variantsOf }, currency);
    return Response.json(answer, { headers: PRIVATE });
  } catch (error) {
    // The public prices already on the page stay; the island simply changes nothing. Odoo out of
    // reach is a 503 a client may retry later (README); anything else is Odoo's failure, a 502.
    if (isOdooUnreachable(error)) {
      return Response.json(
        { error: 'prices unavailable' },
        {
          status: 503,
          headers: { ...PRIVATE, 'Retry-After': String(ODOO_RETRY_AFTER_SECONDS) },
        },
      );
    }
    return Response.json({ error: 'prices failed' }, { status: 502, headers: PRIVATE });
  }
}
