'use server';

import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { addressRule, MINUTE } from '@/lib/shopper/rate-rules.server';
import { shopperAction } from '@/lib/shopper/shopper-action.server';
import { startShopperSession } from '@/lib/shopper/user-session.server';
import { changePassword, logInUser } from '@/lib/user/user.server';
import { newPasswordSchema } from '@/lib/user/user-schemas';

// `/invitation?token=`: a colleague an Admin invited chooses a password with the token of the
// mail, and is signed in with it as the login form signs in: Odoo's session, then the signed
// user cookie.

/** Per client address, as the password reset's new password (lib/auth/auth-routes.server.ts). */
const ATTEMPTS = { limit: 20, windowMs: 10 * MINUTE };

export type InvitationAnswer =
  | { signedIn: true; message: string }
  /** The token is unknown, used or revoked: the form cannot help, the page says what can. */
  | { signedIn: false; message: string };

export const acceptInvitationAction = shopperAction({
  access: 'anyone',
  messages: 'Invitation',
  name: 'acceptInvitation',
  input: newPasswordSchema,
  rateLimits: (_input, address) => [addressRule('invitation', address, ATTEMPTS)],
  run: async ({ token, password }, { translate }): Promise<InvitationAnswer> => {
    let email: string;
    try {
      ({ email } = await changePassword(token, password));
    } catch (error) {
      // auth_signup's "Signup token '…' is not valid", in whatever language.
      if (isOdooError(error) && error.kind === 'graphql') {
        return { signedIn: false, message: translate('invalid') };
      }
      throw error;
    }
    const user = await logInUser(email, password);
    await startShopperSession(user, { remember: false });
    return { signedIn: true, message: translate('welcome', { name: user.name }) };
  },
});
