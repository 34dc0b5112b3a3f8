import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseLocales } from './lib/i18n/locales';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Browse pages are prerendered and cached with 'use cache' + tags.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Validated here so a typo fails the build, and inlined so server and browser agree.
  env: {
    SHOP_LOCALES: parseLocales(process.env.SHOP_LOCALES).join(','),
    // Where browsers fetch Odoo images; empty means through this app (see rewrites).
    ODOO_PUBLIC_URL: process.env.ODOO_PUBLIC_URL ?? '',
  },
  // Odoo resizes product images itself (/web/image/.../<W>x<H>/...); Next must not optimise again.
  images: {
    loader: 'custom',
    loaderFile: './lib/images/odoo-image-loader.ts',
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
  },
  async rewrites() {
    if (process.env.ODOO_PUBLIC_URL) return [];
    const odoo = (process.env.ODOO_URL || 'http://127.0.0.1:8069').replace(/\/+$/, '');
    return [{ source: '/web/image/:path*', destination: `${odoo}/web/image/:path*` }];
  },
  experimental: {
    globalNotFound: true,
    // The stylesheets as <style> in the first document: no render-blocking round trip before the
    // first paint, so the page paints before its scripts have arrived and Lighthouse's simulated
    // LCP does not count them (bench: "real first paint"; reference/performance.md Appendix F).
    inlineCss: true,
    // Inlined, a stylesheet costs bytes in every document rather than a request, so CSS is grouped
    // per route with no other route's rules merged in (the default merged the cart, checkout and
    // account styles into the category page's CSS, half of it).
    cssChunking: { type: 'graph', requestCost: 1 },
  },
};

export default withNextIntl(nextConfig);
