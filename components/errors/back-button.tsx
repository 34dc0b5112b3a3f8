'use client';

export function BackButton({ label, fallbackHref }: { label: string; fallbackHref: string }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        // A page opened directly (new tab, shared link) has nothing to go back to.
        if (window.history.length > 1) window.history.back();
        else window.location.assign(fallbackHref);
      }}
    >
      {label}
    </button>
  );
}
