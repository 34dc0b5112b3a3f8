import type { Context } from '../context';
import { one } from '../db';
import type { VsfWebsitePage } from '../tables';

// graphql_vuestorefront's schemas/website_page.py: websitePage(id, pageSlug), a
// vsf.website.page. vsf_website_content replaces the field and hands it these calls
// (vsf/website-content.ts).

type StorefrontPageRow = VsfWebsitePage & {
  /** The lowest row id of the page's url: the page's id in every language. */
  record_id: number;
};

/**
 * graphql_vuestorefront 15.0's websitePage(id, pageSlug): a vsf.website.page of the request's
 * language. Not found is an empty record, not an error: every field null, isPublished false.
 */
export async function storefrontPage(
  context: Context,
  args: { id?: number | null; pageSlug?: string | null },
) {
  const [where, value] =
    typeof args.id === 'number' ? ['id = $1', args.id] : ['url = $1', args.pageSlug ?? null];
  // One record with translations in Odoo: the lowest row id stands for it in every language.
  const page = await one<StorefrontPageRow>(
    context.db,
    `SELECT p.*, (SELECT min(id) FROM vsf_website_page WHERE url = p.url)::int AS record_id
       FROM vsf_website_page p
      WHERE p.url = (SELECT url FROM vsf_website_page WHERE ${where} LIMIT 1)
      ORDER BY CASE WHEN p.lang = $2 THEN 0 WHEN p.lang = 'en_US' THEN 1 ELSE 2 END, p.id
      LIMIT 1`,
    [value, context.lang],
  );
  if (!page) return { id: null, name: null, websiteUrl: null, isPublished: false, content: null };
  return {
    id: page.record_id,
    name: page.name,
    websiteUrl: page.url,
    isPublished: page.is_published,
    content: page.content,
  };
}
