import type { Locale } from '@/lib/i18n/locales';

// The browser's side of the sign-in endpoints (lib/auth/auth-routes.server.ts). Every answer is
// JSON with a text for the shopper; a network failure becomes one too.

export type AuthAnswer<T> = { ok: true; data: T } | { ok: false; error: string };

export interface Messaged {
  message: string;
}

export type AuthEndpoint =
  '/api/session' | '/api/registration' | '/api/password-reset' | '/api/newsletter';

export async function callAuthEndpoint<T extends Messaged>(
  endpoint: AuthEndpoint,
  method: 'POST' | 'PUT' | 'DELETE',
  locale: Locale,
  input: unknown,
  offlineMessage: string,
): Promise<AuthAnswer<T>> {
  try {
    const response = await fetch(endpoint, {
      method,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ locale, input }),
    });
    const body = (await response.json()) as Partial<{ ok: boolean; data: T; error: string }>;
    if (body.ok && body.data) return { ok: true, data: body.data };
    return { ok: false, error: body.error ?? offlineMessage };
  } catch {
    return { ok: false, error: offlineMessage };
  }
}
