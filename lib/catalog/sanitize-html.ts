// Product descriptions are HTML written in Odoo's editor, i.e. by anyone with backend access or
// by an import. They are rendered with dangerouslySetInnerHTML, so they go through this allowlist
// first: a small tokenizer (no DOM, runs in the cached server render) that keeps a handful of
// formatting elements and links, re-serialises them from scratch and drops everything else.
// Unknown elements lose their tags but keep their text; script-like elements lose their content.

const ALLOWED = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'h2',
  'h3',
  'h4',
  'a',
]);
const VOID = new Set(['br']);
/** Elements whose content is code, styling or another document: dropped with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
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
]);
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:'];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  nbsp: '\u00a0',
};

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

/** Sanitises backend HTML to the description allowlist. */
export function sanitizeHtml(input: string | null | undefined): string {
  const html = input ?? '';
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;

  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out.push(escapeText(html.slice(index)));
      break;
    }
    if (lt > index) out.push(escapeText(html.slice(index, lt)));

    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      // Doctype, CDATA, processing instructions: never content.
      const close = html.indexOf('>', lt);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out.push('&lt;');
      index = lt + 1;
      continue;
    }
    index = tag.end;

    if (!tag.closing && DROP_WITH_CONTENT.has(tag.name)) {
      index = skipElement(html, index, tag.name);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;

    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(tag.name)) {
      out.push(`<${tag.name}>`);
      continue;
    }
    if (tag.name === 'a') {
      // Nested links are invalid; close the open one first like a browser would.
      const at = open.lastIndexOf('a');
      if (at !== -1) while (open.length > at) out.push(`</${open.pop()}>`);
      const href = safeHref(tag.attributes.get('href'));
      out.push(href ? `<a href="${escapeAttribute(href)}" rel="noopener nofollow">` : '<a>');
    } else {
      out.push(`<${tag.name}>`);
    }
    open.push(tag.name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** Reads `<name attr=value ...>` or `</name>` at `start`; null when it is not a tag. */
function readTag(html: string, start: number): Tag | null {
  let index = start + 1;
  const closing = html[index] === '/';
  if (closing) index += 1;
  const nameMatch = /^[A-Za-z][A-Za-z0-9-]*/.exec(html.slice(index, index + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  index += nameMatch[0].length;
  const attributes = new Map<string, string>();

  while (index < html.length) {
    while (index < html.length && /[\s/]/.test(html[index] ?? '')) index += 1;
    if (index >= html.length) break;
    if (html[index] === '>') return { name, closing, attributes, end: index + 1 };
    const attrName = /^[^\s/>=]+/.exec(html.slice(index))?.[0] ?? html[index] ?? '';
    index += attrName.length;
    while (/\s/.test(html[index] ?? '')) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (/\s/.test(html[index] ?? '')) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        const end = close === -1 ? html.length : close;
        value = html.slice(index + 1, end);
        index = end + 1;
      } else {
        value = /^[^\s>]*/.exec(html.slice(index))?.[0] ?? '';
        index += value.length;
      }
    }
    const key = attrName.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(value));
  }
  // An unterminated tag swallows the rest, as it does in a browser.
  return { name, closing, attributes: new Map(), end: html.length };
}

/** Index after `</name ...>`, or the end when the element is never closed. */
function skipElement(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let index = from;
  for (;;) {
    const close = lower.indexOf(`</${name}`, index);
    if (close === -1) return html.length;
    const after = lower[close + name.length + 2] ?? '';
    if (after === '' || /[\s/>]/.test(after)) {
      const end = html.indexOf('>', close);
      return end === -1 ? html.length : end + 1;
    }
    index = close + 1;
  }
}

function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const value = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const scheme = value.replace(/\s/g, '').toLowerCase();
  return SAFE_SCHEMES.some((safe) => scheme.startsWith(safe)) ? value : null;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Keeps existing character references, escapes everything that could start markup. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
