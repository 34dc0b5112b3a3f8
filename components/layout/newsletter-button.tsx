'use client';

import { useUiStore } from '@/lib/browser/ui-store';

export function NewsletterButton({ label }: { label: string }) {
  const toggleOverlay = useUiStore((state) => state.toggleOverlay);
  return (
    <button
      type="button"
      className="button button--primary"
      aria-haspopup="dialog"
      onClick={() => toggleOverlay('newsletterModal')}
    >
      {label}
    </button>
  );
}
