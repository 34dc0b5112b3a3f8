import { describe, expect, it } from 'vitest';
import { decodeUserCookie } from '@/lib/shopper/user-cookie';
import { browserUserCookie } from '@/tests/support/user-cookie';

describe('user cookie', () => {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64url') + '.signature';
  const user = {
    id: 7,
    name: 'Jan de Vries',
    email: 'jan@example.nl',
    websiteCatalogProducts: false,
  };

  it('reads the display data', () => {
    expect(decodeUserCookie(browserUserCookie(user))).toEqual(user);
    expect(decodeUserCookie(browserUserCookie({ ...user, name: 'Иван' }))?.name).toBe('Иван');
  });

  it('hides an expired cookie, so the name goes when the server stops trusting it', () => {
    expect(decodeUserCookie(browserUserCookie(user, { expiresInSeconds: -1 }))).toBeNull();
    // A payload without expiry or session binding is not one the server issued.
    expect(decodeUserCookie(encode(user))).toBeNull();
  });

  it("carries a company contact's role, and no role it does not know", () => {
    const admin = { ...user, companyRole: 'Admin' as const };
    expect(decodeUserCookie(browserUserCookie(admin))).toEqual(admin);
    const forged = browserUserCookie({ ...user, companyRole: 'Owner' as 'Admin' });
    expect(decodeUserCookie(forged)).toBeNull();
  });

  it('ignores missing, malformed or incomplete cookies', () => {
    expect(decodeUserCookie(undefined)).toBeNull();
    expect(decodeUserCookie('not-base64!.x')).toBeNull();
    expect(decodeUserCookie(encode({ id: '7', name: 'x', email: 'y' }))).toBeNull();
  });
});
