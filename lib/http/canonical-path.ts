// A path's canonical spelling (RFC 3986, 6.2.2.2): percent-encoded letters, digits and - . _ ~
// mean the same as the characters themselves. Next decodes them before it picks a route, but
// proxy.ts matches the path as sent, so `/%63art` was the cart page without the cart's guards,
// script nonce or outage answer. proxy.ts answers such a path with a redirect to this spelling
// and matches only canonical paths. Pure: used by proxy.ts.

const ENCODED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;
/** An encoded slash or backslash would join segments after decoding: no path of this shop. */
const ENCODED_SEPARATOR = /%(2[fF]|5[cC])/;

/**
 * The canonical spelling of a path, `null` when no spelling of it can be a path of this shop
 * (an encoded `/` or `\`).
 */
export function canonicalPath(pathname: string): string | null {
  if (ENCODED_SEPARATOR.test(pathname)) return null;
  return pathname.replace(ENCODED_UNRESERVED, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
