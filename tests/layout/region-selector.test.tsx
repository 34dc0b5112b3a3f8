// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const props = {
  label: 'Country and currency',
  apply: 'Switch',
  regionNames: { NL: 'Netherlands · EUR', US: 'United States · USD' },
};

const reload = vi.fn();

beforeEach(() => {
  for (const name of ['currency', 'country']) document.cookie = `${name}=; max-age=0; path=/`;
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** ENABLED_LOCALES comes from SHOP_LOCALES when the module loads, as at build time. */
async function renderSelector(shopLocales: string) {
  vi.stubEnv('SHOP_LOCALES', shopLocales);
  const { RegionSelector } = await import('@/components/layout/region-selector');
  return render(<RegionSelector {...props} />);
}

describe('<RegionSelector>', () => {
  it('is not shown in a Dutch-only shop', async () => {
    const { container } = await renderSelector('nl');
    expect(container.innerHTML).toBe('');
    expect(screen.queryByLabelText('Country and currency')).toBeNull();
  });

  it('offers both regions under an accessible name, the Netherlands first', async () => {
    await renderSelector('nl,en,de,ru');
    const select = screen.getByRole('combobox', { name: 'Country and currency' });
    expect(select).toHaveProperty('value', 'NL');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Netherlands · EUR',
      'United States · USD',
    ]);
  });

  it('shows the country the cookie holds', async () => {
    document.cookie = 'country=US; path=/';
    document.cookie = 'currency=USD; path=/';
    await renderSelector('nl,en');
    expect(screen.getByRole('combobox', { name: 'Country and currency' })).toHaveProperty(
      'value',
      'US',
    );
  });

  it('sets currency and country with the keyboard only on Switch, then reloads', async () => {
    const user = userEvent.setup();
    await renderSelector('nl,en');
    const select = screen.getByRole('combobox', { name: 'Country and currency' });
    await user.selectOptions(select, 'US');
    // Choosing alone changes nothing: keyboard users move through options without a reload.
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('currency=USD');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch' }));
    await user.keyboard('{Enter}');
    expect(document.cookie).toContain('currency=USD');
    expect(document.cookie).toContain('country=US');
    expect(reload).toHaveBeenCalledOnce();
  });
});
