import { memo, type Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import {
  commercialPartner,
  forgetPartner,
  loadPartner,
  nearestCompanyId,
  requirePartner,
  type PartnerRow,
} from '../model/partner';
import { ref, type IdRef } from '../model/refs';
import type { ProductPricelist, ResUsers } from '../tables';

// graphql_vuestorefront's schemas/user_profile.py (partner, updateMyAccount) and the types of
// schemas/objects.py it answers with: Partner, Pricelist and User. vsf_website_catalog adds
// their websiteCatalogProducts (vsf/website-catalog.ts).

// --- Partner -------------------------------------------------------------------------------

/** AddressType wire names (the client sends and receives the NAME) per Odoo `type`. */
const ADDRESS_TYPES: Record<string, string> = {
  contact: 'Contact',
  invoice: 'InvoiceAddress',
  delivery: 'DeliveryAddress',
  other: 'OtherAddress',
  private: 'PrivateAddress',
};

const partnerField =
  <T>(read: (partner: PartnerRow, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T> =>
    read(await requirePartner(context, parent.id), context);

/** Newest active child address of a type (Odoo reads `child_ids` filtered by type). */
async function newestChild(context: Context, parentId: number, type: string) {
  const row = await one<{ id: number }>(
    context.db,
    `SELECT id FROM res_partner WHERE parent_id = $1 AND type = $2 AND active
      ORDER BY id DESC LIMIT 1`,
    [parentId, type],
  );
  return row ? ref(row.id) : null;
}

async function activeChildren(context: Context, parentId: number) {
  const rows = await context.db.query<{ id: number }>(
    'SELECT id FROM res_partner WHERE parent_id = $1 AND active ORDER BY name, id',
    [parentId],
  );
  // Odoo returns `child_ids or None`: no contacts is null, not an empty list.
  return rows.rows.length > 0 ? rows.rows.map((row) => ref(row.id)) : null;
}

async function companyOf(context: Context, partner: PartnerRow): Promise<PartnerRow | null> {
  const id = await nearestCompanyId(context, partner.id);
  return id === null ? null : loadPartner(context, id);
}

/**
 * The partner's signup token (auth_signup keeps it on res.partner; mock-odoo on the user): set
 * by a password reset until the new password is chosen, valid until it expires.
 */
function signupOf(context: Context, partnerId: number) {
  return memo(context, `res.partner:signup:${partnerId}`, () =>
    one<{ signup_token: string | null; valid: boolean }>(
      context.db,
      `SELECT signup_token,
              signup_token IS NOT NULL
                AND (signup_expiration IS NULL OR signup_expiration >= now()) AS valid
         FROM res_users WHERE partner_id = $1 AND signup_token IS NOT NULL
        ORDER BY id LIMIT 1`,
      [partnerId],
    ),
  );
}

const partnerResolvers = {
  id: (parent: IdRef) => parent.id,
  name: partnerField((p) => p.name),
  street: partnerField((p) => p.street),
  street2: partnerField((p) => p.street2),
  city: partnerField((p) => p.city),
  zip: partnerField((p) => p.zip),
  email: partnerField((p) => p.email),
  phone: partnerField((p) => p.phone),
  mobile: () => null,
  country: partnerField((p) => (p.country_id === null ? null : ref(p.country_id))),
  state: partnerField((p) => (p.state_id === null ? null : ref(p.state_id))),
  addressType: partnerField((p) => ADDRESS_TYPES[p.type] ?? null),
  billingAddress: partnerField((p, context) => newestChild(context, p.id, 'invoice')),
  shippingAddress: partnerField((p, context) => newestChild(context, p.id, 'delivery')),
  isCompany: partnerField((p) => p.is_company),
  // graphql_vuestorefront reads the partner's company_id (the multi-company restriction), which
  // Odoo leaves empty for the partners a signup or the shop makes: null for every customer.
  company: () => null,
  contacts: partnerField((p, context) => activeChildren(context, p.id)),
  parentId: partnerField((p) => (p.parent_id === null ? null : ref(p.parent_id))),
  image: (parent: IdRef) => `/web/image/res.partner/${parent.id}/image_1920`,
  vat: partnerField(async (p, context) => p.vat ?? (await commercialPartner(context, p)).vat),
  companyName: partnerField(async (p, context) => (await companyOf(context, p))?.name ?? null),
  companyRegNo: partnerField(
    async (p, context) => (await companyOf(context, p))?.company_registry ?? null,
  ),
  publicPricelist: (_parent: IdRef, _args: unknown, context: Context) =>
    ref(context.website.pricelist_id),
  // website.get_current_pricelist(): the request's, whichever partner asks (a contract first).
  currentPricelist: (_parent: IdRef, _args: unknown, context: Context) => ref(context.pricelist.id),
  signupToken: async (parent: IdRef, _args: unknown, context: Context) =>
    (await signupOf(context, parent.id))?.signup_token ?? null,
  // A Boolean field served as a String: Odoo's False is "false", not null.
  signupValid: async (parent: IdRef, _args: unknown, context: Context) =>
    String((await signupOf(context, parent.id))?.valid ?? false),
};

// --- Pricelist -----------------------------------------------------------------------------

type PricelistRow = Pick<ProductPricelist, 'id' | 'name' | 'currency_id'> & {
  currency_name: string;
  currency_symbol: string;
};

function loadPricelistRow(context: Context, id: number): Promise<PricelistRow | null> {
  return memo(context, `product.pricelist:${id}`, () =>
    one<PricelistRow>(
      context.db,
      `SELECT pl.id, pl.name, pl.currency_id, c.name AS currency_name, c.symbol AS currency_symbol
         FROM product_pricelist pl JOIN res_currency c ON c.id = pl.currency_id
        WHERE pl.id = $1`,
      [id],
    ),
  );
}

const pricelistResolvers = {
  id: (parent: IdRef) => parent.id,
  name: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadPricelistRow(context, parent.id))?.name ?? null,
  // Currency is returned whole, so it reads right with or without Currency field resolvers.
  currency: async (parent: IdRef, _args: unknown, context: Context) => {
    const row = await loadPricelistRow(context, parent.id);
    return row
      ? { id: row.currency_id, name: row.currency_name, symbol: row.currency_symbol }
      : null;
  },
};

// --- User ----------------------------------------------------------------------------------

export type LoginRow = Pick<ResUsers, 'id' | 'login' | 'partner_id' | 'password_hash'>;

function loadLogin(context: Context, id: number): Promise<LoginRow | null> {
  return memo(context, `res.users:${id}`, () =>
    one<LoginRow>(
      context.db,
      'SELECT id, login, partner_id, password_hash FROM res_users WHERE id = $1',
      [id],
    ),
  );
}

export async function requireLogin(context: Context, id: number): Promise<LoginRow> {
  const user = await loadLogin(context, id);
  if (!user) throw new OdooError(ODOO_ERRORS.userDoesNotExist);
  return user;
}

/** Drops a user's memoized row after a write (sign.ts: a new password). */
export function forgetLogin(context: Context, id: number): void {
  context.cache.delete(`res.users:${id}`);
}

const userResolversOfType = {
  id: (parent: IdRef) => parent.id,
  name: async (parent: IdRef, _args: unknown, context: Context) => {
    const user = await requireLogin(context, parent.id);
    return (await requirePartner(context, user.partner_id)).name;
  },
  // Odoo: User.email is the login.
  email: async (parent: IdRef, _args: unknown, context: Context) =>
    (await requireLogin(context, parent.id)).login,
  partner: async (parent: IdRef, _args: unknown, context: Context) =>
    ref((await requireLogin(context, parent.id)).partner_id),
};

// --- Queries and mutations -----------------------------------------------------------------

interface UpdateMyAccountArgs {
  myaccount?: { id?: number | null; name?: string | null; email?: string | null } | null;
}

async function updateMyAccount(_root: unknown, args: UpdateMyAccountArgs, context: Context) {
  if (!context.user) throw new OdooError(ODOO_ERRORS.partnerCannotBeUpdated);
  const partnerId = context.user.partner_id;
  const name = args.myaccount?.name?.trim() || null;
  const email = args.myaccount?.email?.trim() || null;
  // Odoo writes the partner only: the login (User.email) stays what it was.
  await context.db.query(
    'UPDATE res_partner SET name = COALESCE($1, name), email = COALESCE($2, email) WHERE id = $3',
    [name, email, partnerId],
  );
  forgetPartner(context, partnerId);
  return ref(partnerId);
}

function partner(_root: unknown, _args: unknown, context: Context) {
  if (!context.user) throw new OdooError(ODOO_ERRORS.userDoesNotExist);
  return ref(context.user.partner_id);
}

export const userProfileResolvers: Resolvers = {
  Query: { partner },
  Mutation: { updateMyAccount },
  Partner: partnerResolvers,
  Pricelist: pricelistResolvers,
  User: userResolversOfType,
};
