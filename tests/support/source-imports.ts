import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// How the repo's own tests read a source file's imports (the layering, circle and layout rules,
// the architecture walk): one reading, so they cannot disagree on what a file imports.

const ROOT = process.cwd();

/** Every module a file names: static and dynamic imports and re-exports, type-only ones too. */
export function importSources(text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
}

/** The absolute path an import of `file` names (`@/…` or relative, unresolved), or null for a package. */
export function importedPath(file: string, source: string): string | null {
  if (source.startsWith('@/')) return join(ROOT, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

/** The TypeScript file an import path stands for, or null when none exists. */
export function sourceFileOf(path: string): string | null {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** The absolute paths `file` imports (unresolved), packages left out. */
export function importedPaths(file: string): string[] {
  return importSources(readFileSync(file, 'utf8'))
    .map((source) => importedPath(file, source))
    .filter((path): path is string => path !== null);
}
