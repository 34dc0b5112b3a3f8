/**
 * A punch-out session (the spec's stored punch-out value): a procurement buyer who sends the cart
 * back to their system instead of checking out. `buyer` is the buyer company, for the banner.
 */
export interface PunchoutMark {
  protocol: 'cxml' | 'oci';
  buyer: string;
}

/** A business customer's role in their company (vsf_b2b_company): Admins also manage its people and settings. */
export type CompanyRole = 'Admin' | 'Buyer' | 'Requester';

/** Display data the server puts in the signed `user` cookie. Never a credential. */
export interface UserCookie {
  id: number;
  name: string;
  email: string;
  websiteCatalogProducts: boolean;
  /**
   * Set for a company's contact: what the account navigation offers. Odoo decides what the role
   * allows; a role changed since sign-in shows here after the next one.
   */
  companyRole?: CompanyRole;
  /** Only for a punch-out session. */
  punchout?: PunchoutMark;
}

/** The display fields of a payload (what the browser and the guards use). */
export function userCookieFields(payload: UserCookie): UserCookie {
  const { id, name, email, websiteCatalogProducts, companyRole, punchout } = payload;
  return {
    id,
    name,
    email,
    websiteCatalogProducts,
    ...(companyRole ? { companyRole } : {}),
    ...(punchout ? { punchout } : {}),
  };
}

/** What the cookie's payload holds besides the display data (see signed-user-cookie.ts). */
export interface UserCookiePayload extends UserCookie {
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Binds the cookie to one Odoo session (a hash of its id). */
  sid: string;
}

/**
 * Reads the display part of the `user` cookie (`<base64url JSON>.<signature>`). The browser cannot
 * check the signature and does not need to: it only shows the name. Server code verifies it.
 */
export function decodeUserCookie(
  value: string | undefined | null,
  now = Date.now(),
): UserCookie | null {
  const payload = decodeUserPayload(value?.split('.')[0]);
  if (!payload || payload.exp * 1000 <= now) return null;
  return userCookieFields(payload);
}

export function decodeUserPayload(payload: string | undefined): UserCookiePayload | null {
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isUserCookiePayload(data) ? data : null;
  } catch {
    return null;
  }
}

function isUserCookiePayload(data: unknown): data is UserCookiePayload {
  if (!data || typeof data !== 'object') return false;
  const user = data as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.websiteCatalogProducts === 'boolean' &&
    typeof user.exp === 'number' &&
    typeof user.sid === 'string' &&
    (user.companyRole === undefined ||
      user.companyRole === 'Admin' ||
      user.companyRole === 'Buyer' ||
      user.companyRole === 'Requester') &&
    (user.punchout === undefined || isPunchoutMark(user.punchout))
  );
}

function isPunchoutMark(data: unknown): data is PunchoutMark {
  if (!data || typeof data !== 'object') return false;
  const mark = data as Record<string, unknown>;
  return (mark.protocol === 'cxml' || mark.protocol === 'oci') && typeof mark.buyer === 'string';
}
