/** Odoo's slugify: ASCII, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A template's website slug: `/product/<slugified-name>-<id>`. */
export function productSlug(id: number, name: string): string {
  return `/product/${slugify(name)}-${id}`;
}

/** The template id at the end of a product slug, or null. */
export function idFromProductSlug(slug: string): number | null {
  const match = /-(\d+)\/?$/.exec(slug);
  return match ? Number(match[1]) : null;
}
