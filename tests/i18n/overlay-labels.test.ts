// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOverlayLabels, resetOverlayLabels } from '@/lib/i18n/overlay-labels.browser';
import { OVERLAY_NAMESPACES } from '@/lib/i18n/shell-labels';
import en from '@/messages/en.json';

const overlayLabels = Object.fromEntries(OVERLAY_NAMESPACES.map((ns) => [ns, en[ns]]));

const answer = (body: unknown, status = 200) => Response.json(body, { status });

afterEach(() => {
  resetOverlayLabels();
});

describe('loadOverlayLabels', () => {
  const fetcherFor = (body: unknown, status = 200) =>
    vi.fn(async () => answer(body, status)) as unknown as typeof fetch;

  it('fetches a locale once and shares the answer between callers', async () => {
    const fetcher = fetcherFor(overlayLabels);
    const [first, second] = await Promise.all([
      loadOverlayLabels('en', fetcher),
      loadOverlayLabels('en', fetcher),
    ]);
    expect(first.WishlistSidebar.title).toBe(en.WishlistSidebar.title);
    expect(second).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed or malformed answer, so the next call tries again', async () => {
    await expect(loadOverlayLabels('en', fetcherFor({ error: 'down' }, 502))).rejects.toThrow(
      'HTTP 502',
    );
    await expect(
      loadOverlayLabels('en', fetcherFor({ CartSidebar: en.CartSidebar })),
    ).rejects.toThrow('unexpected answer');
    await expect(loadOverlayLabels('en', fetcherFor(overlayLabels))).resolves.toHaveProperty(
      'Newsletter',
    );
  });
});
