import 'server-only';
import { odooHostHeaderOverride, PUBLIC_HOST_FALLBACK } from './config.server';
import type { TypedDocument } from '@/graphql/typed-document';
import { ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { backendRequest } from './core-documents.server';
import type { VariablesArgument } from './odoo-request.server';

export interface OdooExecutor {
  request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<TResult>;
}

/**
 * For catalogue reads that run inside 'use cache': no session, no request headers read, so the
 * answer is the same for every shopper of a language and safe to share. The locale is the page's
 * and must be part of the cache key (callers take it as an argument). `host` picks another Odoo
 * website (its pricelist) when one storefront serves several; it must be part of the key too.
 * `currency` asks for the website pricelist in another currency (the anonymous prices of
 * /api/prices); it must be part of the key too, and cached pages never pass it (they stay EUR).
 * A plain Odoo 15 gets the operation's core document (core-documents.ts). Server-to-server calls
 * that act for no shopper (a payment provider's webhook) use it too: no session is sent or kept.
 */
export function odooPublic(
  locale: Locale,
  options: { host?: string; currency?: string } = {},
): OdooExecutor {
  const host = options.host ?? odooHostHeaderOverride() ?? PUBLIC_HOST_FALLBACK;
  const lang = ODOO_LANGS[locale];
  const currency = options.currency ?? null;
  return {
    request: async (document, ...[variables]) => {
      return backendRequest(document, variables, {
        sessionId: null,
        host,
        lang,
        currency,
      });
    },
  };
}
