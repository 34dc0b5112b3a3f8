// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarList } from '@/components/cart/sidebar-list';

afterEach(cleanup);

const labels = { retry: 'Retry', empty: 'Nothing here', loading: 'Loading', lines: 'Lines' };
const line = <li>A line</li>;

function renderList(
  state: { loaded: boolean; loadError?: string; count: number; lineCount: number },
  onRetry = () => {},
) {
  return render(
    <SidebarList
      labels={labels}
      loaded={state.loaded}
      loadError={state.loadError}
      count={state.count}
      lineCount={state.lineCount}
      onRetry={onRetry}
      emptyAction={<a href="/">Shop</a>}
    >
      {line}
    </SidebarList>,
  );
}

describe('<SidebarList>', () => {
  it('offers a retry when the first load failed', () => {
    const onRetry = vi.fn();
    renderList({ loaded: false, loadError: 'Odoo is down', count: 2, lineCount: 0 }, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Odoo is down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is empty at once when the cookie counts no items', () => {
    renderList({ loaded: false, count: 0, lineCount: 0 });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for the list when the cookie counts items', () => {
    renderList({ loaded: false, count: 2, lineCount: 0 });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the lines once loaded', () => {
    renderList({ loaded: true, count: 1, lineCount: 1 });
    expect(screen.getByRole('list', { name: 'Lines' }).textContent).toBe('A line');
  });

  it('keeps the lines after a later failure', () => {
    renderList({ loaded: true, loadError: 'Odoo is down', count: 1, lineCount: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Lines' })).toBeTruthy();
  });
});
