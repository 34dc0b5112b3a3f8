import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// lib's folders are domains (cart, order, payment, ...). Two that import each other are one domain
// split in two, or share a piece that belongs below both: either way neither can be read, tested
// or moved alone. This counts such pairs; the shared piece moves down until there are none.

const ROOT = process.cwd();
const LIB = join(ROOT, 'lib');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lib folder an import names, or null outside lib. Type-only imports count too. */
function importedDomain(file: string, source: string): string | null {
  let path: string;
  if (source.startsWith('@/')) path = join(ROOT, source.slice(2));
  else if (source.startsWith('.')) path = resolve(dirname(file), source);
  else return null;
  const inLib = relative(LIB, path);
  if (inLib.startsWith('..')) return null;
  return inLib.split('/')[0] ?? null;
}

function libDomainImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const domain = relative(LIB, file).split('/')[0]!;
    const text = readFileSync(file, 'utf8');
    for (const [, source] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = importedDomain(file, source!);
      if (!target || target === domain) continue;
      if (!edges.has(domain)) edges.set(domain, new Set());
      edges.get(domain)!.add(target);
    }
  }
  return edges;
}

describe('lib domains', () => {
  it('no two lib folders import each other', () => {
    const edges = libDomainImports();
    const pairs: string[] = [];
    for (const [from, targets] of edges) {
      for (const to of targets) {
        if (from < to && edges.get(to)?.has(from)) pairs.push(`${from} <-> ${to}`);
      }
    }
    expect(pairs).toEqual([]);
  });
});
