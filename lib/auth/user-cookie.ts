/** Display data the server puts in the signed `user` cookie. Never a credential. */
export interface UserCookie {
  id: number;
  name: string;
  email: string;
  websiteCatalogProducts: boolean;
}

export const USER_COOKIE = 'user';

/**
 * Reads the display part of the `user` cookie (`<base64url JSON>.<signature>`). The browser cannot
 * check the signature and does not need to: it only shows the name. Server code verifies it.
 */
export function decodeUserCookie(value: string | undefined | null): UserCookie | null {
  if (!value) return null;
  const [payload] = value.split('.');
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isUserCookie(data) ? data : null;
  } catch {
    return null;
  }
}

function isUserCookie(data: unknown): data is UserCookie {
  if (!data || typeof data !== 'object') return false;
  const user = data as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.websiteCatalogProducts === 'boolean'
  );
}
