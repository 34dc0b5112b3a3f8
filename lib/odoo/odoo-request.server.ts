import 'server-only';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypedDocument } from '@/graphql/typed-document';
import {
  ODOO_LANG_COOKIE,
  ODOO_CURRENCY_COOKIE,
  ODOO_SESSION_COOKIE,
} from '@/lib/shop/cookie-names';
import { odooGraphqlUrl, odooTimeoutMs } from './config.server';
import { prepareDocument, type PreparedDocument } from './odoo-document.server';
import { OdooError } from './odoo-error.server';
import { createOdooFetch, type OdooFetchOptions } from './odoo-fetch.server';
import { sessionCookieFromHeaders, type SessionCookieUpdate } from './session-cookie.server';
import { toOdooError } from './to-odoo-error.server';

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
 * Runs one named operation against Odoo and returns its data, or throws one OdooError. All calls
 * share one Apollo Client; what belongs to the call (the shopper's cookies, retries, timeout, the
 * session cookie Odoo answers with) travels in the operation's context, and nothing is cached.
 */
export async function odooRequest<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables | undefined,
  options: OdooRequestOptions,
): Promise<TResult> {
  const operation = prepareDocument(document);
  let sessionUpdate: SessionCookieUpdate | null = null;
  const call: OdooFetchOptions = {
    retry: operation.kind === 'query',
    timeoutMs: options.timeoutMs ?? odooTimeoutMs(),
    onResponse: (response) => {
      sessionUpdate = sessionCookieFromHeaders(response.headers) ?? sessionUpdate;
    },
  };
  const context = { headers: callHeaders(options), fetchOptions: { odooCall: call } };
  try {
    const data = await execute(operation, (variables ?? {}) as Record<string, unknown>, context);
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

/** One call's transport settings, handed from the operation's context to the fetch below. */
type CallInit = RequestInit & { odooCall?: OdooFetchOptions };

/** Apollo's HttpLink passes the context's fetchOptions into fetch's init, the call's with them. */
const callFetch: typeof fetch = (input, init) => {
  const { odooCall, ...rest } = (init ?? {}) as CallInit;
  if (!odooCall) throw new Error('An Odoo request without its call settings');
  return createOdooFetch(odooCall)(input, rest);
};

let client: ApolloClient | undefined;

/** The server's one GraphQL client for Odoo, created on first use. */
function odooClient(): ApolloClient {
  client ??= new ApolloClient({
    // Read per request: tests point ODOO_URL at a mock-odoo of their own.
    link: new HttpLink({ uri: () => odooGraphqlUrl(), fetch: callFetch }),
    cache: new InMemoryCache(),
    // Apollo shares identical queries in flight; here two of them carry different shoppers'
    // sessions (the cookie header is not part of Apollo's key), so each must go on its own.
    queryDeduplication: false,
  });
  return client;
}

/** The cookies and website header of every call to Odoo: language, currency, session. */
export function callHeaders(options: OdooRequestOptions): Record<string, string> {
  const cookies = [`${ODOO_LANG_COOKIE}=${options.lang}`];
  if (options.currency) cookies.push(`${ODOO_CURRENCY_COOKIE}=${options.currency}`);
  if (options.sessionId) cookies.push(`${ODOO_SESSION_COOKIE}=${options.sessionId}`);
  return { 'resquest-host': options.host, cookie: cookies.join('; ') };
}

async function execute(
  operation: PreparedDocument,
  variables: Record<string, unknown>,
  context: { headers: Record<string, string>; fetchOptions: CallInit },
) {
  // 'no-cache': every answer is one shopper's, and the shared cache must never hold one.
  if (operation.kind === 'mutation') {
    const result = await odooClient().mutate({
      mutation: operation.document,
      variables,
      context,
      fetchPolicy: 'no-cache',
    });
    return result.data;
  }
  const result = await odooClient().query({
    query: operation.document,
    variables,
    context,
    fetchPolicy: 'no-cache',
  });
  return result.data;
}
