import { z } from 'zod';
import { ENABLED_LOCALES, SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { pickOverlayLabels } from '@/lib/i18n/shell-labels';

// The labels of the sidebars and modals, fetched by the browser when one first opens (or when it
// is idle), so that pages do not carry them. The same for everyone: prerendered per locale.

export function generateStaticParams() {
  return ENABLED_LOCALES.map((locale) => ({ locale }));
}

// Browsers keep them for an hour, so following page loads open overlays without asking again; a
// new deploy's texts reach them within that hour.
const CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

const paramsSchema = z.object({
  locale: z.enum(SUPPORTED_LOCALES).refine((locale) => ENABLED_LOCALES.includes(locale)),
});

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return Response.json({ error: 'unknown locale' }, { status: 404 });
  return Response.json(pickOverlayLabels(await loadMessages(parsed.data.locale)), {
    headers: { 'Cache-Control': CACHE },
  });
}
