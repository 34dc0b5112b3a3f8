import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../request-body';

// The test-mode pages of the payment provider emulators (Mollie's checkout, Adyen's 3-D Secure,
// bank and payment link pages): one look, each showing the amount and letting the tester choose
// the outcome with a form that carries a signed token.

export type Reply =
  { kind: 'html'; status: number; html: string } | { kind: 'redirect'; location: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
.test{background:#fff3cd;padding:.5rem 1rem;border-radius:4px}
[role=alert]{background:#fde8e8;padding:.5rem 1rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="test" role="note">Test mode: no real payment takes place.</p>
${body}</main></body></html>`;
}

export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** A definition list of what is being paid. */
export function summary(rows: [string, string][]): string {
  const items = rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return `<dl>${items}</dl>`;
}

export interface Choice {
  name: string;
  value: string;
  label: string;
}

export function choiceForm(
  action: string,
  hidden: Record<string, string>,
  legend: string,
  choices: Choice[],
) {
  const inputs = Object.entries(hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const buttons = choices
    .map(
      (choice) =>
        `<button type="submit" name="${escapeHtml(choice.name)}" value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</button>`,
    )
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}
<fieldset><legend>${escapeHtml(legend)}</legend>${buttons}</fieldset></form>`;
}

export const html = (status: number, title: string, body: string): Reply => ({
  kind: 'html',
  status,
  html: layout(title, body),
});

export const message = (status: number, title: string, text: string) =>
  html(status, title, `<p>${escapeHtml(text)}</p>`);

export const notFound = () => message(404, 'Payment not found', 'This payment does not exist.');
export const forbidden = () =>
  message(403, 'Payment not allowed', 'This form has expired; start again.');

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // No form-action: the outcome forms redirect to the shop's (or Odoo's) own origin.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/** A provider page's form posts stay small; more is not a shopper's. */
const MAX_FORM = 16 * 1024;

/**
 * A provider page's request: GET, or POST with its form. Any other method is answered here
 * (405) and gives null.
 */
export async function readPageRequest(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ method: 'GET' | 'POST'; form: URLSearchParams } | null> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' });
    res.end();
    return null;
  }
  const form = new URLSearchParams(method === 'POST' ? await readBody(req, MAX_FORM) : '');
  return { method, form };
}

export function sendPage(res: ServerResponse, reply: Reply): void {
  if (reply.kind === 'redirect') {
    res.writeHead(303, { ...SECURITY_HEADERS, location: reply.location });
    res.end();
    return;
  }
  res.writeHead(reply.status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(reply.html);
}

/** `url` with `params` added to its query string. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
