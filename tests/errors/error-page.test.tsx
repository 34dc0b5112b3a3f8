// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'de' }) }));

import ErrorPage from '@/app/[locale]/(default)/error';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { useErrorStore } from '@/lib/errors/error-store.browser';
import { pickShellLabels } from '@/lib/i18n/shell-labels';
import de from '@/messages/de.json';

afterEach(cleanup);

describe('error page', () => {
  it('shows the translated error texts with Return home and Back, and records the error', () => {
    render(
      <ShellLabelsProvider locale="de" labels={pickShellLabels(de)}>
        <ErrorPage error={new Error('Backend exploded')} />
      </ShellLabelsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de.Errors.errorTitle);
    expect(screen.getByRole('link', { name: de.Errors.returnHome }).getAttribute('href')).toBe(
      '/de',
    );
    expect(screen.getByRole('button', { name: de.Errors.back })).toBeTruthy();
    // The shopper never sees the technical message.
    expect(screen.queryByText(/Backend exploded/)).toBeNull();
    expect(useErrorStore.getState().lastError?.message).toBe('Backend exploded');
  });
});
