import { escapeHtml } from '@/lib/html/escape-html';
import type { ReturnForm } from '@/lib/punchout/types';

// The page that hands the cart to the buyer's browser: a form posting to the buyer's system,
// submitted by a small nonce-carrying script and by a button when scripts do not run. It is
// plain HTML rather than a React page so that nothing but the form and one script is on it.

const FORM_ID = 'punchout-transfer';

/** Submits once; a second run of the script (a restored page) must not post the cart twice. */
const SUBMIT_SCRIPT =
  `(function(){var f=document.getElementById(${JSON.stringify(FORM_ID)});` +
  `if(!f||f.hasAttribute('data-submitted'))return;` +
  `f.setAttribute('data-submitted','');f.submit();})();`;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;' +
  'line-height:1.5}button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}';

export interface TransferPage {
  lang: string;
  title: string;
  message: string;
  buttonLabel: string;
  form: ReturnForm;
  /** The per-response CSP nonce that allows the script and the style. */
  nonce: string;
}

export function transferPageHtml(page: TransferPage): string {
  const nonce = escapeHtml(page.nonce);
  const inputs = page.form.fields
    .map(
      (field) =>
        `<input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(page.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    // The return URL can carry the buyer system's session key; it must not leak onwards.
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<style nonce="${nonce}">${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    `<p>${escapeHtml(page.message)}</p>`,
    `<form id="${FORM_ID}" method="post" action="${escapeHtml(page.form.action)}" ` +
      `target="${escapeHtml(page.form.target)}" accept-charset="UTF-8" ` +
      'enctype="application/x-www-form-urlencoded">',
    inputs,
    // Visible, so the buyer can send the cart when scripts are off or blocked.
    `<button type="submit">${escapeHtml(page.buttonLabel)}</button>`,
    '</form>',
    '</main>',
    `<script nonce="${nonce}">${SUBMIT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
