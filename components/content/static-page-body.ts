// Odoo's website pages usually open with their own <h1>, most often the page's name again. The
// shop shows the name as the page's one h1, so an opening heading that only repeats it goes; one
// that says more ("About Odoo Shop" on "About us") stays, moved one level down by the sanitiser.
const OPENING_H1 = /^\s*<h1\b[^>]*>([\s\S]*?)<\/h1>/i;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

export function withoutRepeatedTitle(html: string, name: string): string {
  const opening = OPENING_H1.exec(html);
  if (!opening || plainText(opening[1]!) !== plainText(name)) return html;
  return html.slice(opening[0].length);
}
