import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseLocales } from './lib/i18n/locales';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/image-sizes';

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
    // The only widths next/image asks for; the image route refuses others (lib/images/image-sizes.ts).
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  async rewrites() {
    if (process.env.ODOO_PUBLIC_URL) return [];
    const odoo = (process.env.ODOO_URL || 'http://127.0.0.1:8069').replace(/\/+$/, '');
    return [{ source: '/web/image/:path*', destination: `${odoo}/web/image/:path*` }];
  },
  experimental: {
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
