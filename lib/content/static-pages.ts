// The shop's static content pages: the one list the route prerenders, the footer links to and
// the sitemap could list. Each is an Odoo website page at `/<slug>` (edited in Odoo's website
// builder, one translation per language); the shop serves it at `/page/<slug>`. Its title is the
// shop's own (the footer's link, messages Footer.<slug>): Odoo 15 keeps one name for a page in
// every language (website.page's name is its view's, which is not translated).

export const STATIC_PAGE_SLUGS = ['about', 'terms', 'privacy', 'shipping'] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The shop's locale-less path of a static page, e.g. `/page/terms`. */
export function staticPagePath(slug: StaticPageSlug): string {
  return `/page/${slug}`;
}

/** The page's url in Odoo (`website.page.url`), e.g. `/terms`. */
export function odooPageUrl(slug: StaticPageSlug): string {
  return `/${slug}`;
}
