import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPath, importSources, sourceFileOf } from '../support/source-imports';

// lib's folders are domains (cart, order, payment, ...). Two that import each other are one domain
// split in two, or share a piece that belongs below both: either way neither can be read, tested
// or moved alone. This counts such pairs; the shared piece moves down until there are none.
//
// mock-odoo is held to more: no file of it may reach itself through its imports, however long
// the way round (a circle of files is one module in many pieces, and the order they load in
// decides what is defined when).

const ROOT = process.cwd();
const LIB = join(ROOT, 'lib');
const MOCK_ODOO = join(ROOT, 'mock-odoo');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lib folder an import names, or null outside lib. */
function importedDomain(file: string, source: string): string | null {
  const path = importedPath(file, source);
  if (!path) return null;
  const inLib = relative(LIB, path);
  if (inLib.startsWith('..')) return null;
  return inLib.split('/')[0] ?? null;
}

function libDomainImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const domain = relative(LIB, file).split('/')[0]!;
    const text = readFileSync(file, 'utf8');
    for (const source of importSources(text)) {
      const target = importedDomain(file, source);
      if (!target || target === domain) continue;
      if (!edges.has(domain)) edges.set(domain, new Set());
      edges.get(domain)!.add(target);
    }
  }
  return edges;
}

/** The source file an import of a file below `root` names, or null outside `root`. */
function importedFile(root: string, file: string, source: string): string | null {
  const path = importedPath(file, source);
  if (!path || relative(root, path).startsWith('..')) return null;
  const found = sourceFileOf(path);
  if (!found) throw new Error(`${relative(ROOT, file)}: '${source}' names no file`);
  return found;
}

/** File -> the files below `root` it imports. */
function fileImports(root: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const targets = new Set<string>();
    for (const source of importSources(readFileSync(file, 'utf8'))) {
      const target = importedFile(root, file, source);
      if (target) targets.add(target);
    }
    edges.set(file, targets);
  }
  return edges;
}

/**
 * The circles of a graph: its strongly connected components of more than one node, or of one
 * that imports itself (Tarjan's algorithm), each sorted, largest first.
 */
function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
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

describe('mock-odoo files', () => {
  it('finds a circle however long the way round', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
      ['e', new Set(['e'])],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('no file imports itself through other files', () => {
    const edges = fileImports(MOCK_ODOO);
    expect(edges.size).toBeGreaterThan(50);
    const found = circles(edges).map((circle) =>
      circle.map((file) => relative(MOCK_ODOO, file)).join(', '),
    );
    expect(found).toEqual([]);
  });
});
