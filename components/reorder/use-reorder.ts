'use client';

import { useState } from 'react';
import { reorderIntoCart } from '@/lib/cart/cart-commands.browser';
import type { ReorderAnswer, ReorderOutcome } from '@/lib/reorder/types';
import type { ActionResult } from '@/lib/shopper/action-result';

/** Where a request to add again stands: nothing sent yet, on its way, answered or refused. */
export type ReorderState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'answered'; lines: ReorderOutcome[] }
  | { kind: 'failed'; error: string };

export interface LineChoice {
  included: boolean;
  quantity: number;
}

const NOT_CHOSEN: LineChoice = { included: false, quantity: 1 };

/** A chosen line as the cart and the lists take it: the variant and how many. */
export const productQuantity = ({
  productId,
  quantity,
}: {
  productId: number;
  quantity: number;
}) => ({
  productId,
  quantity,
});

/**
 * The choices of a list of products to add again (order again's lines, purchased products'
 * rows): whether each is included and in what quantity, and the answer of sending them. The
 * cart's store takes the answer's cart, so the header count and the sidebar follow.
 */
export function useReorder<L extends { productId: number; quantity: number }>(
  lines: readonly L[],
  includedAtFirst: boolean,
) {
  const [choices, setChoices] = useState<ReadonlyMap<number, LineChoice>>(
    () =>
      new Map(
        lines.map((line) => [
          line.productId,
          { included: includedAtFirst, quantity: line.quantity },
        ]),
      ),
  );
  const [state, setState] = useState<ReorderState>({ kind: 'idle' });

  const choiceOf = (productId: number): LineChoice => choices.get(productId) ?? NOT_CHOSEN;
  const change = (productId: number, update: Partial<LineChoice>) =>
    setChoices((current) =>
      new Map(current).set(productId, { ...(current.get(productId) ?? NOT_CHOSEN), ...update }),
    );
  const chosen = lines.flatMap((line) => {
    const choice = choiceOf(line.productId);
    return choice.included ? [{ ...line, quantity: choice.quantity }] : [];
  });

  /** Sends what is chosen; with nothing chosen, says so and sends nothing. */
  const send = async (
    call: (lines: L[]) => Promise<ActionResult<ReorderAnswer>>,
    noneChosen: string,
  ) => {
    if (state.kind === 'busy') return;
    if (chosen.length === 0) {
      setState({ kind: 'failed', error: noneChosen });
      return;
    }
    setState({ kind: 'busy' });
    const result = await reorderIntoCart(() => call(chosen));
    setState(
      result.ok
        ? { kind: 'answered', lines: result.data.lines }
        : { kind: 'failed', error: result.error },
    );
  };

  /** The chosen lines, for something else to do with them; with none, says so and gives null. */
  const pick = (noneChosen: string): L[] | null => {
    if (chosen.length > 0) return chosen;
    setState({ kind: 'failed', error: noneChosen });
    return null;
  };

  return {
    choiceOf,
    pick,
    include: (productId: number, included: boolean) => change(productId, { included }),
    setQuantity: (productId: number, quantity: number) => change(productId, { quantity }),
    send,
    state,
  };
}
