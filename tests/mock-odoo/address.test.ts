import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

interface Address {
  id: number;
  name: string;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  addressType: string;
  parentId: { id: number } | null;
  country: { code: string } | null;
  state: { code: string } | null;
}

interface CartPartners {
  id: number;
  partner: { id: number; name: string };
  partnerInvoice: { id: number };
  partnerShipping: { id: number };
}

const ADDRESS_FIELDS =
  'id name street city zip phone addressType parentId { id } country { code } state { code }';
const ADDRESSES = `query addresses($types: [AddressEnum]) {
  addresses(filter: { addressType: $types }) { ${ADDRESS_FIELDS} }
}`;
const ADD = `mutation add($type: AddressEnum!, $address: AddAddressInput) {
  addAddress(type: $type, address: $address) { ${ADDRESS_FIELDS} }
}`;
const UPDATE = `mutation update($address: UpdateAddressInput!) {
  updateAddress(address: $address) { ${ADDRESS_FIELDS} }
}`;
const DELETE = 'mutation del($id: Int!) { deleteAddress(address: { id: $id }) { result } }';
const SELECT = `mutation select($type: AddressEnum!, $id: Int!) {
  selectAddress(type: $type, address: { id: $id }) { id name }
}`;
const CART =
  '{ cart { order { id partner { id name } partnerInvoice { id } partnerShipping { id } } } }';
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id partner { id } }
}`;

let odoo: RunningMockOdoo;
let nl: number;
let northHolland: number;
let variantId: number;

beforeAll(async () => {
  odoo = await startTestOdoo();
  const country = await odoo.db.query<{ id: number; state_id: number }>(
    `SELECT c.id, s.id AS state_id FROM res_country c JOIN res_country_state s ON s.country_id = c.id
      WHERE c.code = 'NL' AND s.code = 'NH'`,
  );
  nl = country.rows[0]!.id;
  northHolland = country.rows[0]!.state_id;
  const variant = await odoo.db.query<{ id: number }>(
    `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published AND t.sale_ok ORDER BY p.id LIMIT 1`,
  );
  variantId = variant.rows[0]!.id;
}, 120_000);

afterAll(() => odoo?.stop());

const shopper = () => odooClient(odoo.url);
const errorOf = (response: { errors?: { message: string }[] }) => response.errors?.[0]?.message;

function newAddress(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Piet Pakket',
    street: 'Damrak 1',
    zip: '1012 LG',
    city: 'Amsterdam',
    countryId: nl,
    stateId: northHolland,
    phone: '+31 6 1234 5678',
    email: 'piet@example.com',
    ...overrides,
  };
}

async function signIn(client: OdooTestClient, email: string, password: string) {
  const response = await client.request<{ login: { id: number; partner: { id: number } } }>(LOGIN, {
    email,
    password,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.login;
}

async function fillCart(client: OdooTestClient) {
  const response = await client.request(
    'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
    { id: variantId },
  );
  expect(response.errors).toBeUndefined();
}

async function cartOf(client: OdooTestClient): Promise<CartPartners> {
  const response = await client.request<{ cart: { order: CartPartners } }>(CART);
  expect(response.errors).toBeUndefined();
  return response.data!.cart.order;
}

async function addresses(client: OdooTestClient, types?: string[]): Promise<Address[]> {
  const response = await client.request<{ addresses: Address[] }>(ADDRESSES, { types });
  expect(response.errors).toBeUndefined();
  return response.data!.addresses;
}

async function add(client: OdooTestClient, type: string, address = newAddress()) {
  const response = await client.request<{ addAddress: Address }>(ADD, { type, address });
  expect(response.errors).toBeUndefined();
  return response.data!.addAddress;
}

describe('countries', () => {
  const COUNTRIES = `query countries($currentPage: Int, $pageSize: Int, $search: String, $filter: CountryFilterInput, $sort: CountrySortInput) {
    countries(currentPage: $currentPage, pageSize: $pageSize, search: $search, filter: $filter, sort: $sort) {
      totalCount countries { id name code }
    }
  }`;
  type CountryList = {
    totalCount: number;
    countries: { id: number; name: string; code: string }[];
  };

  async function countries(variables: Record<string, unknown>): Promise<CountryList> {
    const response = await shopper().request<{ countries: CountryList }>(COUNTRIES, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.countries;
  }

  it('pages 1-based, ordered by name', async () => {
    const all = await countries({ pageSize: 250 });
    expect(all.totalCount).toBe(8);
    const names = all.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort());
    const second = await countries({ pageSize: 3, currentPage: 2 });
    expect(second.totalCount).toBe(8);
    expect(second.countries.map((country) => country.name)).toEqual(names.slice(3, 6));
  });

  it('searches every word in the name, filters by id and sorts by id', async () => {
    const found = await countries({ search: 'united kingdom' });
    expect(found.countries.map((country) => country.code)).toEqual(['GB']);
    expect(found.totalCount).toBe(1);
    const byId = await countries({ filter: { id: nl } });
    expect(byId.countries.map((country) => country.code)).toEqual(['NL']);
    const sorted = await countries({ sort: { id: 'DESC' } });
    const ids = sorted.countries.map((country) => country.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('gives a country with its 12 Dutch provinces, and refuses an unknown one', async () => {
    const response = await shopper().request<{
      country: { code: string; imageUrl: null; states: { name: string; code: string }[] };
    }>('query c($id: Int) { country(id: $id) { code imageUrl states { name code } } }', { id: nl });
    expect(response.errors).toBeUndefined();
    const { states, code, imageUrl } = response.data!.country;
    expect(code).toBe('NL');
    expect(imageUrl).toBeNull();
    expect(states).toHaveLength(12);
    expect(states).toContainEqual({ name: 'Noord-Holland', code: 'NH' });
    const unknown = await shopper().request('{ country(id: 999999) { id } }');
    expect(errorOf(unknown)).toBe('Country does not exist.');
  });
});

describe('guest addresses', () => {
  it('has none without a cart and cannot add one', async () => {
    const client = shopper();
    const list = await client.request(ADDRESSES, {});
    expect(errorOf(list)).toBe('Shopping cart not found.');
    const response = await client.request(ADD, { type: 'Shipping', address: newAddress() });
    expect(errorOf(response)).toBe('Shopping cart not found.');
    const select = await client.request(SELECT, { type: 'Billing', id: 1 });
    expect(errorOf(select)).toBe('Shopping cart not found.');
  });

  it('turns the first address of a guest cart into a customer of its own', async () => {
    const client = shopper();
    await fillCart(client);
    const publicCart = await cartOf(client);
    expect(await addresses(client)).toEqual([]);

    const shipping = await add(client, 'Shipping');
    expect(shipping.addressType).toBe('DeliveryAddress');
    const cart = await cartOf(client);
    expect(cart.partner.id).not.toBe(publicCart.partner.id);
    expect(cart.partner.name).toBe('Piet Pakket');
    expect(cart.partnerShipping.id).toBe(shipping.id);
    expect(cart.partnerInvoice.id).toBe(cart.partner.id);
    expect(shipping.parentId?.id).toBe(cart.partner.id);

    const billing = await add(client, 'Billing', newAddress({ name: 'Piet Factuur' }));
    const after = await cartOf(client);
    expect(after.partnerInvoice.id).toBe(billing.id);
    expect(after.partnerShipping.id).toBe(shipping.id);
    const listed = await addresses(client);
    expect(listed.map((address) => address.id)).toEqual([billing.id, shipping.id, cart.partner.id]);
    expect((await addresses(client, ['Billing'])).map((address) => address.id)).toEqual([
      billing.id,
    ]);
  });

  it('billing also ships when shipping was still the customer', async () => {
    const client = shopper();
    await fillCart(client);
    const billing = await add(client, 'Billing');
    const cart = await cartOf(client);
    expect(cart.partnerInvoice.id).toBe(billing.id);
    expect(cart.partnerShipping.id).toBe(billing.id);
  });

  it('createUpdatePartner gives a guest checkout its customer, then updates it', async () => {
    const client = shopper();
    const MUTATION = `mutation guest($name: String!, $email: String!) {
      createUpdatePartner(name: $name, email: $email, subscribeNewsletter: false) { id name email }
    }`;
    const created = await client.request<{ createUpdatePartner: { id: number; name: string } }>(
      MUTATION,
      { name: 'Gast Klant', email: 'gast@example.com' },
    );
    expect(created.errors).toBeUndefined();
    const partner = created.data!.createUpdatePartner;
    const cart = await cartOf(client);
    expect(cart.partner.id).toBe(partner.id);
    expect(cart.partnerInvoice.id).toBe(partner.id);
    expect(cart.partnerShipping.id).toBe(partner.id);
    const updated = await client.request<{ createUpdatePartner: { id: number; email: string } }>(
      MUTATION,
      { name: 'Gast Klant', email: 'gast2@example.com' },
    );
    expect(updated.data!.createUpdatePartner).toMatchObject({
      id: partner.id,
      email: 'gast2@example.com',
    });
  });

  it('refuses unknown countries and states', async () => {
    const client = shopper();
    await fillCart(client);
    const country = await client.request(ADD, {
      type: 'Shipping',
      address: newAddress({ countryId: 999999, stateId: null }),
    });
    expect(errorOf(country)).toBe('Country does not exist.');
    const state = await client.request(ADD, {
      type: 'Shipping',
      address: newAddress({ stateId: 999999 }),
    });
    expect(errorOf(state)).toBe('State does not exist.');
    // Nothing half-applied: the cart is still on the public partner.
    expect(await addresses(client)).toEqual([]);
  });
});

describe('customer addresses', () => {
  it('lists the customer and her delivery address, newest first, by type', async () => {
    const client = shopper();
    const user = await signIn(client, 'consumer@example.com', 'consumer123');
    const all = await addresses(client);
    expect(all.map((address) => address.id)).toContain(user.partner.id);
    expect(all[all.length - 1]!.id).toBe(user.partner.id);
    const shipping = await addresses(client, ['Shipping']);
    expect(shipping.map((address) => address.city)).toContain('Utrecht');
    expect(shipping.every((address) => address.addressType === 'DeliveryAddress')).toBe(true);
    expect(await addresses(client, ['Billing', 'Shipping'])).toEqual(
      all.filter((address) => address.id !== user.partner.id),
    );
  });

  it('lists the company addresses for a company contact', async () => {
    const client = shopper();
    await signIn(client, 'business@example.com', 'business123');
    const all = await addresses(client);
    const types = new Set(all.map((address) => address.addressType));
    expect(types).toEqual(new Set(['Contact', 'InvoiceAddress', 'DeliveryAddress']));
    expect(all.find((address) => address.addressType === 'Contact')!.name).toBe(
      'Bakker Techniek B.V.',
    );
  });

  it('adds, updates, selects and archives an address of a signed-in customer', async () => {
    const client = shopper();
    const user = await signIn(client, 'consumer@example.com', 'consumer123');
    const added = await add(
      client,
      'Shipping',
      newAddress({ name: 'Sanne werk', city: 'Haarlem' }),
    );
    expect(added.parentId?.id).toBe(user.partner.id);

    const updated = await client.request<{ updateAddress: Address }>(UPDATE, {
      address: { id: added.id, city: 'Leiden', street: '', zip: null },
    });
    expect(updated.errors).toBeUndefined();
    // Empty values are not written.
    expect(updated.data!.updateAddress).toMatchObject({
      city: 'Leiden',
      street: 'Damrak 1',
      zip: '1012 LG',
    });

    const noCart = await client.request(SELECT, { type: 'Shipping', id: added.id });
    expect(errorOf(noCart)).toBe('Shopping cart not found.');
    await fillCart(client);
    const selected = await client.request(SELECT, { type: 'Shipping', id: added.id });
    expect(selected.errors).toBeUndefined();
    expect((await cartOf(client)).partnerShipping.id).toBe(added.id);

    const deleted = await client.request<{ deleteAddress: { result: boolean } }>(DELETE, {
      id: added.id,
    });
    expect(deleted.data).toEqual({ deleteAddress: { result: true } });
    const cart = await cartOf(client);
    expect(cart.partnerShipping.id).toBe(cart.partner.id);
    expect((await addresses(client)).map((address) => address.id)).not.toContain(added.id);
    const again = await client.request(UPDATE, { address: { id: added.id, city: 'Delft' } });
    expect(errorOf(again)).toBe('Address not found.');
  });

  it('refuses to delete the primary address or the public partner', async () => {
    const client = shopper();
    const user = await signIn(client, 'consumer@example.com', 'consumer123');
    const primary = await client.request(DELETE, { id: user.partner.id });
    expect(errorOf(primary)).toBe("You can't delete the primary address.");
    const { rows } = await odoo.db.query<{ public_partner_id: number }>(
      'SELECT public_partner_id FROM website ORDER BY id LIMIT 1',
    );
    const publicPartner = rows[0]!.public_partner_id;
    expect(errorOf(await client.request(DELETE, { id: publicPartner }))).toBe(
      "Can't delete public user address.",
    );
    expect(
      errorOf(await client.request(UPDATE, { address: { id: publicPartner, city: 'X' } })),
    ).toBe("Can't update public user address.");
  });

  it("refuses another customer's address", async () => {
    const business = shopper();
    await signIn(business, 'business@example.com', 'business123');
    const theirs = (await addresses(business, ['Shipping']))[0]!;

    const consumer = shopper();
    await signIn(consumer, 'consumer@example.com', 'consumer123');
    const update = await consumer.request(UPDATE, { address: { id: theirs.id, city: 'Hacked' } });
    expect(errorOf(update)).toBe('Address not found.');
    expect(errorOf(await consumer.request(DELETE, { id: theirs.id }))).toBe('Address not found.');
    await fillCart(consumer);
    const select = await consumer.request(SELECT, { type: 'Shipping', id: theirs.id });
    expect(errorOf(select)).toBe('Address not found.');

    const guest = shopper();
    await fillCart(guest);
    const guestUpdate = await guest.request(UPDATE, { address: { id: theirs.id, city: 'Hacked' } });
    expect(errorOf(guestUpdate)).toBe('Address not found.');
    const unchanged = await addresses(business, ['Shipping']);
    expect(unchanged[0]!.city).toBe(theirs.city);
  });
});
