import { randomBytes } from 'node:crypto';
import { loadPricelist, loadUser, memo, type Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { adoptSessionWishlist } from '../model/wishlist';
import {
  commercialPartnerId,
  createPartner,
  forgetPartner,
  loadPartner,
  nearestCompanyId,
  requirePartner,
  subscribeNewsletter,
  type PartnerRow,
} from '../model/partner';
import { ref, type IdRef } from '../model/refs';
import { hashPassword, verifyPassword } from '../passwords';
import type { Resolvers } from './types';

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

/** Commercial fields (vat, pricelist, catalog flag) live on the company and apply to its contacts. */
async function commercialPartner(context: Context, partner: PartnerRow): Promise<PartnerRow> {
  const id = await commercialPartnerId(context, partner.id);
  return id === partner.id ? partner : await requirePartner(context, id);
}

export async function catalogProductsFlag(context: Context, partnerId: number): Promise<boolean> {
  const partner = await requirePartner(context, partnerId);
  if (partner.website_catalog_products) return true;
  return (await commercialPartner(context, partner)).website_catalog_products;
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
  websiteCatalogProducts: (parent: IdRef, _args: unknown, context: Context) =>
    catalogProductsFlag(context, parent.id),
};

// --- Pricelist -----------------------------------------------------------------------------

interface PricelistRow {
  id: number;
  name: string;
  currency_id: number;
  currency_name: string;
  currency_symbol: string;
}

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

interface LoginRow {
  id: number;
  login: string;
  partner_id: number;
  password_hash: string | null;
}

function loadLogin(context: Context, id: number): Promise<LoginRow | null> {
  return memo(context, `res.users:${id}`, () =>
    one<LoginRow>(
      context.db,
      'SELECT id, login, partner_id, password_hash FROM res_users WHERE id = $1',
      [id],
    ),
  );
}

async function requireLogin(context: Context, id: number): Promise<LoginRow> {
  const user = await loadLogin(context, id);
  if (!user) throw new OdooError(ODOO_ERRORS.userDoesNotExist);
  return user;
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
  websiteCatalogProducts: async (parent: IdRef, _args: unknown, context: Context) =>
    catalogProductsFlag(context, (await requireLogin(context, parent.id)).partner_id),
};

// --- Session -------------------------------------------------------------------------------

/** Points the session (and the rest of this request) at another user, or at nobody. */
export async function setSessionUser(context: Context, uid: number | null, clearCart: boolean) {
  const session = await one<{ uid: number | null; sale_order_id: number | null }>(
    context.db,
    `UPDATE http_session
        SET uid = $1,
            sale_order_id = CASE WHEN $3::boolean THEN NULL ELSE sale_order_id END,
            monitored_tx_ids = CASE WHEN $3::boolean THEN '{}'::int[] ELSE monitored_tx_ids END
      WHERE id = $2
      RETURNING uid, sale_order_id`,
    [uid, context.session.id, clearCart],
  );
  context.session = {
    ...context.session,
    uid: session?.uid ?? null,
    sale_order_id: session?.sale_order_id ?? null,
    ...(clearCart ? { monitored_tx_ids: [] } : {}),
  };
  context.user = await loadUser(context.db, uid);
  context.partnerId = context.user?.partner_id ?? context.website.public_partner_id;
  context.pricelist = await loadPricelist(
    context.db,
    context.partnerId,
    context.website,
    context.currency,
  );
}

async function findUserByLogin(context: Context, login: string): Promise<LoginRow | null> {
  return one<LoginRow>(
    context.db,
    'SELECT id, login, partner_id, password_hash FROM res_users WHERE login = $1 AND active',
    [login],
  );
}

interface LoginArgs {
  email: string;
  password: string;
  subscribeNewsletter?: boolean | null;
}

async function login(_root: unknown, args: LoginArgs, context: Context) {
  const email = args.email.toLowerCase();
  const user = await findUserByLogin(context, email);
  if (!user || !verifyPassword(args.password, user.password_hash)) {
    throw new OdooError(ODOO_ERRORS.wrongLogin);
  }
  await setSessionUser(context, user.id, false);
  // Before rotating: the anonymous wishlist is keyed by the session id the shopper came with.
  // The session's cart stays in the session; the cart code hands it over to the user.
  await adoptSessionWishlist(context, user.partner_id);
  await context.rotateSession();
  if (args.subscribeNewsletter) await subscribeNewsletter(context.db, email);
  return ref(user.id);
}

/** Odoo's session.logout(): no user, no cart, no monitored payments, a new session id. */
export async function logOutSession(context: Context): Promise<void> {
  await setSessionUser(context, null, true);
  await context.rotateSession();
}

async function logout(_root: unknown, _args: unknown, context: Context) {
  await logOutSession(context);
  return true;
}

interface RegisterArgs {
  email: string;
  name: string;
  password: string;
  subscribeNewsletter?: boolean | null;
  extra?: { vat?: string | null; companyName?: string | null; companyRegNo?: string | null } | null;
}

/**
 * The customer's partner; with a company name, a contact under a new company partner. The
 * customer speaks the language they registered in (vsf_signup_company; graphql_vuestorefront alone
 * leaves the portal template user's English).
 */
async function createCustomerPartner(context: Context, args: RegisterArgs, email: string) {
  const vat = args.extra?.vat?.trim() || null;
  const companyName = args.extra?.companyName?.trim();
  const lang = context.lang;
  if (!companyName) return createPartner(context.db, { name: args.name, email, vat, lang });
  const companyId = await createPartner(context.db, {
    name: companyName,
    email,
    isCompany: true,
    vat,
    companyRegistry: args.extra?.companyRegNo?.trim() || null,
  });
  // Odoo copies commercial fields (vat) from the company to its contacts.
  return createPartner(context.db, { name: args.name, email, parentId: companyId, vat, lang });
}

async function register(_root: unknown, args: RegisterArgs, context: Context) {
  const email = args.email.toLowerCase();
  const existing = await one<{ id: number }>(
    context.db,
    'SELECT id FROM res_users WHERE login = $1',
    [email],
  );
  if (existing) throw new OdooError(ODOO_ERRORS.alreadyRegistered);
  const partnerId = await createCustomerPartner(context, args, email);
  const user = await one<{ id: number }>(
    context.db,
    'INSERT INTO res_users (login, password_hash, partner_id) VALUES ($1, $2, $3) RETURNING id',
    [email, hashPassword(args.password), partnerId],
  );
  if (!user) throw new Error('Could not create user');
  if (args.subscribeNewsletter) await subscribeNewsletter(context.db, email);
  // Like Odoo's signup from the API: the account exists, the session stays anonymous.
  return ref(user.id);
}

async function resetPassword(_root: unknown, args: { email: string }, context: Context) {
  const email = args.email.toLowerCase();
  const byLogin = await context.db.query<{ id: number }>(
    'SELECT id FROM res_users WHERE login = $1 AND active',
    [email],
  );
  const matches = byLogin.rows.length
    ? byLogin.rows
    : (
        await context.db.query<{ id: number }>(
          `SELECT u.id FROM res_users u JOIN res_partner p ON p.id = u.partner_id
            WHERE lower(p.email) = $1 AND u.active`,
          [email],
        )
      ).rows;
  const [match] = matches;
  if (!match || matches.length !== 1) throw new OdooError(ODOO_ERRORS.invalidEmail);
  const token = randomBytes(24).toString('hex');
  await context.db.query(
    `UPDATE res_users SET signup_token = $1, signup_expiration = now() + interval '1 day'
      WHERE id = $2`,
    [token, match.id],
  );
  // Odoo mails this link; the stand-in keeps the mail (GET /__mock/mail?to=) and prints the link.
  const link = `/forgot-password/new-password?token=${token}`;
  await context.db.query('INSERT INTO mail_mail (email_to, subject, body) VALUES ($1, $2, $3)', [
    email,
    'Password reset',
    link,
  ]);
  console.log(`[mock-odoo] reset link: ${link}`);
  return ref(match.id);
}

async function changePassword(
  _root: unknown,
  args: { token: string; newPassword: string },
  context: Context,
) {
  const user = await one<{ id: number }>(
    context.db,
    `UPDATE res_users
        SET password_hash = $2, signup_token = NULL, signup_expiration = NULL
      WHERE signup_token = $1 AND signup_expiration > now() AND active
      RETURNING id`,
    [args.token, hashPassword(args.newPassword)],
  );
  if (!user) throw new OdooError(ODOO_ERRORS.couldNotChange);
  context.cache.delete(`res.users:${user.id}`);
  return ref(user.id);
}

async function updatePassword(
  _root: unknown,
  args: { currentPassword: string; newPassword: string },
  context: Context,
) {
  // The visitor is the website's public user, which graphql_vuestorefront refuses to update (its
  // "You must be logged in." needs a request without any user, which the website never makes).
  if (!context.user) throw new OdooError(ODOO_ERRORS.partnerCannotBeUpdated);
  const user = await requireLogin(context, context.user.id);
  if (!verifyPassword(args.currentPassword, user.password_hash)) {
    throw new OdooError(ODOO_ERRORS.incorrectPassword);
  }
  await context.db.query('UPDATE res_users SET password_hash = $1 WHERE id = $2', [
    hashPassword(args.newPassword),
    user.id,
  ]);
  context.cache.delete(`res.users:${user.id}`);
  // Odoo re-authenticates the session with the new password, which gives it a new id.
  await context.rotateSession();
  return ref(user.id);
}

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

export const userResolvers: Resolvers = {
  Query: { partner },
  Mutation: {
    login,
    logout,
    register,
    resetPassword,
    changePassword,
    updatePassword,
    updateMyAccount,
  },
  Partner: partnerResolvers,
  Pricelist: pricelistResolvers,
  User: userResolversOfType,
};
