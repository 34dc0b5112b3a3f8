import type { Context } from '../../context';
import { one, type Db } from '../../db';
import { OdooError } from '../../errors';
import { hashPassword, verifyPassword } from '../../passwords';
import { OWN_ORIGIN_PLACEHOLDER } from '../../seed/punchout-buyers';
import type { ResUsers } from '../../tables';
import { PUNCHOUT_ERRORS } from './errors';

// vsf_punchout's buyer configuration on res.users: how a procurement system authenticates, where
// the cart may go back to, and how the order message is built for this buyer.

export type BuyerRow = Pick<
  ResUsers,
  | 'id'
  | 'partner_id'
  | 'punchout_domain'
  | 'punchout_identity'
  | 'punchout_secret_hash'
  | 'punchout_message_field'
  | 'punchout_operation_allowed'
  | 'punchout_supplier_domain'
  | 'punchout_supplier_identity'
  | 'oci_username'
  | 'oci_password_hash'
  | 'punchout_return_urls'
>;

export interface Credential {
  domain: string;
  identity: string;
}

const BUYER_SELECT = `SELECT id, partner_id, punchout_domain, punchout_identity,
    punchout_secret_hash, punchout_message_field, punchout_operation_allowed,
    punchout_supplier_domain, punchout_supplier_identity, oci_username, oci_password_hash,
    punchout_return_urls
  FROM res_users`;

export function loadBuyer(db: Db, id: number): Promise<BuyerRow | null> {
  return one<BuyerRow>(db, `${BUYER_SELECT} WHERE id = $1`, [id]);
}

/** A cXML buyer by the From credential of its setup request: domain in any case, identity exact. */
export function findCxmlBuyerByCredential(db: Db, from: Credential): Promise<BuyerRow | null> {
  return one<BuyerRow>(
    db,
    `${BUYER_SELECT} WHERE lower(punchout_domain) = lower($1) AND punchout_identity = $2 AND active`,
    [from.domain.trim(), from.identity.trim()],
  );
}

/** A cXML buyer by identity alone (direct login, which names no domain). */
export function findCxmlBuyerByIdentity(db: Db, identity: string): Promise<BuyerRow | null> {
  return one<BuyerRow>(
    db,
    `${BUYER_SELECT} WHERE punchout_identity = $1 AND active ORDER BY id LIMIT 1`,
    [identity.trim()],
  );
}

/** SAP systems send OCI user names in upper case; they are compared in any case. */
export function findOciBuyer(db: Db, username: string): Promise<BuyerRow | null> {
  return one<BuyerRow>(db, `${BUYER_SELECT} WHERE upper(oci_username) = upper($1) AND active`, [
    username.trim(),
  ]);
}

let dummyHash: string | null = null;

/**
 * Checks the secret against the stored hash, and against a dummy hash when there is no buyer or
 * no hash, so the answer time does not tell which identities exist.
 */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  dummyHash ??= hashPassword('punch-out dummy secret');
  const matches = verifyPassword(secret, storedHash ?? dummyHash);
  return storedHash !== null && matches;
}

/** Credentials are equal when their domains are equal in any case and their identities exactly. */
export function sameCredential(a: Credential, b: Partial<Credential>): boolean {
  return (
    typeof b.domain === 'string' &&
    typeof b.identity === 'string' &&
    a.domain.trim().toLowerCase() === b.domain.trim().toLowerCase() &&
    a.identity.trim() === b.identity.trim()
  );
}

export function cxmlCredential(domain: string | null, identity: string | null): Credential | null {
  return domain !== null && identity !== null ? { domain, identity } : null;
}

/**
 * The allow-list as it applies to this server: `{mock-odoo}` entries stand for its own origins,
 * since its port changes between runs while the seeded database stays.
 */
export function allowedReturnUrls(context: Pick<Context, 'serverOrigins'>, buyer: BuyerRow) {
  return buyer.punchout_return_urls.flatMap((entry) =>
    entry.startsWith(OWN_ORIGIN_PLACEHOLDER)
      ? context.serverOrigins.map(
          (origin) => `${origin}${entry.slice(OWN_ORIGIN_PLACEHOLDER.length)}`,
        )
      : [entry],
  );
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * One entry allows a URL with the same origin whose path lies under the entry's path, by whole
 * segments (`/punchout` allows `/punchout/x`, not `/punchout-evil`), as the storefront checks.
 */
function allows(entry: string, url: URL): boolean {
  const allowed = parseUrl(entry);
  if (allowed === null || allowed.origin !== url.origin) return false;
  const prefix = allowed.pathname;
  return prefix.endsWith('/')
    ? url.pathname.startsWith(prefix)
    : url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/**
 * The return URL (BrowserFormPost or HOOK_URL) exactly as received, when the buyer's allow-list
 * has it: absolute http(s), no user info (`https://allowed@evil/`), same origin as an entry and a
 * path under the entry's. Answered verbatim: an OCI HOOK_URL carries a query the buyer needs.
 */
export function checkReturnUrl(
  context: Pick<Context, 'serverOrigins'>,
  buyer: BuyerRow,
  returnUrl: string,
): string {
  const url = parseUrl(returnUrl);
  const acceptable =
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    allowedReturnUrls(context, buyer).some((entry) => allows(entry, url));
  if (!acceptable) throw new OdooError(PUNCHOUT_ERRORS.returnUrlNotAllowed);
  return returnUrl;
}
