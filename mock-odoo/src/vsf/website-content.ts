import type { Context } from '../context';
import { one } from '../db';
import type { Resolvers } from '../executable-schema';
import { storefrontPage } from '../graphql-vuestorefront/website-page';
import type { WebsitePage } from '../tables';

// vsf_website_content: Odoo's own website pages (website.page) for the storefront, by url or
// name, rendered in a language, without the elements asked (websitePage(url, name,
// contentOptions)). It replaces graphql_vuestorefront's websitePage and hands it the calls
// without url or name (graphql-vuestorefront/website-page.ts), as the module does.

// --- Removing elements from HTML -----------------------------------------------------------------
//
// `excludedTags` drops whole elements (tag and content) from the page HTML. Regular expressions
// cannot follow nesting or quoted `>` in attributes, so this is a small tokenizer that knows just
// enough HTML: comments, quoted attribute values, void elements, and raw-text elements (script,
// style...) whose content is never markup. Elements are closed by explicit end tags only (as in
// Odoo's QWeb output); an excluded element left open is dropped up to the end of the document,
// which errs on the side of removing too much rather than leaking e.g. a script.

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp']);

const TAG_NAME = /^[a-z][a-z0-9-]*$/;

interface Token {
  kind: 'open' | 'close' | 'other';
  /** Lower-case tag name for open and close tags. */
  name: string;
  start: number;
  end: number;
}

/** Index just after the `>` closing a tag, honouring quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return index + 1;
    index += 1;
    if (char !== '=') continue;
    while (index < html.length && /\s/.test(html[index] ?? '')) index += 1;
    const quote = html[index];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, index + 1);
      if (close === -1) return html.length;
      index = close + 1;
    }
  }
  // A tag left open at the end of the document: browsers drop it, so do we.
  return html.length;
}

/** The markup token starting at `start` (where html[start] is `<`). */
function readToken(html: string, start: number): Token {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return { kind: 'other', name: '', start, end: close === -1 ? html.length : close + 3 };
  }
  const next = html[start + 1] ?? '';
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', start);
    return { kind: 'other', name: '', start, end: close === -1 ? html.length : close + 1 };
  }
  const isClose = next === '/';
  const nameStart = start + (isClose ? 2 : 1);
  const name = /^[a-zA-Z][^\s/>]*/.exec(html.slice(nameStart, nameStart + 64))?.[0];
  // A `<` that starts no tag (e.g. `a < b`) is text.
  if (!name) return { kind: 'other', name: '', start, end: start + 1 };
  return {
    kind: isClose ? 'close' : 'open',
    name: name.toLowerCase(),
    start,
    end: tagEnd(html, nameStart + name.length),
  };
}

/** Index after the end tag of a raw-text element whose content starts at `from`. */
function rawTextEnd(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? tagEnd(html, match.index + match[0].length) : html.length;
}

/** Where the element opened by `token` ends (its content included). */
function elementEnd(html: string, token: Token): number {
  if (VOID_ELEMENTS.has(token.name)) return token.end;
  if (RAW_TEXT_ELEMENTS.has(token.name)) return rawTextEnd(html, token.name, token.end);
  let depth = 1;
  let index = token.end;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) break;
    const inner = readToken(html, lt);
    // Raw-text children are jumped over whole, so a `</div>` inside a script does not count.
    index =
      inner.kind === 'open' && RAW_TEXT_ELEMENTS.has(inner.name)
        ? rawTextEnd(html, inner.name, inner.end)
        : inner.end;
    if (inner.name !== token.name) continue;
    if (inner.kind === 'open' && !VOID_ELEMENTS.has(inner.name)) depth += 1;
    if (inner.kind === 'close') depth -= 1;
    if (depth === 0) return inner.end;
  }
  return html.length;
}

/** The HTML without the elements named (and without their content). */
export function removeElements(html: string, tagNames: readonly string[]): string {
  const excluded = new Set(
    tagNames.map((name) => name.trim().toLowerCase()).filter((name) => TAG_NAME.test(name)),
  );
  if (excluded.size === 0) return html;
  let out = '';
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out += html.slice(index);
      break;
    }
    out += html.slice(index, lt);
    const token = readToken(html, lt);
    if (token.kind === 'open' && excluded.has(token.name)) {
      index = elementEnd(html, token);
    } else if (token.kind === 'close' && excluded.has(token.name)) {
      index = token.end;
    } else if (token.kind === 'open' && RAW_TEXT_ELEMENTS.has(token.name)) {
      // Kept verbatim: a script's text may contain `<style>` and is not markup.
      index = rawTextEnd(html, token.name, token.end);
      out += html.slice(lt, index);
    } else {
      index = token.end;
      out += html.slice(lt, index);
    }
  }
  return out;
}

// --- websitePage by url or name ------------------------------------------------------------------

interface WebsitePageArgs {
  id?: number | null;
  /** graphql_vuestorefront's own argument: a vsf.website.page's url, matched exactly. */
  pageSlug?: string | null;
  name?: string | null;
  url?: string | null;
  contentOptions?: { excludedTags?: (string | null)[] | null; lang?: string | null } | null;
}

const FALLBACK_LANGS = ['nl_NL', 'en_US'];

/** `/about`, `about` and `/about/` are the same page. */
export function normalizePageUrl(url: string): string {
  const trimmed = url.trim();
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** Odoo language codes: `de-de` and `de_DE` are `de_DE`. */
function normalizeLang(lang: string): string {
  const [language = '', territory] = lang.trim().replace('-', '_').split('_');
  return territory
    ? `${language.toLowerCase()}_${territory.toUpperCase()}`
    : language.toLowerCase();
}

/** The page's url (identity across languages) from whichever of id, url, name was given. */
async function findPageUrl(context: Context, args: WebsitePageArgs): Promise<string | null> {
  const query = (where: string, value: string | number) =>
    one<{ url: string }>(
      context.db,
      `SELECT url FROM website_page WHERE ${where} ORDER BY id LIMIT 1`,
      [value],
    );
  if (typeof args.id === 'number') return (await query('id = $1', args.id))?.url ?? null;
  if (args.url) return (await query('url = $1', normalizePageUrl(args.url)))?.url ?? null;
  if (args.name) return (await query('lower(name) = lower($1)', args.name.trim()))?.url ?? null;
  return null;
}

/** The translation asked for, else one of the same language, else Dutch, else English. */
function pageInLanguage(context: Context, url: string, lang: string): Promise<WebsitePage | null> {
  const languagePrefix = `${lang.split('_')[0] ?? ''}\\_%`;
  return one<WebsitePage>(
    context.db,
    `SELECT * FROM website_page WHERE url = $1
      ORDER BY CASE WHEN lang = $2 THEN 0 WHEN lang LIKE $3 THEN 1
                    WHEN lang = $4 THEN 2 WHEN lang = $5 THEN 3 ELSE 4 END, id
      LIMIT 1`,
    [url, lang, languagePrefix, ...FALLBACK_LANGS],
  );
}

async function websitePage(_root: unknown, args: WebsitePageArgs, context: Context) {
  // Our extension answers for Odoo's website pages when given a url or a name.
  if (!args.url && !args.name) return storefrontPage(context, args);
  const url = await findPageUrl(context, args);
  if (url === null) return null;
  const lang = normalizeLang(args.contentOptions?.lang || context.lang);
  const page = await pageInLanguage(context, url, lang);
  if (!page) return null;
  // In Odoo a page is one record with translations: one id (and cache tag) for every language,
  // and one name, its view's, which Odoo 15 does not translate: the source language's (English).
  const record = await one<{ id: number; name: string | null }>(
    context.db,
    `SELECT min(id)::int AS id, (SELECT name FROM website_page WHERE url = $1 AND lang = 'en_US'
       ORDER BY id LIMIT 1) AS name FROM website_page WHERE url = $1`,
    [url],
  );
  const id = record?.id ?? page.id;
  const excluded = (args.contentOptions?.excludedTags ?? []).filter(
    (tag): tag is string => typeof tag === 'string',
  );
  return {
    id,
    name: record?.name ?? page.name,
    url: page.url,
    // Inside the block Odoo's website builder edits, as vsf_demo_shop stores a page's body.
    content: removeElements(`<div id="wrap" class="oe_structure">${page.content}</div>`, excluded),
    contentCacheTag: `W${id}`,
  };
}

export const websiteContentResolvers: Resolvers = {
  Query: { websitePage },
};
