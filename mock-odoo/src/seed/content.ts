import type { Db } from '../db';
import type { CatalogIds, SeededTemplate } from './catalog';
import type { CustomerIds } from './customers';
import { idAt, insertLinks, insertRows } from './insert';
import { PAGES } from './pages';
import type { Rng } from './random';

/** Static pages, redirects and the curated catalogs (public and personal). */
export async function seedContent(
  db: Db,
  rng: Rng,
  catalog: CatalogIds,
  customers: CustomerIds,
): Promise<void> {
  const pages = PAGES.map((page) => ({
    name: page.name,
    url: page.url,
    lang: page.lang,
    content: page.content,
  }));
  await insertRows(db, 'website_page', pages);
  // The same pages as graphql_vuestorefront's own (what a shop without our modules shows).
  await insertRows(
    db,
    'vsf_website_page',
    pages.map((page) => ({ ...page, is_published: true })),
  );
  // Old and mistyped URLs, as a shop collects them over the years (served by /vsf/redirects).
  await insertRows(db, 'website_rewrite', [
    { url_from: '/shop', url_to: '/categories' },
    { url_from: '/category/laptop', url_to: '/category/laptops' },
    { url_from: '/category/computer', url_to: '/category/computers' },
    { url_from: '/over-ons', url_to: '/about' },
    { url_from: '/verzending', url_to: '/shipping' },
  ]);
  await seedCatalogs(db, rng, catalog, customers);
}

async function seedCatalogs(db: Db, rng: Rng, catalog: CatalogIds, customers: CustomerIds) {
  const published = catalog.templates.filter((template) => template.plan.isPublished);
  const from = (categories: string[]) =>
    published.filter((template) => categories.includes(template.plan.blueprint.category));
  const partnerId = customers.catalog.partner;
  const catalogs: { row: Record<string, string | number | null>; templates: SeededTemplate[] }[] = [
    {
      row: {
        name: 'Back to school',
        slug: 'back-to-school',
        description: 'Laptops, headsets, notebooks and pens for a good start of the school year.',
        partner_id: null,
      },
      templates: rng.sample(
        from(['laptops', 'audio', 'mice', 'accessories', 'paper', 'writing']),
        25,
      ),
    },
    {
      row: {
        name: 'Home office',
        slug: 'home-office',
        description: 'Everything for a healthy and productive workplace at home.',
        partner_id: null,
      },
      templates: rng.sample(
        from(['desks', 'chairs', 'monitors', 'lighting', 'keyboards', 'audio']),
        25,
      ),
    },
    {
      row: {
        name: 'Personal catalog: Catalogus Klant',
        slug: `personal-${partnerId}`,
        description: 'Your agreed assortment. Products without a price are available on quotation.',
        partner_id: partnerId,
      },
      templates: [
        ...rng.sample(
          published.filter((template) => template.plan.quotationOnly),
          2,
        ),
        ...rng.sample(
          from(['paper', 'writing', 'storage', 'chairs', 'monitors', 'networking']).filter(
            (template) => !template.plan.quotationOnly,
          ),
          18,
        ),
      ],
    },
  ];
  const ids = await insertRows(
    db,
    'website_catalog',
    catalogs.map((entry) => entry.row),
  );
  await insertLinks(
    db,
    'website_catalog_product',
    catalogs.flatMap((entry, index) =>
      entry.templates.map((template) => ({
        catalog_id: idAt(ids, index),
        template_id: template.id,
      })),
    ),
  );
}
