import 'server-only';
import { cookies, headers } from 'next/headers';
import { odooHostHeaderOverride, PUBLIC_HOST_FALLBACK } from './config';
import { documentForBackend } from './core-documents';
import type { OdooExecutor } from './odoo-public';
import { odooRequest } from './odoo-request';
import {
  ODOO_SESSION_COOKIE,
  sessionCookieAttributes,
  type SessionCookieUpdate,
} from './session-cookie';

/**
 * For the shopper's own data (server actions, route handlers, dynamic pages): forwards the Odoo
 * session cookie and the shopper's host, and hands a new or rotated session cookie back to the
 * browser. A plain Odoo 15 gets the operation's core document (core-documents.ts).
 */
export function odooSession(): OdooExecutor {
  return {
    request: async (document, ...[variables]) => {
      const sent = await documentForBackend(document, variables);
      const jar = await cookies();
      return odooRequest(sent.document, sent.variables, {
        sessionId: jar.get(ODOO_SESSION_COOKIE)?.value || null,
        host: await shopperHost(),
        onSessionCookie: storeSessionCookie,
      });
    },
  };
}

/** Whether the browser already has an Odoo session (no session: no cart, no login yet). */
export async function hasOdooSession(): Promise<boolean> {
  return Boolean((await cookies()).get(ODOO_SESSION_COOKIE)?.value);
}

async function shopperHost(): Promise<string> {
  // Only Host, not X-Forwarded-Host: a shopper must not be able to pick another website.
  return odooHostHeaderOverride() ?? (await headers()).get('host') ?? PUBLIC_HOST_FALLBACK;
}

async function storeSessionCookie(update: SessionCookieUpdate): Promise<void> {
  const jar = await cookies();
  try {
    if (update.value === '') jar.delete(ODOO_SESSION_COOKIE);
    else jar.set(ODOO_SESSION_COOKIE, update.value, sessionCookieAttributes(update.maxAge));
  } catch {
    // Server components may not set cookies (only actions and route handlers can); the page
    // still renders, and the next action stores the session.
  }
}
