// The security headers every answer carries, set in next.config.ts for everything Next serves.

export const FIXED_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
  },
  // Browsers ignore it over plain http; behind https it pins the shop to https for a year.
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }]
    : []),
];

/**
 * What the punch-out entries send instead: their addresses carry a one-time token or SAP OCI's
 * USERNAME and PASSWORD, which no Referer may take anywhere.
 */
export const NO_REFERRER = { key: 'Referrer-Policy', value: 'no-referrer' } as const;

/**
 * Where NO_REFERRER applies, as next.config.ts header rules: the punch-out routes (with or
 * without a locale). Next sets config headers before a route answers and then keeps them, so a
 * route's own Referrer-Policy would lose to the shop-wide one; these rules come after it and win.
 * A page opened with OCI credentials gets it from proxy.ts, which hands it to the OCI entry (the
 * parameters' names come in any case, which a header rule cannot match).
 */
export const NO_REFERRER_RULES = [
  { source: '/punchout/:path*' },
  { source: '/:locale/punchout/:path*' },
];

/** JSON and images: nothing in them may run, load or be framed. */
export const NOTHING_TO_RUN_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** An image opened on its own, with its type sniffed by no one and no scripts. */
export const IMAGE_POLICY = `${NOTHING_TO_RUN_POLICY}; sandbox`;
