import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/overlay-labels/[locale]/route';
import { OVERLAY_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/shell-labels';
import de from '@/messages/de.json';

const get = (locale: string) =>
  GET(new Request(`http://shop.test/api/overlay-labels/${locale}`), {
    params: Promise.resolve({ locale }),
  });

describe('GET /api/overlay-labels/{locale}', () => {
  it('answers with exactly the sidebar and modal namespaces of that locale', async () => {
    const response = await get('de');
    expect(response.status).toBe(200);
    // The same for everyone: browsers and shared caches may keep it.
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([...OVERLAY_NAMESPACES]);
    expect(body.CartSidebar).toEqual(de.CartSidebar);
    expect(body.LoginModal).toEqual(de.LoginModal);
  });

  it('answers 404 for a locale the shop does not have', async () => {
    for (const locale of ['xx', 'NL', '../en', '']) {
      expect((await get(locale)).status, locale).toBe(404);
    }
  });

  it('keeps the overlay namespaces out of the labels every page carries', () => {
    const shell: readonly string[] = SHELL_NAMESPACES;
    expect(OVERLAY_NAMESPACES.filter((ns) => shell.includes(ns))).toEqual([]);
  });
});
