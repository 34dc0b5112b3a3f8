import { handlerLocale } from '@/lib/i18n/route-locale.server';
import { openStartPage } from '@/lib/punchout/start-page.server';

// The StartPage URL of a cXML punch-out: lib/punchout/start-page.server.ts.

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return openStartPage(request, await handlerLocale(params));
}
