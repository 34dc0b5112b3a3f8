import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import whereCodeRuns from './eslint-rules/where-code-runs.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-stock/**',
    '.next-live/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/floor/.next/**',
  ]),
  {
    plugins: { shop: whereCodeRuns },
    rules: {
      'shop/where-code-runs': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Component tests render plain anchors on purpose (the progress bar listens for them).
    files: ['tests/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
]);
