// For the few pages the shop writes as plain HTML (the punch-out transfer, the outage page).

/**
 * Escapes text and attribute values alike. A carriage return becomes a reference because the
 * HTML parser turns a literal one into a line feed; a value must reach the buyer unchanged.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'\r]/g, (character) => {
    switch (character) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&#39;';
      default:
        return '&#13;';
    }
  });
}
