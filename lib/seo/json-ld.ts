// JSON-LD goes into a <script> element as raw text, so backend strings (product names,
// descriptions) must not be able to close the element or open a comment: every `<`, `>` and `&`
// becomes a JSON unicode escape, which JSON parsers read back unchanged. U+2028/U+2029 are escaped
// too because older JavaScript parsers treat them as line ends.

const UNSAFE = /[<>&\u2028\u2029]/g;

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The text for `<script type="application/ld+json">`. */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(UNSAFE, escapeChar);
}
