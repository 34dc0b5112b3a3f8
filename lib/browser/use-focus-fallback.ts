import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

const gone = (element: HTMLElement) =>
  !element.isConnected || element.matches(':disabled') || element.getClientRects().length === 0;

/**
 * When the control that has the focus inside `container` goes away (a removed line or product, a
 * button that turns disabled), the browser drops the focus to the start of the page and a keyboard
 * shopper has to tab back from the top. This hands it to the first visible control in the
 * container that matches `selector` instead. A shopper who moved the focus elsewhere (or clicked
 * the page) keeps it there.
 */
export function useFocusFallback(container: RefObject<HTMLElement | null>, selector = FOCUSABLE) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let last: HTMLElement | null = null;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof HTMLElement ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      // A control that is still there lost the focus to the shopper's own move: forget it.
      const left = last;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (left && left === last && !gone(left)) last = null;
      });
    };
    const observer = new MutationObserver(() => {
      if (!last || !gone(last)) return;
      // A disabled control may keep the focus until the browser's next rendering update.
      const active = document.activeElement;
      if (active && active !== document.body && active !== last) {
        last = null;
        return;
      }
      const target = [...root.querySelectorAll<HTMLElement>(selector)].find(
        (element) => element.getClientRects().length > 0,
      );
      last = null;
      target?.focus();
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'class'],
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [container, selector]);
}
