import type { IncomingMessage } from 'node:http';
import { many, type Db } from './db';
import { readCookie } from './request-context';
import { LANG_COOKIE } from './translate';

// Odoo's http_routing for a page of the website (an http route with website=True, such as the
// invoice's portal page): a GET in another language than the website's default is sent to the
// same page under that language's prefix (`/en/my/invoices/12?...`), and a prefixed URL is served
// in its language. The request's language is the frontend_lang cookie, else the browser's
// (Accept-Language; en-US without one, as odoo.http's setup_lang), the nearest of the website's
// languages, else the website's default. Bots are never sent on (is_a_bot), so they index the
// default language.

const BOTS = ['bot', 'crawl', 'slurp', 'spider', 'curl', 'wget', 'facebookexternalhit'];

interface WebsiteLanguage {
  code: string;
  url_code: string;
  is_default: boolean;
}

export interface WebsitePage {
  /** The page's path without a language prefix. */
  path: string;
  /** The language prefix of the URL asked for, if any. */
  urlCode: string | null;
  /** Where Odoo sends the caller instead, and the language it keeps in frontend_lang. */
  redirect: { location: string; lang: string } | null;
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The website a plain route serves: the one whose domain is the request's host, else the first. */
async function websiteLanguages(db: Db, req: IncomingMessage): Promise<WebsiteLanguage[]> {
  const host = header(req, 'host').split(':')[0]?.toLowerCase() ?? '';
  return many<WebsiteLanguage>(
    db,
    `WITH site AS (
       SELECT id, default_lang FROM website
        ORDER BY (domain IS NOT NULL AND $1 <> '' AND domain ILIKE '%' || $1 || '%') DESC, id
        LIMIT 1)
     SELECT l.code, l.url_code, l.code = site.default_lang AS is_default
       FROM site JOIN website_lang wl ON wl.website_id = site.id
       JOIN res_lang l ON l.id = wl.lang_id AND l.active`,
    [host],
  );
}

/** werkzeug's accept_languages.best (the first of the highest quality) as babel reads it. */
function browserLanguage(acceptLanguage: string): string {
  let best: { tag: string; quality: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (tag && !Number.isNaN(quality) && (!best || quality > best.quality)) {
      best = { tag, quality };
    }
  }
  const [language, territory] = (best?.tag ?? 'en-US').split('-');
  // babel's parse_locale refuses '*' and the like: Odoo falls back to en_US.
  if (!language || !/^[a-zA-Z]{2,3}$/.test(language)) return 'en_US';
  return territory
    ? `${language.toLowerCase()}_${territory.toUpperCase()}`
    : language.toLowerCase();
}

/** get_nearest_lang: the language itself, else one of the same language family. */
function nearest(languages: WebsiteLanguage[], code: string): WebsiteLanguage | undefined {
  const family = code.split('_')[0];
  return (
    languages.find((language) => language.code === code) ??
    languages.find((language) => language.code.split('_')[0] === family)
  );
}

/** The page as Odoo routes it, or null when the path's first segment is no language prefix. */
export async function routeWebsitePage(
  db: Db,
  req: IncomingMessage,
  url: URL,
): Promise<WebsitePage | null> {
  const languages = await websiteLanguages(db, req);
  const fallback = languages.find((language) => language.is_default);
  if (!fallback) return null;
  const [, first = '', ...rest] = url.pathname.split('/');
  const prefixed = languages.find((language) => language.url_code === first);
  if (prefixed) {
    const path = `/${rest.join('/')}`;
    // The default language is never in the URL.
    const redirect = prefixed.is_default
      ? { location: `${path}${url.search}`, lang: prefixed.code }
      : null;
    return { path, urlCode: prefixed.url_code, redirect };
  }
  const cookie = readCookie(req.headers.cookie, LANG_COOKIE);
  const wanted =
    languages.find((language) => language.code === cookie) ??
    nearest(languages, browserLanguage(header(req, 'accept-language'))) ??
    fallback;
  const userAgent = header(req, 'user-agent').toLowerCase();
  const stays = wanted.is_default || BOTS.some((bot) => userAgent.includes(bot));
  const redirect = stays
    ? null
    : { location: `/${wanted.url_code}${url.pathname}${url.search}`, lang: wanted.code };
  return { path: url.pathname, urlCode: null, redirect };
}
