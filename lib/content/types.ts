/** An Odoo website page (about, terms, shipping...) rendered to HTML for one language. */
export interface StaticContent {
  id: number | null;
  url: string;
  /** Backend HTML: sanitise before rendering (XSS from backend HTML). */
  html: string;
  /** Tag to revalidate cached copies when the page changes in Odoo. */
  cacheTag: string | null;
}

export interface StaticContentQuery {
  url: string;
  /** Tags Odoo strips from the content, e.g. ['script', 'style']. */
  exclude?: string[];
}
