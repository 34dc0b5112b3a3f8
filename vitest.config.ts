import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['tests/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module, a global or an environment variable for themselves: they need
 * a module graph of their own. Every other file shares its worker's modules with the files before
 * it, which saves importing Next, the shop and mock-odoo again for each (about 8.5 → 6 minutes on
 * a two-core machine); tests/setup/next-server.ts puts back the environment each file changes.
 */
function filesThatReplaceModules(): string[] {
  const replaces = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
  const root = fileURLToPath(new URL('./tests/', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.test\.tsx?$/.test(file) && replaces.test(readFileSync(root + file, 'utf8')),
    )
    .map((file) => `tests/${file}`);
}
const isolated = filesThatReplaceModules();

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    // Pure logic runs in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    restoreMocks: true,
    // Vitest leaves one core free by default, which on a two-core CI machine runs the files one
    // by one; two workers take the unit run from about 6 to 4 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/setup/next-server.ts'],
    globalSetup: ['tests/setup/seed-image.ts'],
    projects: [
      // Arrays extend the root's: each project names its files itself.
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
