'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isHeaderHidden } from '@/lib/browser/header-visibility';

export function HideOnScrollHeader({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setHidden((wasHidden) => isHeaderHidden(lastY.current, y, wasHidden));
        lastY.current = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <header
      className="site-header"
      data-hidden={hidden}
      // Keyboard users tabbing into a hidden header get it back.
      onFocus={() => setHidden(false)}
    >
      {children}
    </header>
  );
}
