// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en',
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
}));
// The sign-out button reaches the cart and wishlist actions, which are server code.
vi.mock('@/lib/auth/after-sign-in.browser', () => ({
  forgetShopperState: vi.fn(),
  refreshShopperState: vi.fn(),
}));
// The wishlist sidebar's chunk is gone, as after a deploy.
vi.mock('@/components/wishlist/wishlist-sidebar', () => ({
  get WishlistSidebar() {
    throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/gone.js'), {
      name: 'ChunkLoadError',
    });
  },
}));

import { Overlays } from '@/components/layout/overlays';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { resetOverlayLabels } from '@/lib/i18n/overlay-labels.browser';
import { OVERLAY_NAMESPACES, pickShellLabels } from '@/lib/i18n/shell-labels';
import { notifications } from '@/lib/notifications/notification-queue';
import { initialUiState, useUiStore } from '@/lib/browser/ui-store';
import en from '@/messages/en.json';
import { browserUserCookie } from '@/tests/support/user-cookie';

const overlayLabels = Object.fromEntries(OVERLAY_NAMESPACES.map((ns) => [ns, en[ns]]));

const answer = (body: unknown, status = 200) => Response.json(body, { status });

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  useUiStore.setState(initialUiState);
  notifications.visible().forEach((notification) => notifications.dismiss(notification.id));
});

afterEach(() => {
  cleanup();
  resetOverlayLabels();
  vi.unstubAllGlobals();
});

function renderOverlays() {
  return render(
    <ShellLabelsProvider locale="en" labels={pickShellLabels(en)}>
      <Overlays locale="en" mobileMenu={<p>menu content</p>} />
    </ShellLabelsProvider>,
  );
}

// Async act: an overlay suspends until its labels arrive.
const open = (overlay: 'newsletterModal' | 'mobileMenu' | 'profileSidebar' | 'wishlistSidebar') =>
  act(async () => useUiStore.getState().openOverlay(overlay));

describe('overlay mount points', () => {
  it('render no sidebar or modal before one opens; the first opening fetches the labels once', async () => {
    const fetcher = vi.fn(async () => answer(overlayLabels));
    vi.stubGlobal('fetch', fetcher);
    const { container } = renderOverlays();
    expect(container.querySelectorAll('dialog')).toHaveLength(0);

    await open('newsletterModal');
    expect(await screen.findByRole('dialog', { name: en.Newsletter.title })).toBeTruthy();
    expect(screen.getByText(en.Newsletter.text)).toBeTruthy();
    await act(async () => useUiStore.getState().openLoginModal());
    // The login modal's code loads on its first opening: a busy runner may need longer than 1 s.
    expect(
      await screen.findByRole('dialog', { name: en.LoginModal.LOGIN }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The closed newsletter modal stays mounted (closed), and nothing was fetched twice.
    expect(container.querySelectorAll('dialog')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/api/overlay-labels/en');
  });

  it('open the mobile menu without any fetch: its title is one of the shell labels', async () => {
    const fetcher = vi.fn(async () => answer(overlayLabels));
    vi.stubGlobal('fetch', fetcher);
    renderOverlays();
    await open('mobileMenu');
    expect(screen.getByRole('dialog', { name: en.MobileMenu.title })).toBeTruthy();
    expect(screen.getByText('menu content')).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('give a signed-in shopper the profile sidebar, loaded with its first opening', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(overlayLabels)),
    );
    const user = {
      id: 7,
      name: 'Anna de Vries',
      email: 'anna@example.com',
      websiteCatalogProducts: true,
    };
    document.cookie = `user=${browserUserCookie(user)}; path=/`;
    try {
      renderOverlays();
      await open('profileSidebar');
      const sidebar = await screen.findByRole('dialog', { name: user.name });
      const nav = within(sidebar).getByRole('navigation', { name: en.ProfileSidebar.title });
      expect(
        within(nav).getByRole('link', { name: en.ProfileSidebar.myProducts }).getAttribute('href'),
      ).toBe('/en/catalog');
    } finally {
      document.cookie = 'user=; path=/; max-age=0';
    }
  });

  it('close an overlay whose labels cannot load and say so; the next opening tries again', async () => {
    // React reports the error the boundary caught; the test checks what the shopper sees instead.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    let backendUp = false;
    const fetcher = vi.fn(async () =>
      backendUp ? answer(overlayLabels) : answer({ error: 'down' }, 502),
    );
    vi.stubGlobal('fetch', fetcher);
    const { container } = renderOverlays();

    await open('newsletterModal');
    await vi.waitFor(() =>
      expect(notifications.visible().map((n) => n.message)).toEqual([
        en.Notifications.actionFailed,
      ]),
    );
    expect(useUiStore.getState().overlay).toBeNull();
    expect(container.querySelectorAll('dialog')).toHaveLength(0);

    backendUp = true;
    const failedCalls = fetcher.mock.calls.length;
    await open('newsletterModal');
    expect(await screen.findByRole('dialog', { name: en.Newsletter.title })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(failedCalls + 1);
    reported.mockRestore();
  });
});

describe('a dialog closed by the browser (Escape)', () => {
  it('opens again at the next press of its opener, even before React rendered the close', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(overlayLabels)),
    );
    renderOverlays();
    await open('mobileMenu');
    const menu = await screen.findByRole('dialog', { name: en.MobileMenu.title });
    expect(menu.hasAttribute('open')).toBe(true);

    // The browser closes a modal on Escape by itself and reports it with a close event; the
    // shopper's next press on the menu button comes straight after, in the same turn.
    menu.removeAttribute('open');
    menu.dispatchEvent(new Event('close'));
    useUiStore.getState().toggleOverlay('mobileMenu');
    await act(async () => undefined);

    expect(useUiStore.getState().overlay).toBe('mobileMenu');
    expect(menu.hasAttribute('open')).toBe(true);
  });

  it('takes the close before the next press even when the close event comes later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(overlayLabels)),
    );
    renderOverlays();
    await open('mobileMenu');
    const menu = await screen.findByRole('dialog', { name: en.MobileMenu.title });

    // The close event is a task of its own, which a busy page's next key press may overtake;
    // the attribute's change is seen as soon as the task that closed the dialog ends.
    menu.removeAttribute('open');
    await Promise.resolve();
    expect(useUiStore.getState().overlay).toBeNull();
    useUiStore.getState().toggleOverlay('mobileMenu');
    await act(async () => undefined);
    menu.dispatchEvent(new Event('close'));

    expect(useUiStore.getState().overlay).toBe('mobileMenu');
    expect(menu.hasAttribute('open')).toBe(true);
  });
});

describe('an overlay whose code is gone after a deploy', () => {
  it('reloads the page once, then only says so (no reload loop)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(overlayLabels)),
    );
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    renderOverlays();

    await open('wishlistSidebar');
    await vi.waitFor(() => expect(sessionStorage.getItem('chunk-reload-at')).not.toBeNull());
    expect(notifications.visible()).toEqual([]);
    expect(useUiStore.getState().overlay).toBeNull();

    // Still gone a moment later: the page was just reloaded, so the shopper is told instead.
    await open('wishlistSidebar');
    await vi.waitFor(() =>
      expect(notifications.visible().map((n) => n.message)).toEqual([
        en.Notifications.actionFailed,
      ]),
    );
    reported.mockRestore();
  });
});
