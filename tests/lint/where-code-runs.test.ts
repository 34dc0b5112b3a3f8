import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repo's own lint configuration, run on sources that do not exist: each is linted as if it
// lay at `filePath`, which is what decides whether it is browser, server or shared code.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'shop/where-code-runs')
    .map((message) => message.message);
}

// The first lint loads the whole configuration and its plugins: seconds on a busy 2-core runner.
describe('lint: where code runs', { timeout: 30_000 }, () => {
  it('fails a client component that imports a server module', async () => {
    const code = `'use client';
import { cartLoad } from '@/lib/cart/cart.server';
export const load = cartLoad;
`;
    expect(await ruleMessages(code, 'components/cart/fixture-widget.tsx')).toEqual([
      expect.stringContaining("Browser code imports the server module '@/lib/cart/cart.server'"),
    ]);
  });

  it('fails a browser module that imports server-only or next/headers', async () => {
    const code = `import 'server-only';
import { cookies } from 'next/headers';
export const read = cookies;
`;
    expect(await ruleMessages(code, 'lib/cart/fixture-store.browser.ts')).toHaveLength(2);
  });

  it('fails a server module that imports a browser module', async () => {
    const code = `import { useCartStore } from '@/lib/cart/cart-store.browser';
export const store = useCartStore;
`;
    expect(await ruleMessages(code, 'lib/cart/fixture.server.ts')).toEqual([
      expect.stringContaining(
        "Server code imports the browser module '@/lib/cart/cart-store.browser'",
      ),
    ]);
  });

  it('asks a shared lib module to say where it runs', async () => {
    const server = `import { cartLoad } from '../cart/cart.server';\nexport const load = cartLoad;\n`;
    const browser = `import { create } from 'zustand';\nexport const make = create;\n`;
    expect(await ruleMessages(server, 'lib/order/fixture.ts')).toEqual([
      expect.stringContaining('name it *.server.ts'),
    ]);
    expect(await ruleMessages(browser, 'lib/order/fixture.ts')).toEqual([
      expect.stringContaining('*.browser.ts'),
    ]);
  });

  it('lets types cross, and server actions be imported by the browser', async () => {
    const code = `'use client';
import type { cartLoad } from '@/lib/cart/cart.server';
import { cartAddItemAction } from '@/lib/cart/cart-actions';
export type Load = typeof cartLoad;
export const add = cartAddItemAction;
`;
    expect(await ruleMessages(code, 'components/cart/fixture-widget.tsx')).toEqual([]);
  });
});
