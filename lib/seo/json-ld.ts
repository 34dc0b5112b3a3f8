// JSON-LD goes into a <script> element as raw text, so backend strings (product names,
// descriptions) must not be able to close the element or open a comment: every `<`, `>` and `&`
// becomes a JSON unicode escape, which JSON parsers read back unchanged. U+2028/U+2029 are escaped
// too because older JavaScript parsers treat them as line ends.

const UNSAFE = /[<>&\u2028\u2029]/g;

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The text for `<script type="application/ld+json">`. */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(UNSAFE, escapeChar);
}

/** A breadcrumb trail: `path` is a locale-less shop path; the current page has none. */
export function breadcrumbListData(
  crumbs: readonly { name: string; path?: string | null }[],
  url: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: url(crumb.path) } : {}),
    })),
  };
}

/**
 * The products on a listing page, in their order on screen: positions and URLs only (the
 * "summary page" form), since the script is sent twice, as HTML and in the RSC payload.
 */
export function itemListData(
  paths: readonly string[],
  url: (path: string) => string,
  firstPosition = 1,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: url(path),
    })),
  };
}
