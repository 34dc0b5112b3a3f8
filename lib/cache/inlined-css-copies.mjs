// @ts-check

// With `inlineCss` (next.config.ts) Next writes a page's stylesheets into its HTML twice: as the
// <style> the browser paints with, and as that element's text in the inlined RSC payload. React
// needs only the element's href from the payload: hydration adopts the <style> already in the
// document (hoisted styles are looked up by href) and never reads the copy, and a later client
// navigation gets stylesheet links, not inlined text. A large stylesheet is a text row of its own
// in the payload (`<id>:T<byte length in hex>,` then the text); emptied (`T0,`) it keeps its id
// and every reference to it. Only rows whose text is part of one of the page's <style> elements
// are emptied, so a change in the payload's shape leaves the page as Next wrote it.

/** A text row: its header ending one payload chunk, its text the whole of the next chunk. */
const TEXT_ROW =
  /([0-9a-f]+:T)([0-9a-f]+),("\]\)<\/script><script>self\.__next_f\.push\(\[1,")((?:[^"\\]|\\.)*)("\]\)<\/script>)/g;
const INLINED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;
/** Shorter texts are left alone: no stylesheet copy worth the doubt. */
const MIN_LENGTH = 256;

/**
 * The page's HTML without the payload's copies of its inlined stylesheets.
 * @param {string} html
 * @returns {string}
 */
export function withoutInlinedCssCopies(html) {
  const styles = [...html.matchAll(INLINED_STYLE)].map((match) => match[1] ?? '');
  if (styles.length === 0) return html;
  return html.replace(TEXT_ROW, (row, head, length, between, literal, end) => {
    let text;
    try {
      text = JSON.parse(`"${literal}"`);
    } catch {
      return row;
    }
    if (typeof text !== 'string' || text.length < MIN_LENGTH) return row;
    if (Buffer.byteLength(text, 'utf8') !== Number.parseInt(length, 16)) return row;
    if (!styles.some((style) => style.includes(text))) return row;
    return `${head}0,${between}${end}`;
  });
}
