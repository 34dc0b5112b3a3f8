import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { requireShopper } from '@/lib/shopper/guards.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';

/**
 * The account pages' guard: renders its content only for a verified signed-in shopper and sends
 * anyone else home (spec: is-authenticated). It runs on every request, whatever proxy.ts did, so
 * a prefetch, an RSC request or a request that skipped the proxy gets nothing private either.
 */
export function ShopperOnly({
  locale,
  fallback,
  children,
}: {
  locale: Locale;
  fallback: ReactNode;
  children: (shopper: UserCookie) => ReactNode | Promise<ReactNode>;
}) {
  return (
    <Suspense fallback={fallback}>
      <Guarded locale={locale}>{children}</Guarded>
    </Suspense>
  );
}

async function Guarded({
  locale,
  children,
}: {
  locale: Locale;
  children: (shopper: UserCookie) => ReactNode | Promise<ReactNode>;
}) {
  const shopper = await requireShopper(locale);
  return children(shopper);
}
