// What GET /api/compare answers: plain JSON the compare page renders.

export interface ComparedProductJson {
  id: number;
  variantId: number | null;
  name: string;
  slug: string;
  sku: string | null;
  image: string | null;
  price: number;
  listPrice: number;
  hasDiscount: boolean;
  isPositivePrice: boolean;
  inStock: boolean;
}

export type CompareJson =
  | { available: true; products: ComparedProductJson[]; rows: ComparisonRowJson[] }
  | { available: false };

export interface ComparisonRowJson {
  id: number;
  name: string;
  values: (string | null)[];
}
