import { sessionBinding } from './signed-user-cookie';
import { signValue, verifySignedValue } from './signed-value';

// Which Odoo sessions a customer signed in to. Odoo's session cookie does not say, and a signed-in
// session must not outlive the `user` cookie: on a shared computer the next person would get the
// customer's cart, addresses and contract prices from the session alone. So sign-in sets this
// HttpOnly mark beside the session, and a marked session without a valid `user` cookie (deleted,
// expired, gone with the browser session) counts as signed out: proxy.ts drops it from the
// browser, and the Odoo client does not forward it. A guest's session carries no mark and keeps
// its cart. Pure: shared by proxy.ts and server code.

export function markSignedInSession(sessionId: string, secret: string): string {
  return signValue(sessionBinding(sessionId), secret);
}

/** Whether `mark` is the shop's mark of exactly this Odoo session. */
export function isSignedInSession(
  mark: string | undefined | null,
  sessionId: string | undefined | null,
  secret: string,
): boolean {
  if (!mark || !sessionId) return false;
  return verifySignedValue(mark, secret) === sessionBinding(sessionId);
}
