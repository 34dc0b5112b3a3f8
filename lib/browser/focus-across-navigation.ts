import { useEffect, type RefObject } from 'react';

// The bare listing and the filtered one are two routes: a filter, price, sort or page-size change
// made on one lands on the other, which mounts its controls anew, and the focus would fall back to
// the top of the page (a keyboard shopper would tab through the header again). The control the
// shopper used names itself before it navigates; its counterpart on the next page takes the focus.

/** Long enough for a slow listing to arrive; a later unrelated mount never steals the focus. */
const WAIT_MS = 10_000;

let pending: { key: string; until: number } | null = null;

/** Call right before the control navigates, with a key that names it on both pages. */
export function keepFocusAcrossNavigation(key: string) {
  pending = { key, until: Date.now() + WAIT_MS };
}

/** Focuses `ref` when it mounts as the counterpart of the control that navigated. */
export function useFocusAfterNavigation(key: string, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const wanted = pending;
    if (wanted?.key !== key) return;
    pending = null;
    if (Date.now() > wanted.until) return;
    // After this commit's other effects: the filters sidebar opens its dialog in one of them.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [key, ref]);
}
