import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

/** Namespaces of the texts shopper-facing actions and endpoints answer with. */
export type ShopperNamespace =
  | 'ShopperActions'
  | 'OdooMessages'
  | 'CartActions'
  | 'WishlistActions'
  | 'AccountActions'
  | 'AuthMessages'
  | 'CheckoutActions'
  | 'PaymentActions'
  | 'AdyenActions'
  | 'Company'
  | 'Invitation'
  | 'OrderAgain'
  | 'RequisitionLists'
  | 'Approvals';

export type Translate<N extends ShopperNamespace> = (
  key: keyof Messages[N] & string,
  values?: Record<string, string | number>,
) => string;

/**
 * A translator for one namespace: for a server action the calling page's locale (the proxy's),
 * for a route handler the locale it was given.
 */
export async function translator<N extends ShopperNamespace>(
  namespace: N,
  locale?: Locale,
): Promise<Translate<N>> {
  const t = locale
    ? await getTranslations({ locale, namespace })
    : await getTranslations(namespace);
  // next-intl types each namespace's keys separately; this function is generic over them.
  return (key, values) => (t as unknown as (k: string, v?: typeof values) => string)(key, values);
}
