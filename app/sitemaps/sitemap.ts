import type { MetadataRoute } from 'next';
import { sitemapEntries, sitemapShard, sitemapShardCount } from '@/lib/seo/sitemap-entries';
import { loadSitemapPaths } from '@/lib/cache/cached-reads.server';

// The sitemap shards, /sitemaps/sitemap/<id>.xml: every category, product, brand and catalog page in every
// enabled locale, with hreflang alternates. /sitemap.xml is their index (app/sitemap.xml/route.ts).

export async function generateSitemaps(): Promise<{ id: number }[]> {
  const count = sitemapShardCount((await loadSitemapPaths()).length);
  return Array.from({ length: count }, (_, id) => ({ id }));
}

export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const id = Number(await props.id);
  const paths = await loadSitemapPaths();
  if (!Number.isInteger(id) || id < 0) return [];
  return sitemapEntries(sitemapShard(paths, id));
}
