import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// mock-odoo/README.md maps mock-odoo onto Odoo: every schema file of graphql_vuestorefront 15.0,
// every module of ours and every file that stands in for one of them has its row or its link.

const ROOT = process.cwd();
const README = readFileSync(join(ROOT, 'mock-odoo/README.md'), 'utf8');
const ROWS = README.split('\n').filter((line) => line.startsWith('| `'));

/** graphql_vuestorefront 15.0's schemas/, as released. */
const SCHEMA_FILES = [
  'address',
  'category',
  'contact_us',
  'country',
  'invoice',
  'mailing_list',
  'objects',
  'order',
  'payment',
  'product',
  'shop',
  'sign',
  'user_profile',
  'website',
  'website_blog',
  'website_cms',
  'website_page',
  'wishlist',
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('mock-odoo/README.md', () => {
  it('has a row for every schema file of graphql_vuestorefront', () => {
    const missing = SCHEMA_FILES.filter(
      (schema) => !ROWS.some((row) => row.startsWith(`| \`${schema}.py\``)),
    );
    expect(missing).toEqual([]);
  });

  it('has a row for every module of ours', () => {
    const modules = readdirSync(join(ROOT, 'odoo')).filter((name) => name.startsWith('vsf_'));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((module) => !ROWS.some((row) => row.includes(`\`${module}\``)))).toEqual(
      [],
    );
  });

  it('links every file that stands in for graphql_vuestorefront or a module of ours', () => {
    const standIns = [
      ...files(join(ROOT, 'mock-odoo/src/graphql-vuestorefront')),
      ...files(join(ROOT, 'mock-odoo/src/vsf')).filter(
        (file) => !file.includes('/procurement-system/'),
      ),
    ].map((file) => relative(join(ROOT, 'mock-odoo'), file));
    expect(standIns.filter((file) => !README.includes(`](${file})`))).toEqual([]);
  });
});

describe('mock-odoo/src/graphql-vuestorefront/', () => {
  it('names each file after its schema file of graphql_vuestorefront', () => {
    const names = readdirSync(join(ROOT, 'mock-odoo/src/graphql-vuestorefront')).map((file) =>
      file.replace(/\.ts$/, '').replace(/-/g, '_'),
    );
    // objects.py's Product, whose fields are a file of their own; the stock profile's faults.
    expect(names.filter((name) => !SCHEMA_FILES.includes(name))).toEqual([
      'odoo15_faults',
      'product_fields',
    ]);
  });
});
