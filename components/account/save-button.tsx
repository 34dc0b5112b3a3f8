/**
 * An account form's submit button, disabled while the form is being sent. Unlike the sign-in
 * forms' SubmitButton it leaves aria-busy out, so the account forms keep the markup they have.
 */
export function SaveButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
