import 'server-only';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypedDocument } from '@/graphql/typed-document';
import { ODOO_LANG_COOKIE } from '@/lib/i18n/locales';
import { ODOO_CURRENCY_COOKIE } from '@/lib/shop/settings';
import { odooGraphqlUrl, odooTimeoutMs } from './config';
import { prepareDocument, type PreparedDocument } from './odoo-document';
import { OdooError } from './odoo-error';
import { createOdooFetch } from './odoo-fetch';
import { ODOO_SESSION_COOKIE } from './session-cookie-name';
import { sessionCookieFromHeaders, type SessionCookieUpdate } from './session-cookie';
import { toOdooError } from './to-odoo-error';

export interface OdooRequestOptions {
  /** The shopper's Odoo session; null sends no cookie at all. */
  sessionId: string | null;
  /** Value of Odoo's `resquest-host` header (sic), which selects the website. */
  host: string;
  /** Odoo's language code (`nl_NL`): names, descriptions and messages come back in it. */
  lang: string;
  /**
   * The shopper's currency (`USD`): Odoo uses its website pricelist in that currency unless the
   * customer has their own (docs/odoo-extensions.md, Currency). Null sends none: the website's.
   */
  currency?: string | null;
  /** Called once with the session cookie Odoo set, if it set one. */
  onSessionCookie?: (update: SessionCookieUpdate) => void | Promise<void>;
  timeoutMs?: number;
}

/** Optional when the operation has no required variables. */
export type VariablesArgument<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * Runs one named operation against Odoo and returns its data, or throws one OdooError. Each call
 * gets its own Apollo Client with no cache, so nothing leaks between shoppers.
 */
export async function odooRequest<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables | undefined,
  options: OdooRequestOptions,
): Promise<TResult> {
  const operation = prepareDocument(document);
  let sessionUpdate: SessionCookieUpdate | null = null;
  const client = createClient(operation, options, (update) => {
    sessionUpdate = update;
  });
  try {
    const data = await execute(client, operation, variables);
    if (data === null || data === undefined) {
      throw new OdooError({
        kind: 'graphql',
        messages: [],
        operationName: operation.operationName,
      });
    }
    return data as TResult;
  } catch (error) {
    throw toOdooError(error, operation.operationName);
  } finally {
    // Also after a failure: Odoo may have opened the session before the resolver failed.
    if (sessionUpdate) await options.onSessionCookie?.(sessionUpdate);
  }
}

function createClient(
  operation: PreparedDocument,
  options: OdooRequestOptions,
  onSession: (update: SessionCookieUpdate) => void,
) {
  const fetch = createOdooFetch({
    retry: operation.kind === 'query',
    timeoutMs: options.timeoutMs ?? odooTimeoutMs(),
    onResponse: (response) => {
      const update = sessionCookieFromHeaders(response.headers);
      if (update) onSession(update);
    },
  });
  const cookies = [`${ODOO_LANG_COOKIE}=${options.lang}`];
  if (options.currency) cookies.push(`${ODOO_CURRENCY_COOKIE}=${options.currency}`);
  if (options.sessionId) cookies.push(`${ODOO_SESSION_COOKIE}=${options.sessionId}`);
  const headers: Record<string, string> = {
    'resquest-host': options.host,
    cookie: cookies.join('; '),
  };
  return new ApolloClient({
    link: new HttpLink({ uri: odooGraphqlUrl(), fetch, headers }),
    cache: new InMemoryCache(),
  });
}

async function execute(client: ApolloClient, operation: PreparedDocument, variables: unknown) {
  const vars = (variables ?? {}) as Record<string, unknown>;
  if (operation.kind === 'mutation') {
    const result = await client.mutate({
      mutation: operation.document,
      variables: vars,
      fetchPolicy: 'no-cache',
    });
    return result.data;
  }
  const result = await client.query({
    query: operation.document,
    variables: vars,
    fetchPolicy: 'no-cache',
  });
  return result.data;
}
