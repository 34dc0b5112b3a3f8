// Odoo hands hosted-page providers (Adyen's hosted payment page) an auto-submitting HTML form.
// The shop never puts that HTML into a page: it reads the form's target and hidden fields,
// checks the target against the payment hosts it trusts, and posts a form of its own.

export interface RedirectForm {
  action: string;
  method: 'get' | 'post';
  fields: [name: string, value: string][];
}

const FORM_TAG = /<form\b([^>]*)>/i;
const INPUT_TAG = /<input\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (!name || found.has(name)) continue;
    found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

/**
 * The first form of Odoo's HTML with its hidden inputs, or null when there is no form with an
 * http(s) target on one of `allowedOrigins`. A relative target (Odoo's own routes) is read
 * against `base`; without one, only absolute targets count.
 */
export function readRedirectForm(
  html: string,
  allowedOrigins: readonly string[],
  base?: string,
): RedirectForm | null {
  const form = FORM_TAG.exec(html);
  if (!form) return null;
  const formAttributes = attributes(form[1] ?? '');
  let target: URL;
  try {
    target = new URL(formAttributes.get('action') ?? '', base);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (!allowedOrigins.includes(target.origin)) return null;
  const closing = html.toLowerCase().indexOf('</form>', form.index);
  const body = html.slice(form.index, closing === -1 ? undefined : closing);
  const fields: [string, string][] = [];
  for (const input of body.matchAll(INPUT_TAG)) {
    const inputAttributes = attributes(input[1] ?? '');
    const name = inputAttributes.get('name');
    if ((inputAttributes.get('type') ?? 'text').toLowerCase() !== 'hidden' || !name) continue;
    fields.push([name, inputAttributes.get('value') ?? '']);
  }
  const method = formAttributes.get('method')?.toLowerCase() === 'get' ? 'get' : 'post';
  return { action: target.toString(), method, fields };
}
