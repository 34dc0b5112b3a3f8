import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { plainTextOf } from '@/components/product/plain-text';
import { ProductView } from '@/components/product/product-view';
import { sanitizeHtml } from '@/lib/html/sanitize-html.server';
import { interpolate } from '@/lib/i18n/interpolate';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site-url';
import { loadPrerenderedProductSlugs, loadProduct } from '@/lib/cache/cached-reads.server';
import { shopProductSlug } from '@/lib/catalog/product-slug';
import { routeLocale } from '@/lib/i18n/route-locale.server';
import { renderWhileOdooAnswers } from '@/lib/shopper/odoo-outage-gate.server';

// The product page is static per slug: everything comes from cached catalogue reads, the chosen
// variant (`?variant=`) is read in the browser, and per-shopper bits come from cookies there.
// 'navigation' makes Next render an unlisted slug completely before answering, so an unknown
// product is decided before anything streams and answers a real 404 (no loading.tsx here for the
// same reason: its Suspense boundary would send 200 first).
export const ensureStatic = 'navigation';
// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';
// The page may block on its params (that is the point: the 404 is decided before streaming), so
// it opts out of the instant-navigation shell check.
export const instant = false;

const PRERENDERED_PRODUCTS = 20;

type Params = { locale: string; slug: string };

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  // Slugs are the same in every language.
  const slugs = await loadPrerenderedProductSlugs(DEFAULT_LOCALE, PRERENDERED_PRODUCTS);
  // Cache Components needs at least one entry; an unknown slug simply prerenders the 404.
  return (slugs.length > 0 ? slugs : ['unknown-0']).map((slug) => ({ slug }));
}

/** A product never rendered before cannot render while Odoo is down: the shopper is told so. */
function loadProductPage(locale: Locale, slug: string) {
  return renderWhileOdooAnswers(localizedPath(locale, `/product/${slug}`), () =>
    loadProduct(locale, slug),
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const product = await loadProductPage(locale, slug);
  if (!product) return notFoundMetadata(locale);
  const messages = (await getMessages()) as Messages;
  const description =
    product.metaDescription ??
    (plainTextOf(sanitizeHtml(product.description), 160) ||
      interpolate(messages.Product.metaDescription, { name: product.name }));
  const image = product.image ? odooImageUrl(product.image, product.imageName, 1200, 1200) : null;
  return pageMetadata({
    locale: locale,
    path: product.slug,
    title: product.metaTitle ?? product.name,
    description,
    images: image ? [/^https?:/.test(image) ? image : absoluteUrl(image)] : undefined,
  });
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const product = await loadProductPage(locale, slug);
  if (!product) notFound();
  // Odoo finds a product by the id at the end of the slug; an old or mistyped name moves on.
  const canonical = shopProductSlug(product.slug);
  if (canonical && canonical !== slug) permanentRedirect(localizedPath(locale, product.slug));
  const messages = (await getMessages()) as Messages;
  return <ProductView product={product} locale={locale} labels={messages.Product} />;
}
