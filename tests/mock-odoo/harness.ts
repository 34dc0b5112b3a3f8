import { faultsFromEnv } from '@/mock-odoo/src/faults';
import { inject } from 'vitest';
import type { Profile } from '@/mock-odoo/src/profile';
import { startMockOdoo, type RunningMockOdoo } from '@/mock-odoo/src/start';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; path?: (string | number)[] }[];
  setCookie: string | null;
}

/**
 * A mock-odoo on a free port with a fresh in-memory database (seeded). The MOCK_ODOO_* fault
 * variables apply, so `MOCK_ODOO_DELAY_MS=100 npm run test:unit` runs every test on a slow Odoo.
 */
export function startTestOdoo(
  options: { websiteLang?: string; profile?: Profile } = {},
): Promise<RunningMockOdoo> {
  return startMockOdoo({
    database: 'memory',
    seedImage: inject('mockOdooSeedImage'),
    port: 0,
    faults: faultsFromEnv(process.env),
    websiteLang: options.websiteLang,
    profile: options.profile,
  });
}

/**
 * A GraphQL client with its own cookie jar: one client = one browser session. Use several clients
 * for several shoppers. It sends `frontend_lang=en_US` as the storefront sends its language, so
 * names and messages come back in English (the source language); `lang` picks another language,
 * `null` sends no language cookie (Odoo then uses the website's default, nl_NL).
 */
export function odooClient(
  baseUrl: string,
  options: { host?: string; lang?: string | null; currency?: string | null } = {},
) {
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
      const setCookie = response.headers.get('set-cookie');
      const match = setCookie?.match(/session_id=([^;]+)/);
      if (match?.[1]) sessionCookie = match[1];
      const body = (await response.json()) as {
        data?: T | null;
        errors?: GraphqlResponse['errors'];
      };
      return { status: response.status, data: body.data ?? null, errors: body.errors, setCookie };
    },
  };
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
