import 'server-only';
import type {
  AttributeValueFragment,
  FacetValueFragment,
  GetRealProductResult,
  ProductCardFragment,
  ProductDetailFragment,
} from '@/graphql/generated/operations';
import { amount, compact, jsonText, optionalText, text } from '@/lib/odoo/map-values.server';
import { categoryPath, mapCategoryLink } from './map-category.server';
import { isPositive, priceFromCombination, priceOf } from './map-price.server';
import type {
  AttributeOption,
  BrandLink,
  CategoryLink,
  GalleryImage,
  ProductAttribute,
  ProductCard,
  ProductDetail,
  ProductVariantOption,
  RealProduct,
  Ribbon,
} from './types';

const DEFAULT_IMAGE_NAME = 'image';

/** A product's attribute value, or a listing's facet value (which has no extra price). */
type OptionValue = FacetValueFragment & Partial<Pick<AttributeValueFragment, 'priceExtra'>>;

export function mapAttributeOption(value: OptionValue): AttributeOption {
  return {
    id: value.id,
    name: text(value.name),
    htmlColor: optionalText(value.htmlColor),
    token: text(value.search, `${value.attribute?.id ?? 0}-${value.id}`),
    priceExtra: amount(value.priceExtra),
  };
}

/** One entry per attribute, in the order Odoo lists the values. */
export function groupAttributes(values: readonly OptionValue[]): ProductAttribute[] {
  const groups = new Map<number, ProductAttribute>();
  for (const value of values) {
    const attributeId = value.attribute?.id ?? 0;
    let group = groups.get(attributeId);
    if (!group) {
      group = {
        id: attributeId,
        name: text(value.attribute?.name),
        displayType: text(value.displayType, 'radio'),
        options: [],
      };
      groups.set(attributeId, group);
    }
    group.options.push(mapAttributeOption(value));
  }
  return [...groups.values()];
}

export function mapProductCard(product: ProductCardFragment): ProductCard {
  const price = priceFromCombination(product.combinationInfo, product.price);
  const variant = product.firstVariant;
  return {
    id: product.id,
    variantId: variant?.id ?? null,
    name: text(product.name),
    slug: text(product.slug),
    sku: optionalText(product.sku),
    image: optionalText(product.image),
    imageName: text(product.imageFilename, DEFAULT_IMAGE_NAME),
    price,
    isPositivePrice: isPositive(price),
    inStock: variant?.isInStock ?? false,
    stock: variant?.qty ?? null,
    isInWishlist: product.isInWishlist ?? false,
    ribbon: mapRibbon(product.ribbon),
    colors: compact(product.attributeValues)
      .filter((value) => value.displayType === 'color')
      .map(mapAttributeOption),
  };
}

export function mapProductDetail(product: ProductDetailFragment): ProductDetail {
  const categories = compact(product.categories);
  return {
    ...mapProductCard(product),
    description: optionalText(product.description),
    barcode: optionalText(product.barcode),
    weight: product.weight,
    metaTitle: optionalText(product.metaTitle),
    metaKeywords: optionalText(product.metaKeyword),
    metaDescription: optionalText(product.metaDescription),
    jsonLd: jsonText(product.jsonLd),
    currency: optionalText(product.currency?.name),
    allowOutOfStock: product.allowOutOfStock ?? false,
    showAvailableQty: product.showAvailableQty ?? false,
    outOfStockMessage: optionalText(product.outOfStockMessage),
    brand: mapBrandLink(product.brand),
    gallery: compact(product.mediaGallery).map(mapGalleryImage),
    categories: categories.map(mapCategoryLink),
    breadcrumbs: breadcrumbsOf(categories),
    attributes: groupAttributes(compact(product.attributeValues)),
    variants: compact(product.productVariants).map(mapVariantOption),
    alternatives: compact(product.alternativeProducts).map(mapProductCard),
    // Odoo's accessories are variants: two of one template (a sleeve in two colours) would be
    // two cards with the same name and link. The first stands for its template, whose page
    // offers the others.
    accessories: uniqueBy(compact(product.accessoryProducts), (accessory) =>
      accessory.productTemplate
        ? `template:${accessory.productTemplate.id}`
        : `variant:${accessory.id}`,
    ).map((accessory) => ({
      ...mapProductCard(accessory),
      ...(accessory.productTemplate ? { variantOf: accessory.productTemplate.id } : {}),
    })),
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

type ProductVariantResult = GetRealProductResult['productVariant'];

export function mapRealProduct(variant: ProductVariantResult): RealProduct | null {
  const product = variant.product;
  if (!product) return null;
  const listPrice = variant.listPrice === null ? null : Number(variant.listPrice);
  const price =
    variant.price === null
      ? priceFromCombination(product.combinationInfoVariant, product.variantPrice)
      : priceOf(
          Number.isFinite(listPrice) ? listPrice : null,
          variant.price,
          variant.hasDiscountedPrice,
        );
  return {
    productId: product.id,
    templateId: variant.productTemplateId,
    name: text(variant.displayName ?? product.displayName),
    sku: optionalText(product.sku),
    image: optionalText(product.image),
    imageName: text(product.imageFilename, DEFAULT_IMAGE_NAME),
    isInWishlist: product.isInWishlist ?? false,
    isPossible: variant.isCombinationPossible ?? true,
    price,
    isPositivePrice: isPositive(price),
  };
}

function mapVariantOption(
  variant: NonNullable<ProductDetailFragment['productVariants']>[number],
): ProductVariantOption {
  return {
    id: variant.id,
    name: text(variant.displayName),
    sku: optionalText(variant.sku),
    image: optionalText(variant.image),
    inStock: variant.isInStock ?? false,
    stock: variant.qty,
    isPossible: variant.isVariantPossible ?? true,
    price: priceFromCombination(variant.combinationInfoVariant),
    valueIds: compact(variant.variantAttributeValues).map((value) => value.id),
  };
}

function mapGalleryImage(
  image: NonNullable<ProductDetailFragment['mediaGallery']>[number],
): GalleryImage {
  return {
    id: image.id,
    image: optionalText(image.image),
    imageName: text(image.imageFilename, DEFAULT_IMAGE_NAME),
    video: optionalText(image.video),
  };
}

function mapBrandLink(brand: ProductDetailFragment['brand']): BrandLink | null {
  // Undefined when a plain Odoo 15 got the core document (no brands there).
  if (!brand) return null;
  return {
    id: brand.id,
    name: text(brand.name),
    slug: text(brand.slug),
    logo: optionalText(brand.logo),
  };
}

function mapRibbon(ribbon: ProductCardFragment['ribbon']): Ribbon | null {
  if (!ribbon?.html) return null;
  return {
    html: ribbon.html,
    textColor: optionalText(ribbon.textColor),
    backgroundColor: optionalText(ribbon.bgColor),
  };
}

/** Like the reference getter: the first category that is not Odoo's catch-all 'All'. */
function breadcrumbsOf(
  categories: NonNullable<ProductDetailFragment['categories']>,
): CategoryLink[] {
  const first = categories.find((category) => category.name !== 'All');
  return first ? categoryPath(first) : [];
}
