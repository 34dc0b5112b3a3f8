import { handlerLocale } from '@/lib/i18n/route-locale.server';
import { answerTransfer } from '@/lib/punchout/transfer-endpoint.server';

// 'Transfer cart' of a punch-out session: lib/punchout/transfer-endpoint.server.ts.

export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return answerTransfer(request, await handlerLocale(params));
}
