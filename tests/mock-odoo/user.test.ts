// The account facts only mock-odoo's database shows: the mailbox of a password reset (its token,
// its expiry) and the newsletter list. The account through the API is the contract suite's
// (tests/contract/user.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type OdooTestClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

interface UserData {
  id: number;
  name: string;
  email: string;
  websiteCatalogProducts: boolean;
  partner: { id: number; name: string };
}

const USER_FIELDS = 'id name email websiteCatalogProducts partner { id name }';
const LOGIN = `mutation login($email: String!, $password: String!, $subscribeNewsletter: Boolean) {
  login(email: $email, password: $password, subscribeNewsletter: $subscribeNewsletter) { ${USER_FIELDS} }
}`;
const REGISTER = `mutation register($email: String!, $name: String!, $password: String!,
    $subscribeNewsletter: Boolean, $extra: UserRegisterExtraInput) {
  register(email: $email, name: $name, password: $password,
           subscribeNewsletter: $subscribeNewsletter, extra: $extra) { ${USER_FIELDS} }
}`;
const RESET = 'mutation reset($email: String!) { resetPassword(email: $email) { id name email } }';
const CHANGE = `mutation change($token: String!, $newPassword: String!) {
  changePassword(token: $token, newPassword: $newPassword) { id name email }
}`;

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);

afterAll(() => odoo?.stop());

const shopper = () => odooClient(odoo.url);

function errorOf(response: { errors?: { message: string }[] }): string | undefined {
  return response.errors?.[0]?.message;
}

async function login(client: OdooTestClient, email: string, password: string) {
  const response = await client.request<{ login: UserData }>(LOGIN, { email, password });
  expect(response.errors).toBeUndefined();
  return response.data!.login;
}

async function register(client: OdooTestClient, variables: Record<string, unknown>) {
  const response = await client.request<{ register: UserData }>(REGISTER, {
    password: 'secret123',
    ...variables,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.register;
}

async function userRow(login: string) {
  const { rows } = await odoo.db.query<{
    id: number;
    partner_id: number;
    signup_token: string | null;
  }>('SELECT id, partner_id, signup_token FROM res_users WHERE login = $1', [login]);
  return rows[0]!;
}

describe('login', () => {
  it('subscribes to the newsletter when asked, once', async () => {
    const client = shopper();
    for (let i = 0; i < 2; i++) {
      const response = await client.request(LOGIN, {
        email: 'consumer@example.com',
        password: 'consumer123',
        subscribeNewsletter: true,
      });
      expect(response.errors).toBeUndefined();
    }
    const { rows } = await odoo.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM mailing_contact WHERE email = 'consumer@example.com'",
    );
    expect(rows[0]!.count).toBe(1);
  });
});

describe('password reset', () => {
  it('sets a new password with the token, once', async () => {
    await register(shopper(), { email: 'forgetful@example.com', name: 'Forgetful' });
    const reset = await shopper().request<{ resetPassword: { email: string } }>(RESET, {
      email: 'FORGETFUL@example.com',
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetPassword.email).toBe('forgetful@example.com');
    const token = (await userRow('forgetful@example.com')).signup_token!;
    expect(token).toBeTruthy();

    const bad = await shopper().request(CHANGE, { token: 'not-a-token', newPassword: 'x' });
    expect(errorOf(bad)).toBe("Signup token 'not-a-token' is not valid");
    const changed = await shopper().request<{ changePassword: { email: string } }>(CHANGE, {
      token,
      newPassword: 'remembered1',
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.email).toBe('forgetful@example.com');

    await login(shopper(), 'forgetful@example.com', 'remembered1');
    const old = await shopper().request(LOGIN, {
      email: 'forgetful@example.com',
      password: 'secret123',
    });
    expect(errorOf(old)).toBe('Wrong email or password.');
    const again = await shopper().request(CHANGE, { token, newPassword: 'another1' });
    expect(errorOf(again)).toBe(`Signup token '${token}' is not valid`);
  });

  it('refuses an expired token', async () => {
    await register(shopper(), { email: 'late@example.com', name: 'Late' });
    expect(errorOf(await shopper().request(RESET, { email: 'late@example.com' }))).toBeUndefined();
    await odoo.db.query(
      "UPDATE res_users SET signup_expiration = now() - interval '1 minute' WHERE login = $1",
      ['late@example.com'],
    );
    const token = (await userRow('late@example.com')).signup_token!;
    const response = await shopper().request(CHANGE, { token, newPassword: 'toolate1' });
    expect(errorOf(response)).toBe(`Signup token '${token}' is no longer valid`);
  });
});
