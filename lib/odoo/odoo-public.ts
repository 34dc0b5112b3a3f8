import 'server-only';
import { odooHostHeaderOverride, PUBLIC_HOST_FALLBACK } from './config';
import type { TypedDocument } from '@/graphql/typed-document';
import { documentForBackend } from './core-documents';
import { odooRequest, type VariablesArgument } from './odoo-request';

export interface OdooExecutor {
  request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<TResult>;
}

/**
 * For catalogue reads that run inside 'use cache': no cookie, no request headers read, so the
 * answer is the same for every shopper and safe to share. `host` picks another Odoo website (its
 * language and pricelist) when one storefront serves several; it must be part of the cache key.
 * A plain Odoo 15 gets the operation's core document (core-documents.ts).
 */
export function odooPublic(options: { host?: string } = {}): OdooExecutor {
  const host = options.host ?? odooHostHeaderOverride() ?? PUBLIC_HOST_FALLBACK;
  return {
    request: async (document, ...[variables]) => {
      const sent = await documentForBackend(document, variables);
      return odooRequest(sent.document, sent.variables, { sessionId: null, host });
    },
  };
}
