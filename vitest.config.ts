import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Pure logic runs in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    restoreMocks: true,
    // Vitest leaves one core free by default, which on a two-core CI machine runs the files one
    // by one; two workers take the unit run from about 6 to 4 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/setup/next-server.ts'],
    globalSetup: ['tests/setup/seed-image.ts'],
  },
});
