// A browser session against an Odoo's GraphQL endpoint (mock-odoo or a real Odoo): the contract
// suite (tests/contract) and mock-odoo's own tests (tests/mock-odoo) both talk to Odoo through it.

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; path?: (string | number)[] }[];
  setCookie: string | null;
}

/** The answer of one of Odoo's `type='json'` routes: a result, or Odoo's error envelope. */
export interface JsonRpcResponse<T> {
  status: number;
  result?: T;
  error?: { message: string; data?: { name?: string; message?: string } };
}

export interface OdooClientOptions {
  /** The `resquest-host` header (Odoo picks the website by it), as the shop sends it. */
  host?: string;
  /** `frontend_lang`: en_US unless given; `null` sends none (the website's default language). */
  lang?: string | null;
  /** `frontend_currency`: none unless given. */
  currency?: string | null;
}

/**
 * A GraphQL client with its own cookie jar: one client = one browser session. Use several clients
 * for several shoppers. It sends `frontend_lang=en_US` as the storefront sends its language, so
 * names and messages come back in English (the source language); `lang` picks another language,
 * `null` sends no language cookie (Odoo then uses the website's default, nl_NL).
 */
export function odooClient(baseUrl: string, options: OdooClientOptions = {}) {
  let sessionCookie: string | null = null;
  const lang = options.lang === undefined ? 'en_US' : options.lang;
  // `frontend_currency`, as the storefront sends the shopper's currency; none by default.
  let currency = options.currency ?? null;
  return {
    get sessionId() {
      return sessionCookie;
    },
    /** The shopper picks another currency: later calls of this session carry it. */
    setCurrency(code: string | null) {
      currency = code;
    },
    async request<T = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
      operationName?: string,
    ): Promise<GraphqlResponse<T>> {
      const response = await fetch(`${baseUrl}/graphql/vsf`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...cookieHeader(sessionCookie, lang, currency),
          ...(options.host ? { 'resquest-host': options.host } : {}),
        },
        body: JSON.stringify({ query, variables, operationName }),
      });
      const setCookie = keepSession(response);
      const body = (await response.json()) as {
        data?: T | null;
        errors?: GraphqlResponse['errors'];
      };
      return { status: response.status, data: body.data ?? null, errors: body.errors, setCookie };
    },
    /** One of Odoo's own JSON routes (`/shop/payment/transaction/<id>`) in this session. */
    async jsonRpc<T = Record<string, unknown>>(
      path: string,
      params: Record<string, unknown>,
    ): Promise<JsonRpcResponse<T>> {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...cookieHeader(sessionCookie, lang, currency),
          ...(options.host ? { 'resquest-host': options.host } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params }),
      });
      keepSession(response);
      const body = (await response.json()) as Omit<JsonRpcResponse<T>, 'status'>;
      return { status: response.status, result: body.result, error: body.error };
    },
    /** A form posted to one of Odoo's own http routes in this session; the answer unfollowed. */
    async form(path: string, fields: Record<string, string>): Promise<Response> {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...cookieHeader(sessionCookie, lang, currency),
          ...(options.host ? { 'resquest-host': options.host } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
      keepSession(response);
      return response;
    },
  };

  /** Takes a new session cookie over; the Set-Cookie header as sent. */
  function keepSession(response: Response): string | null {
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie?.match(/session_id=([^;]+)/);
    if (match?.[1]) sessionCookie = match[1];
    return setCookie;
  }
}

function cookieHeader(
  session: string | null,
  lang: string | null,
  currency: string | null,
): { cookie?: string } {
  const cookies = [
    ...(session ? [`session_id=${session}`] : []),
    ...(lang ? [`frontend_lang=${lang}`] : []),
    ...(currency ? [`frontend_currency=${currency}`] : []),
  ];
  return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
}

export type OdooTestClient = ReturnType<typeof odooClient>;
