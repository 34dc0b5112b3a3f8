// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountLink } from '@/components/auth/account-link';
import { initialUiState, useUiStore } from '@/lib/browser/ui-store';
import { browserUserCookie } from '@/tests/support/user-cookie';

function signIn() {
  const user = {
    id: 7,
    name: 'Sanne de Vries',
    email: 'consumer@example.com',
    websiteCatalogProducts: false,
  };
  document.cookie = `user=${browserUserCookie(user)}; path=/`;
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
  document.cookie = 'user=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterEach(cleanup);

describe('AccountLink', () => {
  it('is a real link to the localized account page', () => {
    render(
      <AccountLink locale="de" path="/my/orders">
        Bestellungen
      </AccountLink>,
    );
    expect(screen.getByRole('link', { name: 'Bestellungen' }).getAttribute('href')).toBe(
      '/de/my/orders',
    );
  });

  it('opens the login modal for a signed-out shopper, remembering where they wanted to go', () => {
    render(
      <AccountLink locale="en" path="/my/orders">
        Orders
      </AccountLink>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(useUiStore.getState().overlay).toBe('loginModal');
    expect(useUiStore.getState().loginModalMode).toBe('LOGIN');
    expect(useUiStore.getState().loginRedirectPath).toBe('/my/orders');
  });

  it('leaves the link alone for a signed-in shopper', () => {
    signIn();
    render(
      <AccountLink locale="en" path="/my/home">
        My account
      </AccountLink>,
    );
    const link = screen.getByRole('link', { name: 'My account' });
    // Stop the navigation jsdom cannot do, after the link's own handler has run.
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(useUiStore.getState().overlay).toBeNull();
    expect(link.getAttribute('aria-haspopup')).toBeNull();
  });
});
