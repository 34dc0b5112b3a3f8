// @ts-check
import { createHash } from 'node:crypto';
import { withoutInlinedCssCopies } from './inlined-css-copies.mjs';

// Static pages are rendered once and served to everyone, so they cannot carry a per-request nonce.
// Their inline scripts (Next's bootstrap and the inlined RSC payload) are known once the page is
// rendered, though: the script policy of a cached page lists exactly their hashes. A script that
// was injected into the page later (a sanitiser bypass, a tampering proxy) matches none of them.

export const CONTENT_SECURITY_POLICY = 'content-security-policy';

/** Inline `<script>` elements: no `src`; the capture is the exact text the browser hashes. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; data blocks (`application/ld+json`) are never executed. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source expressions ('sha256-…') of every inline script the page runs.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The script policy of a static page: the shop's own script files and exactly its inline scripts.
 * The other directives come from the policy every page gets (proxy.ts); browsers enforce both.
 * @param {string} html
 * @returns {string}
 */
export function staticPageScriptPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
}

/**
 * @typedef {{ kind: string; html?: unknown; postponed?: unknown; status?: number;
 *   headers?: Record<string, string | string[] | undefined> }} CachedValue
 */

/**
 * Makes a cached page final, once: its HTML without the payload's copies of its inlined
 * stylesheets (inlined-css-copies.mjs), then the script policy of that HTML. A shell with
 * postponed parts is left alone: its resume streams scripts with the request's nonce, which the
 * dynamic policy allows.
 * @param {CachedValue | null | undefined} value
 */
export function finishStaticPage(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return;
  if (typeof value.postponed === 'string' || !value.headers) return;
  if (value.headers[CONTENT_SECURITY_POLICY]) return;
  value.html = withoutInlinedCssCopies(value.html);
  value.headers[CONTENT_SECURITY_POLICY] = staticPageScriptPolicy(value.html);
}
