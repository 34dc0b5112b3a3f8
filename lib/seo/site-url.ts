// The shop's public origin, for canonical URLs, hreflang alternates, the sitemap and robots.txt.
// Static pages are prerendered, so the value is read where they render (build time for them):
// set SHOP_URL for the build of a deployment.

const FALLBACK_PORT = 3000;

/** `https://shop.example.com` without a trailing slash; `http://localhost:<PORT>` when unset. */
export function siteUrl(): string {
  const configured = process.env.SHOP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${process.env.PORT || FALLBACK_PORT}`;
}

/** An absolute URL on this shop for a path that already carries its locale prefix. */
export function absoluteUrl(path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${siteUrl()}${normalized}`;
}
