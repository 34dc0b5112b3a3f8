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

/** JSON and images: nothing in them may run, load or be framed. */
export const NOTHING_TO_RUN_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** An image opened on its own, with its type sniffed by no one and no scripts. */
export const IMAGE_POLICY = `${NOTHING_TO_RUN_POLICY}; sandbox`;
