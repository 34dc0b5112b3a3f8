import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// README and docs/odoo-extensions.md carry the same table of what the shop does on a stock Odoo
// 15, with our modules and on mock-odoo; every test it names as its proof exists.

function featureTable(file: string): string[] {
  const lines = readFileSync(join(process.cwd(), file), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^\|\s*Feature\s*\|\s*Stock Odoo 15/.test(line));
  expect(start, `the feature table in ${file}`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end);
}

describe('the stock Odoo 15 feature table', () => {
  it('is the same in the README and in docs/odoo-extensions.md', () => {
    expect(featureTable('README.md')).toEqual(featureTable('docs/odoo-extensions.md'));
  });

  it('names only tests that exist', () => {
    const named = featureTable('README.md')
      .slice(2)
      .flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)])
      .map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(join(process.cwd(), file)))).toEqual([]);
  });
});
