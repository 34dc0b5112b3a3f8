// Odoo's website pages usually open with their own <h1>, most often the page's title again. The
// shop shows the title as the page's one h1, so an opening heading that only repeats it goes; one
// that says more ("About Odoo Shop" on "About us") stays, moved one level down by the sanitiser.
// Odoo wraps a page's body in its layout's blocks (`<div id="wrap" class="oe_structure">`): the
// heading may open inside them, with no text before it.
const OPENING_H1 =
  /^(\s*(?:<(?:div|section|article|main)\b[^>]*>\s*)*)<h1\b[^>]*>([\s\S]*?)<\/h1>/i;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

export function withoutRepeatedTitle(html: string, title: string): string {
  const opening = OPENING_H1.exec(html);
  if (!opening || plainText(opening[2]!) !== plainText(title)) return html;
  return opening[1] + html.slice(opening[0].length);
}
