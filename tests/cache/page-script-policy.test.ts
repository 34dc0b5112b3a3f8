import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStorable } from '@/lib/cache/isr-cache-handler.mjs';
import {
  inlineScriptHashes,
  staticPageScriptPolicy,
  finishStaticPage,
} from '@/lib/cache/page-script-policy.mjs';

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the script policy of a cached page', () => {
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"é \\u003c/script>"])</script>',
    '<script type="module">import "/x.js"</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '</body></html>',
  ].join('');

  it('hashes exactly the inline scripts a browser runs, each once', () => {
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('(self.__next_f=self.__next_f||[]).push([0])'),
      hashOf('self.__next_f.push([1,"é \\u003c/script>"])'),
      hashOf('import "/x.js"'),
    ]);
  });

  it('allows the shop’s own files and those hashes, nothing inline besides', () => {
    const policy = staticPageScriptPolicy(html);
    expect(policy.startsWith("script-src 'self' 'sha256-")).toBe(true);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain(hashOf('{"@type":"Product"}'));
  });

  it('is added once to a whole page and never to a shell whose parts render per request', () => {
    const page = { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'a' } };
    finishStaticPage(page);
    const policy = page.headers['content-security-policy' as 'x-next-cache-tags'];
    expect(policy).toBe(staticPageScriptPolicy(html));

    const shell = { kind: 'APP_PAGE', html, postponed: '{}', headers: {} };
    finishStaticPage(shell);
    expect(shell.headers).toEqual({});

    const route = { kind: 'APP_ROUTE', html, headers: {} };
    finishStaticPage(route);
    expect(route.headers).toEqual({});
  });
});

describe('what the page cache keeps', () => {
  it('keeps pages that exist and everything that is not a page', () => {
    expect(isStorable({ kind: 'APP_PAGE', status: 200 })).toBe(true);
    expect(isStorable({ kind: 'APP_PAGE' })).toBe(true);
    expect(isStorable({ kind: 'FETCH' })).toBe(true);
    expect(isStorable(null)).toBe(true);
  });

  it('refuses the 404s and redirects that made-up addresses render', () => {
    expect(isStorable({ kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(isStorable({ kind: 'APP_PAGE', status: 308 })).toBe(false);
    expect(isStorable({ kind: 'APP_PAGE', status: 307 })).toBe(false);
  });
});
