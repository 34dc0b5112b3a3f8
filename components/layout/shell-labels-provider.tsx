'use client';

import { createContext, use, type ReactNode } from 'react';
import { loadOverlayLabels } from '@/lib/i18n/overlay-labels.browser';
import type { Locale } from '@/lib/i18n/locales';
import type {
  OverlayLabels,
  OverlayNamespace,
  ShellLabels,
  ShellNamespace,
} from '@/lib/i18n/shell-labels';

type Labels = ShellLabels & OverlayLabels;

interface LabelsContextValue {
  locale: Locale;
  labels: ShellLabels & Partial<OverlayLabels>;
}

const ShellLabelsContext = createContext<LabelsContextValue | null>(null);

export function ShellLabelsProvider({
  locale,
  labels,
  children,
}: {
  locale: Locale;
  labels: ShellLabels;
  children: ReactNode;
}) {
  return <ShellLabelsContext value={{ locale, labels }}>{children}</ShellLabelsContext>;
}

/** For a page that renders overlay parts on the server (the cart page's lines): no fetch needed. */
export function OverlayLabelsProvider({
  labels,
  children,
}: {
  labels: Partial<OverlayLabels>;
  children: ReactNode;
}) {
  const parent = useShellContext();
  return (
    <ShellLabelsContext value={{ ...parent, labels: { ...parent.labels, ...labels } }}>
      {children}
    </ShellLabelsContext>
  );
}

/**
 * The labels of one namespace. Shell namespaces are always at hand; overlay namespaces come from
 * an OverlayLabelsProvider or else from the browser's one fetch, and the caller suspends until
 * that answers (overlays mount inside a Suspense boundary).
 */
export function useLabels<N extends ShellNamespace | OverlayNamespace>(namespace: N): Labels[N] {
  const { locale, labels } = useShellContext();
  const given = labels[namespace];
  if (given) return given as Labels[N];
  return use(loadOverlayLabels(locale))[namespace as OverlayNamespace] as Labels[N];
}

/** The locale of the shell, for islands that fetch labels outside rendering. */
export function useShellLocale(): Locale {
  return useShellContext().locale;
}

function useShellContext(): LabelsContextValue {
  const context = use(ShellLabelsContext);
  if (!context) throw new Error('useLabels must be used inside <ShellLabelsProvider>');
  return context;
}
