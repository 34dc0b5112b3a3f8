'use server';

import { passwordChangeSchema, profileSchema } from '@/lib/user/user-schemas';
import { forgetAttempts, takeAttempt } from '@/lib/shopper/rate-limit.server';
import { ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import { renewShopperSession } from '@/lib/shopper/user-session.server';
import { userOf } from './map-user.server';
import { updateAccount, updatePassword } from './user.server';

// Account & Settings: the shopper's name, e-mail address and password. Both actions re-issue the
// signed `user` cookie, so the shopper stays signed in: after a name change the header shows the
// new name, and after a password change the cookie follows Odoo's new session.

/** Guesses at the current password per customer and minute (the session is already theirs). */
const PASSWORD_ATTEMPTS = { limit: 10, windowMs: 60_000 };

const account = { access: 'signed-in', messages: 'AccountActions' } as const;

/** Odoo writes the customer's name and e-mail address; the login stays what it was. */
export const updateProfileAction = shopperAction({
  ...account,
  name: 'updateAccount',
  input: profileSchema,
  run: async ({ name, email }, { shopper, translate }) => {
    const saved = await updateAccount({ id: shopper.id, name, email });
    await renewShopperSession(userOf(saved));
    return { name: saved.name, email: saved.email, message: translate('profileSaved') };
  },
});

/**
 * Odoo checks the current password and rotates its session; the user cookie follows. A wrong
 * password gets Odoo's own refusal, in the shopper's language, as at sign-in.
 */
export const updatePasswordAction = shopperAction({
  ...account,
  name: 'updatePassword',
  input: passwordChangeSchema,
  run: async ({ currentPassword, newPassword }, { shopper, translate }) => {
    const attempts = `password:account:${shopper.id}`;
    const decision = await takeAttempt(attempts, PASSWORD_ATTEMPTS);
    if (!decision.allowed) {
      throw new ShopperRefusal(
        translate('tooManyAttempts', { seconds: decision.retryAfterSeconds }),
      );
    }
    await updatePassword(currentPassword, newPassword);
    await forgetAttempts(attempts);
    await renewShopperSession(shopper);
    return { message: translate('passwordChanged') };
  },
});
