'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { MenuIcon } from '@/components/ui/icons';
import { useUiStore } from '@/lib/browser/ui-store';

export function MenuButton({
  className,
  showLabel = false,
}: {
  className?: string;
  showLabel?: boolean;
}) {
  const label = useLabels('Header').menu;
  const open = useUiStore((state) => state.overlay === 'mobileMenu');
  const toggleOverlay = useUiStore((state) => state.toggleOverlay);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={showLabel ? undefined : label}
      onClick={() => toggleOverlay('mobileMenu')}
    >
      <MenuIcon />
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
