// One registry for the catalogue's cache tags, shared by the cached reads ('use cache' + cacheTag)
// and by POST /api/revalidate, which receives Odoo's `P<id>` / `C<id>` / `W<id>` tags.

export const CATALOG_TAGS = {
  product: (templateId: number) => `product:${templateId}`,
  category: (categoryId: number) => `category:${categoryId}`,
  /** Every product listing (categories, search, brands, catalogs, home strips). */
  products: 'products',
  /** The category tree and navigation. */
  categories: 'categories',
  brands: 'brands',
  /** One website page, by the `contentCacheTag` Odoo gives it (`W<page id>`). */
  content: (odooTag: string) => `content:${odooTag}`,
  /** Every static content page, misses included (a page published later replaces the 404). */
  staticContent: 'static-content',
} as const;

/** Odoo's invalidation tags (`P12`, `C3`, `W7`) as our tags; unknown ones are ignored. */
export function tagsFromOdoo(odooTags: readonly string[]): string[] {
  const tags = new Set<string>();
  for (const raw of odooTags) {
    const match = /^([PCW])(\d+)$/.exec(raw.trim());
    if (!match) continue;
    const id = Number(match[2]);
    if (match[1] === 'P') tags.add(CATALOG_TAGS.product(id)).add(CATALOG_TAGS.products);
    else if (match[1] === 'W') {
      tags.add(CATALOG_TAGS.content(`W${id}`)).add(CATALOG_TAGS.staticContent);
    } else
      tags.add(CATALOG_TAGS.category(id)).add(CATALOG_TAGS.categories).add(CATALOG_TAGS.products);
  }
  return [...tags];
}
