import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { CATALOG_CACHE_PROFILES } from './lib/cache/cache-profiles';
import { parseLocales } from './lib/i18n/locales';
import {
  FIXED_SECURITY_HEADERS,
  IMAGE_POLICY,
  NO_REFERRER,
  NO_REFERRER_RULES,
  NOTHING_TO_RUN_POLICY,
} from './lib/security/fixed-headers';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/image-sizes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

function cacheModule(file: string): string {
  return fileURLToPath(new URL(`./lib/cache/${file}`, import.meta.url));
}

const nextConfig: NextConfig = {
  // A second build beside the first (`.next-stock`: the shop built against a stock Odoo 15, for
  // its end-to-end run); one build otherwise.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  // Browse pages are prerendered and cached with 'use cache' + tags.
  cacheComponents: true,
  // The catalogue's lifetimes by name (cacheLife('catalog')): long enough to ride out an Odoo outage.
  cacheLife: CATALOG_CACHE_PROFILES,
  // Partial Prefetching only where links lead to static catalogue pages (`prefetch = 'partial'` in
  // their page.tsx). Switched on for the whole app it also renders every per-request page (cart,
  // search, account) a second time and embeds that copy in its RSC payload: twice the CPU and the
  // bytes (search: 45 → 28 ms of server CPU per request, 227 → 154 KB of HTML).
  partialPrefetching: false,
  poweredByHeader: false,
  // Whole pages: Next's file cache (or Redis), minus made-up URLs, plus each page's script policy.
  cacheHandler: cacheModule('isr-cache-handler.mjs'),
  // Several instances share their caches through Redis; one instance keeps them in memory. Read
  // when the server starts, so the same build runs either way.
  ...(process.env.REDIS_URL?.trim()
    ? {
        cacheHandlers: {
          default: cacheModule('use-cache-handler.mjs'),
          remote: cacheModule('use-cache-handler.mjs'),
        },
        // No per-instance copies in front of the shared cache: they would not hear of revalidations.
        cacheMaxMemorySize: 0,
      }
    : {}),
  reactStrictMode: true,
  // Validated here so a typo fails the build, and inlined so server and browser agree.
  env: {
    SHOP_LOCALES: parseLocales(process.env.SHOP_LOCALES).join(','),
    // Where browsers fetch Odoo images; empty means through this app (app/web/image).
    ODOO_PUBLIC_URL: process.env.ODOO_PUBLIC_URL ?? '',
  },
  // Odoo resizes product images itself (/web/image/.../<W>x<H>/...); Next must not optimise again.
  images: {
    loader: 'custom',
    loaderFile: './lib/images/odoo-image-loader.ts',
    // The only widths next/image asks for; the image route refuses others (lib/images/image-sizes.ts).
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  // The fixed security headers of every answer, also where proxy.ts does not run (files, API
  // routes, Odoo's images). Pages get their Content-Security-Policy from proxy.ts (lib/security).
  async headers() {
    return [
      { source: '/:path*', headers: [...FIXED_SECURITY_HEADERS] },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: NOTHING_TO_RUN_POLICY }],
      },
      {
        source: '/web/image/:path*',
        headers: [{ key: 'Content-Security-Policy', value: IMAGE_POLICY }],
      },
      // Last: of two rules setting one header, the later wins.
      ...NO_REFERRER_RULES.map((rule) => ({ ...rule, headers: [NO_REFERRER] })),
    ];
  },
  experimental: {
    globalNotFound: true,
    // The stylesheets as <style> in the first document: no render-blocking round trip before the
    // first paint, so the page paints before its scripts have arrived and Lighthouse's simulated
    // LCP does not count them (bench: "real first paint", bench/README.md).
    inlineCss: true,
    // Inlined, a stylesheet costs bytes in every document rather than a request, so CSS is grouped
    // per route with no other route's rules merged in (the default merged the cart, checkout and
    // account styles into the category page's CSS, half of it).
    cssChunking: { type: 'graph', requestCost: 1 },
  },
};

export default withNextIntl(nextConfig);
