import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md opens with the table that finds any feature's files: route, components,
// lib domain, GraphQL operations, mock-odoo file, Odoo module, tests. A table like that rots
// silently when files move, so every name in it is checked here, and every operation, component
// folder and Odoo module of ours must have a row.

const ROOT = process.cwd();
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

interface Row {
  feature: string;
  routes: string;
  components: string;
  lib: string;
  operations: string;
  mock: string;
  odoo: string;
  tests: string;
}

function featureRows(): Row[] {
  const section = DOC.split(/^## /m).find((part) => part.startsWith('Where each feature lives'));
  const lines = (section ?? '').split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const [feature, routes, components, lib, operations, mock, odoo, tests] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { feature, routes, components, lib, operations, mock, odoo, tests } as Row;
  });
}

const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const missing = (paths: string[], base = ROOT) => paths.filter((p) => !existsSync(join(base, p)));
const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The operations a row names: the words of its cell outside parentheses. */
const operationsOf = (row: Row) =>
  row.operations.replace(/\([^)]*\)/g, '').match(/\b[a-z][A-Za-z]+\b/g) ?? [];

/** `/category/{slug}` → whether app/ has a route whose first segment is `category`. */
function routeExists(route: string): boolean {
  const first = route.split(/[/?]/)[1] ?? '';
  if (first === '') return true;
  const candidates = ['app/[locale]/(default)', 'app/[locale]/(blank)', 'app/[locale]', 'app'];
  return candidates.some((folder) => existsSync(join(ROOT, folder, first)));
}

describe('the feature table of docs/architecture.md', () => {
  const rows = featureRows();

  it('has a row per feature, each with its tests', () => {
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => spans(row.tests).length === 0).map((row) => row.feature)).toEqual(
      [],
    );
  });

  it('names files and folders that exist', () => {
    const named = rows.flatMap((row) => [
      ...spans(row.components),
      ...spans(row.lib),
      ...spans(row.tests),
    ]);
    expect(missing(named)).toEqual([]);
    expect(
      missing(
        rows.flatMap((row) => spans(row.mock)),
        'mock-odoo/src',
      ),
    ).toEqual([]);
    const routes = rows.flatMap((row) => spans(row.routes)).filter((r) => r.startsWith('/'));
    expect(routes.filter((route) => !routeExists(route))).toEqual([]);
  });

  it('names only operations of graphql/operations, and each of them', () => {
    const named = new Set(rows.flatMap(operationsOf));
    const files = readdirSync(join(ROOT, 'graphql/operations')).map((f) =>
      f.replace(/\.graphql$/, ''),
    );
    expect([...named].filter((name) => !files.includes(name))).toEqual([]);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it('has a row for every component folder and every Odoo module of ours', () => {
    const components = new Set(rows.flatMap((row) => spans(row.components)));
    // Building blocks every feature uses: not a feature of their own.
    const shared = new Set(['ui', 'layout']);
    expect(
      folders('components').filter((f) => !shared.has(f) && !components.has(`components/${f}/`)),
    ).toEqual([]);
    const modules = new Set(rows.flatMap((row) => row.odoo.match(/\bvsf_\w+/g) ?? []));
    const ours = folders('odoo').filter((folder) => folder.startsWith('vsf_'));
    expect(ours.filter((module) => !modules.has(module))).toEqual([]);
    expect([...modules].filter((module) => !ours.includes(module))).toEqual([]);
  });
});
