import { randomBytes } from 'node:crypto';
import type { Context } from '../context';
import { many, one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { commercialPartnerId, createPartner, familyIds, forgetPartner } from '../model/partner';
import type { IdRef } from '../model/refs';

// vsf_b2b_company: a business customer's company in the storefront. Its people with their roles
// (admin, buyer, requester), inviting a colleague (Odoo's portal.wizard grants access and our mail links to
// the shop's invitation page), revoking and restoring access, the company's "PO reference
// required", and Invoice.placedBy. Every check is the module's: the caller's commercial partner,
// and for the people and the settings an Admin of it. A Buyer's or Requester's own orders and invoices are
// the global record rules of model/portal-documents.ts.

export const COMPANY_ERRORS = {
  noCompany: 'Your account does not belong to a company.',
  adminsOnly: 'Only an administrator of your company may do this.',
  notAMember: 'This person is not part of your company.',
  keepAnAdmin: 'Your company must keep at least one administrator.',
  emailTaken: 'This email address already has an account.',
  invalidEmail: 'Enter a valid email address.',
  nameRequired: 'Enter a name.',
  notYourself: 'You cannot revoke your own access.',
  hasAccess: 'This person already has access.',
  hasNoAccess: 'This person has no access.',
  poReferenceRequired: 'Your company requires a PO reference on every order.',
  requestersDoNotPlace: 'Your role lets you request orders, not place them.',
} as const;

const ROLES: Record<string, string> = { Admin: 'admin', Buyer: 'buyer', Requester: 'requester' };
const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  requester: 'Requester',
};

/** The shop's language prefixes in the invitation link (Dutch, the default, has none). */
export const SHOP_PATH_PREFIXES: Record<string, string> = {
  en_US: '/en',
  en_GB: '/en',
  de_DE: '/de',
  ru_RU: '/ru',
};

interface CompanyRow {
  id: number;
  name: string;
  vsf_po_reference_required: boolean;
}

export interface MemberRow {
  id: number;
  name: string;
  email: string | null;
  vsf_company_role: string;
  active: boolean;
  login_date: Date | null;
  user_id: number;
}

export interface Caller {
  partnerId: number;
  name: string;
  role: string;
  company: CompanyRow;
}

/** The signed-in contact and the company they buy for (their commercial partner, a company). */
async function callerCompany(context: Context): Promise<Caller | null> {
  if (!context.user) return null;
  const partnerId = context.user.partner_id;
  const companyId = await commercialPartnerId(context, partnerId);
  const company = await one<CompanyRow>(
    context.db,
    'SELECT id, name, vsf_po_reference_required FROM res_partner WHERE id = $1 AND is_company',
    [companyId],
  );
  if (!company) return null;
  const me = await one<{ name: string; vsf_company_role: string }>(
    context.db,
    'SELECT name, vsf_company_role FROM res_partner WHERE id = $1',
    [partnerId],
  );
  return { partnerId, name: me?.name ?? '', role: me?.vsf_company_role ?? 'admin', company };
}

export async function requireCompany(context: Context): Promise<Caller> {
  if (!context.user) throw new OdooError(ODOO_ERRORS.mustBeLoggedIn);
  const caller = await callerCompany(context);
  if (!caller) throw new OdooError(COMPANY_ERRORS.noCompany);
  return caller;
}

export async function requireAdmin(context: Context): Promise<Caller> {
  const caller = await requireCompany(context);
  if (caller.role !== 'admin') throw new OdooError(COMPANY_ERRORS.adminsOnly);
  return caller;
}

/** The company's people: its contacts that have, or had, a storefront account. */
export async function companyMembers(context: Context, companyId: number): Promise<MemberRow[]> {
  return many<MemberRow>(
    context.db,
    `SELECT DISTINCT ON (p.id) p.id, p.name, p.email, p.vsf_company_role,
            u.active, u.login_date, u.id AS user_id
       FROM res_partner p JOIN res_users u ON u.partner_id = p.id
      WHERE p.id = ANY($1::int[]) AND NOT p.is_company AND p.active
      ORDER BY p.id, u.id`,
    [await familyIds(context.db, companyId)],
  );
}

/** Invited (an account never signed in to), active, or revoked (archived, no access). */
export function memberStatus(member: MemberRow): string {
  if (!member.active) return 'Revoked';
  return member.login_date ? 'Active' : 'Invited';
}

function companyMember(member: MemberRow, caller: Caller) {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: ROLE_NAMES[member.vsf_company_role] ?? 'Admin',
    status: memberStatus(member),
    isYou: member.id === caller.partnerId,
  };
}

/** One of the caller's company's people, with all of them (for the Admin rule). */
async function requireMember(context: Context, caller: Caller, memberId: number) {
  const members = await companyMembers(context, caller.company.id);
  const member = members.find((m) => m.id === memberId);
  if (!member) throw new OdooError(COMPANY_ERRORS.notAMember);
  return { member, members };
}

/** Refuses a change that leaves the company without an Admin who has access. */
function keepsAnAdmin(members: MemberRow[], without: number) {
  const admin = members.some(
    (m) => m.id !== without && m.vsf_company_role === 'admin' && memberStatus(m) !== 'Revoked',
  );
  if (!admin) throw new OdooError(COMPANY_ERRORS.keepAnAdmin);
}

async function reloadMember(context: Context, caller: Caller, memberId: number) {
  return companyMember((await requireMember(context, caller, memberId)).member, caller);
}

export function buyingCompany(caller: Caller) {
  return {
    id: caller.company.id,
    name: caller.company.name,
    role: ROLE_NAMES[caller.role] ?? 'Admin',
    poReferenceRequired: caller.company.vsf_po_reference_required,
    caller,
  };
}

/**
 * portal.wizard's grant: the user active with portal access and a signup token (no expiry: a
 * portal invitation is valid until used), then our mail with the shop's invitation link.
 */
async function grantAccess(context: Context, caller: Caller, userId: number) {
  const token = randomBytes(24).toString('hex');
  const user = await one<{ login: string; lang: string | null }>(
    context.db,
    `UPDATE res_users u SET active = true, signup_token = $2, signup_expiration = NULL
       FROM res_partner p WHERE u.id = $1 AND p.id = u.partner_id
     RETURNING u.login, p.lang`,
    [userId, token],
  );
  if (!user) throw new Error('Could not grant access');
  const domain = (context.website.domain ?? '').replace(/\/+$/, '');
  const prefix = SHOP_PATH_PREFIXES[user.lang ?? context.website.default_lang] ?? '';
  const link = `${domain}${prefix}/invitation?token=${token}`;
  await context.db.query('INSERT INTO mail_mail (email_to, subject, body) VALUES ($1, $2, $3)', [
    user.login,
    `${caller.name} invites you to order for ${caller.company.name}`,
    link,
  ]);
  console.log(`[mock-odoo] invitation link: ${link}`);
}

async function inviteCompanyMember(
  _root: unknown,
  args: { name: string; email: string; role: string },
  context: Context,
) {
  const caller = await requireAdmin(context);
  const name = args.name.trim();
  if (!name) throw new OdooError(COMPANY_ERRORS.nameRequired);
  // Odoo's email_normalize: one address, lower-cased.
  const email = args.email.trim().toLowerCase();
  if (!/^[^@\s<>,;]+@[^@\s<>,;]+$/.test(email)) throw new OdooError(COMPANY_ERRORS.invalidEmail);
  const taken = await one<{ id: number }>(
    context.db,
    `SELECT u.id FROM res_users u JOIN res_partner p ON p.id = u.partner_id
      WHERE lower(u.login) = $1 OR lower(p.email) = $1 LIMIT 1`,
    [email],
  );
  if (taken) throw new OdooError(COMPANY_ERRORS.emailTaken);
  const partnerId = await createPartner(context.db, {
    name,
    email,
    parentId: caller.company.id,
    lang: context.lang,
  });
  await context.db.query('UPDATE res_partner SET vsf_company_role = $2 WHERE id = $1', [
    partnerId,
    ROLES[args.role] ?? 'buyer',
  ]);
  const user = await one<{ id: number }>(
    context.db,
    'INSERT INTO res_users (login, partner_id) VALUES ($1, $2) RETURNING id',
    [email, partnerId],
  );
  if (!user) throw new Error('Could not create user');
  await grantAccess(context, caller, user.id);
  return reloadMember(context, caller, partnerId);
}

async function updateCompanyMemberRole(
  _root: unknown,
  args: { memberId: number; role: string },
  context: Context,
) {
  const caller = await requireAdmin(context);
  const { member, members } = await requireMember(context, caller, args.memberId);
  const role = ROLES[args.role] ?? 'buyer';
  if (role !== 'admin') keepsAnAdmin(members, member.id);
  await context.db.query('UPDATE res_partner SET vsf_company_role = $2 WHERE id = $1', [
    member.id,
    role,
  ]);
  forgetPartner(context, member.id);
  return reloadMember(context, caller, member.id);
}

async function revokeCompanyMemberAccess(
  _root: unknown,
  args: { memberId: number },
  context: Context,
) {
  const caller = await requireAdmin(context);
  const { member, members } = await requireMember(context, caller, args.memberId);
  if (member.id === caller.partnerId) throw new OdooError(COMPANY_ERRORS.notYourself);
  if (memberStatus(member) === 'Revoked') throw new OdooError(COMPANY_ERRORS.hasNoAccess);
  keepsAnAdmin(members, member.id);
  // portal.wizard's revoke: the user archived (its sessions no longer sign in), the token cleared.
  await context.db.query(
    'UPDATE res_users SET active = false, signup_token = NULL, signup_expiration = NULL WHERE id = $1',
    [member.user_id],
  );
  return reloadMember(context, caller, member.id);
}

async function restoreCompanyMemberAccess(
  _root: unknown,
  args: { memberId: number },
  context: Context,
) {
  const caller = await requireAdmin(context);
  const { member } = await requireMember(context, caller, args.memberId);
  if (memberStatus(member) !== 'Revoked') throw new OdooError(COMPANY_ERRORS.hasAccess);
  await grantAccess(context, caller, member.user_id);
  return reloadMember(context, caller, member.id);
}

async function updateBuyingCompany(
  _root: unknown,
  args: { poReferenceRequired: boolean },
  context: Context,
) {
  const caller = await requireAdmin(context);
  await context.db.query('UPDATE res_partner SET vsf_po_reference_required = $2 WHERE id = $1', [
    caller.company.id,
    args.poReferenceRequired,
  ]);
  return buyingCompany({
    ...caller,
    company: { ...caller.company, vsf_po_reference_required: args.poReferenceRequired },
  });
}

/**
 * Why Odoo refuses to place this order with a payment transaction, or null: a company's Requester
 * places none (the caller counts, as in the module), and a company that requires a PO reference has
 * none placed without one.
 */
export async function refusedPlacement(context: Context, orderId: number): Promise<string | null> {
  if (context.user && (await callerIsRequester(context)))
    return COMPANY_ERRORS.requestersDoNotPlace;
  const order = await one<{ partner_id: number; client_order_ref: string | null }>(
    context.db,
    'SELECT partner_id, client_order_ref FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (!order || order.client_order_ref?.trim()) return null;
  const company = await one<{ required: boolean }>(
    context.db,
    'SELECT vsf_po_reference_required AS required FROM res_partner WHERE id = $1',
    [await commercialPartnerId(context, order.partner_id)],
  );
  return company?.required ? COMPANY_ERRORS.poReferenceRequired : null;
}

async function callerIsRequester(context: Context): Promise<boolean> {
  const partnerId = context.user?.partner_id;
  if (!partnerId) return false;
  const row = await one<{ requester: boolean }>(
    context.db,
    `SELECT p.vsf_company_role = 'requester' AND c.is_company AS requester
       FROM res_partner p, res_partner c WHERE p.id = $1 AND c.id = $2`,
    [partnerId, await commercialPartnerId(context, partnerId)],
  );
  return row?.requester === true;
}

/** Who placed the orders the invoice bills (several names when it bills several people's). */
async function placedBy(parent: IdRef, _args: unknown, context: Context) {
  const rows = await many<{ name: string }>(
    context.db,
    `SELECT DISTINCT p.name FROM account_move m JOIN sale_order o ON o.id = m.order_id
       JOIN res_partner p ON p.id = o.partner_id
      WHERE m.id = $1 ORDER BY p.name`,
    [parent.id],
  );
  return rows.map((row) => row.name).join(', ') || null;
}

/** Python's sort of lower-cased names (code points, not the locale's collation). */
function byLowerName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The contact's role in their company's buying; none outside a company. */
async function companyRole(parent: IdRef, _args: unknown, context: Context) {
  const row = await one<{ role: string }>(
    context.db,
    `SELECT p.vsf_company_role AS role FROM res_partner p, res_partner c
      WHERE p.id = $1 AND c.id = $2 AND c.is_company AND NOT p.is_company`,
    [parent.id, await commercialPartnerId(context, parent.id)],
  );
  return row ? (ROLE_NAMES[row.role] ?? null) : null;
}

type CompanyAnswer = ReturnType<typeof buyingCompany>;

export const b2bCompanyResolvers: Resolvers = {
  Query: {
    buyingCompany: async (_root: unknown, _args: unknown, context: Context) => {
      const caller = await callerCompany(context);
      return caller ? buyingCompany(caller) : null;
    },
  },
  BuyingCompany: {
    members: async (company: CompanyAnswer, _args: unknown, context: Context) => {
      const caller = await requireAdmin(context);
      const members = await companyMembers(context, caller.company.id);
      return members
        .map((member) => companyMember(member, company.caller))
        .sort((a, b) => byLowerName(a.name, b.name));
    },
  },
  Mutation: {
    inviteCompanyMember,
    updateCompanyMemberRole,
    revokeCompanyMemberAccess,
    restoreCompanyMemberAccess,
    updateBuyingCompany,
  },
  Invoice: { placedBy },
  Partner: { companyRole },
};
