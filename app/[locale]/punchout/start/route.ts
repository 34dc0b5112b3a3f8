import { routeLocale } from '@/lib/punchout/route-locale';
import { openStartPage } from '@/lib/punchout/start-page.server';

// The StartPage URL of a cXML punch-out: lib/punchout/start-page.server.ts.

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return openStartPage(request, await routeLocale(params));
}
