import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOG_CACHE_PROFILES, MIN_CATALOG_EXPIRE_SECONDS } from '@/lib/cache/cache-profiles';
import nextConfig from '@/next.config';

// Browse pages must keep their last good copy for as long as Odoo is down.
// A cached read past its `expire` is rebuilt while the visitor waits, which fails without Odoo, and
// a page's lifetime is the shortest of the reads it renders: one read left on Next's 'hours'
// (expire: one day) empties the page after a day. So every cacheLife call must name one of the
// catalogue's profiles, and those must all live 30 days.

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const SOURCE_ROOTS = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `cacheLife(...)` call in the source, with the text of its argument. */
function cacheLifeCalls(): { at: string; argument: ts.Expression | undefined }[] {
  return SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    // Parsing only the files that mention it keeps the scan quick.
    if (!text.includes('cacheLife')) return [];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    const calls: { at: string; argument: ts.Expression | undefined }[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'cacheLife'
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        calls.push({
          at: `${relative(process.cwd(), file)}:${line + 1}`,
          argument: node.arguments[0],
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return calls;
  });
}

describe('catalogue cache lifetimes', () => {
  it('keep every profile for at least 30 days', () => {
    expect(MIN_CATALOG_EXPIRE_SECONDS).toBeGreaterThanOrEqual(THIRTY_DAYS);
    for (const [name, profile] of Object.entries(CATALOG_CACHE_PROFILES)) {
      expect(profile.expire, name).toBeGreaterThanOrEqual(THIRTY_DAYS);
      // Next refuses an expire that does not outlive revalidate.
      expect(profile.expire, name).toBeGreaterThan(profile.revalidate);
    }
  });

  it('keep the cadence the shop had: hourly revalidation, variants every minute', () => {
    expect(CATALOG_CACHE_PROFILES.catalog).toMatchObject({ stale: 300, revalidate: 3600 });
    expect(CATALOG_CACHE_PROFILES['catalog-variant']).toMatchObject({ stale: 300, revalidate: 60 });
  });

  it('are registered in next.config.ts under their names', () => {
    expect(nextConfig.cacheLife).toEqual(CATALOG_CACHE_PROFILES);
  });

  it('are the only lifetimes the code uses, by name', () => {
    const calls = cacheLifeCalls();
    // The catalogue cache module alone has over a dozen; finding none means the scan is broken.
    expect(calls.length).toBeGreaterThan(10);
    const names = Object.keys(CATALOG_CACHE_PROFILES);
    const offending = calls
      .filter(
        ({ argument }) =>
          !argument || !ts.isStringLiteralLike(argument) || !names.includes(argument.text),
      )
      .map(({ at }) => at);
    expect(offending).toEqual([]);
  });
});
