import { describe, expect, it } from 'vitest';

const { sanitizeHtml } = await import('@/lib/html/sanitize-html.server');

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <b>b</b> and <i>i</i><br>text</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><h4>y</h4>';
    // sanitize-html writes void elements XHTML-style; browsers read `<br />` as `<br>`.
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it("drops the seed's <script> with its content", () => {
    const seed =
      '<p>The Inkwell Executive Ballpoint Pen writes smoothly.</p><script>alert(1)</script><p>Refills.</p>';
    expect(sanitizeHtml(seed)).toBe(
      '<p>The Inkwell Executive Ballpoint Pen writes smoothly.</p><p>Refills.</p>',
    );
  });

  it("drops the seed's <img onerror>", () => {
    const seed = '<p>Notepad.</p><img src=x onerror="alert(1)"><p>FSC certified.</p>';
    expect(sanitizeHtml(seed)).toBe('<p>Notepad.</p><p>FSC certified.</p>');
  });

  it('drops style, iframe and friends with their content', () => {
    expect(sanitizeHtml('<style>p{}</style><iframe src="//x">t</iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeHtml('<SCRIPT type="x">a</SCRIPT ><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>b')).toBe('b');
    expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe('');
    expect(sanitizeHtml('<script>var a = "</scripts>";</script>ok')).toBe('ok');
  });

  it('drops every attribute, event handlers included', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeHtml('<strong onmouseover=alert(1)>t</strong>')).toBe('<strong>t</strong>');
  });

  it('keeps http(s) and mailto links with rel, drops other schemes', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:sales@example.com">m</a>')).toBe(
      '<a href="mailto:sales@example.com" rel="noopener nofollow">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('escapes quotes in kept hrefs so they cannot add attributes', () => {
    expect(sanitizeHtml(`<a href='https://x.test/"onmouseover="alert(1)'>x</a>`)).toBe(
      '<a href="https://x.test/&quot;onmouseover=&quot;alert(1)" rel="noopener nofollow">x</a>',
    );
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(
      sanitizeHtml('<div><span>a</span><h1>b</h1><table><tr><td>c</td></tr></table></div>'),
    ).toBe('abc');
  });

  it('balances tags and ignores stray closers', () => {
    expect(sanitizeHtml('<p><strong>x</p></em>y')).toBe('<p><strong>x</strong></p>y');
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
    // A nested link stays nested in the string; the browser's parser closes the outer one, and
    // both keep only the safe href and rel.
    expect(sanitizeHtml('<a href="https://a.test">1<a href="https://b.test">2</a>')).toBe(
      '<a href="https://a.test" rel="noopener nofollow">1<a href="https://b.test" rel="noopener nofollow">2</a></a>',
    );
  });

  it('drops comments and escapes text that only looks like markup', () => {
    expect(sanitizeHtml('a<!-- <script>x</script> -->b')).toBe('ab');
    // Character references are decoded and the text re-escaped: `&euro;` comes back as `€`.
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &euro;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; €');
    // `<!-->` is a complete (empty) comment in HTML, so the <img> is a real tag (dropped) and the
    // trailing `-->` is text, as a browser reads it.
    expect(sanitizeHtml('<!--><img src=x onerror=alert(1)>-->')).toBe('--&gt;');
    expect(sanitizeHtml('<p>x</p><img src="x')).toBe('<p>x</p>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
