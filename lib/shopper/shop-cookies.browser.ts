import Cookies from 'js-cookie';
import { decodeUserCookie, type UserCookie } from '@/lib/shopper/user-cookie';
import {
  USER_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  CART_SIZE_COOKIE,
  WISHLIST_SIZE_COOKIE,
} from '@/lib/shop/cookie-names';
import {
  shopCountry,
  shopCurrency,
  type ShopCountry,
  type ShopCurrency,
} from '@/lib/shop/settings';

export interface ShopCookies {
  cartSize: number;
  wishlistSize: number;
  user: UserCookie | null;
  /** The chosen currency (`currency` cookie); always EUR in a Dutch-only shop. */
  currency: ShopCurrency;
  /** The chosen country (`country` cookie); always NL in a Dutch-only shop. */
  country: ShopCountry;
}

/** Counts are plain cookies the server sets after every cart or wishlist change. */
export function readCount(name: string): number {
  const value = Number.parseInt(Cookies.get(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function readShopCookies(): ShopCookies {
  return {
    cartSize: readCount(CART_SIZE_COOKIE),
    wishlistSize: readCount(WISHLIST_SIZE_COOKIE),
    user: decodeUserCookie(Cookies.get(USER_COOKIE)),
    currency: shopCurrency(Cookies.get(CURRENCY_COOKIE)),
    country: shopCountry(Cookies.get(COUNTRY_COOKIE)),
  };
}
