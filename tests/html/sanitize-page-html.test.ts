import { describe, expect, it } from 'vitest';

const { sanitizePageHtml } = await import('@/lib/html/sanitize-html.server');

describe('sanitizePageHtml', () => {
  it('keeps page structure: headings one level down, lists, tables, quotes', () => {
    expect(
      sanitizePageHtml(
        '<h1>T</h1><h2>S</h2><ul><li>a</li></ul><table><thead><tr><th scope="col" class="x">h</th></tr></thead>' +
          '<tbody><tr><td colspan="2">c</td></tr></tbody></table><blockquote>q</blockquote>',
      ),
    ).toBe(
      '<h2>T</h2><h3>S</h3><ul><li>a</li></ul><table><thead><tr><th scope="col">h</th></tr></thead>' +
        '<tbody><tr><td colspan="2">c</td></tr></tbody></table><blockquote>q</blockquote>',
    );
  });

  it('keeps http(s), mailto and tel links only', () => {
    expect(sanitizePageHtml('<a href="https://x.test/">a</a>')).toBe(
      '<a href="https://x.test/" rel="noopener nofollow">a</a>',
    );
    // The About page's phone number stays tappable.
    expect(sanitizePageHtml('<a href="tel:+31201234567">call</a>')).toBe(
      '<a href="tel:+31201234567" rel="noopener nofollow">call</a>',
    );
    for (const href of ['/relative', '//evil.test/x', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(sanitizePageHtml(`<a href="${href}">a</a>`), href).toBe('<a>a</a>');
    }
  });

  it('keeps images with http(s) or relative sources, lazily loaded', () => {
    expect(sanitizePageHtml('<img src="/web/image/1.png" alt="A" width="10" onload="x()">')).toBe(
      '<img loading="lazy" src="/web/image/1.png" alt="A" width="10" />',
    );
    expect(sanitizePageHtml('<img src="https://cdn.test/a.png">')).toBe(
      '<img loading="lazy" src="https://cdn.test/a.png" />',
    );
    for (const src of ['data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.test/a.png']) {
      expect(sanitizePageHtml(`<img src="${src}" alt="A">`), src).toBe(
        '<img loading="lazy" alt="A" />',
      );
    }
  });

  it('drops style, class, scripts, frames and foreign markup', () => {
    expect(
      sanitizePageHtml(
        '<div class="c" style="color:red"><p id="i">t</p></div><style>p{}</style><script>x</script>' +
          '<iframe src="https://x.test"></iframe><svg><a href="https://x.test">s</a></svg><form action="//e"><input></form>',
      ),
    ).toBe('<div><p>t</p></div>');
  });
});
