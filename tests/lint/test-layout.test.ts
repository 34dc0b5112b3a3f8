import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPaths } from '../support/source-imports';

// A test lives where its code is: the test of lib/<domain>/x.ts (x.server.ts, x.browser.ts,
// x.tsx) or components/<domain>/x.tsx is tests/<domain>/x.test.ts(x), so the tests of a module
// are found without a search and move with it. tests/contract, tests/mock-odoo and
// tests/odoo-modules are suites of their own (they test Odoo and its stand-in, not a module);
// helpers that several folders use live in tests/support.

const ROOT = process.cwd();
const TESTS = join(ROOT, 'tests');
const SEPARATE_SUITES = new Set(['contract', 'mock-odoo', 'odoo-modules']);
const TEST_FILE = /\.test\.tsx?$/;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** A module's or a test's name without where it runs: cart-store.browser.ts → cart-store. */
function baseName(path: string): string {
  return path
    .split('/')
    .pop()!
    .replace(/\.test\.tsx?$/, '')
    .replace(/\.(tsx?|mjs|js)$/, '')
    .replace(/\.(server|browser)$/, '');
}

/** Every module of lib/ and components/ by base name, with the domains that have one. */
function moduleDomains(): Map<string, Set<string>> {
  const domains = new Map<string, Set<string>>();
  for (const root of ['lib', 'components']) {
    for (const file of files(join(ROOT, root), (name) => /\.(tsx?|mjs|js)$/.test(name))) {
      if (file.endsWith('.d.ts')) continue;
      const domain = relative(join(ROOT, root), file).split('/')[0]!;
      const name = baseName(file);
      if (!domains.has(name)) domains.set(name, new Set());
      domains.get(name)!.add(domain);
    }
  }
  return domains;
}

/** The unit tests: every test file outside the separate suites, relative to tests/. */
function unitTests(): string[] {
  return files(TESTS, (name) => TEST_FILE.test(name))
    .map((file) => relative(TESTS, file))
    .filter((file) => !SEPARATE_SUITES.has(file.split('/')[0]!));
}

describe('where the tests are', () => {
  it('no test sits loose at the top of tests/', () => {
    const loose = readdirSync(TESTS).filter((name) => TEST_FILE.test(name));
    expect(loose).toEqual([]);
  });

  it('a test named after a module sits in the folder of that module’s domain', () => {
    const modules = moduleDomains();
    const misplaced = unitTests().flatMap((test) => {
      const domains = modules.get(baseName(test));
      const folder = test.split('/')[0]!;
      if (!domains || domains.has(folder)) return [];
      return [`tests/${test} → tests/${[...domains].join(' or tests/')}/`];
    });
    expect(misplaced).toEqual([]);
  });

  it('a helper in a folder’s support/ serves that folder only; a shared one is in tests/support', () => {
    const borrowed = unitTests().flatMap((test) => {
      const folder = test.split('/')[0]!;
      return importedPaths(join(TESTS, test))
        .map((path) => relative(TESTS, path).split('/'))
        .filter(([owner, subfolder]) => subfolder === 'support' && owner !== folder)
        .map((parts) => `tests/${test} imports tests/${parts.join('/')}`);
    });
    expect(borrowed).toEqual([]);
  });
});
