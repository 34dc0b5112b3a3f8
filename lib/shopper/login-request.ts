// A page that needs a signed-in shopper can send a guest home with the login modal open: the
// URL names where signing in should lead. Only known destinations are accepted, so the
// parameter cannot become an open redirect.

export const LOGIN_REQUEST_PARAMETER = 'login';

const DESTINATIONS = { checkout: '/checkout' } as const;
export type LoginDestination = keyof typeof DESTINATIONS;

/** The path a login request leads to, or null for anything unknown. */
export function loginRequestPath(value: string | null): string | null {
  if (value === null || !Object.hasOwn(DESTINATIONS, value)) return null;
  return DESTINATIONS[value as LoginDestination];
}
