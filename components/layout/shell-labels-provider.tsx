'use client';

import { createContext, use, type ReactNode } from 'react';
import type { ShellLabels, ShellNamespace } from '@/lib/i18n/shell-labels';

const ShellLabelsContext = createContext<ShellLabels | null>(null);

export function ShellLabelsProvider({
  labels,
  children,
}: {
  labels: ShellLabels;
  children: ReactNode;
}) {
  return <ShellLabelsContext value={labels}>{children}</ShellLabelsContext>;
}

export function useLabels<N extends ShellNamespace>(namespace: N): ShellLabels[N] {
  const labels = use(ShellLabelsContext);
  if (!labels) throw new Error('useLabels must be used inside <ShellLabelsProvider>');
  return labels[namespace];
}
