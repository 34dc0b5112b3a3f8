// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/en' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

import { NavigationProgress, PROGRESS_DELAY_MS } from '@/components/layout/navigation-progress';
import { ShellEffects } from '@/components/layout/shell-effects';
import { useErrorStore } from '@/lib/errors/error-store.browser';
import { useUiStore } from '@/lib/browser/ui-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('navigation progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/en';
    document.body.innerHTML = '';
  });

  function renderWithLink(href: string) {
    const view = render(
      <>
        <a href={href} onClick={(event) => event.preventDefault()}>
          go
        </a>
        <NavigationProgress label="Loading page" />
      </>,
    );
    return { ...view, link: screen.getByText('go') };
  }

  it('appears only when a navigation takes longer than a moment and ends with it', () => {
    const { link, rerender } = renderWithLink('/en/categories');
    act(() => link.click());
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();

    navigation.pathname = '/en/categories';
    rerender(
      <>
        <a href="/en/categories">go</a>
        <NavigationProgress label="Loading page" />
      </>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays away for fast navigations, same-page links and new tabs', () => {
    const { link, rerender } = renderWithLink('/en/categories');
    act(() => link.click());
    navigation.pathname = '/en/categories';
    rerender(
      <>
        <a href="/en/categories">go</a>
        <NavigationProgress label="Loading page" />
      </>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();

    cleanup();
    window.history.pushState({}, '', '/en/categories');
    const same = renderWithLink('/en/categories');
    act(() => same.link.click());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('global error handler', () => {
  beforeEach(() => {
    useErrorStore.getState().clearError();
    sessionStorage.clear();
  });

  it('records the error and the time it occurred', () => {
    render(<ShellEffects />);
    const before = Date.now();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('Boom'), message: 'Boom' }));
    });
    const recorded = useErrorStore.getState().lastError;
    expect(recorded?.message).toBe('Boom');
    expect(recorded?.occurredAt).toBeGreaterThanOrEqual(before);
    expect(document.documentElement.dataset.shellReady).toBe('true');
  });

  it('keeps the device in the UI store', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    render(<ShellEffects />);
    expect(useUiStore.getState().device).toBe('mobile');
  });
});
