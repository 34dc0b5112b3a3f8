import { z } from 'zod';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { MAX_ODOO_ID } from '@/lib/validation/odoo-int';

// Input of GET /api/product-variant:
// `?template=<templateId>&combination=<valueId>,<valueId>&locale=<locale>`.
// Kept beside the route (a route file may only export HTTP handlers) so tests can reach it.

const positiveId = z.coerce.number().int().positive().max(MAX_ODOO_ID);

export const variantQuerySchema = z.object({
  templateId: positiveId,
  /** product.template.attribute.value ids; empty means "nothing chosen". */
  combinationIds: z.array(positiveId).max(32),
  /** The variant's name comes back in the page's language. */
  locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
});

export type VariantQuery = z.infer<typeof variantQuerySchema>;

export function parseVariantQuery(
  params: URLSearchParams,
): { ok: true; query: VariantQuery } | { ok: false } {
  const combination = params.get('combination') ?? '';
  const result = variantQuerySchema.safeParse({
    templateId: params.get('template') ?? '',
    combinationIds: combination === '' ? [] : combination.split(','),
    locale: params.get('locale') ?? undefined,
  });
  return result.success ? { ok: true, query: result.data } : { ok: false };
}
