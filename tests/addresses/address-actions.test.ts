import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countryStatesAction,
  deleteAddressAction,
  loadAddressBookAction,
  saveAddressAction,
  setDefaultAddressAction,
} from '@/lib/addresses/address-actions';
import type { AddressFormInput } from '@/lib/addresses/address-schemas';
import type { AddressBook, CountryRef } from '@/lib/addresses/types';
import { issueUserCookie } from '@/lib/shopper/signed-user-cookie';
import { USER_COOKIE } from '@/lib/shop/cookie-names';
import { logInUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { currentSession, mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import { actionData } from '@/tests/support/action-data';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
let netherlands: CountryRef;
let noordHolland: number;

beforeAll(async () => {
  const { rows } = await odoo().db.query<{ id: number; state: number }>(
    `SELECT c.id, s.id AS state FROM res_country c JOIN res_country_state s ON s.country_id = c.id
      WHERE c.code = 'NL' AND s.code = 'NH'`,
  );
  netherlands = { id: rows[0]!.id, name: 'Netherlands', code: 'NL' };
  noordHolland = rows[0]!.state;
});

afterEach(() => setFaults({}));

async function setFaults(faults: Record<string, unknown>) {
  await fetch(`${odoo().url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      delayMs: 0,
      failOperations: [],
      failMessage: '',
      dropOperations: [],
      ...faults,
    }),
  });
}

function newAddress(overrides: Partial<AddressFormInput> = {}): AddressFormInput {
  return {
    type: 'Shipping',
    name: 'Sanne de Vries',
    street: 'Keizersgracht 1',
    street2: '',
    zip: '1015 CJ',
    city: 'Amsterdam',
    countryId: netherlands.id,
    stateId: noordHolland,
    phone: '+31 6 2345 6789',
    email: '',
    isDefault: false,
    ...overrides,
  };
}

const byStreet = (book: AddressBook, street: string) =>
  [...book.shipping, ...book.billing].find((address) => address.street === street);
const defaults = (book: AddressBook) => ({
  shipping: book.shipping.filter((address) => address.isDefault).map((address) => address.id),
  billing: book.billing.filter((address) => address.isDefault).map((address) => address.id),
});

async function partnerRow(id: number) {
  const { rows } = await odoo().db.query<{ street: string; city: string; active: boolean }>(
    'SELECT street, city, active FROM res_partner WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('who may use the address book', () => {
  const calls = () => [
    loadAddressBookAction({ locale: 'en' }),
    saveAddressAction(newAddress()),
    deleteAddressAction({ id: 1, type: 'Shipping' }),
    setDefaultAddressAction({ id: 1, type: 'Shipping' }),
    countryStatesAction({ countryId: netherlands.id, locale: 'en' }),
  ];

  it('refuses signed-out shoppers', async () => {
    for (const result of await Promise.all(calls())) {
      expect(result).toEqual({ ok: false, error: en.ShopperActions.signInRequired });
    }
  });

  it('refuses a forged user cookie', async () => {
    await logInUser('consumer@example.com', 'consumer123');
    const user = { id: 1, name: 'Mallory', email: 'm@example.com', websiteCatalogProducts: false };
    cookieJar.seed(
      USER_COOKIE,
      issueUserCookie(user, currentSession(), 'not-the-shop-secret-0123456789abcdef', 3600),
    );
    for (const result of await Promise.all(calls())) {
      expect(result).toEqual({ ok: false, error: en.ShopperActions.signInRequired });
    }
  });

  it('checks the input first: ids are integers, roles are Billing or Shipping', async () => {
    await signIn('consumer@example.com', 'consumer123');
    const refused = { ok: false, error: en.ShopperActions.invalidInput };
    expect(await saveAddressAction(newAddress({ countryId: '166' as unknown as number }))).toEqual(
      refused,
    );
    expect(await saveAddressAction(newAddress({ zip: '' }))).toEqual(refused);
    expect(await deleteAddressAction({ id: '7', type: 'Shipping' })).toEqual(refused);
    expect(await setDefaultAddressAction({ id: 7, type: 'Contact' })).toEqual(refused);
    expect(await countryStatesAction({ countryId: netherlands.id, locale: 'fr' })).toEqual(refused);
  });
});

describe('the address book', () => {
  it('adds an address with a state, edits it, makes it the default and deletes it', async () => {
    await signIn('consumer@example.com', 'consumer123');
    const loaded = actionData(await loadAddressBookAction({ locale: 'en' }));
    expect(loaded.countries).toContainEqual(netherlands);
    expect(loaded.book.shipping.map((address) => address.street)).toEqual(['Oudegracht 158']);
    expect(loaded.book.billing).toEqual([]);

    const states = actionData(
      await countryStatesAction({ countryId: netherlands.id, locale: 'en' }),
    );
    expect(states).toContainEqual({ id: noordHolland, name: 'Noord-Holland', code: 'NH' });

    const added = actionData(await saveAddressAction(newAddress()));
    expect(added.message).toBe(en.AccountActions.addressSaved);
    const address = byStreet(added.book, 'Keizersgracht 1');
    expect(address).toMatchObject({
      name: 'Sanne de Vries',
      zip: '1015 CJ',
      country: { id: netherlands.id, code: 'NL' },
      state: { id: noordHolland, name: 'Noord-Holland' },
      // Odoo put it on the open order; the form said not to keep it there.
      isDefault: false,
    });
    const id = address!.id;

    const edited = actionData(
      await saveAddressAction(newAddress({ id, city: 'Haarlem', zip: '2011 AA', isDefault: true })),
    );
    expect(byStreet(edited.book, 'Keizersgracht 1')).toMatchObject({
      id,
      city: 'Haarlem',
      isDefault: true,
    });
    expect(defaults(edited.book).shipping).toEqual([id]);

    // Unticking the flag puts the customer's own address back on the order.
    const unflagged = actionData(await saveAddressAction(newAddress({ id, city: 'Haarlem' })));
    expect(defaults(unflagged.book).shipping).toEqual([]);

    const flagged = actionData(await setDefaultAddressAction({ id, type: 'Shipping' }));
    expect(flagged.message).toBe(en.AccountActions.defaultSet);
    expect(defaults(flagged.book).shipping).toEqual([id]);

    const deleted = actionData(await deleteAddressAction({ id, type: 'Shipping' }));
    expect(deleted.message).toBe(en.AccountActions.addressDeleted);
    expect(byStreet(deleted.book, 'Keizersgracht 1')).toBeUndefined();
    expect(defaults(deleted.book).shipping).toEqual([]);
    expect(await partnerRow(id)).toMatchObject({ active: false });
  });

  it('keeps the default the shopper had when a new address is not flagged', async () => {
    await signIn('business@example.com', 'business123');
    const start = actionData(await loadAddressBookAction({ locale: 'en' })).book;
    const [invoice] = start.billing;
    actionData(await setDefaultAddressAction({ id: invoice!.id, type: 'Billing' }));
    const before = defaults(actionData(await loadAddressBookAction({ locale: 'en' })).book);

    const added = actionData(
      await saveAddressAction(
        newAddress({ type: 'Billing', name: 'Bakker Techniek B.V.', street: 'Postbus 99' }),
      ),
    );
    expect(byStreet(added.book, 'Postbus 99')).toMatchObject({ isDefault: false });
    expect(defaults(added.book)).toEqual(before);

    const flagged = actionData(
      await saveAddressAction(
        newAddress({ type: 'Billing', street: 'Postbus 100', isDefault: true }),
      ),
    );
    const newest = byStreet(flagged.book, 'Postbus 100')!;
    expect(defaults(flagged.book).billing).toEqual([newest.id]);
    // Odoo's side effect (a new billing address also ships) is undone.
    expect(defaults(flagged.book).shipping).toEqual(before.shipping);
  });

  it("answers another customer's address id with not found, and leaves it alone", async () => {
    await signIn('business@example.com', 'business123');
    const theirs = actionData(await loadAddressBookAction({ locale: 'en' })).book.shipping[0]!;
    const untouched = await partnerRow(theirs.id);

    cookieJar.clear();
    await signIn('consumer@example.com', 'consumer123');
    const notFound = { ok: false, error: en.AccountActions.addressNotFound };
    expect(
      await saveAddressAction(newAddress({ id: theirs.id, street: 'Stolen 1', city: 'Nowhere' })),
    ).toEqual(notFound);
    expect(await deleteAddressAction({ id: theirs.id, type: 'Shipping' })).toEqual(notFound);
    expect(await setDefaultAddressAction({ id: theirs.id, type: 'Shipping' })).toEqual(notFound);
    // An id of the wrong role, and one that does not exist, read the same.
    const own = actionData(await loadAddressBookAction({ locale: 'en' })).book.shipping[0]!;
    expect(await deleteAddressAction({ id: own.id, type: 'Billing' })).toEqual(notFound);
    expect(await setDefaultAddressAction({ id: 999_999, type: 'Shipping' })).toEqual(notFound);
    expect(await partnerRow(theirs.id)).toEqual(untouched);
  });
});

describe('when Odoo fails', () => {
  it("records a failed load as 'Error fetching static content: …' and tells the shopper", async () => {
    await signIn('consumer@example.com', 'consumer123');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setFaults({ failOperations: ['shippingGetAddress'] });
    expect(await loadAddressBookAction({ locale: 'en' })).toEqual({
      ok: false,
      error: en.AccountActions.addressesUnavailable,
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(
        'loadAddressBook failed: Error fetching static content: Odoo Server Error: injected failure',
      ),
      expect.anything(),
    );
    await setFaults({});
    expect((await loadAddressBookAction({ locale: 'en' })).ok).toBe(true);
  });

  it('records a failed selection the same way', async () => {
    await signIn('consumer@example.com', 'consumer123');
    const own = actionData(await loadAddressBookAction({ locale: 'en' })).book.shipping[0]!;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setFaults({ failOperations: ['setDefaultAddress'] });
    expect(await setDefaultAddressAction({ id: own.id, type: 'Shipping' })).toEqual({
      ok: false,
      error: en.AccountActions.defaultFailed,
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('setDefaultAddress failed: Error fetching static content: '),
      expect.anything(),
    );
  });

  it('gives the first message of a refused deletion', async () => {
    await signIn('consumer@example.com', 'consumer123');
    const own = actionData(await loadAddressBookAction({ locale: 'en' })).book.shipping[0]!;
    // A business refusal (Odoo's UserError), as Odoo words it.
    await setFaults({
      failOperations: ['deleteAddress'],
      failMessage: "You can't delete the primary address.",
    });
    expect(await deleteAddressAction({ id: own.id, type: 'Shipping' })).toEqual({
      ok: false,
      error: "You can't delete the primary address.",
    });
    expect(await partnerRow(own.id)).toMatchObject({ active: true });
  });

  it("keeps Odoo's server errors from the shopper and logs them", async () => {
    await signIn('consumer@example.com', 'consumer123');
    const own = actionData(await loadAddressBookAction({ locale: 'en' })).book.shipping[0]!;
    await setFaults({ failOperations: ['deleteAddress'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await deleteAddressAction({ id: own.id, type: 'Shipping' })).toEqual({
      ok: false,
      error: 'Something went wrong. Please try again.',
    });
    expect(JSON.stringify(log.mock.calls)).toContain('injected failure (deleteAddress)');
    expect(await partnerRow(own.id)).toMatchObject({ active: true });
  });
});
