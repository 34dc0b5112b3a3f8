// Contract: addresses and countries at checkout. Addresses are child contacts of the customer's
// commercial partner; adding or selecting one sets it on the session cart. A
// guest's first address makes the cart's customer; nobody reads or changes another's addresses.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddAddressDocument,
  billingGetAddressDocument,
  billingUpdateAddressDocument,
  cartLoadDocument,
  deleteAddressDocument,
  getCountriesDocument,
  getCountryStatesDocument,
  loadUserDocument,
  selectAddressDocument,
  setDefaultAddressDocument,
  shippingAddAdressDocument,
  shippingGetAddressDocument,
  shippingUpdateAddressDocument,
  type BillingAddAddressVariables,
  type OrderFragment,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { registeredCustomer, signedIn } from './customers';
import { BUSINESS, CONSUMER, COUNTRY_SEARCH, NETHERLANDS, type DemoAccount } from './demo-data';
import { sellableVariants } from './products';

const backend = contractBackend();
/** The Netherlands and a province of it (Noord-Holland). */
let netherlands: { id: number; stateId: number };
/** A variant for sale, to fill carts with. */
let variantId: number;

beforeAll(async () => {
  const { countries } = await ok(backend.client(), getCountriesDocument, {});
  const nl = present(
    countries?.countries?.find((country) => country?.code === NETHERLANDS.code),
    'the Netherlands',
  );
  const { country } = await ok(backend.client(), getCountryStatesDocument, { id: nl.id });
  const province = present(
    country.states?.find((state) => state.code === NETHERLANDS.province.code),
    NETHERLANDS.province.name,
  );
  netherlands = { id: nl.id, stateId: province.id };
  variantId = present((await sellableVariants(backend.client()))[0], 'a variant for sale').id;
}, 120_000);

/** A signed-in customer whose session has a cart (the anchor needs one for address calls). */
async function customerWithCart(account: DemoAccount): Promise<OdooTestClient> {
  const client = await signedIn(backend, account);
  await ok(client, cartLoadDocument, {});
  return client;
}

/** A customer registered now, signed in with a cart: a test that adds addresses makes one. */
async function newCustomerWithCart(): Promise<OdooTestClient> {
  return customerWithCart(await registeredCustomer(backend));
}

async function cartOf(client: OdooTestClient): Promise<OrderFragment> {
  const { cart } = await ok(client, cartLoadDocument, {});
  return present(cart?.order, 'cart order');
}

function address(overrides: Partial<BillingAddAddressVariables> = {}): BillingAddAddressVariables {
  return {
    name: 'Pieter Jansen',
    street: 'Damrak 1',
    zip: '1012 LG',
    city: 'Amsterdam',
    countryId: netherlands.id,
    stateId: netherlands.stateId,
    phone: '+31 20 555 0101',
    email: 'pieter@example.com',
    ...overrides,
  };
}

describe('address contract', { timeout: 60_000 }, () => {
  it('getCountries lists every country and getCountryStates its states', async () => {
    const { countries } = await ok(backend.client(), getCountriesDocument, {});
    const list = present(countries?.countries, 'countries');
    expect(list.length).toBeGreaterThan(1);
    expect(countries?.totalCount).toBe(list.length);
    for (const country of list) expect(country?.code).toMatch(/^[A-Z]{2}$/);

    const { country } = await ok(backend.client(), getCountryStatesDocument, {
      id: netherlands.id,
    });
    expect(country.code).toBe('NL');
    expect(country.states?.length).toBeGreaterThan(0);
    expect(country.states?.map((state) => state.id)).toContain(netherlands.stateId);
  });

  // Odoo 15's addresses/addAddress start with website.sale_get_order() and raise without a cart.
  it('refuses to list addresses of an anonymous caller without a cart', async () => {
    expect(await fails(backend.client(), billingGetAddressDocument, {})).toEqual([
      'Shopping cart not found.',
    ]);
  });

  it('refuses to add an address for an anonymous caller without a cart', async () => {
    expect(await fails(backend.client(), shippingAddAdressDocument, address())).toEqual([
      'Shopping cart not found.',
    ]);
  });

  it("lists the customer's billing and shipping addresses by type", async () => {
    const client = await customerWithCart(BUSINESS);
    const { addresses: billing } = await ok(client, billingGetAddressDocument, {});
    const { addresses: shipping } = await ok(client, shippingGetAddressDocument, {});
    expect(billing?.length).toBeGreaterThan(0);
    expect(shipping?.length).toBeGreaterThan(0);
    for (const item of billing ?? []) expect(item.addressType).toBe('InvoiceAddress');
    for (const item of shipping ?? []) expect(item.addressType).toBe('DeliveryAddress');
  });

  it('adds shipping and billing addresses and sets them on the cart', async () => {
    const client = await newCustomerWithCart();
    const { addAddress: shipping } = await ok(
      client,
      shippingAddAdressDocument,
      address({ street: 'Keizersgracht 100', street2: 'Achterhuis' }),
    );
    expect(shipping).toMatchObject({
      name: 'Pieter Jansen',
      street: 'Keizersgracht 100',
      street2: 'Achterhuis',
      zip: '1012 LG',
      city: 'Amsterdam',
      phone: '+31 20 555 0101',
      addressType: 'DeliveryAddress',
      country: { id: netherlands.id, code: 'NL' },
      state: { id: netherlands.stateId },
    });
    const shippingId = present(shipping, 'shipping address').id;
    const { addresses } = await ok(client, shippingGetAddressDocument, {});
    // Newest first.
    expect(addresses?.[0]?.id).toBe(shippingId);

    const { addAddress: billing } = await ok(
      client,
      billingAddAddressDocument,
      address({ name: 'Sanne de Vries', street: 'Factuurstraat 9' }),
    );
    expect(billing?.addressType).toBe('InvoiceAddress');
    const cart = await cartOf(client);
    expect(cart.partnerShipping?.id).toBe(shippingId);
    expect(cart.partnerInvoice?.id).toBe(billing?.id);
  });

  it('updates shipping and billing addresses', async () => {
    const client = await newCustomerWithCart();
    const { addAddress: shipping } = await ok(client, shippingAddAdressDocument, address());
    const id = present(shipping, 'shipping address').id;
    const { updateAddress } = await ok(client, shippingUpdateAddressDocument, {
      ...address({ street: 'Rokin 75', city: 'Amsterdam-Centrum' }),
      id,
    });
    expect(updateAddress).toMatchObject({ id, street: 'Rokin 75', city: 'Amsterdam-Centrum' });

    const { addAddress: billing } = await ok(client, billingAddAddressDocument, address());
    const billingId = present(billing, 'billing address').id;
    const { updateAddress: updatedBilling } = await ok(client, billingUpdateAddressDocument, {
      ...address({ phone: '+31 20 555 0202' }),
      id: billingId,
    });
    expect(updatedBilling).toMatchObject({ id: billingId, phone: '+31 20 555 0202' });
    const { addresses } = await ok(client, billingGetAddressDocument, {});
    expect(addresses?.find((item) => item.id === billingId)?.phone).toBe('+31 20 555 0202');
  });

  it('selectAddress and setDefaultAddress put an existing address on the cart', async () => {
    const client = await customerWithCart(BUSINESS);
    const { addresses: shipping } = await ok(client, shippingGetAddressDocument, {});
    const { addresses: billing } = await ok(client, billingGetAddressDocument, {});
    const delivery = present(shipping?.[shipping.length - 1], 'a delivery address');
    const invoice = present(billing?.[billing.length - 1], 'an invoice address');

    const { selectAddress } = await ok(client, selectAddressDocument, {
      type: 'Shipping',
      id: delivery.id,
    });
    expect(selectAddress?.id).toBe(delivery.id);
    const { selectAddress: viaDefault } = await ok(client, setDefaultAddressDocument, {
      type: 'Billing',
      id: invoice.id,
    });
    expect(viaDefault?.id).toBe(invoice.id);

    const cart = await cartOf(client);
    expect(cart.partnerShipping?.id).toBe(delivery.id);
    expect(cart.partnerInvoice?.id).toBe(invoice.id);
  });

  it("deletes (archives) an address, but not the customer's own partner", async () => {
    const client = await newCustomerWithCart();
    const { addAddress } = await ok(client, shippingAddAdressDocument, address());
    const id = present(addAddress, 'address').id;
    const { deleteAddress } = await ok(client, deleteAddressDocument, { id });
    expect(deleteAddress?.result).toBe(true);
    const { addresses } = await ok(client, shippingGetAddressDocument, {});
    expect(addresses?.map((item) => item.id)).not.toContain(id);
    expect((await cartOf(client)).partnerShipping?.id).not.toBe(id);

    const { partner } = await ok(client, loadUserDocument, {});
    expect(await fails(client, deleteAddressDocument, { id: partner.id })).toEqual([
      "You can't delete the primary address.",
    ]);
  });

  it("refuses another customer's address", async () => {
    const business = await customerWithCart(BUSINESS);
    const { addresses } = await ok(business, shippingGetAddressDocument, {});
    const theirs = present(addresses?.[0], 'business address').id;

    const consumer = await customerWithCart(CONSUMER);
    expect(
      await fails(consumer, shippingUpdateAddressDocument, { ...address(), id: theirs }),
    ).toEqual(['Address not found.']);
    expect(await fails(consumer, selectAddressDocument, { type: 'Shipping', id: theirs })).toEqual([
      'Address not found.',
    ]);
    expect(await fails(consumer, deleteAddressDocument, { id: theirs })).toEqual([
      'Address not found.',
    ]);
  });

  it('lets a guest with a cart add addresses to it', async () => {
    const guest = backend.client();
    await ok(guest, cartLoadDocument, {});
    const { addAddress } = await ok(guest, shippingAddAdressDocument, address());
    const id = present(addAddress, 'guest address').id;
    expect((await cartOf(guest)).partnerShipping?.id).toBe(id);
    const { addresses } = await ok(guest, shippingGetAddressDocument, {});
    expect(addresses?.map((item) => item.id)).toContain(id);
  });
});

// Addresses as raw documents: the fields the checkout and the account's address book read.

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
const BOOK = { timeout: 60_000 };

const errorOf = (response: { errors?: { message: string }[] }) => response.errors?.[0]?.message;

function newAddress(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Piet Pakket',
    street: 'Damrak 1',
    zip: '1012 LG',
    city: 'Amsterdam',
    countryId: netherlands.id,
    stateId: netherlands.stateId,
    phone: '+31 6 1234 5678',
    email: 'piet@example.com',
    ...overrides,
  };
}

/** Signs the client in; the user with their partner. */
async function signIn(client: OdooTestClient, account: DemoAccount) {
  await signedIn(backend, account, client);
  return (await ok(client, loadUserDocument, {})).partner;
}

async function fillCart(client: OdooTestClient) {
  const response = await client.request(
    'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
    { id: variantId },
  );
  expect(response.errors).toBeUndefined();
}

async function cartPartners(client: OdooTestClient): Promise<CartPartners> {
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

describe('countries', BOOK, () => {
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
    const response = await backend
      .client()
      .request<{ countries: CountryList }>(COUNTRIES, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.countries;
  }

  // graphql_vuestorefront searches the id: no country is an empty record, whose id cannot be null.
  it('has no country for an unknown id', async () => {
    const unknown = await backend.client().request('{ country(id: 999999) { id name code } }');
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.map((error) => error.message)).toEqual([
      'Cannot return null for non-nullable field Country.id.',
    ]);
  });

  it('searches every word in the name, filters by id and sorts by id', async () => {
    const found = await countries({ search: COUNTRY_SEARCH.words });
    expect(found.countries.map((country) => country.code)).toEqual([COUNTRY_SEARCH.code]);
    expect(found.totalCount).toBe(1);
    const byId = await countries({ filter: { id: netherlands.id } });
    expect(byId.countries.map((country) => country.code)).toEqual([NETHERLANDS.code]);
    const sorted = await countries({ sort: { id: 'DESC' } });
    const ids = sorted.countries.map((country) => country.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('guest addresses', BOOK, () => {
  it('has none without a cart and cannot add one', async () => {
    const client = backend.client();
    const list = await client.request(ADDRESSES, {});
    expect(errorOf(list)).toBe('Shopping cart not found.');
    const response = await client.request(ADD, { type: 'Shipping', address: newAddress() });
    expect(errorOf(response)).toBe('Shopping cart not found.');
    const select = await client.request(SELECT, { type: 'Billing', id: 1 });
    expect(errorOf(select)).toBe('Shopping cart not found.');
  });

  it('turns the first address of a guest cart into a customer of its own', async () => {
    const client = backend.client();
    await fillCart(client);
    const publicCart = await cartPartners(client);
    expect(await addresses(client)).toEqual([]);

    const shipping = await add(client, 'Shipping');
    expect(shipping.addressType).toBe('DeliveryAddress');
    const cart = await cartPartners(client);
    expect(cart.partner.id).not.toBe(publicCart.partner.id);
    expect(cart.partner.name).toBe('Piet Pakket');
    expect(cart.partnerShipping.id).toBe(shipping.id);
    expect(cart.partnerInvoice.id).toBe(cart.partner.id);
    expect(shipping.parentId?.id).toBe(cart.partner.id);

    const billing = await add(client, 'Billing', newAddress({ name: 'Piet Factuur' }));
    const after = await cartPartners(client);
    expect(after.partnerInvoice.id).toBe(billing.id);
    expect(after.partnerShipping.id).toBe(shipping.id);
    const listed = await addresses(client);
    expect(listed.map((address) => address.id)).toEqual([billing.id, shipping.id, cart.partner.id]);
    expect((await addresses(client, ['Billing'])).map((address) => address.id)).toEqual([
      billing.id,
    ]);
  });

  it('billing also ships when shipping was still the customer', async () => {
    const client = backend.client();
    await fillCart(client);
    const billing = await add(client, 'Billing');
    const cart = await cartPartners(client);
    expect(cart.partnerInvoice.id).toBe(billing.id);
    expect(cart.partnerShipping.id).toBe(billing.id);
  });

  it('createUpdatePartner gives a guest checkout its customer, then updates it', async () => {
    const client = backend.client();
    const MUTATION = `mutation guest($name: String!, $email: String!) {
      createUpdatePartner(name: $name, email: $email, subscribeNewsletter: false) { id name email }
    }`;
    const created = await client.request<{ createUpdatePartner: { id: number; name: string } }>(
      MUTATION,
      { name: 'Gast Klant', email: 'gast@example.com' },
    );
    expect(created.errors).toBeUndefined();
    const partner = created.data!.createUpdatePartner;
    const cart = await cartPartners(client);
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

  // graphql_vuestorefront writes the ids as given (PostgreSQL's foreign-key error for a new
  // address, a 500 when an update is flushed); vsf_base refuses them first (address.py).
  it('refuses unknown countries and states', async () => {
    const client = backend.client();
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

    const added = await add(client, 'Shipping');
    for (const [change, message] of [
      [{ countryId: 999999 }, 'Country does not exist.'],
      [{ stateId: 999999 }, 'State does not exist.'],
    ] as const) {
      const update = await client.request(UPDATE, {
        address: { id: added.id, city: 'Delft', ...change },
      });
      expect(update.status).toBe(200);
      expect(errorOf(update)).toBe(message);
    }
    const [unchanged] = await addresses(client, ['Shipping']);
    expect(unchanged).toMatchObject({ id: added.id, city: 'Amsterdam', country: { code: 'NL' } });
  });
});

describe('customer addresses', BOOK, () => {
  it('lists the customer and her delivery address, newest first, by type', async () => {
    const client = backend.client();
    const user = await signIn(client, CONSUMER);
    const all = await addresses(client);
    expect(all.map((address) => address.id)).toContain(user.id);
    expect(all[all.length - 1]!.id).toBe(user.id);
    const shipping = await addresses(client, ['Shipping']);
    expect(shipping.map((address) => address.city)).toContain(CONSUMER.deliveryCity);
    expect(shipping.every((address) => address.addressType === 'DeliveryAddress')).toBe(true);
    expect(await addresses(client, ['Billing', 'Shipping'])).toEqual(
      all.filter((address) => address.id !== user.id),
    );
  });

  it('lists the company addresses for a company contact', async () => {
    const client = backend.client();
    await signIn(client, BUSINESS);
    const all = await addresses(client);
    const types = new Set(all.map((address) => address.addressType));
    expect(types).toEqual(new Set(['Contact', 'InvoiceAddress', 'DeliveryAddress']));
    expect(all.find((address) => address.addressType === 'Contact')!.name).toBe(BUSINESS.company);
  });

  it('adds, updates, selects and archives an address of a signed-in customer', async () => {
    const client = backend.client();
    const user = await signIn(client, await registeredCustomer(backend));
    const added = await add(
      client,
      'Shipping',
      newAddress({ name: 'Sanne werk', city: 'Haarlem' }),
    );
    expect(added.parentId?.id).toBe(user.id);

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
    expect((await cartPartners(client)).partnerShipping.id).toBe(added.id);

    const deleted = await client.request<{ deleteAddress: { result: boolean } }>(DELETE, {
      id: added.id,
    });
    expect(deleted.data).toEqual({ deleteAddress: { result: true } });
    const cart = await cartPartners(client);
    expect(cart.partnerShipping.id).toBe(cart.partner.id);
    expect((await addresses(client)).map((address) => address.id)).not.toContain(added.id);
    const again = await client.request(UPDATE, { address: { id: added.id, city: 'Delft' } });
    expect(errorOf(again)).toBe('Address not found.');
  });

  it('refuses to delete the primary address or the public partner', async () => {
    // An anonymous cart belongs to the website's public partner.
    const publicPartner = (await cartPartners(backend.client())).partner.id;
    const client = backend.client();
    const user = await signIn(client, CONSUMER);
    const primary = await client.request(DELETE, { id: user.id });
    expect(errorOf(primary)).toBe("You can't delete the primary address.");
    expect(errorOf(await client.request(DELETE, { id: publicPartner }))).toBe(
      "Can't delete public user address.",
    );
    expect(
      errorOf(await client.request(UPDATE, { address: { id: publicPartner, city: 'X' } })),
    ).toBe("Can't update public user address.");
  });

  it("refuses another customer's address", async () => {
    const business = backend.client();
    await signIn(business, BUSINESS);
    const theirs = (await addresses(business, ['Shipping']))[0]!;

    const consumer = backend.client();
    await signIn(consumer, CONSUMER);
    const update = await consumer.request(UPDATE, { address: { id: theirs.id, city: 'Hacked' } });
    expect(errorOf(update)).toBe('Address not found.');
    expect(errorOf(await consumer.request(DELETE, { id: theirs.id }))).toBe('Address not found.');
    await fillCart(consumer);
    const select = await consumer.request(SELECT, { type: 'Shipping', id: theirs.id });
    expect(errorOf(select)).toBe('Address not found.');

    const guest = backend.client();
    await fillCart(guest);
    const guestUpdate = await guest.request(UPDATE, { address: { id: theirs.id, city: 'Hacked' } });
    expect(errorOf(guestUpdate)).toBe('Address not found.');
    const unchanged = await addresses(business, ['Shipping']);
    expect(unchanged[0]!.city).toBe(theirs.city);
  });
});
