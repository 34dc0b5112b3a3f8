import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every text a shopper sees or hears comes from messages/*.json. This walks the JSX of app/ and
// components/ and reports text nodes and user-facing attributes written as literals.
const ROOTS = ['app', 'components'];
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);
const HAS_LETTER = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(process.cwd(), file)}:${line + 1} "${text.trim()}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && HAS_LETTER.test(value.text))
        report(node, value.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      HAS_LETTER.test(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-facing strings', () => {
  it('are not hard-coded in components or routes', () => {
    const files = ROOTS.flatMap(tsxFiles);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(literalTexts)).toEqual([]);
  });

  it('the check itself catches a literal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strings-'));
    const probe = join(dir, 'probe.tsx');
    writeFileSync(probe, 'export const X = () => <p aria-label="Close">Hello {"there"}</p>;\n');
    try {
      expect(literalTexts(probe)).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
