// One registry for the catalogue's cache tags, shared by the cached reads ('use cache' + cacheTag)
// and by POST /api/revalidate, which receives Odoo's `P<id>` / `C<id>` tags.

export const CATALOG_TAGS = {
  product: (templateId: number) => `product:${templateId}`,
  category: (categoryId: number) => `category:${categoryId}`,
  /** Every product listing (categories, search, brands, catalogs, home strips). */
  products: 'products',
  /** The category tree and navigation. */
  categories: 'categories',
  brands: 'brands',
  content: (url: string) => `content:${url}`,
} as const;

/** Odoo's invalidation tags (`P12`, `C3`) as our tags; unknown ones are ignored. */
export function tagsFromOdoo(odooTags: readonly string[]): string[] {
  const tags = new Set<string>();
  for (const raw of odooTags) {
    const match = /^([PC])(\d+)$/.exec(raw.trim());
    if (!match) continue;
    const id = Number(match[2]);
    if (match[1] === 'P') tags.add(CATALOG_TAGS.product(id)).add(CATALOG_TAGS.products);
    else
      tags.add(CATALOG_TAGS.category(id)).add(CATALOG_TAGS.categories).add(CATALOG_TAGS.products);
  }
  return [...tags];
}
