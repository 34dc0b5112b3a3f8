import { randomUUID } from 'node:crypto';
import { logInUserDocument, signUpUserDocument } from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok } from '@/tests/support/odoo-operations';
import type { ContractBackend } from './backend';
import type { DemoAccount } from './demo-data';

// Customers of the contract tests: the demo accounts (demo-data.ts), signed in, and new customers
// a test registers itself when it changes what a customer has (a real Odoo keeps every run's data).

/** A new browser session signed in as `account`. */
export async function signedIn(
  backend: ContractBackend,
  account: DemoAccount,
  client: OdooTestClient = backend.client(),
): Promise<OdooTestClient> {
  await ok(client, logInUserDocument, { email: account.login, password: account.password });
  return client;
}

/** An address no account has yet: `<prefix>-<uuid>@example.com`. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** Registers a new customer (registration does not sign in); the account to sign in with. */
export async function registeredCustomer(
  backend: ContractBackend,
  options: { name?: string; password?: string; email?: string } = {},
): Promise<DemoAccount> {
  const login = options.email ?? uniqueEmail();
  const password = options.password ?? 'first-password-1';
  await ok(backend.client(), signUpUserDocument, {
    name: options.name ?? 'Test Shopper',
    email: login,
    password,
  });
  return { login: login.toLowerCase(), password };
}

/** A customer registered now, signed in in a new session. */
export async function newCustomer(
  backend: ContractBackend,
  options: { name?: string } = {},
): Promise<{ account: DemoAccount; client: OdooTestClient }> {
  const account = await registeredCustomer(backend, options);
  return { account, client: await signedIn(backend, account) };
}
