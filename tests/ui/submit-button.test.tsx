// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from '@/components/ui/submit-button';

afterEach(cleanup);

const button = <SubmitButton busy={false} label="Log in" busyLabel="Working…" />;

describe('SubmitButton', () => {
  it('is disabled in the server’s HTML, so a form cannot be sent natively before it hydrates', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(button);
    expect(container.querySelector('button')?.disabled).toBe(true);
  });

  it('works once hydrated, and is disabled again while the form is being sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(button);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, button));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' }).disabled).toBe(false);
    await act(async () => root.render(<SubmitButton busy label="Log in" busyLabel="Working…" />));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Working…' }).disabled).toBe(true);
    await act(async () => root.unmount());
    container.remove();
  });
});
