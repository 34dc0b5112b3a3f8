import 'server-only';
import { odooBaseUrl, odooTimeoutMs } from './config.server';
import { OdooError } from './odoo-error.server';
import { createOdooFetch } from './odoo-fetch.server';
import { callHeaders, type OdooRequestOptions } from './odoo-request.server';
import { sessionCookieFromHeaders, type SessionCookieUpdate } from './session-cookie.server';
import { toOdooError } from './to-odoo-error.server';

// Odoo's own controllers beside GraphQL (website_sale's payment route, payment_transfer's
// feedback, payment's status poll): what a stock Odoo 15 offers for what graphql_vuestorefront
// does not. Sent like the GraphQL calls, with the shopper's session, language and website.

/**
 * Calls a `type='json'` route: JSON-RPC 2.0 `{"params": ...}` in, its `result` out. Odoo's error
 * envelope (HTTP 200 with `error.data.message`) becomes an OdooError with that message. Never
 * repeated: these routes write.
 */
export async function odooJsonRoute<T>(
  path: string,
  params: Record<string, unknown>,
  options: OdooRequestOptions,
): Promise<T> {
  const response = await send(path, options, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: null }),
  });
  const body = (await response.json().catch(() => null)) as {
    result?: T;
    error?: { message?: string; data?: { message?: string } };
  } | null;
  if (!response.ok || !body || (body.error === undefined && !('result' in body))) {
    throw new OdooError({
      kind: 'http',
      status: response.status,
      messages: [],
      operationName: path,
    });
  }
  if (body.error) {
    const message = body.error.data?.message ?? body.error.message ?? '';
    throw new OdooError({
      kind: 'graphql',
      messages: message ? [message] : [],
      operationName: path,
    });
  }
  return body.result as T;
}

/**
 * Posts a form to a `type='http'` route as the browser would, without following its redirect.
 * Answers the status (a redirect is Odoo's success); an error status is an OdooError.
 */
export async function odooFormPost(
  path: string,
  fields: Record<string, string>,
  options: OdooRequestOptions,
): Promise<number> {
  const response = await send(path, options, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  void response.body?.cancel().catch(() => undefined);
  if (response.status >= 400) {
    throw new OdooError({
      kind: 'http',
      status: response.status,
      messages: [],
      operationName: path,
    });
  }
  return response.status;
}

async function send(path: string, options: OdooRequestOptions, init: RequestInit) {
  let sessionUpdate: SessionCookieUpdate | null = null;
  const odooFetch = createOdooFetch({
    retry: false,
    timeoutMs: options.timeoutMs ?? odooTimeoutMs(),
    onResponse: (response) => {
      sessionUpdate = sessionCookieFromHeaders(response.headers);
    },
  });
  try {
    return await odooFetch(`${odooBaseUrl()}${path}`, {
      ...init,
      method: 'POST',
      headers: { ...callHeaders(options), ...(init.headers as Record<string, string>) },
    });
  } catch (error) {
    throw toOdooError(error, path);
  } finally {
    if (sessionUpdate) await options.onSessionCookie?.(sessionUpdate);
  }
}
