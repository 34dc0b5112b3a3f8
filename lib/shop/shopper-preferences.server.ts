import 'server-only';
import { cookies } from 'next/headers';
import { shopCountry, shopCurrency, type ShopCountry, type ShopCurrency } from './settings';
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from '@/lib/shop/cookie-names';

// Dynamic routes only (cart, checkout, account, route handlers, actions): reading cookies makes a
// page dynamic, so browse pages never call these; they show EUR and the browser swaps prices.

/**
 * The shopper's preferred country for address forms (the `country` cookie the footer selector
 * sets): a configured country, else NL; a Dutch-only shop is always NL.
 */
export async function preferredCountry(): Promise<ShopCountry> {
  return shopCountry((await cookies()).get(COUNTRY_COOKIE)?.value);
}

/** The shopper's currency (`currency` cookie): a configured one, else EUR; Dutch-only: EUR. */
export async function preferredCurrency(): Promise<ShopCurrency> {
  return shopCurrency((await cookies()).get(CURRENCY_COOKIE)?.value);
}
