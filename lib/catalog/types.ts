// What catalogue screens get: plain, serialisable objects (they cross 'use cache' and the RSC
// boundary), never raw GraphQL shapes. Image fields are Odoo paths for lib/images/odoo-image.ts.

export interface CategoryLink {
  id: number;
  name: string;
  slug: string;
}

/** A category with the children and ancestors Odoo returned (three levels each way). */
export interface Category extends CategoryLink {
  children: Category[];
  parent: Category | null;
}

export interface CategoryDetail extends Category {
  /** schema.org JSON for a script tag, or null. */
  jsonLd: string | null;
}

export interface CategoryList {
  categories: Category[];
  totalCount: number;
}

/** Odoo's combination prices for the website pricelist; tax display is an Odoo setting. */
export interface Price {
  regular: number;
  special: number;
  hasDiscount: boolean;
}

export interface Ribbon {
  html: string;
  textColor: string | null;
  backgroundColor: string | null;
}

/** One selectable value: a facet option, a swatch or a variant choice. */
export interface AttributeOption {
  id: number;
  name: string;
  htmlColor: string | null;
  /** '<attributeId>-<valueId>' (or '<filterId>-<valueId>' for filters): the filter token. */
  token: string;
  priceExtra: number;
}

export interface ProductAttribute {
  id: number;
  name: string;
  /** radio, select, color or pills: which widget shows it. */
  displayType: string;
  options: AttributeOption[];
}

/**
 * What a product card, a quick-search suggestion and a wishlist item all show of a product: its
 * name and link, SKU, picture and price.
 */
export interface ProductSummary {
  name: string;
  slug: string;
  sku: string | null;
  image: string | null;
  imageName: string;
  price: Price;
}

export interface ProductCard extends ProductSummary {
  /** Template id (a variant's id where Odoo lists variants: see `variantOf`). */
  id: number;
  /** Set when the card is a variant (accessories): its template, whose variants it is among. */
  variantOf?: number;
  /** The default variant: what add to cart and wishlist take. */
  variantId: number | null;
  isPositivePrice: boolean;
  inStock: boolean;
  stock: number | null;
  isInWishlist: boolean;
  ribbon: Ribbon | null;
  colors: AttributeOption[];
}

export interface GalleryImage {
  id: number;
  image: string | null;
  imageName: string;
  video: string | null;
}

export interface ProductVariantOption {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  inStock: boolean;
  stock: number | null;
  isPossible: boolean;
  price: Price;
  /** Attribute value ids of this combination. */
  valueIds: number[];
}

export interface BrandLink {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
}

export interface ProductDetail extends ProductCard {
  description: string | null;
  barcode: string | null;
  weight: number | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  jsonLd: string | null;
  currency: string | null;
  allowOutOfStock: boolean;
  showAvailableQty: boolean;
  outOfStockMessage: string | null;
  brand: BrandLink | null;
  gallery: GalleryImage[];
  categories: CategoryLink[];
  /** Root first, ending with the product's first category (not 'All'). */
  breadcrumbs: CategoryLink[];
  attributes: ProductAttribute[];
  variants: ProductVariantOption[];
  alternatives: ProductCard[];
  accessories: ProductCard[];
}

/** The variant for a chosen combination of attribute values. */
export interface RealProduct {
  productId: number;
  templateId: number | null;
  name: string;
  sku: string | null;
  image: string | null;
  imageName: string;
  isInWishlist: boolean;
  isPossible: boolean;
  price: Price;
  isPositivePrice: boolean;
}

export type FacetKind = 'attribute' | 'filter';

export interface Facet {
  kind: FacetKind;
  /** Attribute id or filter id. */
  id: number;
  name: string;
  displayType: string;
  options: AttributeOption[];
}

export interface Listing {
  products: ProductCard[];
  totalCount: number;
  /** Range of the whole match without price, attribute and filter filters. */
  minPrice: number;
  maxPrice: number;
  facets: Facet[];
}

export type ProductSortField = 'price' | 'name' | 'id';
export type SortDirection = 'ASC' | 'DESC';

export interface ListingQuery {
  categorySlug?: string;
  catalogSlug?: string;
  brandSlug?: string;
  search?: string;
  ids?: number[];
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: { field: ProductSortField; direction: SortDirection };
  minPrice?: number;
  maxPrice?: number;
  /** '<attributeId>-<valueId>' tokens. */
  attributeTokens?: string[];
  /** '<filterId>-<valueId>' tokens (filters extension). */
  filterTokens?: string[];
}

export interface QuickSearchProduct extends ProductSummary {
  id: number;
}

export interface QuickSearchResult {
  products: QuickSearchProduct[];
  categories: CategoryLink[];
  totalCount: number;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  description: string | null;
  productCount: number;
}

export interface ProductFilter {
  id: number;
  name: string;
  displayType: string;
  options: AttributeOption[];
}

export interface Catalog {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  isPersonal: boolean;
  productCount: number;
}

export interface ComparedProduct extends ProductCard {
  description: string | null;
}

export interface ComparisonRow {
  id: number;
  name: string;
  /** One per compared product, in product order; null when the product lacks it. */
  values: (string | null)[];
}

export interface Comparison {
  products: ComparedProduct[];
  rows: ComparisonRow[];
}
