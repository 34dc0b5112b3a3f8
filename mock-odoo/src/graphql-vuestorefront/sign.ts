import { randomBytes } from 'node:crypto';
import { loadPricelist, loadUser, type Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { subscribeNewsletter } from '../model/partner';
import { ref } from '../model/refs';
import { adoptSessionWishlist } from '../model/wishlist';
import { hashPassword, verifyPassword } from '../passwords';
import { forgetLogin, requireLogin, type LoginRow } from './user-profile';

// graphql_vuestorefront's schemas/sign.py: login, logout, resetPassword, changePassword and
// updatePassword, and the session they sign in and out. register is vsf_signup_company's, which
// replaces it (vsf/signup-company.ts).

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
  await context.db.query('UPDATE res_users SET login_date = now() WHERE id = $1', [user.id]);
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
  // auth_signup's _signup_retrieve_partner: an unknown (or used) token, then an expired one.
  const found = await one<{ id: number; valid: boolean }>(
    context.db,
    `SELECT id, signup_expiration IS NULL OR signup_expiration > now() AS valid
       FROM res_users WHERE signup_token = $1 AND active`,
    [args.token],
  );
  if (!found) throw new OdooError(`Signup token '${args.token}' is not valid`);
  if (!found.valid) throw new OdooError(`Signup token '${args.token}' is no longer valid`);
  const user = await one<{ id: number }>(
    context.db,
    `UPDATE res_users SET password_hash = $2, signup_token = NULL, signup_expiration = NULL
      WHERE id = $1 RETURNING id`,
    [found.id, hashPassword(args.newPassword)],
  );
  if (!user) throw new OdooError(ODOO_ERRORS.couldNotChange);
  forgetLogin(context, user.id);
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
  forgetLogin(context, user.id);
  // Odoo re-authenticates the session with the new password, which gives it a new id.
  await context.rotateSession();
  return ref(user.id);
}

export const signResolvers: Resolvers = {
  Mutation: {
    login,
    logout,
    resetPassword,
    changePassword,
    updatePassword,
  },
};
