import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ODOO_SESSION_COOKIE, USER_COOKIE } from '@/lib/shop/cookie-names';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { shopSecret } from '@/lib/shopper/shop-secret';
import { issueUserCookie } from '@/lib/shopper/signed-user-cookie';
import { decodeUserPayload } from '@/lib/shopper/user-cookie';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { updatePasswordAction, updateProfileAction } from '@/lib/user/profile-actions';
import { loadUser, logInUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { currentSession, mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import { actionData } from '@/tests/support/action-data';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();

const DAY = 24 * 60 * 60;
const profile = { name: 'Sanne van Dijk', email: 'sanne@example.com' };
const passwords = {
  currentPassword: 'consumer123',
  newPassword: 'a-new-secret-1',
  confirmPassword: 'a-new-secret-1',
};

beforeEach(() => resetRateLimits());

/** Expiry and persistence of the user cookie the browser now holds. */
function userCookieTerm() {
  const cookie = cookieJar.stored(USER_COOKIE);
  const payload = decodeUserPayload(cookie?.value.split('.')[0]);
  if (!cookie || !payload) throw new Error('no user cookie');
  return { exp: payload.exp, maxAge: cookie.options.maxAge as number | undefined };
}

async function partnerName(email: string): Promise<string | undefined> {
  const { rows } = await odoo().db.query<{ name: string }>(
    `SELECT p.name FROM res_users u JOIN res_partner p ON p.id = u.partner_id WHERE u.login = $1`,
    [email],
  );
  return rows[0]?.name;
}

describe('who may change the account', () => {
  it('refuses signed-out shoppers and changes nothing', async () => {
    const before = await partnerName('consumer@example.com');
    expect(await updateProfileAction(profile)).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });
    expect(await updatePasswordAction(passwords)).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });
    expect(await partnerName('consumer@example.com')).toBe(before);
  });

  it('refuses a forged user cookie, and a real one beside another Odoo session', async () => {
    await logInUser('consumer@example.com', 'consumer123');
    const user = { id: 1, name: 'Mallory', email: 'm@example.com', websiteCatalogProducts: false };
    const forged = issueUserCookie(
      user,
      currentSession(),
      'not-the-shop-secret-0123456789abcdef',
      3600,
    );
    cookieJar.seed(USER_COOKIE, forged);
    expect(await updateProfileAction(profile)).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });

    const transplanted = issueUserCookie(user, 'somebody-elses-session', shopSecret(), 3600);
    cookieJar.seed(USER_COOKIE, transplanted);
    expect(await updatePasswordAction(passwords)).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });
    expect(await partnerName('consumer@example.com')).toBe('Sanne de Vries');
  });

  it('checks the input before anything reaches Odoo', async () => {
    await signIn('consumer@example.com', 'consumer123');
    expect(await updateProfileAction({ name: 'Sanne', email: 'not-an-address' })).toEqual({
      ok: false,
      error: en.ShopperActions.invalidInput,
    });
    expect(await updatePasswordAction({ ...passwords, confirmPassword: 'something-else' })).toEqual(
      { ok: false, error: en.ShopperActions.invalidInput },
    );
    expect(await updatePasswordAction({ ...passwords, newPassword: 'short' })).toEqual({
      ok: false,
      error: en.ShopperActions.invalidInput,
    });
  });
});

describe('profile', () => {
  it('saves name and email, and the user cookie carries the new name for as long as before', async () => {
    await signIn('business@example.com', 'business123');
    const before = userCookieTerm();

    const saved = actionData(
      await updateProfileAction({ name: ' Jan de Bakker ', email: 'Jan@Bakker.example' }),
    );
    expect(saved).toEqual({
      name: 'Jan de Bakker',
      email: 'jan@bakker.example',
      message: en.AccountActions.profileSaved,
    });
    expect(await loadUser()).toMatchObject({ name: 'Jan de Bakker', email: 'jan@bakker.example' });
    expect(await signedInShopper()).toMatchObject({
      name: 'Jan de Bakker',
      email: 'jan@bakker.example',
    });
    // Same expiry, still a browser-session cookie (no 'Remember me').
    expect(userCookieTerm()).toEqual(before);
  });

  it('keeps a remembered cookie remembered', async () => {
    await signIn('catalog@example.com', 'catalog123', true);
    const before = userCookieTerm();
    expect(before.maxAge).toBeGreaterThan(DAY);
    actionData(
      await updateProfileAction({ name: 'Catalogus Klant B.V.', email: 'catalog@example.com' }),
    );
    const after = userCookieTerm();
    expect(after.exp).toBe(before.exp);
    expect(after.maxAge).toBeGreaterThan(DAY);
    expect(after.maxAge).toBeLessThanOrEqual(before.maxAge as number);
  });
});

describe('password', () => {
  it("refuses a wrong current password with Odoo's own text", async () => {
    await signIn('oci-buyer@example.com', 'oci123');
    const log = vi.spyOn(console, 'error');
    expect(await updatePasswordAction({ ...passwords, currentPassword: 'wrong-one' })).toEqual({
      ok: false,
      error: 'Incorrect password.',
    });
    // An answer for the shopper, not a failure of the shop.
    expect(log).not.toHaveBeenCalled();
    // Still signed in, and the old password still works.
    expect(await signedInShopper()).not.toBeNull();
    await expect(logInUser('oci-buyer@example.com', 'oci123')).resolves.toBeTruthy();
  });

  it('changes it and keeps the shopper signed in on the rotated Odoo session', async () => {
    await signIn('consumer@example.com', 'consumer123');
    const sessionBefore = currentSession();
    const before = userCookieTerm();

    expect(actionData(await updatePasswordAction(passwords))).toEqual({
      message: en.AccountActions.passwordChanged,
    });
    expect(cookieJar.get(ODOO_SESSION_COOKIE)?.value).not.toBe(sessionBefore);
    expect(await signedInShopper()).toMatchObject({ email: 'consumer@example.com' });
    expect(userCookieTerm()).toEqual(before);
    expect(await loadUser()).toMatchObject({ email: 'consumer@example.com' });

    // Another browser: only the new password opens the account.
    cookieJar.clear();
    await expect(logInUser('consumer@example.com', 'consumer123')).rejects.toThrow(
      'Wrong email or password.',
    );
    await expect(logInUser('consumer@example.com', passwords.newPassword)).resolves.toBeTruthy();
  });

  it('stops guessing at the current password after ten tries a minute', async () => {
    await signIn('cxml-buyer@example.com', 'cxml123');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        await updatePasswordAction({ ...passwords, currentPassword: `guess-${attempt}` }),
      ).toEqual({ ok: false, error: 'Incorrect password.' });
    }
    const refused = await updatePasswordAction({ ...passwords, currentPassword: 'cxml123' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error).toMatch(/^Too many attempts/);
  });
});
