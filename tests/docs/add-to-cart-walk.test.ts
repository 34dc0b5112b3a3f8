import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPaths, sourceFileOf } from '../support/source-imports';

// docs/architecture.md walks "add to cart" from the button to Odoo, file by file. The walk is how
// a newcomer meets the code, so it must stay true: every file exists, each one imports or is
// imported by a file before it (it is a real path, not a list), and each folder is entered once
// (a folder that comes back means a domain's code is split across layers).

const ROOT = process.cwd();
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

function walkFiles(): string[] {
  const section = DOC.split(/^## /m).find((part) => part.startsWith('Add to cart'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
    .filter((path): path is string => path !== undefined);
}

/** The repo files `file` (repo-relative) imports. */
function importsOf(file: string): Set<string> {
  const found = importedPaths(join(ROOT, file)).map(sourceFileOf);
  return new Set(found.filter((path) => path !== null).map((path) => relative(ROOT, path)));
}

/** `lib/cart/cart.server.ts` → `lib/cart`; `graphql/x.ts` → `graphql`. */
const folderOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('graphql/') ? 1 : 2)
    .join('/');

describe('the add-to-cart walk in docs/architecture.md', () => {
  const files = walkFiles();

  it('names files that exist, from a component down to the Odoo request', () => {
    expect(files.length).toBeGreaterThan(8);
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    expect(files[0]).toMatch(/^components\//);
    expect(files.at(-1)).toBe('lib/odoo/odoo-request.server.ts');
  });

  it('is a path: each file imports or is imported by a file before it', () => {
    const loose = files.slice(1).filter((file, index) => {
      const earlier = files.slice(0, index + 1);
      const own = importsOf(file);
      return !earlier.some((before) => importsOf(before).has(file) || own.has(before));
    });
    expect(loose).toEqual([]);
  });

  it('enters each folder once', () => {
    const runs = files.map(folderOf).filter((folder, index, all) => folder !== all[index - 1]);
    const again = runs.filter((folder, index) => runs.indexOf(folder) !== index);
    expect(again).toEqual([]);
  });
});
