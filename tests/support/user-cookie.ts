import type { UserCookie } from '@/lib/shopper/user-cookie';

/**
 * A `user` cookie value as the browser sees it: the payload the server signs, with a signature
 * page scripts cannot check (and do not need to).
 */
export function browserUserCookie(
  user: UserCookie,
  options: { expiresInSeconds?: number } = {},
): string {
  const payload = {
    ...user,
    exp: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600),
    sid: 'session-hash',
  };
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
}
