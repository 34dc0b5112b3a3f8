import { startShopperSession } from '@/lib/shopper/user-session.server';
import { logInUser } from '@/lib/user/user.server';

/** Signs the shopper of the fake cookie jar in, as the login form does. */
export async function signIn(email: string, password: string, remember = false): Promise<void> {
  await startShopperSession(await logInUser(email, password), { remember });
}
