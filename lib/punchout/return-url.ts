// Whether a return URL (cXML BrowserFormPost, OCI HOOK_URL) is one the buyer's account allows.
// The cart and the buyer's contract prices are posted there, so a URL passes only when it
// leaves no doubt about where it leads.

/**
 * Backslashes, whitespace and control characters are refused outright: browsers read `\` as `/`
 * and drop tabs and newlines, so such a URL can lead somewhere other than what it seems to say.
 */
const AMBIGUOUS_CHARACTER = /[\\\u0000-\u0020\u007F]/;

function parseWebUrl(text: string): URL | null {
  if (AMBIGUOUS_CHARACTER.test(text)) return null;
  let url: URL;
  try {
    // No base: a relative or protocol-relative URL ("//evil.example") does not parse.
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** Path prefix by whole segments: `/punchout` allows `/punchout/return`, not `/punchout-evil`. */
function isUnderPath(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * True when `url` has the origin of an allowed entry (scheme, host, port, which URL normalises:
 * host case, default port) and a path under that entry's path. Entries that are no http(s) URL
 * are ignored rather than trusted.
 */
export function isAllowedReturnUrl(url: string, allowlist: readonly string[]): boolean {
  const candidate = parseWebUrl(url);
  if (candidate === null) return false;
  return allowlist.some((entry) => {
    const allowed = parseWebUrl(entry);
    return (
      allowed !== null &&
      allowed.origin === candidate.origin &&
      isUnderPath(candidate.pathname, allowed.pathname)
    );
  });
}
