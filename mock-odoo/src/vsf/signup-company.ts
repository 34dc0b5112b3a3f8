import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { createPartner, subscribeNewsletter } from '../model/partner';
import { ref } from '../model/refs';
import { hashPassword } from '../passwords';

// vsf_signup_company: register(extra: {vat, companyName, companyRegNo}), a registration with a
// company. It replaces graphql_vuestorefront's register (schemas/sign.py); without `extra` it
// registers a customer as that one does, in the language they registered in.

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

export const signupCompanyResolvers: Resolvers = {
  Mutation: { register },
};
