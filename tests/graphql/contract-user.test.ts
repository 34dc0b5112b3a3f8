// Contract: the account operations of graphql/generated/operations.ts against mock-odoo (session
// login, registration, password changes, newsletter), with Odoo's error messages (odoo-api.md 1.3/1.4).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordDocument,
  loadUserDocument,
  logInUserDocument,
  logOutUserDocument,
  sendResetPasswordDocument,
  signUpUserDocument,
  subscribeNewsLetterDocument,
  updateAccountDocument,
  updatePasswordDocument,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

async function signedIn(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, logInUserDocument, { email, password });
  return client;
}

/** A new account (registration does not sign in). */
async function registered(password = 'first-password-1') {
  const email = `shopper-${randomUUID()}@example.com`;
  await ok(odooClient(odoo.url), signUpUserDocument, { name: 'Test Shopper', email, password });
  return { email, password };
}

/** The reset token Odoo would have mailed (the stand-in's mailbox is its database). */
async function mailedResetToken(email: string): Promise<string> {
  const result = await odoo.db.query<{ signup_token: string | null }>(
    'SELECT signup_token FROM res_users WHERE login = $1',
    [email],
  );
  return present(result.rows[0]?.signup_token, 'signup token');
}

describe('user contract', { timeout: 60_000 }, () => {
  it('logInUser signs in (rotating the session) and loadUser returns the customer', async () => {
    const client = odooClient(odoo.url);
    // An anonymous session first, so that the login visibly replaces it.
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
    const anonymousSession = client.sessionId;
    const { login } = await ok(client, logInUserDocument, {
      email: 'consumer@example.com',
      password: 'consumer123',
    });
    expect(login?.email).toBe('consumer@example.com');
    expect(login?.partner?.email).toBe('consumer@example.com');
    expect(login?.websiteCatalogProducts).toBe(false);
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(anonymousSession);

    const { partner } = await ok(client, loadUserDocument, {});
    expect(partner.id).toBe(login?.partner?.id);
    expect(partner.email).toBe('consumer@example.com');
    expect(partner.websiteCatalogProducts).toBe(false);
  });

  it('logInUser refuses a wrong password or an unknown email', async () => {
    const client = odooClient(odoo.url);
    expect(
      await fails(client, logInUserDocument, {
        email: 'consumer@example.com',
        password: 'wrong-password',
      }),
    ).toEqual(['Wrong email or password.']);
    expect(
      await fails(client, logInUserDocument, { email: 'nobody@example.com', password: 'x' }),
    ).toEqual(['Wrong email or password.']);
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
  });

  it('treats the login email case-insensitively', async () => {
    const { login } = await ok(odooClient(odoo.url), logInUserDocument, {
      email: 'Consumer@Example.COM',
      password: 'consumer123',
    });
    expect(login?.email).toBe('consumer@example.com');
  });

  it('flags catalog-only customers and shows the company of business customers', async () => {
    const catalog = await signedIn('catalog@example.com', 'catalog123');
    const { partner: catalogPartner } = await ok(catalog, loadUserDocument, {});
    expect(catalogPartner.websiteCatalogProducts).toBe(true);

    const business = odooClient(odoo.url);
    const { login } = await ok(business, logInUserDocument, {
      email: 'business@example.com',
      password: 'business123',
    });
    expect(login?.partner?.companyName).toBe('Bakker Techniek B.V.');
    expect(login?.websiteCatalogProducts).toBe(false);
  });

  it('logOutUser ends the session', async () => {
    const client = await signedIn('consumer@example.com', 'consumer123');
    const { logout } = await ok(client, logOutUserDocument, {});
    expect(logout).toBe(true);
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
  });

  it('signUpUser registers without signing in, and refuses a taken email', async () => {
    const email = `New.Customer-${randomUUID()}@Example.com`;
    const client = odooClient(odoo.url);
    const { register } = await ok(client, signUpUserDocument, {
      name: 'New Customer',
      email,
      password: 'secret-123',
      vat: 'NL000099998B57',
      companyName: 'Nieuw Bedrijf B.V.',
      companyRegNo: '87654321',
    });
    expect(register?.email).toBe(email.toLowerCase());
    expect(register?.name).toBe('New Customer');
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);

    const customer = await signedIn(email.toLowerCase(), 'secret-123');
    const { partner } = await ok(customer, loadUserDocument, {});
    expect(partner.vat).toBe('NL000099998B57');
    expect(partner.companyName).toBe('Nieuw Bedrijf B.V.');
    expect(partner.companyRegNo).toBe('87654321');

    expect(
      await fails(odooClient(odoo.url), signUpUserDocument, {
        name: 'Someone Else',
        email: 'consumer@example.com',
        password: 'whatever-1',
      }),
    ).toEqual(['Another user is already registered using this email address.']);
  });

  it('updateAccount writes the signed-in customer and refuses anonymous callers', async () => {
    const { email, password } = await registered();
    const client = await signedIn(email, password);
    const { partner } = await ok(client, loadUserDocument, {});
    const { updateMyAccount } = await ok(client, updateAccountDocument, {
      id: partner.id,
      name: 'Renamed Shopper',
      email,
    });
    expect(updateMyAccount?.name).toBe('Renamed Shopper');
    expect((await ok(client, loadUserDocument, {})).partner.name).toBe('Renamed Shopper');

    await fails(odooClient(odoo.url), updateAccountDocument, { id: partner.id, name: 'Nope' });
  });

  it('updatePassword needs the current password and a signed-in user', async () => {
    const { email, password } = await registered();
    const client = await signedIn(email, password);
    expect(
      await fails(client, updatePasswordDocument, {
        currentPassword: 'not-my-password',
        newPassword: 'second-password-2',
      }),
    ).toEqual(['Incorrect password.']);

    await ok(client, updatePasswordDocument, {
      currentPassword: password,
      newPassword: 'second-password-2',
    });
    // Odoo re-authenticates the session with the new password.
    expect((await ok(client, loadUserDocument, {})).partner.email).toBe(email);
    await signedIn(email, 'second-password-2');
    await fails(odooClient(odoo.url), logInUserDocument, { email, password });

    const [message] = await fails(odooClient(odoo.url), updatePasswordDocument, {
      currentPassword: 'x',
      newPassword: 'y',
    });
    expect(['You must be logged in.', 'Partner cannot be updated.']).toContain(message);
  });

  it('sendResetPassword mails a token that changePassword consumes', async () => {
    const { email, password } = await registered();
    expect(
      await fails(odooClient(odoo.url), sendResetPasswordDocument, {
        email: `unknown-${randomUUID()}@example.com`,
      }),
    ).toEqual(['Invalid email.']);

    const { resetPassword } = await ok(odooClient(odoo.url), sendResetPasswordDocument, { email });
    expect(resetPassword?.id).toEqual(expect.any(Number));
    const token = await mailedResetToken(email);

    await fails(odooClient(odoo.url), changePasswordDocument, {
      token: 'not-a-token',
      newPassword: 'reset-password-3',
    });
    const { changePassword } = await ok(odooClient(odoo.url), changePasswordDocument, {
      token,
      newPassword: 'reset-password-3',
    });
    expect(changePassword?.email).toBe(email);
    await signedIn(email, 'reset-password-3');
    await fails(odooClient(odoo.url), logInUserDocument, { email, password });
    // A token works once.
    await fails(odooClient(odoo.url), changePasswordDocument, {
      token,
      newPassword: 'reset-password-4',
    });
  });

  it('subscribeNewsLetter subscribes an address', async () => {
    const { newsletterSubscribe } = await ok(odooClient(odoo.url), subscribeNewsLetterDocument, {
      email: `reader-${randomUUID()}@example.com`,
    });
    expect(newsletterSubscribe?.subscribed).toBe(true);
  });
});
