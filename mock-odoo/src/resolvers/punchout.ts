import { loadPricelist, loadUser, type Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { ref } from '../model/refs';
import { hashPassword, verifyPassword } from '../passwords';
import type { Resolvers } from './types';

export const RETURN_URL_NOT_ALLOWED = 'Return URL not allowed.';

type Protocol = 'CXML' | 'OCI';

interface PunchoutLoginArgs {
  protocol: Protocol;
  identity?: string | null;
  sharedSecret?: string | null;
  username?: string | null;
  password?: string | null;
  returnUrl?: string | null;
}

interface BuyerRow {
  id: number;
  secret_hash: string | null;
  punchout_return_urls: string[];
}

/** The buyer and the stored hash of the credential the protocol uses. */
function findBuyer(context: Context, args: PunchoutLoginArgs): Promise<BuyerRow | null> {
  const cxml = args.protocol === 'CXML';
  const key = (cxml ? args.identity : args.username)?.trim();
  if (!key) return Promise.resolve(null);
  // SAP systems send OCI user names in upper case; cXML identities are compared exactly.
  const where = cxml ? 'punchout_identity = $1' : 'upper(oci_username) = upper($1)';
  const column = cxml ? 'punchout_secret_hash' : 'oci_password_hash';
  return one<BuyerRow>(
    context.db,
    `SELECT id, ${column} AS secret_hash, punchout_return_urls FROM res_users
      WHERE ${where} AND active`,
    [key],
  );
}

let dummyHash: string | null = null;

/** Checks even without a buyer, so the answer time does not tell which identities exist. */
function secretMatches(secret: string, buyer: BuyerRow | null): boolean {
  dummyHash ??= hashPassword('punch-out dummy secret');
  const matches = verifyPassword(secret, buyer?.secret_hash ?? dummyHash);
  return buyer !== null && buyer.secret_hash !== null && matches;
}

/** A prefix of the buyer's allow-list, e.g. `http://localhost:3000/`. */
function checkReturnUrl(buyer: BuyerRow, returnUrl: string | null | undefined): string | null {
  if (!returnUrl) return null;
  if (!buyer.punchout_return_urls.some((allowed) => allowed && returnUrl.startsWith(allowed))) {
    throw new OdooError(RETURN_URL_NOT_ALLOWED);
  }
  return returnUrl;
}

/**
 * The session now belongs to the buyer, as after login. A punch-out always starts a fresh
 * procurement cart, so the session's previous cart and payments are let go.
 */
async function signInBuyer(context: Context, uid: number): Promise<void> {
  await context.db.query(
    `UPDATE http_session SET uid = $1, sale_order_id = NULL, monitored_tx_ids = '{}'
      WHERE id = $2`,
    [uid, context.session.id],
  );
  context.session = { ...context.session, uid, sale_order_id: null, monitored_tx_ids: [] };
  context.user = await loadUser(context.db, uid);
  context.partnerId = context.user?.partner_id ?? context.website.public_partner_id;
  context.pricelist = await loadPricelist(
    context.db,
    context.partnerId,
    context.website,
    context.currency,
  );
  await context.rotateSession();
}

async function punchoutLogin(_root: unknown, args: PunchoutLoginArgs, context: Context) {
  const secret = args.protocol === 'CXML' ? args.sharedSecret : args.password;
  const buyer = await findBuyer(context, args);
  if (!secret || !secretMatches(secret, buyer) || !buyer) {
    throw new OdooError(ODOO_ERRORS.wrongLogin);
  }
  // Checked only once the caller is authenticated: the allow-list is not public.
  const returnUrl = checkReturnUrl(buyer, args.returnUrl);
  await signInBuyer(context, buyer.id);
  return {
    user: ref(buyer.id),
    protocol: args.protocol,
    returnUrl,
    allowedReturnUrls: buyer.punchout_return_urls,
  };
}

export const punchoutResolvers: Resolvers = {
  Mutation: { punchoutLogin },
};
