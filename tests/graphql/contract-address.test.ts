// Contract: the address and country operations of graphql/generated/operations.ts against
// mock-odoo. Addresses are child contacts of the customer's commercial partner; adding or selecting
// one sets it on the session cart (odoo-api.md 2.2, 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddAddressDocument,
  billingGetAddressDocument,
  billingUpdateAddressDocument,
  cartLoadDocument,
  deleteAddressDocument,
  getCountriesDocument,
  getCountryStatesDocument,
  loadUserDocument,
  logInUserDocument,
  selectAddressDocument,
  setDefaultAddressDocument,
  shippingAddAdressDocument,
  shippingGetAddressDocument,
  shippingUpdateAddressDocument,
  type BillingAddAddressVariables,
  type OrderFragment,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let netherlands: { id: number; stateId: number };

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { countries } = await ok(odooClient(odoo.url), getCountriesDocument, {});
  const nl = present(
    countries?.countries?.find((country) => country?.code === 'NL'),
    'the Netherlands',
  );
  const { country } = await ok(odooClient(odoo.url), getCountryStatesDocument, { id: nl.id });
  netherlands = { id: nl.id, stateId: present(country.states?.[0], 'a Dutch province').id };
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

/** A signed-in customer whose session has a cart (the anchor needs one for address calls). */
async function customerWithCart(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, logInUserDocument, { email, password });
  await ok(client, cartLoadDocument, {});
  return client;
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
    const { countries } = await ok(odooClient(odoo.url), getCountriesDocument, {});
    const list = present(countries?.countries, 'countries');
    expect(list.length).toBeGreaterThan(1);
    expect(countries?.totalCount).toBe(list.length);
    for (const country of list) expect(country?.code).toMatch(/^[A-Z]{2}$/);

    const { country } = await ok(odooClient(odoo.url), getCountryStatesDocument, {
      id: netherlands.id,
    });
    expect(country.code).toBe('NL');
    expect(country.states?.length).toBeGreaterThan(0);
    expect(country.states?.map((state) => state.id)).toContain(netherlands.stateId);
  });

  // Odoo 15's addresses/addAddress start with website.sale_get_order() and raise without a cart.
  it('refuses to list addresses of an anonymous caller without a cart', async () => {
    expect(await fails(odooClient(odoo.url), billingGetAddressDocument, {})).toEqual([
      'Shopping cart not found.',
    ]);
  });

  it('refuses to add an address for an anonymous caller without a cart', async () => {
    expect(await fails(odooClient(odoo.url), shippingAddAdressDocument, address())).toEqual([
      'Shopping cart not found.',
    ]);
  });

  it("lists the customer's billing and shipping addresses by type", async () => {
    const client = await customerWithCart('business@example.com', 'business123');
    const { addresses: billing } = await ok(client, billingGetAddressDocument, {});
    const { addresses: shipping } = await ok(client, shippingGetAddressDocument, {});
    expect(billing?.length).toBeGreaterThan(0);
    expect(shipping?.length).toBeGreaterThan(0);
    for (const item of billing ?? []) expect(item.addressType).toBe('InvoiceAddress');
    for (const item of shipping ?? []) expect(item.addressType).toBe('DeliveryAddress');
  });

  it('adds shipping and billing addresses and sets them on the cart', async () => {
    const client = await customerWithCart('consumer@example.com', 'consumer123');
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
    const client = await customerWithCart('consumer@example.com', 'consumer123');
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
    const client = await customerWithCart('business@example.com', 'business123');
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
    const client = await customerWithCart('consumer@example.com', 'consumer123');
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
    const business = await customerWithCart('business@example.com', 'business123');
    const { addresses } = await ok(business, shippingGetAddressDocument, {});
    const theirs = present(addresses?.[0], 'business address').id;

    const consumer = await customerWithCart('consumer@example.com', 'consumer123');
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
    const guest = odooClient(odoo.url);
    await ok(guest, cartLoadDocument, {});
    const { addAddress } = await ok(guest, shippingAddAdressDocument, address());
    const id = present(addAddress, 'guest address').id;
    expect((await cartOf(guest)).partnerShipping?.id).toBe(id);
    const { addresses } = await ok(guest, shippingGetAddressDocument, {});
    expect(addresses?.map((item) => item.id)).toContain(id);
  });
});
