import { answerOciLogin } from '@/lib/punchout/oci-entry.server';
import { handlerLocale } from '@/lib/i18n/route-locale.server';

// The SAP OCI catalogue entry (GET with query parameters, or a POSTed form):
// lib/punchout/oci-entry.server.ts.

type Context = { params: Promise<{ locale: string }> };

export async function GET(request: Request, { params }: Context) {
  return answerOciLogin(request, await handlerLocale(params));
}

export async function POST(request: Request, { params }: Context) {
  return answerOciLogin(request, await handlerLocale(params));
}
