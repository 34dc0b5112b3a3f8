import { describe, expect, it } from 'vitest';
import { issueUserCookie, verifyUserCookie } from '@/lib/shopper/signed-user-cookie';
import { signValue } from '@/lib/shopper/signed-value';
import { decodeUserCookie } from '@/lib/shopper/user-cookie';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const user = {
  id: 7,
  name: 'Sanne de Vries',
  email: 'consumer@example.com',
  websiteCatalogProducts: false,
};
const NOW = Date.UTC(2026, 10, 25, 12);

function issue(options: { session?: string; lifetime?: number; secret?: string } = {}) {
  return issueUserCookie(
    user,
    options.session ?? 'session-a',
    options.secret ?? SECRET,
    options.lifetime ?? 3600,
    NOW,
  );
}

describe('the signed user cookie', () => {
  it('is trusted beside the session it was issued for, until it expires', () => {
    const cookie = issue();
    expect(verifyUserCookie(cookie, 'session-a', SECRET, NOW)).toEqual(user);
    expect(verifyUserCookie(cookie, 'session-a', SECRET, NOW + 3599_000)).toEqual(user);
    expect(verifyUserCookie(cookie, 'session-a', SECRET, NOW + 3600_000)).toBeNull();
  });

  it('refuses a changed payload, a changed signature and an unsigned value', () => {
    const cookie = issue();
    const [payload = '', signature = ''] = cookie.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: 8 }),
    ).toString('base64url');
    expect(verifyUserCookie(`${forged}.${signature}`, 'session-a', SECRET, NOW)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifyUserCookie(`${payload}.${flipped}`, 'session-a', SECRET, NOW)).toBeNull();
    expect(verifyUserCookie(payload, 'session-a', SECRET, NOW)).toBeNull();
    expect(verifyUserCookie(`${payload}.`, 'session-a', SECRET, NOW)).toBeNull();
  });

  it('refuses a cookie signed with another secret', () => {
    expect(
      verifyUserCookie(issue({ secret: `${SECRET}-other` }), 'session-a', SECRET, NOW),
    ).toBeNull();
  });

  it('is worthless beside another Odoo session or without one', () => {
    const cookie = issue();
    expect(verifyUserCookie(cookie, 'session-b', SECRET, NOW)).toBeNull();
    expect(verifyUserCookie(cookie, undefined, SECRET, NOW)).toBeNull();
  });

  it('refuses a validly signed value that is not a user payload', () => {
    const payload = Buffer.from(JSON.stringify({ id: 7 })).toString('base64url');
    expect(verifyUserCookie(signValue(payload, SECRET), 'session-a', SECRET, NOW)).toBeNull();
    expect(verifyUserCookie(signValue('not json', SECRET), 'session-a', SECRET, NOW)).toBeNull();
  });

  it('never carries the session id itself (page scripts can read the cookie)', () => {
    const payload = issue({ session: 'secret-session-id' }).split('.')[0] ?? '';
    expect(Buffer.from(payload, 'base64url').toString()).not.toContain('secret-session-id');
  });

  it('carries the punch-out mark signed, so the guards can trust it and the banner can read it', () => {
    const buyer = { ...user, punchout: { protocol: 'oci' as const, buyer: 'Groothandel B.V.' } };
    const cookie = issueUserCookie(buyer, 'session-a', SECRET, 3600, NOW);
    expect(verifyUserCookie(cookie, 'session-a', SECRET, NOW)).toEqual(buyer);
    expect(decodeUserCookie(cookie, NOW)).toEqual(buyer);
    // A customer's cookie has no mark, and one cannot be added without the secret.
    expect(verifyUserCookie(issue(), 'session-a', SECRET, NOW)).not.toHaveProperty('punchout');
    const [payload = '', signature = ''] = issue().split('.');
    const withMark = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        punchout: { protocol: 'cxml', buyer: 'x' },
      }),
    ).toString('base64url');
    expect(verifyUserCookie(`${withMark}.${signature}`, 'session-a', SECRET, NOW)).toBeNull();
  });

  it('refuses a payload whose punch-out mark is malformed', () => {
    const payload = Buffer.from(
      JSON.stringify({ ...user, exp: NOW / 1000 + 60, sid: 'x', punchout: { protocol: 'ftp' } }),
    ).toString('base64url');
    expect(decodeUserCookie(signValue(payload, SECRET), NOW)).toBeNull();
  });
});
