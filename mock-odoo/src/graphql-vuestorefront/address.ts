import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { forgetOrder } from '../model/order';
import { findSessionCart } from '../model/session-cart';
import {
  activeDescendantIds,
  commercialPartnerId,
  createPartner,
  forgetPartner,
  loadPartner,
  partnerHasUser,
} from '../model/partner';
import { ref } from '../model/refs';
import { loadCountry, loadState } from './country';

// graphql_vuestorefront's schemas/address.py: the caller's addresses and the mutations that add,
// change, archive and select them, with the checks of our vsf_base (odoo/vsf_base/address.py).
// Countries and states: country.ts; createUpdatePartner: shop.ts.

// vsf_base's address mutations (odoo/vsf_base/address.py) refuse these ids before writing:
// graphql_vuestorefront alone fails on them in PostgreSQL.
const COUNTRY_DOES_NOT_EXIST = 'Country does not exist.';
const STATE_DOES_NOT_EXIST = 'State does not exist.';

/** AddressEnum wire names -> Odoo partner `type`. */
const ADDRESS_ENUM: Record<string, string> = { Billing: 'invoice', Shipping: 'delivery' };

function addressTypeOf(name: string): string {
  const type = ADDRESS_ENUM[name];
  if (!type) throw new OdooError(`Unknown address type ${name}.`);
  return type;
}

// --- Who owns which addresses --------------------------------------------------------------

export interface CartPartners {
  id: number;
  partner_id: number;
  partner_invoice_id: number;
  partner_shipping_id: number;
}

async function loadCart(context: Context): Promise<CartPartners | null> {
  const cartId = await findSessionCart(context);
  if (cartId === null) return null;
  return one<CartPartners>(
    context.db,
    'SELECT id, partner_id, partner_invoice_id, partner_shipping_id FROM sale_order WHERE id = $1',
    [cartId],
  );
}

/** Anonymous callers act through their cart; without one Odoo has no address book for them. */
async function requireCartForGuest(context: Context): Promise<CartPartners | null> {
  const cart = await loadCart(context);
  if (!cart && !context.user) throw new OdooError(ODOO_ERRORS.cartNotFound);
  return cart;
}

/**
 * The partner whose child addresses the caller manages: the commercial partner of the signed-in
 * user, or of the guest's cart partner. Null when there is none (a guest cart still on the public
 * partner, or on a partner that belongs to a user account, which a guest must not see).
 */
async function addressOwnerId(context: Context, cart: CartPartners | null): Promise<number | null> {
  if (context.user) return commercialPartnerId(context, context.user.partner_id);
  if (!cart || cart.partner_id === context.website.public_partner_id) return null;
  if (await partnerHasUser(context.db, cart.partner_id)) return null;
  return commercialPartnerId(context, cart.partner_id);
}

/** Every address the caller may read, select, change or archive. */
async function callerAddressIds(context: Context, cart: CartPartners | null): Promise<Set<number>> {
  const owner = await addressOwnerId(context, cart);
  const ids = new Set<number>();
  if (owner !== null) {
    ids.add(owner);
    for (const id of await activeDescendantIds(context.db, owner, ['invoice', 'delivery'])) {
      ids.add(id);
    }
  }
  if (context.user) {
    ids.add(context.user.partner_id);
    for (const id of await activeDescendantIds(context.db, context.user.partner_id, [
      'invoice',
      'delivery',
      'other',
    ])) {
      ids.add(id);
    }
  }
  if (cart)
    [cart.partner_id, cart.partner_invoice_id, cart.partner_shipping_id].forEach((id) =>
      ids.add(id),
    );
  ids.delete(context.website.public_partner_id);
  return ids;
}

/** The address if it is the caller's and active, else `Address not found.`. */
async function requireCallerAddress(context: Context, id: number, cart: CartPartners | null) {
  const address = await loadPartner(context, id);
  const mine = await callerAddressIds(context, cart);
  if (!address || !address.active || !mine.has(id)) {
    throw new OdooError(ODOO_ERRORS.addressNotFound);
  }
  return address;
}

// --- Queries -------------------------------------------------------------------------------

async function addresses(
  _root: unknown,
  args: { filter?: { addressType?: (string | null)[] | null } | null },
  context: Context,
) {
  const cart = context.user ? null : await loadCart(context);
  // Like Odoo: a guest's addresses hang off the cart, so without one there is nothing to ask.
  if (!context.user && !cart) throw new OdooError(ODOO_ERRORS.cartNotFound);
  // A guest cart still on the public partner has no addresses yet.
  const owner = await addressOwnerId(context, cart);
  if (owner === null) return [];
  const requested = (args.filter?.addressType ?? []).filter((name): name is string => !!name);
  if (requested.length > 0) {
    const ids = await activeDescendantIds(context.db, owner, requested.map(addressTypeOf));
    return ids.map(ref);
  }
  const children = await activeDescendantIds(context.db, owner, ['invoice', 'delivery']);
  // Newest first, the owner itself included (it is the oldest of its own addresses).
  return [...children, owner].sort((a, b) => b - a).map(ref);
}

// --- Mutations -----------------------------------------------------------------------------

interface AddressValues {
  name?: string | null;
  street?: string | null;
  street2?: string | null;
  zip?: string | null;
  city?: string | null;
  stateId?: number | null;
  countryId?: number | null;
  phone?: string | null;
  email?: string | null;
}

async function checkCountryAndState(context: Context, values: AddressValues) {
  if (values.countryId && !(await loadCountry(context, values.countryId))) {
    throw new OdooError(COUNTRY_DOES_NOT_EXIST);
  }
  if (values.stateId && !(await loadState(context, values.stateId))) {
    throw new OdooError(STATE_DOES_NOT_EXIST);
  }
}

function newAddress(values: AddressValues) {
  return {
    name: values.name ?? '',
    street: values.street ?? null,
    street2: values.street2 ?? null,
    zip: values.zip ?? null,
    city: values.city ?? null,
    stateId: values.stateId || null,
    countryId: values.countryId || null,
    phone: values.phone ?? null,
    email: values.email || null,
  };
}

/**
 * A guest cart still on the public partner gets its own customer first (Odoo creates the main
 * contact from the first address); returns the partner that owns the new address.
 */
async function ownerForNewAddress(
  context: Context,
  cart: CartPartners | null,
  values: AddressValues,
): Promise<number> {
  if (context.user) return commercialPartnerId(context, context.user.partner_id);
  if (!cart) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const owner = await addressOwnerId(context, cart);
  if (owner !== null) return owner;
  const contactId = await createPartner(context.db, { ...newAddress(values), type: 'contact' });
  await context.db.query(
    `UPDATE sale_order SET partner_id = $1,
            partner_invoice_id = CASE WHEN partner_invoice_id = $2 THEN $1 ELSE partner_invoice_id END,
            partner_shipping_id = CASE WHEN partner_shipping_id = $2 THEN $1 ELSE partner_shipping_id END
      WHERE id = $3`,
    [contactId, cart.partner_id, cart.id],
  );
  forgetOrder(context, cart.id);
  cart.partner_invoice_id =
    cart.partner_invoice_id === cart.partner_id ? contactId : cart.partner_invoice_id;
  cart.partner_shipping_id =
    cart.partner_shipping_id === cart.partner_id ? contactId : cart.partner_shipping_id;
  cart.partner_id = contactId;
  return contactId;
}

/** Puts an address on the cart; a billing address also ships when shipping was the customer. */
async function setCartAddress(
  context: Context,
  cartId: number,
  type: string,
  addressId: number,
  billingAlsoShips: boolean,
) {
  if (type === 'invoice') {
    await context.db.query(
      `UPDATE sale_order SET partner_invoice_id = $1,
              partner_shipping_id = CASE WHEN $3::boolean AND partner_shipping_id = partner_id
                                         THEN $1 ELSE partner_shipping_id END
        WHERE id = $2`,
      [addressId, cartId, billingAlsoShips],
    );
  } else {
    await context.db.query('UPDATE sale_order SET partner_shipping_id = $1 WHERE id = $2', [
      addressId,
      cartId,
    ]);
  }
  forgetOrder(context, cartId);
}

async function addAddress(
  _root: unknown,
  args: { type: string; address?: AddressValues | null },
  context: Context,
) {
  const type = addressTypeOf(args.type);
  const values = args.address ?? {};
  await checkCountryAndState(context, values);
  const cart = await requireCartForGuest(context);
  const owner = await ownerForNewAddress(context, cart, values);
  const addressId = await createPartner(context.db, {
    ...newAddress(values),
    type,
    parentId: owner,
  });
  if (cart) await setCartAddress(context, cart.id, type, addressId, true);
  return ref(addressId);
}

const UPDATABLE_COLUMNS: [keyof AddressValues, string][] = [
  ['name', 'name'],
  ['street', 'street'],
  ['street2', 'street2'],
  ['zip', 'zip'],
  ['city', 'city'],
  ['stateId', 'state_id'],
  ['countryId', 'country_id'],
  ['phone', 'phone'],
  ['email', 'email'],
];

async function updateAddress(
  _root: unknown,
  args: { address: AddressValues & { id: number } },
  context: Context,
) {
  const { id } = args.address;
  // vsf_base checks the ids before graphql_vuestorefront looks at the address.
  await checkCountryAndState(context, args.address);
  if (id === context.website.public_partner_id) {
    throw new OdooError(ODOO_ERRORS.cantUpdatePublicAddress);
  }
  const cart = await requireCartForGuest(context);
  await requireCallerAddress(context, id, cart);
  // Like Odoo: only the fields given with a value are written; empty ones keep what is there.
  const changes = UPDATABLE_COLUMNS.filter(([key]) => args.address[key]);
  if (changes.length > 0) {
    const assignments = changes.map(([, column], index) => `${column} = $${index + 2}`);
    await context.db.query(`UPDATE res_partner SET ${assignments.join(', ')} WHERE id = $1`, [
      id,
      ...changes.map(([key]) => args.address[key]),
    ]);
    forgetPartner(context, id);
  }
  return ref(id);
}

/** The customer itself (not one of its addresses) cannot be archived. */
async function isPrimaryAddress(context: Context, id: number, cart: CartPartners | null) {
  const address = await loadPartner(context, id);
  if (!address?.parent_id) return true;
  if (cart?.partner_id === id) return true;
  if (!context.user) return false;
  return (
    id === context.user.partner_id ||
    id === (await commercialPartnerId(context, context.user.partner_id))
  );
}

async function deleteAddress(
  _root: unknown,
  args: { address?: { id: number } | null },
  context: Context,
) {
  const id = args.address?.id ?? 0;
  if (id === context.website.public_partner_id) {
    throw new OdooError(ODOO_ERRORS.cantDeletePublicAddress);
  }
  const cart = await requireCartForGuest(context);
  await requireCallerAddress(context, id, cart);
  if (await isPrimaryAddress(context, id, cart)) {
    throw new OdooError(ODOO_ERRORS.cantDeletePrimaryAddress);
  }
  // Archived, not deleted: orders and invoices may still point at it.
  await context.db.query('UPDATE res_partner SET active = false WHERE id = $1', [id]);
  forgetPartner(context, id);
  if (cart) {
    await context.db.query(
      `UPDATE sale_order
          SET partner_invoice_id = CASE WHEN partner_invoice_id = $1 THEN partner_id ELSE partner_invoice_id END,
              partner_shipping_id = CASE WHEN partner_shipping_id = $1 THEN partner_id ELSE partner_shipping_id END
        WHERE id = $2`,
      [id, cart.id],
    );
    forgetOrder(context, cart.id);
  }
  return { result: true };
}

async function selectAddress(
  _root: unknown,
  args: { type: string; address?: { id: number } | null },
  context: Context,
) {
  const type = addressTypeOf(args.type);
  const cart = await loadCart(context);
  if (!cart) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const id = args.address?.id ?? 0;
  await requireCallerAddress(context, id, cart);
  await setCartAddress(context, cart.id, type, id, false);
  return ref(id);
}

export const addressResolvers: Resolvers = {
  Query: { addresses },
  Mutation: {
    addAddress,
    updateAddress,
    deleteAddress,
    selectAddress,
  },
};
