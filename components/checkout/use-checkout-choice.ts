'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { ActionResult } from '@/lib/shopper/action-result';

/**
 * A choice on a checkout step (an address, a delivery method): the server action puts it on the
 * cart, then the page reloads the cart from Odoo, whose totals are the only ones shown. A refusal
 * stays on the step as its failure until the next choice.
 */
export function useCheckoutChoice() {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  /** Runs the action; `undo` puts the shown choice back when it was refused. */
  const choose = <T>(call: () => Promise<ActionResult<T>>, undo: () => void) =>
    startTransition(async () => {
      setFailure(null);
      const answer = await callAction(call, offline);
      if (!answer.ok) {
        undo();
        setFailure(answer.error);
        return;
      }
      router.refresh();
    });

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
