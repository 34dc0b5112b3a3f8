import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type GraphqlResponse, type OdooTestClient } from './harness';

let running: RunningMockOdoo;

beforeAll(async () => {
  running = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

interface PunchoutSession {
  user: { id: number; partner: { id: number } };
  protocol: string;
  returnUrl: string | null;
  allowedReturnUrls: string[];
}

interface LoginArgs {
  protocol: 'CXML' | 'OCI';
  identity?: string;
  sharedSecret?: string;
  username?: string;
  password?: string;
  returnUrl?: string;
}

function punchoutLogin(client: OdooTestClient, args: LoginArgs) {
  return client.request<{ punchoutLogin: PunchoutSession | null }>(
    `mutation Punchout($protocol: PunchoutProtocol!, $identity: String, $sharedSecret: String,
                       $username: String, $password: String, $returnUrl: String) {
       punchoutLogin(protocol: $protocol, identity: $identity, sharedSecret: $sharedSecret,
                     username: $username, password: $password, returnUrl: $returnUrl) {
         user { id partner { id } } protocol returnUrl allowedReturnUrls
       }
     }`,
    { ...args },
  );
}

function ok<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

const errorOf = (response: GraphqlResponse<unknown>) => response.errors?.[0]?.message;

/** A browser session that already has a cookie (so a rotation is visible). */
async function anonymousSession(): Promise<OdooTestClient> {
  const client = odooClient(running.url);
  await client.request('{ cart { order { id } } }');
  expect(client.sessionId).toBeTruthy();
  return client;
}

async function partnerOf(client: OdooTestClient) {
  return client.request<{ partner: { id: number; email: string | null } }>(
    '{ partner { id email } }',
  );
}

const ALLOWED = ['http://localhost:3000/', 'http://127.0.0.1:3000/', 'http://127.0.0.1:3100/'];

describe('punchoutLogin', () => {
  it('signs a cXML buyer in with identity and shared secret', async () => {
    const client = await anonymousSession();
    const before = client.sessionId;
    const returnUrl = 'http://localhost:3000/punchout/return?session=abc';
    const data = ok(
      await punchoutLogin(client, {
        protocol: 'CXML',
        identity: 'ARIBA-BUYER-001',
        sharedSecret: 'cxml-secret',
        returnUrl,
      }),
    );
    const session = data.punchoutLogin;
    expect(session?.protocol).toBe('CXML');
    expect(session?.returnUrl).toBe(returnUrl);
    expect([...(session?.allowedReturnUrls ?? [])].sort()).toEqual([...ALLOWED].sort());
    // Like login: a new session id, and the session now belongs to the buyer.
    expect(client.sessionId).not.toBe(before);
    const partner = ok(await partnerOf(client)).partner;
    expect(partner.id).toBe(session?.user.partner.id);
  });

  it('signs an OCI buyer in with username and password', async () => {
    const client = await anonymousSession();
    const data = ok(
      await punchoutLogin(client, {
        protocol: 'OCI',
        username: 'OCIBUYER',
        password: 'oci123',
        returnUrl: 'http://127.0.0.1:3100/sap/bc/hook?x=1',
      }),
    );
    expect(data.punchoutLogin?.protocol).toBe('OCI');
    expect(data.punchoutLogin?.returnUrl).toBe('http://127.0.0.1:3100/sap/bc/hook?x=1');
    const partner = ok(await partnerOf(client)).partner;
    expect(partner.email).toBe('oci-buyer@example.com');
  });

  it('accepts an OCI login without return URL and in any case', async () => {
    const client = await anonymousSession();
    const data = ok(
      await punchoutLogin(client, { protocol: 'OCI', username: 'ocibuyer', password: 'oci123' }),
    );
    expect(data.punchoutLogin?.returnUrl).toBeNull();
  });

  it.each<[string, LoginArgs]>([
    ['a wrong shared secret', { protocol: 'CXML', identity: 'ARIBA-BUYER-001', sharedSecret: 'x' }],
    ['an unknown identity', { protocol: 'CXML', identity: 'NOBODY', sharedSecret: 'cxml-secret' }],
    ['a wrong OCI password', { protocol: 'OCI', username: 'OCIBUYER', password: 'oci124' }],
    [
      'OCI credentials sent as cXML',
      { protocol: 'CXML', username: 'OCIBUYER', password: 'oci123' },
    ],
    [
      'cXML credentials sent as OCI',
      { protocol: 'OCI', identity: 'ARIBA-BUYER-001', sharedSecret: 'cxml-secret' },
    ],
  ])('refuses %s', async (_case, args) => {
    const client = await anonymousSession();
    const before = client.sessionId;
    const response = await punchoutLogin(client, args);
    expect(errorOf(response)).toBe(ODOO_ERRORS.wrongLogin);
    expect(response.data?.punchoutLogin ?? null).toBeNull();
    expect(client.sessionId).toBe(before);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
  });

  it.each([
    'https://evil.example/punchout',
    'http://localhost:3000.evil.example/return',
    'http://localhost:4000/return',
  ])('refuses the return URL %s and leaves the session anonymous', async (returnUrl) => {
    const client = await anonymousSession();
    const response = await punchoutLogin(client, {
      protocol: 'CXML',
      identity: 'ARIBA-BUYER-001',
      sharedSecret: 'cxml-secret',
      returnUrl,
    });
    expect(errorOf(response)).toBe('Return URL not allowed.');
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
  });
});
