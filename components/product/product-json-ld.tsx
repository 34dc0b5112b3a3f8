import type { ProductDetail } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/site-url';
import { JsonLdScript } from '@/components/catalog/json-ld-script';
import { breadcrumbListData } from '@/lib/seo/json-ld';
import { odooImageUrl } from '@/lib/images/odoo-image';
import type { Crumb } from './product-breadcrumbs';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

function imageUrl(product: ProductDetail): string | undefined {
  if (!product.image) return undefined;
  const url = odooImageUrl(product.image, product.imageName, 1024, 1024);
  return /^https?:/.test(url) ? url : absoluteUrl(url);
}

/** schema.org Product (with its offer and availability) and BreadcrumbList, escaped for <script>. */
export function ProductJsonLd({
  product,
  description,
  crumbs,
  locale,
}: {
  product: ProductDetail;
  description: string;
  crumbs: Crumb[];
  locale: Locale;
}) {
  const url = absoluteUrl(localizedPath(locale, product.slug));
  const inStock = (product.stock ?? 0) > 0 || (product.stock === null && product.inStock);
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin: product.barcode } : {}),
    ...(description ? { description } : {}),
    ...(imageUrl(product) ? { image: imageUrl(product) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.isPositivePrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.special.toFixed(2),
            priceCurrency: product.currency ?? 'EUR',
            availability: inStock ? IN_STOCK : OUT_OF_STOCK,
          },
        }
      : {}),
  };
  const breadcrumbData = breadcrumbListData(crumbs, (path) =>
    absoluteUrl(localizedPath(locale, path)),
  );
  return (
    <>
      <JsonLdScript data={productData} />
      <JsonLdScript data={breadcrumbData} />
    </>
  );
}
