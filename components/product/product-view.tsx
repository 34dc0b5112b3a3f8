import type { ProductDetail } from '@/lib/catalog/types';
import { sanitizeHtml } from '@/lib/html/sanitize-html.server';
import type { Locale } from '@/lib/i18n/locales';
import { shopContact } from '@/lib/shop/contact';
import { plainTextOf } from './plain-text';
import { ProductBreadcrumbs, productCrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import type { ProductLabels, VariantView } from './product-labels';
import { PurchaseActions } from './purchase-actions';
import { RelatedProducts } from './related-products';
import { StickyProductBar } from './sticky-product-bar';
import styles from './product.module.css';
import { VariantProvider } from './variant-context';
import { VariantSelector } from './variant-selector';
import { VariantSummary } from './variant-summary';

/** The default variant as the page is prerendered; `?variant=` switches after hydration. */
function initialVariant(product: ProductDetail): { view: VariantView; valueIds: number[] } {
  const variant =
    product.variants.find((candidate) => candidate.id === product.variantId) ?? product.variants[0];
  if (!variant) {
    return {
      valueIds: [],
      view: {
        variantId: product.variantId,
        name: product.name,
        sku: product.sku,
        image: product.image,
        imageName: product.imageName,
        regularPrice: product.price.regular,
        price: product.price.special,
        hasDiscount: product.price.hasDiscount,
        isPositivePrice: product.isPositivePrice,
        stock: product.stock,
        inStock: product.inStock,
      },
    };
  }
  return {
    valueIds: variant.valueIds,
    view: {
      variantId: variant.id,
      name: variant.name || product.name,
      sku: variant.sku ?? product.sku,
      image: variant.image ?? product.image,
      imageName: product.imageName,
      regularPrice: variant.price.regular,
      price: variant.price.special,
      hasDiscount: variant.price.hasDiscount,
      isPositivePrice: variant.price.special > 0,
      stock: variant.stock,
      inStock: variant.inStock,
    },
  };
}

export function ProductView({
  product,
  locale,
  labels,
}: {
  product: ProductDetail;
  locale: Locale;
  labels: ProductLabels;
}) {
  const description = sanitizeHtml(product.description);
  const crumbs = productCrumbs(labels.home, product.breadcrumbs, product.name);
  const contact = shopContact();
  const { view, valueIds } = initialVariant(product);

  return (
    <>
      <ProductJsonLd
        product={product}
        description={plainTextOf(description)}
        crumbs={crumbs}
        locale={locale}
      />
      <ProductBreadcrumbs crumbs={crumbs} locale={locale} label={labels.breadcrumbs} />
      <VariantProvider
        locale={locale}
        templateId={product.id}
        attributes={product.attributes}
        variants={product.variants.map((variant) => ({
          id: variant.id,
          valueIds: variant.valueIds,
          stock: variant.stock,
          inStock: variant.inStock,
        }))}
        initialView={view}
        initialValueIds={valueIds}
      >
        <article className={styles.product}>
          <ProductGallery gallery={product.gallery} productName={product.name} labels={labels} />
          <div className={styles.info}>
            <h1 className={styles.title}>{product.name}</h1>
            {product.brand ? (
              <p className={styles.brand}>
                {labels.brand}: {product.brand.name}
              </p>
            ) : null}
            <VariantSummary locale={locale} labels={labels} />
            <VariantSelector labels={labels} />
            <PurchaseActions labels={labels} contact={contact} productName={product.name} />
          </div>
        </article>
        <StickyProductBar
          productName={product.name}
          locale={locale}
          labels={labels}
          contact={contact}
        />
      </VariantProvider>
      {description ? (
        <section className={styles.description}>
          <h2>{labels.description}</h2>
          <div dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      <RelatedProducts
        title={labels.alternatives}
        products={product.alternatives}
        locale={locale}
        exclVat={labels.exclVat}
      />
      <RelatedProducts
        title={labels.accessories}
        products={product.accessories}
        locale={locale}
        exclVat={labels.exclVat}
      />
    </>
  );
}
