'use client';

import { useHydrated } from '@/lib/browser/use-hydrated';

/**
 * A form's primary button: disabled and saying so while the form is being sent, and disabled in
 * the server's HTML until the form's handlers listen. A form sent before hydration would go
 * natively, as a GET with every field in the address (a password in the browser's history and
 * the server's logs); a disabled default button also stops Enter in a field from sending it.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  secondary = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Beside the step's own primary button (one primary action per view). */
  secondary?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={secondary ? 'button' : 'button button--primary'}
      disabled={busy || !hydrated}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
