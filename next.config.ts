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
  env: { SHOP_LOCALES: parseLocales(process.env.SHOP_LOCALES).join(',') },
  experimental: {
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
