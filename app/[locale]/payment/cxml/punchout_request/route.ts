import { handlerLocale } from '@/lib/i18n/route-locale.server';
import { answerSetupRequest } from '@/lib/punchout/setup-endpoint.server';

// The cXML punch-out setup endpoint (spec route): lib/punchout/setup-endpoint.server.ts.
// POST only; Next answers 405 to anything else.

export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return answerSetupRequest(request, await handlerLocale(params));
}
