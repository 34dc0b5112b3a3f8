'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Navigations faster than this show no bar at all. */
export const PROGRESS_DELAY_MS = 150;
const GIVE_UP_MS = 15_000;

type NavigationTarget = EventTarget & { addEventListener: EventTarget['addEventListener'] };

/**
 * A thin bar for route changes that take longer than a moment. It starts on a click on an internal
 * link to another URL and ends when the URL changed (Navigation API) or the pathname did.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'pending' | 'visible'>('idle');
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setState('idle');
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !anchor.href || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      if (url.pathname === here.pathname && url.search === here.search) return;
      setState('pending');
    };
    const done = () => setState('idle');
    const navigation = (window as Window & { navigation?: NavigationTarget }).navigation;
    document.addEventListener('click', onClick);
    navigation?.addEventListener('navigatesuccess', done);
    navigation?.addEventListener('navigateerror', done);
    return () => {
      document.removeEventListener('click', onClick);
      navigation?.removeEventListener('navigatesuccess', done);
      navigation?.removeEventListener('navigateerror', done);
    };
  }, []);

  useEffect(() => {
    if (state === 'idle') return;
    const timer =
      state === 'pending'
        ? setTimeout(() => setState('visible'), PROGRESS_DELAY_MS)
        : setTimeout(() => setState('idle'), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state !== 'visible') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={label} />;
}
