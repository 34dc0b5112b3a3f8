// Contract: the account. Session login (the session rotates), registration with the company
// extras, password changes and resets, the partner as the account pages read it, the newsletter
// and logout, with Odoo's error messages. Tests that change an account
// register a customer of their own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
import type { GraphqlResponse, OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { registeredCustomer, signedIn, uniqueEmail } from './customers';
import { BUSINESS, CATALOG_CUSTOMER, CONSUMER, type DemoAccount } from './demo-data';
import { sellableVariants } from './products';

const backend = contractBackend();

/** The login as a shopper might type it: `Consumer@Example.COM` for consumer@example.com. */
function typedCarelessly(login: string): string {
  const [local = '', domain = ''] = login.split('@');
  const labels = domain.split('.');
  const tld = labels.pop() ?? '';
  const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return `${capitalized(local)}@${[...labels.map(capitalized), tld.toUpperCase()].join('.')}`;
}

describe('user contract', { timeout: 60_000 }, () => {
  it('logInUser signs in (rotating the session) and loadUser returns the customer', async () => {
    const client = backend.client();
    // An anonymous session first, so that the login visibly replaces it.
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
    const anonymousSession = client.sessionId;
    const { login } = await ok(client, logInUserDocument, {
      email: CONSUMER.login,
      password: CONSUMER.password,
    });
    expect(login?.email).toBe(CONSUMER.login);
    expect(login?.partner?.email).toBe(CONSUMER.login);
    expect(login?.websiteCatalogProducts).toBe(false);
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(anonymousSession);

    const { partner } = await ok(client, loadUserDocument, {});
    expect(partner.id).toBe(login?.partner?.id);
    expect(partner.email).toBe(CONSUMER.login);
    expect(partner.websiteCatalogProducts).toBe(false);
  });

  it('logInUser refuses a wrong password or an unknown email', async () => {
    const client = backend.client();
    expect(
      await fails(client, logInUserDocument, {
        email: CONSUMER.login,
        password: 'wrong-password',
      }),
    ).toEqual(['Wrong email or password.']);
    expect(
      await fails(client, logInUserDocument, { email: 'nobody@example.com', password: 'x' }),
    ).toEqual(['Wrong email or password.']);
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
  });

  it('treats the login email case-insensitively', async () => {
    const { login } = await ok(backend.client(), logInUserDocument, {
      email: typedCarelessly(CONSUMER.login),
      password: CONSUMER.password,
    });
    expect(login?.email).toBe(CONSUMER.login);
  });

  it('flags catalog-only customers and shows the company of business customers', async () => {
    const catalog = await signedIn(backend, CATALOG_CUSTOMER);
    const { partner: catalogPartner } = await ok(catalog, loadUserDocument, {});
    expect(catalogPartner.websiteCatalogProducts).toBe(true);

    const business = backend.client();
    const { login } = await ok(business, logInUserDocument, {
      email: BUSINESS.login,
      password: BUSINESS.password,
    });
    expect(login?.partner?.companyName).toBe(BUSINESS.company);
    expect(login?.websiteCatalogProducts).toBe(false);
  });

  it('logOutUser ends the session', async () => {
    const client = await signedIn(backend, CONSUMER);
    const { logout } = await ok(client, logOutUserDocument, {});
    expect(logout).toBe(true);
    expect(await fails(client, loadUserDocument, {})).toEqual(['User does not exist.']);
  });

  it('signUpUser registers without signing in, and refuses a taken email', async () => {
    const email = `New.Customer-${randomUUID()}@Example.com`;
    const client = backend.client();
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

    const customer = await signedIn(backend, {
      login: email.toLowerCase(),
      password: 'secret-123',
    });
    const { partner } = await ok(customer, loadUserDocument, {});
    expect(partner.vat).toBe('NL000099998B57');
    expect(partner.companyName).toBe('Nieuw Bedrijf B.V.');
    expect(partner.companyRegNo).toBe('87654321');

    expect(
      await fails(backend.client(), signUpUserDocument, {
        name: 'Someone Else',
        email: CONSUMER.login,
        password: 'whatever-1',
      }),
    ).toEqual(['Another user is already registered using this email address.']);
  });

  it('updateAccount writes the signed-in customer and refuses anonymous callers', async () => {
    const { login: email, password } = await registeredCustomer(backend);
    const client = await signedIn(backend, { login: email, password });
    const { partner } = await ok(client, loadUserDocument, {});
    const { updateMyAccount } = await ok(client, updateAccountDocument, {
      id: partner.id,
      name: 'Renamed Shopper',
      email,
    });
    expect(updateMyAccount?.name).toBe('Renamed Shopper');
    expect((await ok(client, loadUserDocument, {})).partner.name).toBe('Renamed Shopper');

    await fails(backend.client(), updateAccountDocument, { id: partner.id, name: 'Nope' });
  });

  it('updatePassword needs the current password and a signed-in user', async () => {
    const { login: email, password } = await registeredCustomer(backend);
    const client = await signedIn(backend, { login: email, password });
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
    await signedIn(backend, { login: email, password: 'second-password-2' });
    await fails(backend.client(), logInUserDocument, { email, password });

    // A visitor is the website's public user, which graphql_vuestorefront does not update.
    expect(
      await fails(backend.client(), updatePasswordDocument, {
        currentPassword: 'x',
        newPassword: 'y',
      }),
    ).toEqual(['Partner cannot be updated.']);
  });

  // The token itself reaches the customer by mail: that changePassword takes it once is tested
  // where the mailbox can be read, against mock-odoo (tests/mock-odoo/user.test.ts).
  it('sendResetPassword answers for a customer and refuses an unknown email; changePassword a made-up token', async () => {
    const { login: email, password } = await registeredCustomer(backend);
    expect(
      await fails(backend.client(), sendResetPasswordDocument, {
        email: `unknown-${randomUUID()}@example.com`,
      }),
    ).toEqual(['Invalid email.']);

    const client = await signedIn(backend, { login: email, password });
    const { resetPassword } = await ok(backend.client(), sendResetPasswordDocument, { email });
    expect(resetPassword?.id).toEqual(expect.any(Number));
    // auth_signup keeps the reset token on the partner, which the customer reads as their own.
    const signup = await client.request<{ partner: unknown }>(
      '{ partner { signupToken signupValid } }',
    );
    expect(signup.data?.partner).toEqual({ signupToken: expect.any(String), signupValid: 'true' });

    expect(
      await fails(backend.client(), changePasswordDocument, {
        token: 'not-a-token',
        newPassword: 'reset-password-3',
      }),
    ).toEqual(["Signup token 'not-a-token' is not valid"]);
    // Asking for a reset changes nothing yet: the password still signs in.
    await signedIn(backend, { login: email, password });
  });

  it('subscribeNewsLetter subscribes an address, again without complaint', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    const subscribe = () => ok(backend.client(), subscribeNewsLetterDocument, { email });
    expect((await subscribe()).newsletterSubscribe?.subscribed).toBe(true);
    expect((await subscribe()).newsletterSubscribe?.subscribed).toBe(true);
  });
});

// The account as raw documents: every partner field the account pages and the checkout read.

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
const LOGOUT = 'mutation { logout }';
const PARTNER = `query {
  partner {
    id name email street city zip addressType isCompany vat companyName companyRegNo image mobile
    signupToken signupValid websiteCatalogProducts
    country { id name code } state { id name code }
    parentId { id name isCompany vat companyRegNo }
    company { id name }
    shippingAddress { id city addressType }
    billingAddress { id city addressType }
    contacts { id name }
    publicPricelist { id name currency { name symbol } }
    currentPricelist { id name currency { name symbol } }
  }
}`;
const REGISTER = `mutation register($email: String!, $name: String!, $password: String!,
    $subscribeNewsletter: Boolean, $extra: UserRegisterExtraInput) {
  register(email: $email, name: $name, password: $password,
           subscribeNewsletter: $subscribeNewsletter, extra: $extra) { ${USER_FIELDS} }
}`;
const RESET = 'mutation reset($email: String!) { resetPassword(email: $email) { id name email } }';
const UPDATE_PASSWORD = `mutation update($currentPassword: String!, $newPassword: String!) {
  updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }
}`;
const UPDATE_ACCOUNT = `mutation account($name: String, $email: String) {
  updateMyAccount(myaccount: { name: $name, email: $email }) { id name email }
}`;
const ACCOUNT = { timeout: 60_000 };

const shopper = () => backend.client();

function errorOf(response: { errors?: { message: string }[] }): string | undefined {
  return response.errors?.[0]?.message;
}

async function login(client: OdooTestClient, account: DemoAccount) {
  const response = await client.request<{ login: UserData }>(LOGIN, {
    email: account.login,
    password: account.password,
  });
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

async function partnerOf(client: OdooTestClient) {
  const response = await client.request<{ partner: Record<string, unknown> }>(PARTNER);
  expect(response.errors).toBeUndefined();
  return response.data!.partner;
}

/** A request with a cookie the client does not manage (e.g. a session id from before). */
async function rawRequest(sessionId: string, query: string): Promise<GraphqlResponse<unknown>> {
  const response = await backend.fetch('/graphql/vsf', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `session_id=${sessionId}; frontend_lang=en_US`,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: unknown; errors?: { message: string }[] };
  return { status: response.status, data: body.data, errors: body.errors, setCookie: null };
}

describe('login', ACCOUNT, () => {
  it('refuses a wrong password or unknown user with Odoo text', async () => {
    const client = shopper();
    const wrong = await client.request(LOGIN, { email: CONSUMER.login, password: 'nope' });
    expect(errorOf(wrong)).toBe('Wrong email or password.');
    expect(wrong.data).toEqual({ login: null });
    const unknown = await client.request(LOGIN, { email: 'nobody@example.com', password: 'x' });
    expect(errorOf(unknown)).toBe('Wrong email or password.');
  });

  it('signs in with a case-insensitive email and rotates the session cookie', async () => {
    const client = shopper();
    const anonymous = await client.request(PARTNER);
    expect(errorOf(anonymous)).toBe('User does not exist.');
    const before = client.sessionId;
    expect(before).toBeTruthy();

    const user = await login(client, { ...CONSUMER, login: typedCarelessly(CONSUMER.login) });
    expect(user).toMatchObject({
      name: CONSUMER.name,
      email: CONSUMER.login,
      websiteCatalogProducts: false,
    });
    expect(user.partner.name).toBe(CONSUMER.name);
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(before);

    const partner = await client.request<{ partner: { id: number } }>(PARTNER);
    expect(partner.errors).toBeUndefined();
    expect(partner.data!.partner.id).toBe(user.partner.id);
    // The pre-login session id no longer carries anyone (no session fixation).
    const stale = await rawRequest(before!, '{ partner { id } }');
    expect(errorOf(stale)).toBe('User does not exist.');
  });

  it('flags customers who shop from a personal catalog', async () => {
    const user = await login(shopper(), CATALOG_CUSTOMER);
    expect(user.websiteCatalogProducts).toBe(true);
  });

  it('moves the guest wishlist to the customer and keeps the guest cart', async () => {
    const variants = await sellableVariants(shopper());
    const variantId = present(variants[variants.length - 1], 'a variant for sale').id;
    const client = shopper();
    const wished = await client.request(
      'mutation add($id: Int!) { wishlistAddItem(productId: $id) { totalCount } }',
      { id: variantId },
    );
    expect(wished.errors).toBeUndefined();
    const cart = await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: variantId },
    );
    expect(cart.errors).toBeUndefined();

    const user = await login(client, await registeredCustomer(backend));
    const after = await client.request<{
      wishlistItems: { wishlistItems: { product: { id: number }; partner: { id: number } }[] };
      cart: { order: { id: number; partner: { id: number } } };
    }>(
      '{ wishlistItems { wishlistItems { product { id } partner { id } } } cart { order { id partner { id } } } }',
    );
    expect(after.errors).toBeUndefined();
    const items = after.data!.wishlistItems.wishlistItems;
    expect(items.map((item) => item.product.id)).toContain(variantId);
    expect(items.every((item) => item.partner.id === user.partner.id)).toBe(true);
    expect(after.data!.cart.order.id).toBe(cart.data!.cartAddItem.order.id);
    expect(after.data!.cart.order.partner.id).toBe(user.partner.id);
  });
});

describe('partner', ACCOUNT, () => {
  it('is an error for anonymous callers', async () => {
    const response = await shopper().request(PARTNER);
    expect(errorOf(response)).toBe('User does not exist.');
    expect(response.data).toBeNull();
  });

  it('describes a consumer with her address and delivery address', async () => {
    const client = shopper();
    await login(client, CONSUMER);
    const partner = await partnerOf(client);
    expect(partner).toMatchObject({
      name: CONSUMER.name,
      email: CONSUMER.login,
      city: CONSUMER.city,
      addressType: 'Contact',
      isCompany: false,
      companyName: null,
      companyRegNo: null,
      mobile: null,
      signupToken: null,
      // A Boolean field served as a String: False is "false".
      signupValid: 'false',
      parentId: null,
      country: CONSUMER.country,
      shippingAddress: { city: CONSUMER.deliveryCity, addressType: 'DeliveryAddress' },
      // The partner's company_id (multi-company), which Odoo leaves empty for the customers it
      // signs up: null, not the shop's company.
      company: null,
      publicPricelist: { currency: { name: 'EUR', symbol: '€' } },
    });
    expect(partner.image).toBe(`/web/image/res.partner/${partner.id as number}/image_1920`);
  });

  it('gives a company contact the company name, registry and VAT', async () => {
    const client = shopper();
    await login(client, BUSINESS);
    expect(await partnerOf(client)).toMatchObject({
      name: BUSINESS.name,
      isCompany: false,
      companyName: BUSINESS.company,
      companyRegNo: BUSINESS.companyRegNo,
      vat: BUSINESS.vat,
      parentId: { name: BUSINESS.company, isCompany: true },
    });
  });
});

describe('register', ACCOUNT, () => {
  it('refuses an e-mail address that already has an account', async () => {
    const response = await shopper().request(REGISTER, {
      email: CONSUMER.login.replace(/^[^@]+/, (local) => local.toUpperCase()),
      name: 'Someone',
      password: 'whatever1',
    });
    expect(errorOf(response)).toBe('Another user is already registered using this email address.');
  });

  it('creates the account without signing in', async () => {
    const client = shopper();
    const email = uniqueEmail('New.Customer').replace('@example.com', '@Example.com');
    const user = await register(client, { email, name: 'New Customer' });
    expect(user).toMatchObject({ name: 'New Customer', email: email.toLowerCase() });
    expect(errorOf(await client.request(PARTNER))).toBe('User does not exist.');
    const signedInUser = await login(shopper(), {
      login: email.toLowerCase(),
      password: 'secret123',
    });
    expect(signedInUser.id).toBe(user.id);
  });

  it('creates a company parent with VAT and registry from the extras', async () => {
    const client = shopper();
    const email = uniqueEmail('buyer');
    await register(client, {
      email,
      name: 'Anna Acme',
      extra: { vat: 'NL999999999B01', companyName: 'Acme B.V.', companyRegNo: '87654321' },
    });
    await login(client, { login: email, password: 'secret123' });
    const partner = await partnerOf(client);
    // The company is a partner of its own, the parent of the new contact, with VAT and registry.
    expect(partner.parentId).toMatchObject({
      name: 'Acme B.V.',
      isCompany: true,
      vat: 'NL999999999B01',
      companyRegNo: '87654321',
    });
    expect(partner).toMatchObject({
      name: 'Anna Acme',
      companyName: 'Acme B.V.',
      companyRegNo: '87654321',
      vat: 'NL999999999B01',
    });
  });

  it('puts the VAT number on the person when there is no company', async () => {
    const client = shopper();
    const email = uniqueEmail('sole-trader');
    await register(client, { email, name: 'Sole Trader', extra: { vat: 'NL1' } });
    await login(client, { login: email, password: 'secret123' });
    expect(await partnerOf(client)).toMatchObject({ vat: 'NL1', parentId: null });
  });
});

describe('password reset', ACCOUNT, () => {
  it('refuses unknown addresses', async () => {
    const response = await shopper().request(RESET, { email: 'unknown@example.com' });
    expect(errorOf(response)).toBe('Invalid email.');
  });
});

describe('updatePassword', ACCOUNT, () => {
  it('needs a signed-in user and the current password', async () => {
    const anonymous = await shopper().request(UPDATE_PASSWORD, {
      currentPassword: 'a',
      newPassword: 'b',
    });
    // A visitor is the website's public user, which graphql_vuestorefront does not update (its
    // "You must be logged in." is for a request without any user, which the website never has).
    expect(errorOf(anonymous)).toBe('Partner cannot be updated.');

    const email = uniqueEmail('mover');
    await register(shopper(), { email, name: 'Mover' });
    const client = shopper();
    await login(client, { login: email, password: 'secret123' });
    const wrong = await client.request(UPDATE_PASSWORD, {
      currentPassword: 'wrong',
      newPassword: 'moved123',
    });
    expect(errorOf(wrong)).toBe('Incorrect password.');

    const before = client.sessionId;
    const updated = await client.request(UPDATE_PASSWORD, {
      currentPassword: 'secret123',
      newPassword: 'moved123',
    });
    expect(updated.errors).toBeUndefined();
    expect(client.sessionId).not.toBe(before);
    // Still signed in on the re-authenticated session.
    expect((await client.request(PARTNER)).errors).toBeUndefined();
    await login(shopper(), { login: email, password: 'moved123' });
  });
});

describe('updateMyAccount', ACCOUNT, () => {
  it('refuses anonymous callers and writes the partner, not the login', async () => {
    const anonymous = await shopper().request(UPDATE_ACCOUNT, { name: 'X' });
    expect(errorOf(anonymous)).toBe('Partner cannot be updated.');

    const email = uniqueEmail('renamed');
    await register(shopper(), { email, name: 'Old Name' });
    const client = shopper();
    await login(client, { login: email, password: 'secret123' });
    const response = await client.request<{ updateMyAccount: { name: string; email: string } }>(
      UPDATE_ACCOUNT,
      { name: 'New Name', email: 'other@example.com' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateMyAccount).toMatchObject({
      name: 'New Name',
      email: 'other@example.com',
    });
    const user = await login(shopper(), { login: email, password: 'secret123' });
    expect(user).toMatchObject({ name: 'New Name', email });
  });
});

describe('logout', ACCOUNT, () => {
  it('signs out, forgets the cart and rotates the session', async () => {
    const client = shopper();
    await login(client, CONSUMER);
    const cartQuery = '{ cart { order { id } } }';
    const cart = await client.request<{ cart: { order: { id: number } } }>(cartQuery);
    expect(cart.errors).toBeUndefined();
    const before = client.sessionId;
    const response = await client.request<{ logout: boolean }>(LOGOUT);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ logout: true });
    expect(client.sessionId).not.toBe(before);
    // Nobody signed in, and no cart: the next call starts an empty one of the public user.
    expect(errorOf(await client.request(PARTNER))).toBe('User does not exist.');
    const after = await client.request<{
      cart: { order: { id: number; orderLines: unknown[] | null } };
    }>('{ cart { order { id orderLines { id } } } }');
    expect(after.data!.cart.order.id).not.toBe(cart.data!.cart.order.id);
    expect(after.data!.cart.order.orderLines ?? []).toEqual([]);
  });
});

// newsletterSubscribe: graphql_vuestorefront hands the text to website_mass_mailing's subscribe
// controller, which checks nothing (Odoo's newsletter block, like the shop's form, checks the
// address in the browser): with the website's newsletter list set, whatever is sent subscribes.
describe('newsletterSubscribe', ACCOUNT, () => {
  async function subscribe(email: string | null) {
    const response = await shopper().request<{ newsletterSubscribe: { subscribed: boolean } }>(
      'mutation Subscribe($email: String) { newsletterSubscribe(email: $email) { subscribed } }',
      { email },
    );
    expect(response.errors).toBeUndefined();
    return present(response.data, 'data').newsletterSubscribe.subscribed;
  }

  it.each(['not-an-email', 'a@b', '@example.com', 'a b@example.com', ''])(
    'answers subscribed: true for %j',
    async (email) => {
      expect(await subscribe(email)).toBe(true);
    },
  );

  it('answers subscribed: true without an address', async () => {
    expect(await subscribe(null)).toBe(true);
  });
});
