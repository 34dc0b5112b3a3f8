import 'server-only';
import sanitize from 'sanitize-html';

// HTML from Odoo (product descriptions, website pages) is written in Odoo's editor, i.e. by anyone
// with backend access or by an import, and rendered here with dangerouslySetInnerHTML. It goes
// through sanitize-html (htmlparser2 underneath, maintained by ApostropheCMS) with an allowlist per
// use; everything not listed loses its tags but keeps its text. Server-only: the library and its
// postcss dependency never reach a browser bundle, pages are sanitised once when they are cached.

/**
 * Elements whose content is code, styling or another document (or markup in another namespace,
 * where raw text parses as tags: the mutation-XSS family): dropped with everything inside.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'option',
  'title',
  'svg',
  'math',
  'select',
  'frameset',
  'frame',
  'noframes',
  'noembed',
  'xmp',
  'plaintext',
  'head',
];

/** Link schemes a shopper may follow; relative links are not kept either (see safeHref). */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
/** Links open in the shop's tab but pass no opener and no ranking to whatever they point at. */
const LINK_REL = 'noopener nofollow';

const BASE_OPTIONS = {
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` would inherit https and point anywhere.
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
} satisfies sanitize.IOptions;

/** Product descriptions: a handful of formatting elements and absolute links, nothing else. */
const DESCRIPTION_OPTIONS: sanitize.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  transformTags: { a: linkTransform },
};

/**
 * Website pages (about, terms, shipping...): the description set plus the structure a page needs
 * (headings, tables, quotes, figures) and images. The shop's page shows Odoo's page name as its
 * one <h1>, so the body's headings move one level down (Odoo's pages start with their own <h1>).
 */
const PAGE_OPTIONS: sanitize.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
    ...['section', 'article', 'div', 'address'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  // Images may also be relative (`/web/image/...` comes through this app); never data: or blob:.
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: {
    a: linkTransform,
    img: imageTransform,
    h1: 'h2',
    h2: 'h3',
    h3: 'h4',
    h4: 'h5',
    h5: 'h6',
  },
};

/** Sanitises a product description to the description allowlist. */
export function sanitizeHtml(input: string | null | undefined): string {
  return sanitize(input ?? '', DESCRIPTION_OPTIONS);
}

/** Sanitises a website page's body to the page allowlist. */
export function sanitizePageHtml(input: string | null | undefined): string {
  return sanitize(input ?? '', PAGE_OPTIONS);
}

function linkTransform(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const href = safeHref(attribs.href);
  return { tagName, attribs: href ? { href, rel: LINK_REL } : {} };
}

function imageTransform(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = { loading: 'lazy' };
  for (const name of ['src', 'alt', 'width', 'height'] as const) {
    const value = attribs[name];
    if (value !== undefined) kept[name] = value;
  }
  if (kept.src !== undefined && !isSafeImageSource(kept.src)) delete kept.src;
  return { tagName, attribs: kept };
}

/** The href when it is an absolute http(s), mailto or tel URL; null otherwise (dropped). */
function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const value = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const scheme = value.replace(/\s/g, '').toLowerCase();
  return LINK_SCHEMES.some((safe) => scheme.startsWith(safe)) ? value : null;
}

/** http(s) or a path on this site; sanitize-html's scheme check runs after this as well. */
function isSafeImageSource(raw: string): boolean {
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (value.startsWith('//') || value.startsWith('\\')) return false;
  if (value.startsWith('http:') || value.startsWith('https:')) return true;
  // No scheme before the first slash, question mark or hash: a relative URL.
  return !/^[^/?#]*:/.test(value);
}
