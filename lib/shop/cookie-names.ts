// Every cookie the shop reads or writes, by name. Shared by the proxy, server code and the
// browser: a name spelled in two places is a cookie that one side stops finding.

/** The spec's `locale` cookie keeps a visitor's choice for one year. */
export const LOCALE_COOKIE = { name: 'locale', maxAge: 60 * 60 * 24 * 365 } as const;

/** The spec's `currency` and `country` cookies; like `locale` they last a year. */
export const CURRENCY_COOKIE = 'currency';
export const COUNTRY_COOKIE = 'country';

/** Counts the server sets after every cart or wishlist change, read by the header's badges. */
export const CART_SIZE_COOKIE = 'cart-size';
export const WISHLIST_SIZE_COOKIE = 'wishlist-size';

/** The signed cookie with the signed-in shopper (lib/shopper/user-cookie.ts). */
export const USER_COOKIE = 'user';

/** Marks an Odoo session that belongs to a sign-in (lib/shopper/signed-in-session.ts). */
export const SIGNED_IN_SESSION_COOKIE = 'signed_in_session';

/** The spec's cookie with a punch-out buyer's OCI return address. */
export const HOOK_URL_COOKIE = 'HOOK_URL';

/** The Adyen transaction a payment step started (lib/payment/adyen-kept-transaction.server.ts). */
export const ADYEN_TX_COOKIE = 'adyen-tx';

// Odoo's own cookies, which the shop forwards to it.

/** Odoo's HTTP session cookie: the shopper's identity, cart and wishlist live behind it. */
export const ODOO_SESSION_COOKIE = 'session_id';
/** The cookie that carries the language to Odoo. */
export const ODOO_LANG_COOKIE = 'frontend_lang';
/** The cookie that carries the currency to Odoo, next to `frontend_lang` (odoo-extensions.md). */
export const ODOO_CURRENCY_COOKIE = 'frontend_currency';
