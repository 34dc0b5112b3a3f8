import { describe, expect, it } from 'vitest';
import { withoutInlinedCssCopies } from '@/lib/cache/inlined-css-copies.mjs';
import { finishStaticPage } from '@/lib/cache/page-script-policy.mjs';

// A page as Next writes it with inlineCss: the <style> in the head, and the same text again as a
// text row of the inlined RSC payload (header at the end of one chunk, text in the next).
const css = `:root{--color:#0b5d3b}.card{content:"é";padding:${'1px '.repeat(80)}}`;
const description = `<p>${'A product description long enough to be a text row. '.repeat(8)}</p>`;
const chunk = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8').toString(16);
const page = [
  `<html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style></head><body>`,
  chunk(`0:{"P":null}\n7:T${bytes(css)},`),
  chunk(css),
  chunk(
    `8:[["$","style","0",{"precedence":"next","href":"/_next/static/chunks/a.css","children":"$7"}]]\n9:T${bytes(description)},`,
  ),
  chunk(description),
  chunk('a:["$","p",null,{"children":"$9"}]\n'),
  '</body></html>',
].join('');

describe('the inlined stylesheets’ copies in a page’s payload', () => {
  it('empties the text row that repeats a <style>, keeping its id and its references', () => {
    const html = withoutInlinedCssCopies(page);
    expect(html).toContain(chunk(`0:{"P":null}\n7:T0,`) + chunk(''));
    expect(html).toContain(String.raw`\"children\":\"$7\"`);
    // Painted from the <style>, which stays.
    expect(html.indexOf(css)).toBe(html.lastIndexOf(css));
    expect(html.length).toBeLessThan(page.length - css.length);
  });

  it('leaves any other text row alone, and a row whose length does not match', () => {
    expect(withoutInlinedCssCopies(page)).toContain(chunk(description));
    const wrongLength = page.replace(`7:T${bytes(css)},`, `7:T${bytes(css + 'x')},`);
    expect(withoutInlinedCssCopies(wrongLength)).toBe(wrongLength);
    const noStyle = page.replace(/<style[^>]*>[^<]*<\/style>/, '');
    expect(withoutInlinedCssCopies(noStyle)).toBe(noStyle);
  });

  it('is done before the page’s script policy is computed, once', () => {
    const value = { kind: 'APP_PAGE', html: page, headers: {} as Record<string, string> };
    finishStaticPage(value);
    expect(value.html).toBe(withoutInlinedCssCopies(page));
    const policy = value.headers['content-security-policy'];
    expect(policy).toContain("'sha256-");
    // Already final: neither changed again nor hashed again.
    const before = value.html;
    finishStaticPage(value);
    expect(value.html).toBe(before);
    expect(value.headers['content-security-policy']).toBe(policy);
  });
});
