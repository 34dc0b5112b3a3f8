import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteMemberAction } from '@/lib/company/company-actions';
import { getBuyingCompany, getCompanyMembers } from '@/lib/company/company.server';
import { acceptInvitationAction } from '@/lib/company/invitation-actions';
import { interpolate } from '@/lib/i18n/interpolate';
import { SIGNED_IN_SESSION_COOKIE, USER_COOKIE } from '@/lib/shop/cookie-names';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { loadUser, signUpUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// /invitation: the colleague's password with the mailed token, then signed in as the login form
// signs in. A link Odoo no longer takes is an answer of its own; guessing is rate limited.

vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

beforeEach(() => {
  resetRateLimits();
  requestHeaders.delete(PEER_ADDRESS_HEADER);
});

let people = 0;
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${++people}@example.com`;
const password = 'bram-password-1';
const accept = (token: string, chosen = password) =>
  acceptInvitationAction({ token, password: chosen, confirmPassword: chosen });

/** A new company's Admin invites Bram; the test goes on in Bram's browser with the token. */
async function invited(): Promise<{
  admin: { email: string; password: string };
  email: string;
  token: string;
}> {
  const admin = { email: uniqueEmail('admin'), password: 'admin-password-1' };
  await signUpUser({ name: 'Anna Admin', ...admin, companyName: 'Collega B.V.' });
  await signIn(admin.email, admin.password);
  const email = uniqueEmail('bram');
  actionData(await inviteMemberAction({ name: 'Bram Buyer', email, role: 'Buyer' }));
  const response = await fetch(`${odoo().url}/__mock/mail?to=${encodeURIComponent(email)}`);
  const [mail] = (await response.json()) as { body: string }[];
  const token = /\/invitation\?token=(\w+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no invitation mailed');
  cookieJar.clear();
  return { admin, email, token };
}

describe('accepting an invitation', () => {
  it('sets the password and signs the colleague in as the login form does', async () => {
    const { admin, email, token } = await invited();
    expect(actionData(await accept(token))).toEqual({
      signedIn: true,
      message: interpolate(en.Invitation.welcome, { name: 'Bram Buyer' }),
    });
    expect(await signedInShopper()).toMatchObject({ name: 'Bram Buyer', email });
    expect(cookieJar.stored(USER_COOKIE)).toBeDefined();
    expect(cookieJar.stored(SIGNED_IN_SESSION_COOKIE)).toBeDefined();
    expect(await loadUser()).toMatchObject({ email });
    expect(await getBuyingCompany()).toMatchObject({ name: 'Collega B.V.', role: 'Buyer' });

    cookieJar.clear();
    await signIn(admin.email, admin.password);
    expect(await getCompanyMembers()).toContainEqual(
      expect.objectContaining({ email, status: 'Active' }),
    );
  });

  it('says a used or unknown link no longer works, and signs nobody in', async () => {
    const { token } = await invited();
    actionData(await accept(token));
    cookieJar.clear();
    const spent = { signedIn: false, message: en.Invitation.invalid };
    expect(actionData(await accept(token, 'another-password-1'))).toEqual(spent);
    expect(actionData(await accept('0123456789abcdef'))).toEqual(spent);
    expect(await signedInShopper()).toBeNull();
  });

  it('checks the password before Odoo sees the token', async () => {
    const { token } = await invited();
    const invalid = { ok: false, error: en.ShopperActions.invalidInput };
    expect(await accept('', password)).toEqual(invalid);
    expect(await accept(token, 'short')).toEqual(invalid);
    expect(
      await acceptInvitationAction({ token, password, confirmPassword: 'something-else' }),
    ).toEqual(invalid);
    // The link still works.
    expect(actionData(await accept(token)).signedIn).toBe(true);
  });

  it('stops guessing after twenty attempts from one address in ten minutes', async () => {
    requestHeaders.set(PEER_ADDRESS_HEADER, '198.51.100.7');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(actionData(await accept(`guess${attempt}`)).signedIn).toBe(false);
    }
    const refused = await accept('guess20');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error).toMatch(/^Too many attempts/);
    requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.9');
    expect(actionData(await accept('guess21')).signedIn).toBe(false);
  });
});
