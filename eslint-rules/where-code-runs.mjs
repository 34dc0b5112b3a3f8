// Where a module runs is in its name or folder, and imports may not cross that line:
// - server: `*.server.ts(x)` (and `'use server'` action modules);
// - browser: `'use client'` files, `*.browser.ts(x)` in their domain's folder, and `lib/browser/**`
//   (what belongs to no domain: the page shell's overlays, focus, idle time, the device);
// - shared: every other module under `lib/`, which runs on both sides and so imports neither.
// A browser module that imported server code would fail only at runtime (server-only throws), and
// a server module that imported a browser one would carry js-cookie or zustand into the server.
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SERVER_PACKAGES = new Set(['server-only', 'next/headers']);
const BROWSER_PACKAGES = new Set(['client-only', 'js-cookie', 'zustand']);

const isServerPath = (path) => /\.server\.tsx?$/.test(path) || /\.server$/.test(path);
const isBrowserPath = (path) => /^lib\/browser\//.test(path) || /\.browser(\.tsx?)?$/.test(path);

/** The repo-relative path an import names, or null for a package. */
function importedPath(filename, source) {
  if (source.startsWith('@/')) return source.slice(2);
  if (source.startsWith('.')) return relative(ROOT, resolve(dirname(filename), source));
  return null;
}

function directives(program) {
  const found = new Set();
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    found.add(statement.directive);
  }
  return found;
}

/** 'server', 'browser', 'shared' (a lib module) or null (app/components/tests: checked by kind). */
function kindOf(path, program) {
  const marks = directives(program);
  if (marks.has('use client') || isBrowserPath(path)) return 'browser';
  if (marks.has('use server') || isServerPath(path)) return 'server';
  return path.startsWith('lib/') ? 'shared' : null;
}

function kindOfImport(filename, source) {
  const path = importedPath(filename, source);
  if (path === null) {
    if (SERVER_PACKAGES.has(source)) return 'server';
    if (BROWSER_PACKAGES.has(source)) return 'browser';
    return null;
  }
  if (isServerPath(path)) return 'server';
  if (isBrowserPath(path)) return 'browser';
  return null;
}

const MESSAGES = {
  'browser-imports-server':
    "Browser code imports the server module '{{source}}': pass what it needs as props or through a server action.",
  'server-imports-browser':
    "Server code imports the browser module '{{source}}': move the shared piece to a module both sides may import.",
  'shared-imports-server':
    "'{{source}}' is server code: this module then runs only on the server, so name it *.server.ts.",
  'shared-imports-browser':
    "'{{source}}' is browser code: this module then runs only in the browser, so name it *.browser.ts.",
};

export const whereCodeRuns = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports do not cross from browser code to server code or back.' },
    messages: MESSAGES,
    schema: [],
  },
  create(context) {
    const path = relative(ROOT, context.filename);
    let kind = null;
    // Type-only imports vanish at build time and may cross.
    const check = (node, source) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const imported = kindOfImport(context.filename, source);
      if (!imported || !kind || imported === kind) return;
      context.report({ node, messageId: `${kind}-imports-${imported}`, data: { source } });
    };
    return {
      Program(program) {
        kind = kindOf(path, program);
      },
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
          check(node, node.source.value);
        }
      },
    };
  },
};

const plugin = { rules: { 'where-code-runs': whereCodeRuns } };
export default plugin;
