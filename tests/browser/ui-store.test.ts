import { beforeEach, describe, expect, it } from 'vitest';
import { initialUiState, useUiStore } from '@/lib/browser/ui-store';

const state = () => useUiStore.getState();

describe('UI store', () => {
  beforeEach(() => useUiStore.setState(initialUiState));

  it('opens and closes sidebars by toggle', () => {
    state().toggleOverlay('cartSidebar');
    expect(state().overlay).toBe('cartSidebar');
    state().toggleOverlay('cartSidebar');
    expect(state().overlay).toBeNull();
    state().toggleOverlay('filtersSidebar');
    expect(state().overlay).toBe('filtersSidebar');
    state().toggleOverlay('filtersSidebar');
    expect(state().overlay).toBeNull();
  });

  it.each(['cartSidebar', 'wishlistSidebar'] as const)(
    'opening %s closes the mobile menu',
    (overlay) => {
      state().toggleOverlay('mobileMenu');
      expect(state().overlay).toBe('mobileMenu');
      state().toggleOverlay(overlay);
      expect(state().overlay).toBe(overlay);
    },
  );

  it('opening the login modal closes the mobile menu', () => {
    state().toggleOverlay('mobileMenu');
    state().openLoginModal();
    expect(state().overlay).toBe('loginModal');
  });

  it('the login modal starts in LOGIN mode and keeps the redirect path', () => {
    state().openLoginModal({ redirectPath: '/checkout' });
    expect(state().loginModalMode).toBe('LOGIN');
    expect(state().loginRedirectPath).toBe('/checkout');
    state().setLoginModalMode('REGISTER');
    state().closeOverlay();
    expect(state().loginModalMode).toBe('LOGIN');
    expect(state().loginRedirectPath).toBeNull();
    state().openLoginModal({ mode: 'RESET' });
    expect(state().loginModalMode).toBe('RESET');
    state().openLoginModal();
    expect(state().loginModalMode).toBe('LOGIN');
  });

  it('closing a named overlay leaves another one that opened meanwhile alone', () => {
    state().toggleOverlay('cartSidebar');
    state().openLoginModal({ redirectPath: '/checkout' });
    // The cart dialog reports its close after the login modal took over.
    state().closeOverlay('cartSidebar');
    expect(state().overlay).toBe('loginModal');
    state().closeOverlay('loginModal');
    expect(state().overlay).toBeNull();
  });

  it('keeps view mode, loading flags and device', () => {
    state().setCategoryView('list');
    state().setCartLoading(true);
    state().setWishlistLoading(true);
    state().setDevice('mobile');
    expect(state()).toMatchObject({
      categoryView: 'list',
      cartLoading: true,
      wishlistLoading: true,
      device: 'mobile',
    });
  });
});
