import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link of every Markdown file in the repository leads to a file of the repository:
// [text](path) links, and paths to Markdown files written in code spans (`docs/x.md`).

const ROOT = resolve('.');
const SKIPPED = new Set(['node_modules', '.git', '.data', 'test-results', 'playwright-report']);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.next')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Relative targets a reader would follow: link targets, and `.md` paths in code spans. */
function relativeTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  const links = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
  const spans = [...prose.matchAll(/`([\w./-]+\.md)`/g)].map((match) => match[1]!);
  return [...links, ...spans]
    .map((target) => target.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the Markdown files', () => {
  const files = markdownFiles(ROOT);

  it('are found', () => {
    expect(files.map((file) => relative(ROOT, file))).toContain('README.md');
  });

  it('link only to files of the repository', () => {
    const dead = files.flatMap((file) =>
      relativeTargets(readFileSync(file, 'utf8'))
        .filter((target) => {
          // A bare name in a code span may be named from the root or from the file's folder.
          const candidates = target.startsWith('/')
            ? [join(ROOT, target)]
            : [resolve(dirname(file), target), resolve(ROOT, target)];
          return !candidates.some(
            (candidate) => candidate.startsWith(ROOT) && existsSync(candidate),
          );
        })
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(dead).toEqual([]);
  });
});
