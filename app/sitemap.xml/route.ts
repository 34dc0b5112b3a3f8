import { sitemapIndexXml, sitemapShardCount } from '@/lib/seo/sitemap-entries';
import { loadSitemapPaths } from '@/lib/cache/cached-reads.server';
import { absoluteUrl } from '@/lib/seo/site-url';

/** The sitemap index robots.txt points at: one entry per shard of app/sitemaps/sitemap.ts. */
export async function GET(): Promise<Response> {
  const count = sitemapShardCount((await loadSitemapPaths()).length);
  const urls = Array.from({ length: count }, (_, id) => absoluteUrl(`/sitemaps/sitemap/${id}.xml`));
  return new Response(sitemapIndexXml(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
