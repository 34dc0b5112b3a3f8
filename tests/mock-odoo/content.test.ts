// mock-odoo's website pages against what its database stores (the seeded texts, a page added for
// a test), its tag stripper and its newsletter list. What the API answers for pages is the
// contract suite's (tests/contract/content.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeElements } from '@/mock-odoo/src/vsf/website-content';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type GraphqlResponse } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

let running: RunningMockOdoo;

beforeAll(async () => {
  running = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

interface Page {
  id: number;
  name: string;
  url: string;
  content: string;
  contentCacheTag: string;
}

function ok<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

async function page(args: {
  id?: number;
  name?: string;
  url?: string;
  lang?: string;
  excludedTags?: string[];
}): Promise<Page | null> {
  const { lang, excludedTags, ...lookup } = args;
  // No language cookie: without contentOptions.lang the page comes in the website's language.
  const data = ok(
    await odooClient(running.url, { lang: null }).request<{ websitePage: Page | null }>(
      `query Page($id: Int, $name: String, $url: String, $options: WebsitePageContentInput) {
         websitePage(id: $id, name: $name, url: $url, contentOptions: $options) {
           id name url content contentCacheTag
         }
       }`,
      { ...lookup, options: { lang, excludedTags } },
    ),
  );
  return data.websitePage;
}

/** A page's body as Odoo renders it: inside the block its website builder edits. */
const wrapped = (content: string) => `<div id="wrap" class="oe_structure">${content}</div>`;

async function storedContent(url: string, lang: string): Promise<string> {
  const result = await running.db.query<{ content: string }>(
    'SELECT content FROM website_page WHERE url = $1 AND lang = $2',
    [url, lang],
  );
  const content = result.rows[0]?.content;
  if (content === undefined) throw new Error(`no seeded page ${url} in ${lang}`);
  return content;
}

describe('websitePage', () => {
  it.each(['nl_NL', 'en_US', 'de_DE', 'ru_RU'])('serves /about in %s', async (lang) => {
    const about = await page({ url: '/about', lang });
    expect(about?.url).toBe('/about');
    expect(about?.content).toBe(wrapped(await storedContent('/about', lang)));
    expect(about?.contentCacheTag).toBe(`W${about?.id}`);
  });

  it('falls back to English when the page has no Dutch version', async () => {
    await running.db.query(
      `INSERT INTO website_page (name, url, lang, content) VALUES
         ('Careers', '/careers', 'en_US', '<p>Join us</p>'),
         ('Karriere', '/careers', 'de_DE', '<p>Komm zu uns</p>')`,
    );
    expect((await page({ url: '/careers', lang: 'fr_FR' }))?.content).toBe(
      wrapped('<p>Join us</p>'),
    );
    expect((await page({ url: '/careers', lang: 'de_DE' }))?.content).toBe(
      wrapped('<p>Komm zu uns</p>'),
    );
  });

  it('removes excluded tags with their content', async () => {
    const stored = await storedContent('/about', 'en_US');
    expect(stored).toMatch(/<script/i);
    expect(stored).toMatch(/<style/i);

    const about = await page({ url: '/about', lang: 'en_US', excludedTags: ['script', 'style'] });
    const content = about?.content ?? '';
    expect(content).not.toMatch(/<\/?script/i);
    expect(content).not.toMatch(/<\/?style/i);
    expect(content.length).toBeGreaterThan(0);
    expect(content).toBe(removeElements(wrapped(stored), ['script', 'style']));
  });
});

describe('removeElements', () => {
  it('removes nested elements of the same name whole', () => {
    const html = '<div a="1"><p>x</p><div><b>y</b></div><p>z</p></div><p>kept</p>';
    expect(removeElements(html, ['div'])).toBe('<p>kept</p>');
  });

  it('reads quoted attributes that contain > and tag-like text', () => {
    const html = '<p title="a > b <script>">t</p><script data-x=\'1>2\'>go()</script>!';
    expect(removeElements(html, ['script'])).toBe('<p title="a > b <script>">t</p>!');
  });

  it('treats script and style content as text, never as markup', () => {
    const html = '<div><script>var s = "</div><style>";</script>in</div><style>p{}</style>after';
    expect(removeElements(html, ['div'])).toBe('<style>p{}</style>after');
    expect(removeElements(html, ['style'])).toBe(
      '<div><script>var s = "</div><style>";</script>in</div>after',
    );
  });

  it('matches tag names in any case and keeps comments', () => {
    const html = '<!-- <script>x</script> --><SCRIPT type="text/javascript">x()</Script><p>ok</p>';
    expect(removeElements(html, ['Script'])).toBe('<!-- <script>x</script> --><p>ok</p>');
  });

  it('drops void elements, stray end tags and an element left open to the end', () => {
    expect(removeElements('a<img src="x.png">b<br/>c', ['img', 'br'])).toBe('abc');
    expect(removeElements('a</iframe>b', ['iframe'])).toBe('ab');
    expect(removeElements('<p>a</p><script>never closed <p>b</p>', ['script'])).toBe('<p>a</p>');
  });

  it('leaves text with a lone < alone and ignores invalid tag names', () => {
    expect(removeElements('1 < 2 and <b>bold</b>', ['b'])).toBe('1 < 2 and ');
    const html = '<p>x</p>';
    expect(removeElements(html, ['', '*', 'p>'])).toBe(html);
  });
});

describe('newsletterSubscribe', () => {
  async function subscribe(email: string | null) {
    const data = ok(
      await odooClient(running.url).request<{ newsletterSubscribe: { subscribed: boolean } }>(
        'mutation Subscribe($email: String) { newsletterSubscribe(email: $email) { subscribed } }',
        { email },
      ),
    );
    return data.newsletterSubscribe.subscribed;
  }

  async function contacts(email: string): Promise<number> {
    const result = await running.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mailing_contact WHERE email = $1',
      [email],
    );
    return result.rows[0]?.n ?? 0;
  }

  it('subscribes a valid address once', async () => {
    expect(await subscribe('  News.Reader@Example.com ')).toBe(true);
    expect(await subscribe('news.reader@example.com')).toBe(true);
    expect(await contacts('news.reader@example.com')).toBe(1);
  });
});
