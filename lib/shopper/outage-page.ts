import { escapeHtml } from '@/lib/html/escape-html';

// The page a shopper gets instead of a dynamic page while Odoo is down (odoo-outage-gate.server.ts).
// Plain HTML built without the app: the shop's layout itself reads from Odoo, and this answer must
// not depend on anything that might be down. No scripts, no styles of its own (nothing for a CSP
// to allow), no detail of what failed.

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
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p>${escapeHtml(texts.text)}</p>`,
    `<p><a href="${escapeHtml(retryHref)}">${escapeHtml(texts.retry)}</a></p>`,
    `<p><a href="${escapeHtml(browseHref)}">${escapeHtml(texts.browse)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
