// What GET /api/quick-search answers; shared by the route handler and the header island.

export interface QuickSearchProductJson {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  image: string | null;
  price: number;
}

export interface QuickSearchJson {
  products: QuickSearchProductJson[];
  categories: { name: string; slug: string }[];
  totalCount: number;
}
