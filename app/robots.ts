import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/site-url';

/** Per-shopper and transactional pages: nothing for a search engine, in any locale. */
const PRIVATE_PATHS = ['/cart', '/checkout', '/my/', '/payment', '/compare', '/search'];

export default function robots(): MetadataRoute.Robots {
  const prefixes = ['', ...ENABLED_LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`)];
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((p) => prefix + p))],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
