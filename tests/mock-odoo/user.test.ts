import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

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
    parentId { id name isCompany }
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
const CHANGE = `mutation change($token: String!, $newPassword: String!) {
  changePassword(token: $token, newPassword: $newPassword) { id name email }
}`;
const UPDATE_PASSWORD = `mutation update($currentPassword: String!, $newPassword: String!) {
  updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }
}`;
const UPDATE_ACCOUNT = `mutation account($name: String, $email: String) {
  updateMyAccount(myaccount: { name: $name, email: $email }) { id name email }
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

/** A request with a cookie the harness client does not manage (e.g. a session id from before). */
async function rawRequest(sessionId: string, query: string) {
  const response = await fetch(`${odoo.url}/graphql/vsf`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `session_id=${sessionId}; frontend_lang=en_US`,
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: unknown; errors?: { message: string }[] };
}

describe('login', () => {
  it('refuses a wrong password or unknown user with Odoo text', async () => {
    const client = shopper();
    const wrong = await client.request(LOGIN, {
      email: 'consumer@example.com',
      password: 'nope',
    });
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

    const user = await login(client, 'Consumer@Example.com', 'consumer123');
    expect(user).toMatchObject({
      name: 'Sanne de Vries',
      email: 'consumer@example.com',
      websiteCatalogProducts: false,
    });
    expect(user.partner.name).toBe('Sanne de Vries');
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(before);

    const partner = await client.request<{ partner: { id: number } }>(PARTNER);
    expect(partner.errors).toBeUndefined();
    expect(partner.data!.partner.id).toBe(user.partner.id);
    // The pre-login session id no longer carries anyone (no session fixation).
    const stale = await rawRequest(before!, '{ partner { id } }');
    expect(errorOf(stale)).toBe('User does not exist.');
  });

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

  it('flags customers who shop from a personal catalog', async () => {
    const user = await login(shopper(), 'catalog@example.com', 'catalog123');
    expect(user.websiteCatalogProducts).toBe(true);
  });

  it('moves the guest wishlist to the customer and keeps the guest cart', async () => {
    const { rows } = await odoo.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok ORDER BY p.id DESC LIMIT 1`,
    );
    const variantId = rows[0]!.id;
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

    const user = await login(client, 'business@example.com', 'business123');
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

describe('partner', () => {
  it('is an error for anonymous callers', async () => {
    const response = await shopper().request(PARTNER);
    expect(errorOf(response)).toBe('User does not exist.');
    expect(response.data).toBeNull();
  });

  it('describes a consumer with her address, delivery address and the shop company', async () => {
    const client = shopper();
    await login(client, 'consumer@example.com', 'consumer123');
    const response = await client.request<{ partner: Record<string, unknown> }>(PARTNER);
    expect(response.errors).toBeUndefined();
    const partner = response.data!.partner;
    expect(partner).toMatchObject({
      name: 'Sanne de Vries',
      email: 'consumer@example.com',
      city: 'Amsterdam',
      addressType: 'Contact',
      isCompany: false,
      companyName: null,
      companyRegNo: null,
      mobile: null,
      signupToken: null,
      signupValid: null,
      parentId: null,
      country: { code: 'NL', name: 'Netherlands' },
      shippingAddress: { city: 'Utrecht', addressType: 'DeliveryAddress' },
      company: { name: 'Odoo Shop B.V.' },
      publicPricelist: { currency: { name: 'EUR', symbol: '€' } },
    });
    expect(partner.image).toBe(`/web/image/res.partner/${partner.id as number}/image_1920`);
  });

  it('gives a company contact the company name, registry and VAT', async () => {
    const client = shopper();
    await login(client, 'business@example.com', 'business123');
    const response = await client.request<{ partner: Record<string, unknown> }>(PARTNER);
    expect(response.errors).toBeUndefined();
    expect(response.data!.partner).toMatchObject({
      name: 'Jan Bakker',
      isCompany: false,
      companyName: 'Bakker Techniek B.V.',
      companyRegNo: '12345678',
      vat: 'NL123456789B01',
      parentId: { name: 'Bakker Techniek B.V.', isCompany: true },
    });
  });
});

describe('register', () => {
  it('refuses an e-mail address that already has an account', async () => {
    const response = await shopper().request(REGISTER, {
      email: 'CONSUMER@example.com',
      name: 'Someone',
      password: 'whatever1',
    });
    expect(errorOf(response)).toBe('Another user is already registered using this email address.');
  });

  it('creates the account without signing in', async () => {
    const client = shopper();
    const user = await register(client, {
      email: 'New.Customer@Example.com',
      name: 'New Customer',
    });
    expect(user).toMatchObject({ name: 'New Customer', email: 'new.customer@example.com' });
    expect(errorOf(await client.request(PARTNER))).toBe('User does not exist.');
    const signedIn = await login(shopper(), 'new.customer@example.com', 'secret123');
    expect(signedIn.id).toBe(user.id);
  });

  it('creates a company parent with VAT and registry from the extras', async () => {
    const client = shopper();
    await register(client, {
      email: 'buyer@acme.example',
      name: 'Anna Acme',
      extra: { vat: 'NL999999999B01', companyName: 'Acme B.V.', companyRegNo: '87654321' },
    });
    const row = await userRow('buyer@acme.example');
    const { rows } = await odoo.db.query<{
      name: string;
      is_company: boolean;
      vat: string;
      company_registry: string;
    }>(
      `SELECT c.name, c.is_company, c.vat, c.company_registry
         FROM res_partner p JOIN res_partner c ON c.id = p.parent_id WHERE p.id = $1`,
      [row.partner_id],
    );
    expect(rows[0]).toEqual({
      name: 'Acme B.V.',
      is_company: true,
      vat: 'NL999999999B01',
      company_registry: '87654321',
    });
    await login(client, 'buyer@acme.example', 'secret123');
    const partner = await client.request<{ partner: Record<string, unknown> }>(PARTNER);
    expect(partner.data!.partner).toMatchObject({
      name: 'Anna Acme',
      companyName: 'Acme B.V.',
      companyRegNo: '87654321',
      vat: 'NL999999999B01',
    });
  });

  it('puts the VAT number on the person when there is no company', async () => {
    await register(shopper(), {
      email: 'sole@trader.example',
      name: 'Sole Trader',
      extra: { vat: 'NL1' },
    });
    const row = await userRow('sole@trader.example');
    const { rows } = await odoo.db.query<{ vat: string; parent_id: number | null }>(
      'SELECT vat, parent_id FROM res_partner WHERE id = $1',
      [row.partner_id],
    );
    expect(rows[0]).toEqual({ vat: 'NL1', parent_id: null });
  });
});

describe('password reset', () => {
  it('refuses unknown addresses', async () => {
    const response = await shopper().request(RESET, { email: 'unknown@example.com' });
    expect(errorOf(response)).toBe('Invalid email.');
  });

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
    expect(errorOf(bad)).toBe('Could not change your password.');
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
    expect(errorOf(again)).toBe('Could not change your password.');
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
    expect(errorOf(response)).toBe('Could not change your password.');
  });
});

describe('updatePassword', () => {
  it('needs a signed-in user and the current password', async () => {
    const anonymous = await shopper().request(UPDATE_PASSWORD, {
      currentPassword: 'a',
      newPassword: 'b',
    });
    expect(errorOf(anonymous)).toBe('You must be logged in.');

    await register(shopper(), { email: 'mover@example.com', name: 'Mover' });
    const client = shopper();
    await login(client, 'mover@example.com', 'secret123');
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
    await login(shopper(), 'mover@example.com', 'moved123');
  });
});

describe('updateMyAccount', () => {
  it('refuses anonymous callers and writes the partner, not the login', async () => {
    const anonymous = await shopper().request(UPDATE_ACCOUNT, { name: 'X' });
    expect(errorOf(anonymous)).toBe('Partner cannot be updated.');

    await register(shopper(), { email: 'renamed@example.com', name: 'Old Name' });
    const client = shopper();
    await login(client, 'renamed@example.com', 'secret123');
    const response = await client.request<{ updateMyAccount: { name: string; email: string } }>(
      UPDATE_ACCOUNT,
      { name: 'New Name', email: 'other@example.com' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateMyAccount).toMatchObject({
      name: 'New Name',
      email: 'other@example.com',
    });
    const user = await login(shopper(), 'renamed@example.com', 'secret123');
    expect(user).toMatchObject({ name: 'New Name', email: 'renamed@example.com' });
  });
});

describe('logout', () => {
  it('signs out, forgets the cart and rotates the session', async () => {
    const client = shopper();
    await login(client, 'consumer@example.com', 'consumer123');
    const before = client.sessionId;
    const response = await client.request<{ logout: boolean }>(LOGOUT);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ logout: true });
    expect(client.sessionId).not.toBe(before);
    expect(errorOf(await client.request(PARTNER))).toBe('User does not exist.');
    const { rows } = await odoo.db.query<{ uid: number | null; sale_order_id: number | null }>(
      'SELECT uid, sale_order_id FROM http_session WHERE id = $1',
      [client.sessionId],
    );
    expect(rows[0]).toEqual({ uid: null, sale_order_id: null });
  });
});
