import { escapeHtml } from '@/lib/html/escape-html';

// The page a shopper gets instead of a dynamic page while Odoo is down (odoo-outage-gate.server.ts).
// Plain HTML built without the app: the shop's layout itself reads from Odoo, and this answer must
// not depend on anything that might be down. No scripts, no detail of what failed; a few fixed
// styles inline (every page's policy allows inline styles), in the shop's colours, so the page
// still looks like the shop.

const STYLES = [
  'body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1d2327;background:#fff}',
  'main{max-width:36rem;margin:3rem auto;padding:0 1rem;text-align:center}',
  'h1{font-size:1.75rem;line-height:1.2}',
  'p{margin:1rem 0}',
  'a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border:2px solid #0b5d3b;border-radius:6px;color:#0b5d3b;font-weight:600;text-decoration:none}',
  'a.primary{background:#0b5d3b;color:#fff}',
  'a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}',
].join('');

export interface OutagePageTexts {
  title: string;
  text: string;
  retry: string;
  browse: string;
}

export interface OutagePage {
  /** The `lang` of the document. */
  locale: string;
  texts: OutagePageTexts;
  /** The address asked for, to try again. */
  retryHref: string;
  /** Where browsing still works (cached catalogue pages). */
  browseHref: string;
}

export function outagePageHtml({ locale, texts, retryHref, browseHref }: OutagePage): string {
  const title = escapeHtml(texts.title);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p>${escapeHtml(texts.text)}</p>`,
    `<p><a class="primary" href="${escapeHtml(retryHref)}">${escapeHtml(texts.retry)}</a></p>`,
    `<p><a href="${escapeHtml(browseHref)}">${escapeHtml(texts.browse)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
