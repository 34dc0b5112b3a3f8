'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { ActionResult } from '@/lib/shopper/action-result';

/**
 * A choice on a checkout step (an address, a delivery method): the server action puts it on the
 * cart, then the page reloads the cart from Odoo, whose totals are the only ones shown. A refusal
 * stays on the step as its failure until the next choice.
 *
 * While one choice is on its way the radios stay enabled (a disabled radio loses the keyboard's
 * focus to the page's body) and a further choice is ignored instead: the group keeps showing the
 * one being saved.
 */
export function useCheckoutChoice() {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The transition's flag is a render behind a second key press; this one is not.
  const saving = useRef(false);

  /**
   * Shows the choice and runs the action; `undo` puts the shown choice back when it was refused.
   * Ignored while another choice is being saved.
   */
  const choose = <T>(show: () => void, call: () => Promise<ActionResult<T>>, undo: () => void) => {
    if (saving.current) return;
    saving.current = true;
    show();
    startTransition(async () => {
      try {
        setFailure(null);
        const answer = await callAction(call, offline);
        if (!answer.ok) {
          undo();
          setFailure(answer.error);
          return;
        }
        router.refresh();
      } finally {
        saving.current = false;
      }
    });
  };

  return { choose, failure, pending };
}

/**
 * The choice a radio group shows: the shopper's pick at once, then whatever the reloaded cart
 * says (a new value from the server replaces the local one).
 */
export function useShownChoice(fromServer: number | null) {
  const [shown, setShown] = useState(fromServer);
  const [server, setServer] = useState(fromServer);
  if (server !== fromServer) {
    setServer(fromServer);
    setShown(fromServer);
  }
  return [shown, setShown, () => setShown(fromServer)] as const;
}
