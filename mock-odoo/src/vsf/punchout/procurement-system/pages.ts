import { escapeHtml } from '../../../payment/pages';
import { OCI_BUYER, PROCUREMENT_RETURN_PATH } from '../../../seed/punchout-buyers';
import { ociLines, readOrderMessage, type ReceivedPost } from './received';
import { CXML_BUYERS, type CxmlBuyerKey, type SetupItem, type SetupResult } from './setup-request';

// The fake procurement system's pages: a developer tool, in English. Every value is escaped.

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#eef1f5;color:#111}
main{max-width:52rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px}
section{border-top:1px solid #ddd;padding:.5rem 0}form{display:inline-block;margin:.25rem .5rem .25rem 0}
button,input[type=url]{font:inherit;padding:.4rem .8rem;border-radius:4px;border:1px solid #444}
input[type=url]{width:24rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
pre{background:#f6f6f6;padding:.75rem;overflow:auto;white-space:pre-wrap}
.note{background:#fff3cd;padding:.5rem 1rem;border-radius:4px}`;

const e = escapeHtml;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${e(title)}</h1>
<p class="note" role="note">Fake procurement system of mock-odoo, for development and tests.</p>
${body}</main></body></html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${e(name)}" value="${e(value)}">`;

function punchoutForm(shop: string, buyer: CxmlBuyerKey, operation: string, label: string) {
  return `<form method="post" action="/procurement/punchout" accept-charset="UTF-8">
${hidden('shop', shop)}${hidden('buyer', buyer)}${hidden('operation', operation)}
<button type="submit">${e(label)}</button></form>`;
}

function cxmlSection(shop: string, buyer: CxmlBuyerKey, lastLines: SetupItem[]): string {
  const profile = CXML_BUYERS[buyer];
  const reopen =
    lastLines.length > 0
      ? punchoutForm(shop, buyer, 'edit', `Edit last cart (${lastLines.length} lines)`) +
        punchoutForm(shop, buyer, 'inspect', 'Inspect last cart')
      : '<p>No cart received from this buyer yet: edit and inspect appear after a transfer.</p>';
  return `<section><h2>${e(profile.label)}</h2>
<p>From ${e(profile.from.domain)} ${e(profile.from.identity)}, to ${e(profile.supplier.domain)}
${e(profile.supplier.identity)}, order message in ${e(profile.messageField)}.</p>
${punchoutForm(shop, buyer, 'create', 'Punch out (create)')}${reopen}</section>`;
}

/** The OCI login fields, in the order SAP systems send them. */
function ociFields(hookUrl: string): [string, string][] {
  return [
    ['USERNAME', OCI_BUYER.username],
    ['PASSWORD', OCI_BUYER.ociPassword],
    ['HOOK_URL', hookUrl],
    ['~OkCode', 'ADDI'],
    ['~TARGET', '_top'],
    ['~CALLER', 'CTLG'],
  ];
}

function ociSection(shop: string, hookUrl: string): string {
  const fields = ociFields(hookUrl);
  // encodeURIComponent keeps `~OkCode` as SAP writes it (URLSearchParams would send %7EOkCode).
  const query = fields
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const link = `${shop}/catalog?${query}`;
  return `<section><h2>Groothandel Noord (SAP OCI)</h2>
<p>User ${e(OCI_BUYER.username)}; the cart comes back to <code>${e(hookUrl)}</code>.</p>
<p><a href="${e(link)}">Punch out by GET (credentials in the URL)</a></p>
<form method="post" action="${e(`${shop}/punchout/oci`)}" accept-charset="UTF-8">
${fields.map(([name, value]) => hidden(name, value)).join('')}
<button type="submit">Punch out by POST</button></form></section>`;
}

export interface IndexPage {
  shop: string;
  ociHookUrl: string;
  lastLines: (buyer: CxmlBuyerKey) => SetupItem[];
}

export function indexPage(page: IndexPage): string {
  return layout(
    'Procurement system',
    `<form method="get" action="/procurement"><label>Shop
<input type="url" name="shop" value="${e(page.shop)}"></label> <button type="submit">Use</button></form>
${cxmlSection(page.shop, 'cxml', page.lastLines('cxml'))}
${cxmlSection(page.shop, 'ariba', page.lastLines('ariba'))}
${ociSection(page.shop, page.ociHookUrl)}
<section><p>Carts come back to <code>${e(PROCUREMENT_RETURN_PATH)}&lt;session&gt;</code>;
what arrived: <a href="/__mock/procurement/received">/__mock/procurement/received</a>.</p></section>`,
  );
}

export function shopUnreachablePage(shop: string, reason: string): string {
  return layout(
    'Shop not reachable',
    `<p>The setup request to <code>${e(shop)}</code> failed: ${e(reason)}</p>
<p><a href="/procurement">Back</a></p>`,
  );
}

export function setupFailedPage(result: SetupResult): string {
  return layout(
    'Punch-out refused',
    `<dl><dt>HTTP status</dt><dd>${e(String(result.httpStatus))}</dd>
<dt>cXML status</dt><dd>${e(String(result.statusCode ?? '-'))} ${e(result.statusText ?? '')}</dd>
<dt>Content type</dt><dd>${e(result.contentType ?? '-')}</dd></dl>
<pre>${e(result.body)}</pre><p><a href="/procurement">Back</a></p>`,
  );
}

function table(head: string[], rows: string[][]): string {
  const cells = (values: string[], tag: string) =>
    values.map((value) => `<${tag}>${e(value)}</${tag}>`).join('');
  return `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${cells(row, 'td')}</tr>`)
    .join('')}</tbody></table>`;
}

function cxmlSummary(xml: string): string {
  const cart = readOrderMessage(xml);
  if (!cart) return `<p>The order message is no readable cXML.</p><pre>${e(xml)}</pre>`;
  const rows = cart.lines.map((line) => [
    line.sku,
    line.quantity,
    `${line.unitPrice} ${line.currency ?? ''}`.trim(),
    line.description,
  ]);
  return `<p>BuyerCookie: <code>${e(cart.buyerCookie ?? '')}</code>; operation allowed:
${e(cart.operationAllowed ?? '-')}</p>
${table(['SupplierPartID', 'Quantity', 'Unit price', 'Description'], rows)}
<p>Total: <strong>${e(`${cart.total} ${cart.currency ?? ''}`.trim())}</strong></p>
<details><summary>Order message</summary><pre>${e(xml)}</pre></details>`;
}

function ociSummary(fields: [string, string][]): string {
  const lines = [...ociLines(fields).entries()];
  const echoed = fields.filter(([name]) => name.startsWith('~'));
  const blocks = lines.map(
    ([n, values]) => `<h3>Line ${e(n)}</h3>${table(['Field', 'Value'], values)}`,
  );
  return `${echoed.length > 0 ? table(['Field', 'Value'], echoed) : ''}${blocks.join('')}`;
}

export function receivedPage(post: ReceivedPost): string {
  const summary = post.cxml !== null ? cxmlSummary(post.cxml) : ociSummary(post.fields);
  return layout(
    'Cart received',
    `<p>Return session <code>${e(post.returnSession)}</code>, ${e(post.contentType ?? 'no content type')}.</p>
${summary}<p><a href="/procurement">Back to the procurement system</a></p>`,
  );
}
