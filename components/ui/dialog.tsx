'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusFallback } from '@/lib/browser/use-focus-fallback';

/** What the overlay mount points hand to each sidebar or modal. */
export type OverlayProps = Pick<DialogProps, 'open' | 'onClose' | 'closeLabel'>;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, e.g. the number of items. */
  subtitle?: ReactNode;
  closeLabel: string;
  /** Sidebars slide in from a side; modals sit in the middle. */
  placement: 'left' | 'right' | 'center';
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Where the focus goes on close when the control that opened the dialog is gone: a dialog that
   * stays open through a route change (the filters) was opened by the previous page's button.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal `<dialog>`: the browser makes the rest of the page inert (focus stays inside), Escape
 * closes it, and on close focus goes back to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  closeLabel,
  placement,
  children,
  footer,
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // A removed line or item takes the focus with it; inside a modal it would fall to the page
  // behind, which is inert. The close button takes it instead.
  useFocusFallback(ref, '[data-dialog-close]');
  // The close observer lives as long as the dialog: re-attached per render, it would miss a
  // close that `open` turning false makes in the same commit.
  const latest = useRef({ onClose, returnFocus });
  useEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // A form's first field (marked data-autofocus) rather than the close button, so the
      // shopper can type at once.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    // Hidden with its page (Next keeps the previous route in an <Activity> after a navigation) or
    // unmounted: a modal left open in the top layer would make the page that replaced it inert.
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      // The opener may have been inside another overlay that closed meanwhile; only return focus
      // to something the shopper can still reach.
      const reachable = (element: HTMLElement | null | undefined) =>
        element !== document.body && element?.isConnected && element.getClientRects().length > 0
          ? element
          : null;
      const target = reachable(opener.current) ?? reachable(latest.current.returnFocus?.current);
      opener.current = null;
      target?.focus();
      // Committed before the next input: a press on the opener that came before React rendered
      // the close would reopen an overlay React still thought open, and the dialog stayed shut.
      flushSync(latest.current.onClose);
    };
    // The `close` event alone comes late: the browser queues it as a task, and a busy page can
    // take a key press first. An observer of the `open` attribute runs right after the task that
    // closed the dialog (Escape, the close button, a backdrop click, or `open` turning false);
    // whichever of the two comes first handles the close, once.
    let wasOpen = dialog.open;
    const onChange = () => {
      if (wasOpen && !dialog.open) onDialogClose();
      wasOpen = dialog.open;
    };
    const observer = new MutationObserver(onChange);
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    dialog.addEventListener('close', onChange);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('close', onChange);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${placement}`}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> itself, not on its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle ? <p className="dialog__subtitle">{subtitle}</p> : null}
          </div>
          <button
            type="button"
            className="icon-button"
            data-dialog-close
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
