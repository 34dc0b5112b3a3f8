/** Odoo's HTTP session cookie: the shopper's identity, cart and wishlist live behind it. */
export const ODOO_SESSION_COOKIE = 'session_id';
